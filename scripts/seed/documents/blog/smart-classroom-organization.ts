import { defineSeed } from '../../lib/types'
import { seedId } from '../../lib/ids'

export default defineSeed('blogPost', seedId.blogPost('smart-classroom-organization'), {
  title: 'Smart Classroom Organisation: Classes, Groups and Activities That Stay Tidy All Year',
  slug: 'smart-classroom-organization',
  excerpt:
    'A digital classroom gets messy fast: duplicated classes, outdated groups and activities nobody can find. Learn how to structure classes, groups and activities so they stay clear from the first week of the year to the last.',
  category: 'Classroom Management',
  publishedAt: '2025-08-20',
  updatedAt: '2025-08-22',
  readTime: 7,
  image: {
    file: 'blog/smart-classroom-organization.png',
    alt: 'A flat, friendly illustration of a teacher arranging colourful class folders on a large digital board, with small groups of students beside each folder.',
  },
  hero: {
    badge: 'Classroom Management',
    title: 'Organise Your Classes, Groups and Activities So They Work for You',
    description:
      'Good organisation is invisible when it works and painful when it does not. This article shows how to map your real teaching groups onto classes, when to use groups within a class, how to keep activities tidy as they expire, and what schools need to set up at organisation level.',
  },
  overview: {
    learn: [
      'How to map the groups you teach onto classes in a way that still makes sense at the end of the year',
      'When to split a class into groups for team projects and differentiated work',
      'A naming pattern that makes classes and activities easy to find again',
      'How due dates, activity expiry and file retention shape your housekeeping',
      'How organisation accounts let schools control which teachers have access',
    ],
    benefits: [
      'Every activity reaches the right students the first time',
      'Less time spent searching for last month’s activities and results',
      'Team projects that start with groups already in place',
      'A clear view of how your setup fits your plan’s class and student limits',
      'Confidence about who can see submitted work and when files are removed',
    ],
  },
  whyItMatters: {
    heading: 'Why smart organisation matters',
    intro:
      'Digital tools promise order, but they only reflect the structure you give them. A few early decisions determine whether your workspace stays clear or slowly fills with clutter.',
    paragraphs: [
      'In a paper classroom, organisation is physical: a folder per class, a tray for submissions, a seating plan on the wall. In a digital workspace the same structure has to be built deliberately. If it is not, you end up with three versions of the same class, quizzes sent to the wrong group and results that cannot be compared because they were collected in different places.',
      'The structure you choose at the start of the year shapes every later task. Classes decide who receives an activity, groups decide who works together on a team project, and the way you name things decides how quickly you find them again. Getting these decisions right once is far easier than untangling them halfway through a term.',
      'Organisation is also a data protection question. Knowing which students belong to which class, who can see submitted work and when files are removed is part of running a classroom responsibly, especially in schools, where an organisation administrator is the contact for how student data is handled.',
    ],
  },
  understanding: {
    heading: 'Understanding classes, groups and activities',
    intro:
      'Three building blocks carry most of the organisation work. Each has a clear job, and problems usually start when one is made to do another’s.',
    cards: [
      {
        icon: 'graduation-cap',
        title: 'Classes',
        description:
          'A class is the stable unit: the students you teach together over a term or a year. Your plan sets how many you can have, from 1 class on Free to 5 classes on Advanced and 50 classes on Pro, with 20, 40 or 80 students per class respectively.',
      },
      {
        icon: 'users',
        title: 'Groups',
        description:
          'Groups divide a class into smaller teams for collaboration or differentiated tasks. They change more often than classes and are the natural starting point for team projects.',
      },
      {
        icon: 'calendar',
        title: 'Activities',
        description:
          'Quizzes, questionnaires, team projects, anonymous votes and keyword collectors are what you run with a class. Each has a due date and expires after it; submitted PDFs are deleted 30 days after expiry, while metadata and scores remain.',
      },
    ],
    howItWorks: [
      {
        title: 'List the groups you really teach',
        description:
          'Start from your timetable, not from the software: write down each teaching group that meets regularly and who belongs to it.',
      },
      {
        title: 'Create one class per teaching group',
        description:
          'Give each class a name that includes the subject, the year or level, and whatever distinguishes parallel groups from each other.',
      },
      {
        title: 'Add students once',
        description:
          'Enter each class list carefully at the start of the year; every later activity for that class relies on the same list.',
      },
      {
        title: 'Create groups when a task needs them',
        description:
          'Divide a class into groups for a team project or a differentiated task, and revise the groups as the year goes on.',
      },
      {
        title: 'Set a due date on every activity',
        description:
          'Give each activity a realistic due date so it expires on time and your list of live activities stays short.',
      },
    ],
  },
  strategies: {
    heading: 'Four strategies for an organised digital classroom',
    intro:
      'These strategies come from the small frustrations that build up over a school year. Each one prevents a specific kind of mess.',
    strategies: [
      {
        title: 'Use a naming pattern and never break it',
        description:
          'Names are your main search tool. A pattern such as subject, level and group letter, followed by the school year, makes parallel classes easy to tell apart and stops last year’s classes from being confused with this year’s. Apply the same idea to activities by starting each name with the unit or topic, so your list of activities reads like a table of contents.',
        tip: 'Write your naming pattern on a sticky note next to your screen for the first two weeks, until it becomes automatic.',
      },
      {
        title: 'Plan groups around the task, not the seating plan',
        description:
          'The best group for a debate is not always the best group for a research project. Decide what the task needs, such as mixed strengths, shared interests or a particular size, and form groups to match. Keeping groups inside the class they belong to means team projects start with teams already in place, and students see their group as part of the class rather than a separate arrangement.',
        tip: 'For a first team project, use groups of three or four: large enough to share the work, small enough that everyone contributes.',
      },
      {
        title: 'Let due dates do the housekeeping',
        description:
          'An activity without a sensible due date lingers in your list long after anyone needs it. Setting due dates means activities expire on schedule and your view of current work stays short. Keep the retention rule in mind as well: submitted PDFs are deleted 30 days after an activity expires, so review anything you need from the submissions within that window. Scores and metadata remain afterwards.',
        tip: 'When you set a due date, add a calendar reminder two weeks later to review the submissions before the 30-day window closes.',
      },
      {
        title: 'Match your account to your setting',
        description:
          'Organisation starts with the account itself. Individual teacher accounts are for personal, unofficial use and are not for school teachers or official organisations. Schools use an organisation administrator account, which accepts the data processing agreement and approves or removes teacher e-mail addresses; teachers then join as pre-approved members. The account name and e-mail cannot be changed after registration, so choose the right account type before you build any classes.',
        tip: 'If you teach at a school, ask who your organisation administrator is before you sign up, so your e-mail address can be approved first.',
      },
    ],
  },
  problem: {
    heading: 'The problem with ad hoc organisation',
    intro:
      'Most digital classrooms are not disorganised on purpose. They grow one quick decision at a time until nobody can see the structure any more.',
    problems: [
      {
        icon: 'folder',
        title: 'Duplicates and lookalikes',
        description:
          'Classes created in a hurry end up with similar names, and activities are sent to the wrong group or rebuilt from scratch because the original cannot be found.',
      },
      {
        icon: 'users',
        title: 'Groups formed at the last minute',
        description:
          'When teams are assembled at the start of a lesson, valuable time goes on logistics instead of the task, and the same students end up together every time.',
      },
      {
        icon: 'alert-triangle',
        title: 'Unclear data boundaries',
        description:
          'Without a clear structure it is hard to say who can see which submissions or when files are removed, which is a real concern whenever student work is involved.',
      },
    ],
  },
  solution: {
    heading: 'So what to do?',
    intro:
      'Build a small, consistent structure at the start of the year and let the platform hold it in place. These are the advantages you can expect.',
    advantages: [
      {
        icon: 'graduation-cap',
        title: 'Classes that mirror your timetable',
        description: 'Each teaching group has one class, so activities always reach the right students.',
      },
      {
        icon: 'users',
        title: 'Groups ready for teamwork',
        description:
          'Teams exist before the lesson starts, and team projects collect text and PDF submissions from each group.',
      },
      {
        icon: 'qr-code',
        title: 'Quick starts without logins',
        description:
          'Students join activities by scanning a QR code, with no student accounts to create or look after.',
      },
      {
        icon: 'list-checks',
        title: 'A short list of live work',
        description: 'Due dates and expiry keep current activities separate from finished ones.',
      },
      {
        icon: 'shield',
        title: 'Clear access to files',
        description:
          'Only you and your students can access submitted files, and PDFs are removed 30 days after an activity expires.',
      },
      {
        icon: 'trending-up',
        title: 'Room to grow',
        description:
          'Plans range from 1 class to 50 classes with the same features, so your structure stays the same when you upgrade.',
      },
    ],
    whyProduct:
      'In Assessa, classes and groups are the structure everything else hangs on. Students are added to a class once, groups inside a class are ready for team projects, and every activity type reaches its class through a QR code that students scan without creating accounts. Each activity closes after its due date; submitted PDFs are deleted 30 days later while scores and metadata stay, and submitted files are open only to the teacher and the students. For schools, an organisation administrator accepts the data processing agreement and approves which teacher e-mail addresses may join. Limits run from 1 class with 20 students per class on Free to 50 classes with 80 students per class on Pro, and the features are identical on every plan.',
  },
  seo: {
    title: 'Smart Classroom Organisation for Teachers',
    description:
      'Structure classes, groups and activities so they stay clear all year: naming patterns, team groups, due dates, file retention and school accounts.',
  },
})
