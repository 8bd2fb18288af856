import { defineSeed } from '../../lib/types'
import { seedId } from '../../lib/ids'

export default defineSeed('blogPost', seedId.blogPost('teaching-goals-management'), {
  title: 'Teaching Goals Management: Set, Track and Retire Goals That Guide Your Lessons',
  slug: 'teaching-goals-management',
  excerpt:
    'A teaching goal only helps if you look at it while you plan. Learn how to write goals you can check, keep a small number active, gather evidence through everyday activities and retire goals once they are met.',
  category: 'Goal Setting',
  publishedAt: '2025-08-15',
  updatedAt: '2025-08-18',
  readTime: 7,
  image: {
    file: 'blog/teaching-goals-management.png',
    alt: 'A flat, friendly illustration of a teacher pinning goal cards to a board, a few marked active with green dots and the rest stacked neatly to one side.',
  },
  hero: {
    badge: 'Goal Setting',
    title: 'Manage Teaching Goals That Actually Shape Your Lessons',
    description:
      'Goals written at the start of the year and forgotten a few weeks later help no one. This guide shows how to phrase teaching goals so they can be checked, how many to keep active at once, how to collect evidence for them in normal lessons and when to mark a goal inactive.',
  },
  overview: {
    learn: [
      'The difference between a teaching goal, a lesson objective and a task',
      'How to phrase a goal so you can tell whether it has been met',
      'Why a small set of active goals works better than a long list',
      'How quick activities such as quizzes, anonymous votes and keyword collectors provide evidence for a goal',
      'When and how to move a goal from active to inactive',
    ],
    benefits: [
      'Lessons planned with a clear purpose in mind',
      'Evidence of progress gathered during ordinary teaching rather than in extra tests',
      'A goal list that stays short, current and honest',
      'Easier conversations with colleagues and families about what a class is working on',
    ],
  },
  whyItMatters: {
    heading: 'Why teaching goals matter',
    intro:
      'Without explicit goals, a term becomes a sequence of lessons. With them, it becomes a plan with a direction you can check.',
    paragraphs: [
      'Every teacher has intentions for a class: that students will write more structured arguments, handle fractions with confidence or join a discussion without being prompted. When those intentions stay in your head, they compete with everything else that happens in a busy week, and the urgent usually wins over the important.',
      'Writing goals down changes how you plan. Before choosing an activity or an assessment, you can ask which goal it serves. Tasks that serve none become easy to drop, and gaps become visible: a goal that no lesson in the last three weeks has touched is a goal that is quietly being abandoned.',
      'Goals also give meaning to results. A quiz score on its own says little, but the same score read against a goal tells you whether the class is moving in the direction you chose. That is the difference between collecting data and using it.',
    ],
  },
  understanding: {
    heading: 'Understanding teaching goals',
    intro:
      'A teaching goal describes a change you want to see in a class over weeks, not minutes. A lesson objective serves it within a single lesson, and a task is one way to get there. Three ideas make goals manageable in practice.',
    cards: [
      {
        icon: 'target',
        title: 'Goals are observable',
        description:
          'A useful goal describes something students will be able to do that you can see or hear, such as “explain their method in a full sentence”, rather than something vague like “understand fractions better”.',
      },
      {
        icon: 'check-circle',
        title: 'Active and inactive',
        description:
          'Teaching goals in Assessa are either active or inactive. Active goals are the ones you are working on now; inactive goals are finished, paused or saved for later.',
      },
      {
        icon: 'layers',
        title: 'Limits encourage focus',
        description:
          'Plans include 2 teaching goals on Free, 10 teaching goals on Advanced and 50 teaching goals on Pro. Even with a large allowance, a few active goals per class are easier to follow than many.',
      },
    ],
    howItWorks: [
      {
        title: 'Start from what the class needs',
        description:
          'Look at recent work and results and name the one or two changes that would make the biggest difference for this group.',
      },
      {
        title: 'Write each goal as an observable outcome',
        description: 'Describe what students will do, to what standard, and roughly by when.',
      },
      {
        title: 'Mark the current goals as active',
        description:
          'Keep the goals you are working on now active and set the rest to inactive, so your focus is clear at a glance.',
      },
      {
        title: 'Collect evidence in ordinary lessons',
        description:
          'Use short activities and assessments, such as quizzes, exit tickets or keyword collectors, to see how the class is moving towards each goal.',
      },
      {
        title: 'Review and retire',
        description:
          'At the end of a unit, decide for each active goal whether it is met, needs more time or should be rewritten, and set met goals to inactive.',
      },
    ],
  },
  strategies: {
    heading: 'Four strategies for managing teaching goals',
    intro:
      'Setting goals is easy; keeping them alive is the hard part. These strategies help goals survive a real term.',
    strategies: [
      {
        title: 'Keep no more than three goals active per class',
        description:
          'Each active goal needs attention in planning and evidence in lessons. With more than three, some will be neglected without anyone deciding to neglect them. A short active list forces honest choices about what matters most right now, and inactive goals are not lost: they are simply waiting for their turn.',
        tip: 'Before you make a new goal active, choose which current goal to set to inactive.',
      },
      {
        title: 'Write goals in students’ language as well as your own',
        description:
          'A goal such as “use evidence from the text to support a claim” can be shared with students as “I can back up what I say with a quote”. When students know the goal, they can aim for it, and reflection questions or goal-setting forms can ask them directly how close they feel they are.',
        tip: 'Add a student-friendly version in brackets after each goal so you can copy it straight onto the board.',
      },
      {
        title: 'Attach a quick check to every goal',
        description:
          'Decide in advance how you will see progress. For a vocabulary goal, a keyword collector at the end of a lesson shows which terms students reach for. For a goal about confidence, an anonymous vote can reveal how many students feel ready before a test. Small, frequent checks give a truer picture than one big test at the end of the unit.',
        tip: 'For each active goal, name one activity type you will use at least once a fortnight to check on it.',
      },
      {
        title: 'Review goals on a fixed cycle',
        description:
          'Goals drift when they are never revisited. Choose a natural review point, such as the end of each unit or each half term, and look at every active goal alongside the evidence you have. Set met goals to inactive, rewrite goals that turned out to be unclear and carry forward those that need more time. A review on schedule takes minutes; one that waits until the end of the year rarely happens at all.',
        tip: 'Hold the review on the same day you plan the next unit, so new plans start from updated goals.',
      },
    ],
  },
  problem: {
    heading: 'The problem with traditional goal setting',
    intro:
      'Schools often ask teachers to set goals, but the usual tools make those goals easy to write and just as easy to forget.',
    problems: [
      {
        icon: 'file-text',
        title: 'Goals stored away from daily work',
        description:
          'Goals written in a planning document or an appraisal form are rarely open when lessons are planned, so they stop influencing decisions.',
      },
      {
        icon: 'list-checks',
        title: 'Too many goals at once',
        description:
          'Long lists of goals look thorough but spread attention so thinly that none of them gets the focus it needs.',
      },
      {
        icon: 'bar-chart',
        title: 'No evidence until the end',
        description:
          'Progress is judged once, in a final test, when it is too late to change anything for the class in front of you.',
      },
    ],
  },
  solution: {
    heading: 'So what to do?',
    intro:
      'Keep goals next to the work they guide, limit how many are active, and check them with evidence from everyday lessons.',
    advantages: [
      {
        icon: 'target',
        title: 'Clear direction',
        description: 'A short list of active goals tells you what each lesson and assessment should move forward.',
      },
      {
        icon: 'check-circle',
        title: 'Honest status',
        description:
          'Setting goals to active or inactive makes it obvious what you are working on now and what is finished.',
      },
      {
        icon: 'zap',
        title: 'Evidence without extra tests',
        description:
          'Quizzes, keyword collectors and anonymous votes run in ordinary lessons show how a class is moving.',
      },
      {
        icon: 'message-circle',
        title: 'A shared language with students',
        description: 'Student-friendly versions of goals help learners understand what they are aiming for.',
      },
      {
        icon: 'refresh',
        title: 'Regular course corrections',
        description:
          'Fixed review points turn goals into a tool for adjusting teaching during the term, not just judging it afterwards.',
      },
      {
        icon: 'compass',
        title: 'Focus that scales',
        description:
          'Whether your plan includes 2 teaching goals or 50 teaching goals, keeping only a few active keeps attention where it counts.',
      },
    ],
    whyProduct:
      'Assessa keeps teaching goals in the same workspace as your classes, assessments and activities. You record goals, mark them active or inactive as your focus changes, and have them to hand when you plan lessons in the lesson planner, which also suggests lesson activities. Evidence comes from the work you already do: assessments with personalised feedback, including reflection questions and goal-setting formats, and activities such as quizzes, keyword collectors and anonymous votes that students join by scanning a QR code. Plans include 2, 10 or 50 teaching goals, with no difference in features between them.',
  },
  seo: {
    title: 'Teaching Goals Management for Teachers',
    description:
      'Write teaching goals you can check, keep a few active, collect evidence in everyday lessons and retire goals once they are met.',
  },
})
