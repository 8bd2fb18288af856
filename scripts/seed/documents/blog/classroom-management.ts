import { defineSeed } from '../../lib/types'
import { seedId } from '../../lib/ids'

export default defineSeed('blogPost', seedId.blogPost('classroom-management'), {
  title: 'Classroom Management That Prevents Problems: Routines, Expectations and Calm Transitions',
  slug: 'classroom-management',
  excerpt:
    'Most classroom disruption starts in the gaps: the first five minutes, the handover between tasks, the wait while materials go round. Learn how routines, clear expectations and planned transitions keep a class focused on learning.',
  category: 'Classroom Management',
  publishedAt: '2025-07-17',
  updatedAt: '2025-07-21',
  readTime: 6,
  image: {
    file: 'blog/classroom-management.png',
    alt: 'A flat, friendly illustration of a calm classroom where students settle into a starter task on the board while their teacher greets them at the door.',
  },
  hero: {
    badge: 'Classroom Management',
    title: 'Classroom management: routines and expectations that prevent problems before they start',
    description:
      'Good classroom management is mostly invisible: it lives in the routines students follow without being told. This guide covers the principles behind proactive management, four strategies for routines and transitions, and how to cut the admin that pulls your attention away from the room.',
  },
  overview: {
    learn: [
      'Why proactive management prevents more disruption than reactive discipline',
      'How to design and teach routines for arrival, transitions and the end of a lesson',
      'How to state expectations so students know exactly what to do',
      'Why relationships and consistency help corrections land calmly',
      'Where technology removes friction from a lesson, and where it can add some',
    ],
    benefits: [
      'Calmer starts, with learning under way from the first minute',
      'Shorter, smoother transitions between activities',
      'Fewer low-level interruptions breaking concentration',
      'More of your attention on students and less on paperwork',
    ],
  },
  whyItMatters: {
    heading: 'Why classroom management matters',
    intro:
      'Every minute spent settling a class, chasing equipment or repeating instructions is a minute not spent learning.',
    paragraphs: [
      'Lost minutes add up quietly. A lesson that takes several minutes to get going, loses a few more at each transition and ends in a rush leaves far less time for learning than the timetable suggests. Across a school year, the gap between a smooth routine and a messy one amounts to many hours of teaching.',
      'Management also shapes how safe a classroom feels. Students concentrate and take intellectual risks when they know what is expected and trust the teacher to keep things fair. In an unpredictable room, students spend their attention watching each other instead of the work.',
      'For teachers, routines are a matter of energy. When students know what to do at the start, during transitions and at the end, you stop repeating instructions and can spend attention where it counts: noticing who is stuck, who is coasting and who needs a quiet word.',
    ],
  },
  understanding: {
    heading: 'Understanding proactive classroom management',
    intro:
      'Proactive management means setting up the conditions for focus before problems appear. It rests on three ideas that reinforce each other.',
    cards: [
      {
        icon: 'list-checks',
        title: 'Routines',
        description:
          'Repeated procedures for recurring moments: entering, starting work, handing in, moving into groups and packing up. Once learned, they run without instruction and free up lesson time.',
      },
      {
        icon: 'compass',
        title: 'Clear expectations',
        description:
          "Specific, observable descriptions of what students should be doing, such as 'working silently on your own for five minutes', rather than broad rules like 'be respectful'.",
      },
      {
        icon: 'heart',
        title: 'Relationships and consistency',
        description:
          'Students accept correction more readily from a teacher who knows them and responds the same way every time. Consistency makes consequences feel fair rather than personal.',
      },
    ],
    howItWorks: [
      {
        title: 'Map the friction points',
        description:
          'List the moments where your lessons tend to wobble: arrival, handing out materials, moving into groups, the final five minutes. These are where routines are needed most.',
      },
      {
        title: 'Design one routine per moment',
        description:
          'Decide exactly what students do, in what order and within what time, and how you will signal the start and the end.',
      },
      {
        title: 'Teach and rehearse it',
        description:
          'Explain the routine, model it, have students practise it, and run it again if it is not right. Treat it as content worth teaching.',
      },
      {
        title: 'Reinforce it consistently',
        description:
          'Acknowledge students who follow the routine, and correct slips quickly and calmly in the same way every time.',
      },
      {
        title: 'Review and simplify',
        description:
          'After a couple of weeks, note which routines run smoothly and which still cost time, and simplify the ones that have not stuck.',
      },
    ],
  },
  strategies: {
    heading: 'Four classroom management strategies that save time and stress',
    intro:
      'These strategies focus on prevention. They will not remove every difficulty, but they shrink the number of moments where things can go wrong.',
    strategies: [
      {
        title: 'A do-now task waiting at the door',
        description:
          'Have a short task on the board or screen as students arrive, one they can start without instructions. It turns the most chaotic minutes of the lesson into settled work, gives latecomers something to join, and frees you to take the register and greet students individually.',
        tip: 'Keep the do-now format identical every lesson, such as three recall questions, so students know what to do before they have read the board.',
      },
      {
        title: 'Precise instructions with a check for understanding',
        description:
          'Give instructions as a short sequence: what to do, how long it takes, what to produce and what to do when finished. Then ask one student to repeat them back before anyone moves. Much off-task behaviour after an instruction comes from students who simply did not catch all of it.',
        tip: 'Display the instructions as numbered steps on the board so students can check them without asking you again.',
      },
      {
        title: 'Planned transitions with a visible countdown',
        description:
          'Moving from listening to group work is where many lessons unravel. Plan each transition: where students go, what they take, who collects materials and how long it should take. A visible countdown sets the pace and turns speed into a shared challenge rather than a nag.',
        tip: 'Decide groups before the lesson and show them on the board, so nobody spends the transition negotiating who sits where.',
      },
      {
        title: 'Least-invasive correction',
        description:
          'Respond to minor disruption with the smallest intervention that works: a look, moving closer, a quiet word or praise for a nearby student who is on task. Escalate only when needed. This protects the flow of the lesson and stops small issues turning into public confrontations.',
        tip: 'Correct privately and briefly, then acknowledge the student once they are back on task, so the last interaction between you is positive.',
      },
    ],
  },
  problem: {
    heading: 'The problem with reactive classroom management',
    intro:
      'Many teachers spend much of their energy responding to disruption. The roots of the problem are usually structural rather than personal.',
    problems: [
      {
        icon: 'alert-triangle',
        title: 'Disruption grows in the gaps',
        description:
          'Unstructured moments, such as waiting for materials or a slow start, invite chatter and distraction. Once a class has drifted, pulling it back takes longer than keeping it focused would have.',
      },
      {
        icon: 'folder',
        title: 'Admin pulls attention from the room',
        description:
          'Printing, distributing and collecting paper tasks, or helping students log in to a tool, keeps the teacher at the front desk just when the class most needs watching.',
      },
      {
        icon: 'shield',
        title: 'Inconsistency erodes trust',
        description:
          'When responses to the same behaviour vary from day to day, students test boundaries to find out where they are, and corrections start to feel personal.',
      },
    ],
  },
  solution: {
    heading: 'So what to do?',
    intro: 'Invest in routines, plan the transitions and remove every avoidable piece of admin from the lesson itself.',
    advantages: [
      {
        icon: 'clock',
        title: 'More learning time',
        description: 'Routines that run themselves hand back minutes to every lesson, week after week.',
      },
      {
        icon: 'qr-code',
        title: 'No login queues',
        description:
          'Activities shared by QR code let students join without accounts or passwords, removing a common source of waiting.',
      },
      {
        icon: 'users',
        title: 'Groups ready in advance',
        description:
          'Setting up classes and groups before the lesson makes the move into teamwork quick and predictable.',
      },
      {
        icon: 'timer',
        title: 'Built-in pacing',
        description:
          'Time limits on quizzes give students a clear window and stop starters and plenaries from overrunning.',
      },
      {
        icon: 'calendar',
        title: 'Transitions planned ahead',
        description:
          'Sequencing activities in a lesson planner shows every transition in advance, so you can prepare each one.',
      },
      {
        icon: 'file-text',
        title: 'Less paper to handle',
        description:
          'Digital submissions replace stacks of paper, so collecting work no longer interrupts the end of the lesson.',
      },
    ],
    whyProduct:
      'Assessa takes administrative friction out of the lesson so your attention stays on the room. Arrange your classes and groups before students walk in, sequence the lesson in the lesson planner, and put any activity, from a timed quiz to a keyword collector, in front of the class with a single QR code. Nobody needs an account to join, and any files students submit are visible only to you and them. Each activity expires after its due date, so finished tasks close on schedule without you having to chase them.',
  },
  seo: {
    title: 'Classroom Management: Routines That Prevent Problems',
    description:
      'Proactive classroom management: routines, clear expectations, planned transitions and calm correction that keep every lesson focused on learning.',
  },
})
