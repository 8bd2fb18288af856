import { defineSeed } from '../../lib/types'
import { seedId } from '../../lib/ids'

export default defineSeed('blogPost', seedId.blogPost('complete-teacher-workflow'), {
  title: 'The Complete Teacher Workflow: One Cycle From Class Setup to Results',
  slug: 'complete-teacher-workflow',
  excerpt:
    'Most teachers juggle a separate tool for every stage of their work. This guide maps one connected cycle, from setting up classes to reading results, and shows which steps you do once, which weekly and which each term.',
  category: 'Workflow Optimization',
  publishedAt: '2025-08-30',
  updatedAt: '2025-09-01',
  readTime: 7,
  image: {
    file: 'blog/complete-teacher-workflow.png',
    alt: 'A flat, friendly illustration of a teacher at a desk following a looping path of icons for classes, goals, documents, quizzes and a results chart.',
  },
  hero: {
    badge: 'Teacher Workflow',
    title: 'Build One Teaching Workflow Instead of Ten Disconnected Tasks',
    description:
      'Planning, assessing, running activities and checking progress are usually spread across documents, inboxes and apps. Here is how to arrange them into a single repeatable cycle, what to set up once, and how a weekly rhythm keeps the whole thing light.',
  },
  overview: {
    learn: [
      'The stages of a complete teaching cycle and the order that makes each one easier',
      'Which tasks belong to one-off setup, which to a weekly rhythm and which to an end-of-unit review',
      'How a teaching goal, an assessment and an activity can build on each other within one week',
      'Where time leaks out of a typical week and how batching closes those gaps',
      'How the steps of the Assessa tutorial group into setup, weekly and review tasks',
    ],
    benefits: [
      'Fewer switches between planning, marking and classroom tools',
      'A weekly routine you can run in short, predictable blocks',
      'Assessments and activities that stay tied to what you set out to teach',
      'Results gathered in one place instead of scattered across inboxes and paper',
      'A setup that carries from one term to the next with small adjustments',
    ],
  },
  whyItMatters: {
    heading: 'Why a connected workflow matters',
    intro:
      'Teaching is a cycle: decide what students should learn, check whether they learned it, and adjust. When each part of that cycle lives in a different place, the cycle breaks at every handover.',
    paragraphs: [
      'A typical week asks a teacher to plan lessons in one document, write feedback in another, collect work by e-mail or on paper and keep track of progress in a spreadsheet. None of these tasks is hard on its own. The cost sits in the gaps between them: finding last week’s notes, copying the same class list into yet another tool, or rebuilding a quiz that already exists somewhere else.',
      'A connected workflow removes those gaps by letting each stage reuse what the previous one produced. Your class list becomes the audience for an activity, your teaching goals frame the assessments you write, and the results of an activity tell you what to plan next. The work does not disappear, but it stops being done twice.',
      'There is a second benefit that matters just as much: predictability. When the same steps happen in the same order every week, they take less willpower. You know that one afternoon is for planning and another is for reviewing results, and the rest of the week is free for the part of the job no software can do, which is teaching.',
    ],
  },
  understanding: {
    heading: 'Understanding the complete teaching cycle',
    intro:
      'It helps to see the workflow as three layers that run at different speeds. Setup happens once, the weekly rhythm repeats, and a review closes each unit or term.',
    cards: [
      {
        icon: 'settings',
        title: 'The setup layer',
        description:
          'Done once and revisited rarely: creating your account, setting up classes and groups, writing teaching goals and training the AI on documents that show how you write feedback. Time invested here pays back in every week that follows.',
      },
      {
        icon: 'refresh',
        title: 'The weekly rhythm',
        description:
          'The loop you repeat: plan lessons and activities, generate and refine assessments, run activities in class and look at the results. Keeping it in a fixed order stops small tasks from spilling into your evenings.',
      },
      {
        icon: 'bar-chart',
        title: 'The review layer',
        description:
          'At the end of a unit or term you look back: which goals are met and can be set to inactive, which training examples need refreshing, and which activities worked well enough to run again with the next group.',
      },
    ],
    howItWorks: [
      {
        title: 'Set up classes and groups',
        description:
          'Create one class for each group you teach and add students once. Every activity you create later can then be aimed at the right class without rebuilding a list.',
      },
      {
        title: 'Write your teaching goals',
        description:
          'Record what each class is working towards and mark the goals you are pursuing now as active. Goals give the rest of the week a direction.',
      },
      {
        title: 'Train the AI on your own documents',
        description:
          'Upload a DOCX file or choose a Google Doc with examples of assessments and feedback you have written. Training finishes with a green success message that shows when your documents were last synchronised.',
      },
      {
        title: 'Generate, refine and rate assessments',
        description:
          'Ask for an assessment, adjust it in the chat until it fits your class, then rate it from 1 to 5 stars so you can see later which results met your standard.',
      },
      {
        title: 'Run activities and read the results',
        description:
          'Share a quiz, questionnaire, team project, anonymous vote or keyword collector by QR code, then use what students submitted to decide what the next lesson needs.',
      },
    ],
  },
  strategies: {
    heading: 'Four strategies for running the cycle every week',
    intro:
      'The cycle only saves time if it becomes a habit. These strategies keep it small enough to run even in a demanding week.',
    strategies: [
      {
        title: 'Give each stage a fixed slot in your week',
        description:
          'Decide when planning, assessment writing and results review happen, and protect those slots. A common pattern is planning at the start of the week, running activities mid-week and reviewing results before the weekend. Fixed slots turn a long list of tasks into a short routine, and they make it obvious when something has been skipped.',
        tip: 'Block three 30-minute slots in your calendar this week, one each for planning, assessments and results, and treat them like lessons.',
      },
      {
        title: 'Batch similar tasks across classes',
        description:
          'Switching between tasks costs more than the tasks themselves. If three classes need an exit ticket this week, generate all three in one sitting while your thinking is on the same format. The same applies to activities: prepare the week’s quizzes and QR codes together rather than one at a time in the minutes before each lesson.',
        tip: 'Pick one assessment format, such as an exit ticket, and produce it for every class in a single session.',
      },
      {
        title: 'Let results drive the next plan',
        description:
          'The most common break in a teaching cycle is between the evidence and the next lesson: results are collected and then never looked at. Make the last step of each week a short look at activity results, and write down one adjustment per class for the following week, even if it is only to revisit a single idea.',
        tip: 'End each results review by writing one sentence per class that starts with “Next week we will…”.',
      },
      {
        title: 'Do the setup properly once',
        description:
          'A rushed setup creates friction in every week afterwards. Take the time to name classes clearly, write goals in plain language and collect good training examples before you start generating content. A careful setup is what makes the weekly rhythm feel light rather than fiddly, and it carries over to the next term with only small changes.',
        tip: 'Before you train the AI, gather five to ten pieces of feedback you are genuinely proud of and start with only those.',
      },
    ],
  },
  problem: {
    heading: 'The problem with the traditional patchwork',
    intro:
      'Most teachers already have a workflow. It is just spread across so many places that it rarely feels like one.',
    problems: [
      {
        icon: 'layers',
        title: 'Too many tools for one job',
        description:
          'Lesson plans in one folder, quizzes in another app, feedback in a word processor and marks in a spreadsheet. Each tool works, but nothing connects, so the teacher becomes the link between them.',
      },
      {
        icon: 'clock',
        title: 'Repeated setup every time',
        description:
          'Class lists are re-entered, quiz questions are retyped and feedback comments are rewritten from memory. The same information is created again and again because it is stuck where it was first made.',
      },
      {
        icon: 'alert-triangle',
        title: 'Evidence that never reaches planning',
        description:
          'Results sit in inboxes and piles of paper until the unit is over. By the time anyone looks at them, the moment to adjust teaching for that class has passed.',
      },
    ],
  },
  solution: {
    heading: 'So what to do?',
    intro:
      'Bring the stages of the cycle into one place and let each stage feed the next. These are the gains teachers tend to notice first.',
    advantages: [
      {
        icon: 'refresh',
        title: 'One continuous loop',
        description:
          'Setup, planning, assessment, activities and results follow each other in a fixed order, so nothing is left waiting in a different tool.',
      },
      {
        icon: 'users',
        title: 'Class lists entered once',
        description: 'Students are added to a class once, and every later activity can be aimed at that class.',
      },
      {
        icon: 'target',
        title: 'Goals stay in view',
        description:
          'Active teaching goals sit in the same workspace as the work they shape, which keeps weekly tasks pointed in one direction.',
      },
      {
        icon: 'brain',
        title: 'Feedback in your own voice',
        description:
          'Assessments are generated in the style of the documents you trained the AI on, so less rewriting is needed before they reach students.',
      },
      {
        icon: 'qr-code',
        title: 'Activities without logins',
        description:
          'Students join by scanning a QR code and need no accounts, which keeps the start of an activity quick.',
      },
      {
        icon: 'bar-chart',
        title: 'Results that close the loop',
        description:
          'Activity results are ready when you plan the following week, so the next lesson can respond to the last one.',
      },
    ],
    whyProduct:
      'Every stage of this cycle has a place in Assessa, so the output of one step is ready for the next. Classes and groups hold your students, teaching goals switch between active and inactive as units change, and the AI learns your feedback style from DOCX files or Google Docs. Assessments with personalised feedback are then generated, adjusted in the chat and rated from 1 to 5 stars, while the lesson planner and its suggested activities help shape the week. All five activity types, from quizzes to keyword collectors, reach students through a QR code with no student accounts needed. The tutorial covers the whole cycle in 11 steps, and all plans include every feature, differing only in limits.',
  },
  seo: {
    title: 'The Complete Teacher Workflow, Step by Step',
    description:
      'Turn planning, assessment, activities and results into one weekly cycle. Learn what to set up once, what to repeat and how to close the loop.',
  },
})
