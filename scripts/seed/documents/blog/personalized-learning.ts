import { defineSeed } from '../../lib/types'
import { seedId } from '../../lib/ids'

export default defineSeed('blogPost', seedId.blogPost('personalized-learning'), {
  title: 'Personalised Learning in a Real Classroom: Goals, Flexible Groups and Feedback for Each Student',
  slug: 'personalized-learning',
  excerpt:
    'Personalised learning does not mean thirty separate lesson plans. Learn how clear goals, quick diagnostics, flexible grouping and individual feedback let you meet students where they are while still teaching one class.',
  category: 'Goal Setting',
  publishedAt: '2025-07-12',
  updatedAt: '2025-07-15',
  readTime: 6,
  image: {
    file: 'blog/personalized-learning.png',
    alt: 'A flat, friendly illustration of students working through different coloured task cards at their own pace while a teacher helps a small group at a side table.',
  },
  hero: {
    badge: 'Personalised Learning',
    title: 'Personalised learning: meeting each student where they are without writing thirty lesson plans',
    description:
      'Every class holds students at different starting points, moving at different speeds. This guide shows how to personalise learning through shared goals, quick diagnostics, flexible groups and individual feedback, in ways that fit a normal teaching week.',
  },
  overview: {
    learn: [
      'What personalised learning means in practice, and what it does not mean',
      "How to find each student's starting point with a short diagnostic",
      'How shared goals and student-set targets keep personalisation focused',
      'Four strategies: flexible grouping, tiered tasks, student goal setting and individual feedback',
      'How to keep the workload manageable as you personalise',
    ],
    benefits: [
      'Stretch for students who are ready and support for those who are not, in the same lesson',
      'Students who know their next target and how to reach it',
      'Groupings based on current evidence rather than fixed labels',
      'Individual feedback without hours of extra marking',
    ],
  },
  whyItMatters: {
    heading: 'Why personalised learning matters',
    intro:
      'A lesson pitched at the middle of the class is too easy for some students and too hard for others. Personalisation narrows that gap.',
    paragraphs: [
      'In any class, prior knowledge varies widely. One student arrives having met fractions at home; another is still unsure what a half is. A single task for everyone means the first student practises what they already know while the second is asked to build on foundations that are not yet there.',
      'Personalised learning responds to that range by adjusting what can safely vary from student to student: the starting point, the level of support, the pace or the route to the goal. The goal itself usually stays shared, so the class still learns together and the teacher still teaches one curriculum.',
      'It also shifts responsibility towards students. When they know their current level and their next target, they can make more decisions for themselves: which practice to choose, when to ask for help, when to attempt the harder task. That growing sense of control is a large part of what keeps students motivated.',
    ],
  },
  understanding: {
    heading: 'Understanding personalised learning',
    intro:
      'Personalised learning combines three elements. Together they let one teacher respond to many learners without losing the thread of the lesson.',
    cards: [
      {
        icon: 'target',
        title: 'Clear, shared goals',
        description:
          'Everyone works towards the same learning goal, broken into smaller steps. Personalisation changes the route and the support, not the destination.',
      },
      {
        icon: 'compass',
        title: 'Evidence of starting points',
        description:
          'Short diagnostics and ongoing checks show where each student is now. Without that evidence, personalisation turns into guesswork.',
      },
      {
        icon: 'layers',
        title: 'Flexible paths and support',
        description:
          'Tiered tasks, targeted small-group teaching and individual feedback let students take different routes to the same goal, and change route as they progress.',
      },
    ],
    howItWorks: [
      {
        title: 'Define the goal and its steps',
        description:
          'Write the unit goal, then break it into three or four smaller steps that describe progress from beginner to secure.',
      },
      {
        title: 'Run a short diagnostic',
        description:
          'Before teaching, ask a handful of questions that map onto those steps, so you know where each student begins.',
      },
      {
        title: 'Group by current need',
        description:
          'Use the results to form temporary groups: students who need the foundations, those ready for the core task and those ready to extend.',
      },
      {
        title: 'Teach with tiered tasks',
        description:
          'Give each group a task at the right level, with every task leading towards the same goal, and spend your time with the group that needs you most.',
      },
      {
        title: 'Reassess and regroup',
        description:
          'Check progress with a brief quiz or exit task, and move students between groups as their understanding changes.',
      },
    ],
  },
  strategies: {
    heading: 'Four strategies for personalising learning',
    intro:
      'Each strategy works on its own. Used together, they form a cycle of goals, evidence and response that you can repeat every unit.',
    strategies: [
      {
        title: 'Flexible, evidence-based grouping',
        description:
          'Group students by what they need for this topic, not by a label fixed at the start of the year. A student who struggles with algebra may lead a group in geometry. Regroup every unit, or more often, based on recent checks, so groupings stay accurate and students do not settle into a fixed identity.',
        tip: "Name groups after the task rather than the level, for example 'model builders' and 'data checkers', so no group becomes known as the weak one.",
      },
      {
        title: 'Tiered tasks towards a shared goal',
        description:
          'Design the same task at two or three levels of challenge. Every tier addresses the same concept, but they differ in scaffolding, complexity or independence. Students can move up a tier as soon as they are ready, which keeps the ceiling high for everyone.',
        tip: 'Open each tiered task with a common first question that everyone can answer, so the whole class starts together.',
      },
      {
        title: 'Student goal setting and reflection',
        description:
          "Ask students to set a short-term target linked to the unit goal, such as 'use two pieces of evidence in every paragraph', and to review it at the end of the week. Goal setting turns feedback into a plan and gives students a concrete reason to check their own progress.",
        tip: 'Use a three-line goal card: my target, what I will do to reach it, and how I will know I have got there.',
      },
      {
        title: 'Individual feedback at scale',
        description:
          'Personalised feedback is the most direct form of personalisation, and the hardest to sustain. Prioritise comments that name one next step per student, address shared issues with the whole group at once, and use tools to draft individual comments that you then check and adjust.',
        tip: 'Keep a bank of your most common next-step comments and adapt them for each student, rather than writing every comment from scratch.',
      },
    ],
  },
  problem: {
    heading: 'The problem with one-size-fits-all teaching',
    intro:
      'Most teachers want to personalise. Traditional methods make it very hard to do consistently across a full timetable.',
    problems: [
      {
        icon: 'layers',
        title: 'The middle sets the pace',
        description:
          'Whole-class teaching pitched at the average leaves the fastest learners waiting and the slowest lost, often within the same ten minutes.',
      },
      {
        icon: 'clock',
        title: 'Differentiation multiplies the workload',
        description:
          'Writing several versions of every task and individual comments for every student takes more planning time than most teachers have.',
      },
      {
        icon: 'alert-triangle',
        title: 'Fixed groups become labels',
        description:
          'Groups set once at the start of the year stop reflecting what students actually know, and students placed in lower groups begin to believe the label.',
      },
    ],
  },
  solution: {
    heading: 'So what to do?',
    intro:
      'Keep one goal, gather evidence often and let tools carry the drafting load, so personalisation fits into a normal week.',
    advantages: [
      {
        icon: 'target',
        title: 'Goals that stay visible',
        description:
          'Clear teaching goals, kept active while a unit runs, keep every task and comment pointed at the same destination.',
      },
      {
        icon: 'compass',
        title: 'Quick starting points',
        description: 'A short quiz or questionnaire shows where each student stands before the unit begins.',
      },
      {
        icon: 'users',
        title: 'Groups that follow the evidence',
        description:
          'Organising students into groups within a class makes it easy to rearrange them as understanding changes.',
      },
      {
        icon: 'message-circle',
        title: 'A next step for every student',
        description:
          'Assessments generated with personalised feedback tell every learner what to work on next, without hours of writing on your part.',
      },
      {
        icon: 'star',
        title: 'Your judgement stays central',
        description:
          'Refining each assessment in the chat and rating it from 1 to 5 stars keeps quality under your control.',
      },
      {
        icon: 'brain',
        title: 'Feedback that sounds like you',
        description:
          'Training the AI on your own documents keeps generated comments consistent with the way you teach.',
      },
    ],
    whyProduct:
      'Assessa supports personalisation without multiplying your workload. Keep the goals for the current unit active and switch finished ones to inactive, sort students into classes and groups that reflect what they need now, and use a short quiz or questionnaire, joined by QR code, to find starting points. Each generated assessment carries personalised feedback; you shape it through the chat interface and rate it on the 1 to 5 star scale. Because the AI can learn from your own teaching documents in DOCX or Google Docs, the comments read as if you had written them yourself.',
  },
  seo: {
    title: 'Personalised Learning: Goals, Groups and Feedback',
    description:
      'Personalise learning without thirty lesson plans: shared goals, quick diagnostics, flexible groups, tiered tasks and feedback for each student.',
  },
})
