import { defineSeed } from '../../lib/types'
import { seedId } from '../../lib/ids'

export default defineSeed('blogPost', seedId.blogPost('collaborative-learning'), {
  title: 'Collaborative Learning That Works: Group Tasks Where Every Student Contributes',
  slug: 'collaborative-learning',
  excerpt:
    'Group work often leaves one student doing the work while the others watch. Learn how roles, shared products and individual accountability turn group tasks into genuine collaborative learning.',
  category: 'Engagement Strategies',
  publishedAt: '2025-07-31',
  updatedAt: '2025-08-04',
  readTime: 6,
  image: {
    file: 'blog/collaborative-learning.png',
    alt: 'A flat, friendly illustration of four students around a shared table building a poster together while their teacher listens in with a clipboard.',
  },
  hero: {
    badge: 'Collaborative Learning',
    title: 'Collaborative learning: group work where everyone thinks, talks and contributes',
    description:
      'Putting students in groups is easy; getting every member to think, contribute and learn is harder. This guide explains what makes collaboration productive, four strategies you can use next week, and how to keep individual learning visible inside a team.',
  },
  overview: {
    learn: [
      'What separates genuine collaborative learning from students simply sitting together',
      'How positive interdependence and individual accountability shape a group task',
      'Four classroom strategies: jigsaw groups, think-pair-share, rotating roles and peer review',
      "How to judge both the team's product and each student's own contribution",
      'Where team projects, anonymous voting and keyword collectors fit into group work',
    ],
    benefits: [
      'Fewer groups where one student carries the load while the others drift',
      'Clearer evidence of what each individual learned, not just the group mark',
      'A structured way for quieter students to contribute their ideas',
      'Group tasks that take less time to set up, share and collect',
    ],
  },
  whyItMatters: {
    heading: 'Why collaborative learning matters',
    intro:
      'Working with others is a skill students need well beyond school, and explaining an idea to a peer is one of the surest ways to find out whether you understand it yourself.',
    paragraphs: [
      'When students have to put their reasoning into words for a classmate, gaps in understanding surface quickly. A student who thought they understood photosynthesis discovers, halfway through explaining it, that they cannot say where the oxygen comes from. That moment of productive confusion is exactly what a collaborative task is designed to create.',
      'Collaboration also changes who does the thinking in a lesson. In a teacher-led discussion, a handful of confident students answer while the rest wait. In a well-built group task, every student holds a part that the group needs, so sitting back quietly is no longer an easy option.',
      'Many of the things schools want students to leave with, such as negotiating a plan, disagreeing respectfully, dividing work fairly and meeting a shared deadline, can only be practised with other people. Group work is where those skills are rehearsed, as long as the task is built so that they are genuinely needed.',
    ],
  },
  understanding: {
    heading: 'Understanding collaborative learning',
    intro:
      'Collaborative learning is not the same as group seating. Three ideas separate a productive team task from four students completing a worksheet side by side.',
    cards: [
      {
        icon: 'puzzle',
        title: 'Positive interdependence',
        description:
          'The task is built so that the group cannot succeed unless each member contributes. Every student holds a piece of information, a role or a section of the product that the others depend on.',
      },
      {
        icon: 'check-circle',
        title: 'Individual accountability',
        description:
          "Every student answers for their own learning as well as the group's result. A short individual check after the group task shows whether understanding reached everyone or stayed with one member.",
      },
      {
        icon: 'message-circle',
        title: 'Structured interaction',
        description:
          'Students get a clear way to talk: who speaks first, how ideas are recorded and how disagreements are settled. Structure protects quieter students and keeps discussion on the learning goal.',
      },
    ],
    howItWorks: [
      {
        title: 'Choose a task worth doing together',
        description:
          'Pick a problem with more than one reasonable answer or a product too big for one person, such as comparing sources, designing an experiment or preparing a short presentation.',
      },
      {
        title: 'Form groups and assign roles',
        description:
          'Groups of three or four suit most tasks. Give each member a defined role, such as facilitator, recorder, checker or presenter, and rotate the roles from one task to the next.',
      },
      {
        title: 'Set success criteria up front',
        description:
          'Tell students what a strong final product looks like and how individual contributions will be recognised, so nobody discovers the rules after the work is done.',
      },
      {
        title: 'Monitor and coach during the task',
        description:
          'Circulate with a short list of what to listen for. Step in with questions rather than answers, and redirect any group where one voice is dominating.',
      },
      {
        title: 'Close with group and individual evidence',
        description:
          'Collect the team product, then ask each student to complete a brief individual check or reflection, so you can see what each person took away.',
      },
    ],
  },
  strategies: {
    heading: 'Four strategies for productive group work',
    intro:
      'These strategies work across subjects and age groups. Start with one, repeat it until students know the routine, then add another.',
    strategies: [
      {
        title: 'Jigsaw expert groups',
        description:
          "Split a topic into four parts. Each student first joins an expert group that studies one part, then returns to a home group to teach it to the others. Because each student holds knowledge nobody else in the home group has, interdependence is built into the structure, and teaching peers consolidates the expert's own understanding.",
        tip: 'Give each expert group a three-question summary sheet to complete before returning home, so every student arrives with something concrete to teach.',
      },
      {
        title: 'Think-pair-share with a written first step',
        description:
          'Before any talk, students spend a minute or two writing their own answer. Then they compare with a partner, agree on a joint response and share it with the class. The silent writing time means every student has an idea before the loudest voice speaks, which lifts the quality of the pair discussion.',
        tip: "Ask pairs to report their partner's idea rather than their own; it makes students listen carefully during the pair stage.",
      },
      {
        title: 'Rotating roles with role cards',
        description:
          'Hand each group a set of cards describing exactly what the facilitator, recorder, checker and presenter do. Roles give students a legitimate reason to speak and make it easier to spot when someone has disengaged. Rotating them means everyone practises leading, writing and presenting over a few weeks.',
        tip: "Print two or three sentence starters on each card, for example 'Can you explain how you got that?' for the checker.",
      },
      {
        title: 'Peer review against shared criteria',
        description:
          "Once groups have a draft, swap products between teams and have each one review another's work against the success criteria. Students sharpen their own understanding by judging someone else's work, and the feedback they receive arrives while there is still time to improve.",
        tip: 'Limit each review to one strength and one specific suggestion, so feedback stays focused and kind.',
      },
    ],
  },
  problem: {
    heading: 'The problem with traditional group work',
    intro:
      'Most teachers have watched group work go wrong. The causes are predictable, and they are rarely the fault of the students alone.',
    problems: [
      {
        icon: 'alert-triangle',
        title: 'The same students do the work',
        description:
          'Without roles or individual checks, confident or conscientious students take over, and the rest learn that group tasks are a chance to rest. A shared mark hides the imbalance.',
      },
      {
        icon: 'clock',
        title: 'Setup and collection eat the lesson',
        description:
          'Printing briefs, forming groups, gathering paper products and chasing missing files can take as long as the task itself, which makes teachers reluctant to run group work often.',
      },
      {
        icon: 'bar-chart',
        title: 'Little evidence of individual learning',
        description:
          'A polished poster tells you what the group produced, not what each member understood. Teachers end up marking a shared product while guessing about individual progress.',
      },
    ],
  },
  solution: {
    heading: 'So what to do?',
    intro:
      'Design the structure before the task, keep individual learning visible, and use tools that take the logistics off your plate.',
    advantages: [
      {
        icon: 'users',
        title: 'Balanced participation',
        description:
          'Roles and interdependent tasks give every student a job the group needs, so contribution is expected rather than optional.',
      },
      {
        icon: 'clipboard-check',
        title: 'Visible individual learning',
        description:
          'A personal check after each group task shows who understood the material, separately from the team result.',
      },
      {
        icon: 'vote',
        title: 'Honest group decisions',
        description:
          'Anonymous voting lets teams choose between options without social pressure, so a good idea from a quiet student can win.',
      },
      {
        icon: 'qr-code',
        title: 'Faster setup',
        description:
          'When tasks are shared by QR code, students join in seconds without accounts and lesson time goes to collaboration.',
      },
      {
        icon: 'key',
        title: 'Every group heard at once',
        description:
          "A keyword collector captures each group's main idea in one view, giving you a class-wide picture to discuss.",
      },
      {
        icon: 'message-circle',
        title: 'Feedback on each contribution',
        description:
          'Comments tied to what each student did help them improve their own part instead of simply accepting a shared mark.',
      },
    ],
    whyProduct:
      'Assessa gives group work structure without extra admin. Team projects let groups submit text or a PDF under 5MB, and only you and the students can access the submitted files. Anonymous voting and the keyword collector help teams decide and share ideas, and every activity is shared by QR code, so students take part without accounts. Organise students into classes and groups, then generate assessments with personalised feedback to check what each student learned from the team task, refining them through the chat before you share them.',
  },
  seo: {
    title: 'Collaborative Learning: Group Work That Works',
    description:
      'Collaborative learning strategies that work: roles, jigsaw tasks, peer review and individual accountability so every student contributes to group work.',
  },
})
