import { SINGLETON_IDS } from '@assessa/schemas/constants'
import { defineSeed } from '../../lib/types'

export default defineSeed('homePage', SINGLETON_IDS.homePage, {
  hero: {
    badge: 'AI assessment platform for teachers',
    title: 'Personalised feedback for every student, in your own voice',
    subtitle:
      'Assessa learns from the assessments you have already written, drafts new ones with personalised feedback, and brings your classes, teaching goals, lesson plans and live activities into one place.',
    primaryCtaLabel: 'Start creating assessments',
    secondaryCtaLabel: 'Learn more',
  },
  simpleSteps: {
    heading: 'Simple and effective',
    intro: 'Three stages take you from your existing materials to feedback your students can act on.',
    steps: [
      {
        icon: 'brain',
        title: 'Train and personalise',
        description:
          'Upload assessments you have written before, as DOCX files or Google Docs. Assessa learns your tone and structure, and confirms with a green message when training is complete.',
      },
      {
        icon: 'sparkles',
        title: 'Generate and manage',
        description:
          'Choose one of eight assessment forms, from written feedback to exit tickets, and get a draft with personalised feedback. Refine it in the chat, rate it from 1 to 5 stars and keep it alongside your classes and goals.',
      },
      {
        icon: 'qr-code',
        title: 'Deploy and track',
        description:
          'Run quizzes, questionnaires, team projects, anonymous votes and keyword collectors. Students join by QR code without an account, and you review scores and submissions when the activity closes.',
      },
    ],
  },
  comparison: {
    heading: 'Assessa compared with other methods',
    intro:
      'Most teachers piece together feedback, class lists and quizzes from separate tools and documents. This is what changes when they live in one platform.',
    productLabel: 'Assessa',
    othersLabel: 'Other methods',
    rows: [
      {
        aspect: 'Time saving',
        product:
          'A first draft of personalised feedback is generated for you, so you review and adjust instead of writing from scratch.',
        others: 'Each comment is written by hand, student by student, often late in the evening.',
      },
      {
        aspect: 'Classroom management',
        product:
          'Classes, groups, teaching goals and activities are managed together, and students join activities by QR code.',
        others: 'Class lists, spreadsheets and separate quiz tools, each with its own log-ins and student accounts.',
      },
      {
        aspect: 'Personalisation',
        product:
          'Feedback follows the style of your own training documents and is refined in a chat until it fits the student.',
        others: 'Generic templates or general-purpose AI tools that know nothing about how you give feedback.',
      },
      {
        aspect: 'Everything in one place',
        product: 'Assessments, lesson planning, teaching goals and five kinds of live activities share one platform.',
        others: 'Work is spread across documents, apps and notebooks that do not talk to each other.',
      },
    ],
  },
  audience: {
    heading: 'Who it is for',
    intro:
      'Assessa has one account type for independent use and an organisation account for schools, so every teacher works under the right rules for their data.',
    items: [
      {
        icon: 'graduation-cap',
        title: 'Independent teachers and tutors',
        description:
          'An individual account is for personal, unofficial and independent use, such as private tutoring or preparing materials on your own. It is not for teachers working in a school and must not hold real student data from an official setting.',
      },
      {
        icon: 'shield',
        title: 'Schools and official organisations',
        description:
          'An organisation administrator registers with the organisation’s name, official website and an e-mail address shown on that website, accepts the data processing agreement, approves teachers’ e-mail addresses and acts as the data protection contact.',
      },
      {
        icon: 'users',
        title: 'Teachers in an organisation',
        description:
          'Once your administrator has approved your e-mail address, you join your organisation’s account and can work with your students’ data under the organisation’s agreement and rules.',
      },
      {
        icon: 'globe',
        title: 'Teachers working in 25+ languages',
        description:
          'Assessa works in 25+ languages, so you can generate assessments and run activities in the language your class is taught in.',
      },
    ],
  },
  howItWorks: {
    heading: 'How it actually works',
    intro:
      'Four steps cover the whole cycle, from an empty account to a class taking part in a live activity. The full guide explains each one in detail.',
    steps: [
      {
        icon: 'users',
        title: 'Set up your classroom',
        description:
          'Create your classes and groups, add your students and write down the teaching goals you are working towards this term.',
      },
      {
        icon: 'upload',
        title: 'Train the AI',
        description:
          'Upload text-only DOCX files under 10MB, or use Google Docs, with at least three blank lines between assessments. The green success message shows when the last synchronisation took place.',
      },
      {
        icon: 'pen',
        title: 'Generate assessments',
        description:
          'Pick a form, describe the task, add a photo of the work if it helps, and generate. Refine the draft in the chat and rate it when it is ready.',
      },
      {
        icon: 'zap',
        title: 'Run activities',
        description:
          'Create a quiz, questionnaire, team project, anonymous vote or keyword collector, share the QR code with your class and review the results after the due date.',
      },
    ],
    guideButtonLabel: 'Read the step-by-step guide',
    faqButtonLabel: 'Read the FAQ',
  },
  whyChoose: {
    heading: 'Why teachers choose Assessa',
    intro: 'What sets Assessa apart from writing every comment by hand or asking a general-purpose AI tool for help.',
    cards: [
      {
        icon: 'heart',
        title: 'Feedback that sounds like you',
        description:
          'Because the AI learns from your own assessments, drafts use your phrasing and structure. You stay the author; Assessa does the first pass.',
      },
      {
        icon: 'layers',
        title: 'The whole assessment cycle in one place',
        description:
          'Goals, lesson planning, assessments and live activities are connected, so you are not copying work between tools or managing student log-ins.',
      },
      {
        icon: 'check-circle',
        title: 'Every feature on every plan',
        description:
          'Sign-up is free and the plans differ only in limits, such as requests per month or number of classes. You never lose a feature by choosing a smaller plan.',
      },
    ],
  },
  roadmap: {
    heading: 'Coming soon',
    intro: 'These features are on our roadmap and are not available yet. Each card shows where it stands today.',
    items: [
      {
        icon: 'zap',
        title: 'Instant assessments after activities',
        description:
          'When a quiz or other activity closes, Assessa will turn the results into assessments straight away, so feedback reaches students while the lesson is still fresh.',
        status: 'Planned',
      },
      {
        icon: 'calendar',
        title: 'AI lesson planning',
        description:
          'The AI will draft lesson plans for you, building on the lesson planner and the lesson activity suggestions you can already use today.',
        status: 'Coming soon',
      },
      {
        icon: 'trending-up',
        title: 'Advanced multi-year progress tracking',
        description:
          'Follow a student’s progress across school years rather than a single term, so you can see long-term patterns at a glance.',
        status: 'In progress',
      },
    ],
  },
  feedbackSection: {
    heading: 'Tell us what you think',
    intro:
      'Found a bug, missing a feature or simply happy with how a lesson went? Your feedback goes straight to the team and shapes what we build next.',
  },
  seo: {
    title: 'Assessa: AI assessments and feedback for teachers',
    description:
      'Generate personalised formative assessments in your own style, manage classes and goals, and run QR-code activities with no student accounts.',
  },
})
