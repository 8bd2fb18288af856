import { SINGLETON_IDS } from '@assessa/schemas/constants'
import { defineSeed } from '../../lib/types'

export default defineSeed('tutorialOverview', SINGLETON_IDS.tutorialOverview, {
  title: 'Getting started with Assessa',
  intro:
    'This guide follows the order most teachers use: create the right account, set up your classes and goals, train the AI on your own documents, then generate assessments and run activities. Each of the eleven steps has its own page with the rules that apply, so you can work through them in order or go straight to the one you need.',
  stepsHeading: 'The eleven steps',
  learnMoreLabel: 'Learn more',
  proTips: {
    heading: 'Pro tips',
    intro:
      'Small habits that make the AI’s drafts closer to what you would write yourself, and keep your monthly limits working for you.',
    tips: [
      {
        icon: 'file-text',
        title: 'Train on your best work, not all of it',
        description:
          'The AI learns your style from the training documents you upload. A smaller set of assessments you are proud of teaches it more than a large folder of mixed drafts, and it leaves room within your plan’s word limit.',
      },
      {
        icon: 'layers',
        title: 'Keep three blank lines between assessments',
        description:
          'Inside a training document, separate each assessment from the next with at least three blank lines and avoid gaps that size anywhere else. That is how Assessa tells one example from the next.',
      },
      {
        icon: 'message-circle',
        title: 'Refine in the chat instead of starting over',
        description:
          'If a draft is close but not right, ask for the change in the chat, for example a gentler tone or one more next step. Each generation and each chat refinement uses an AI request, so a precise follow-up is usually the cheapest route to a good result.',
      },
      {
        icon: 'calendar',
        title: 'Set due dates with the clean-up in mind',
        description:
          'An activity expires after its due date, and submitted PDFs are deleted 30 days after that. Choose a due date that gives students enough time and gives you enough time to review their work.',
      },
    ],
  },
  formTypes: {
    heading: 'Eight forms an assessment can take',
    intro:
      'Pick the form that matches the moment in your lesson. Every form is generated with personalised feedback and can be refined in the chat.',
    items: [
      {
        icon: 'pen',
        title: 'Written feedback',
        description:
          'A short paragraph addressed to the student about a specific piece of work: what went well, what to improve and a concrete next step.',
      },
      {
        icon: 'lightbulb',
        title: 'Reflection questions',
        description:
          'A few open questions that ask students to look back on how they learned, where they got stuck and what they would do differently next time.',
      },
      {
        icon: 'list-checks',
        title: 'Bullet point summary',
        description:
          'The key strengths and gaps in a piece of work, condensed into a handful of bullet points a student can read in under a minute.',
      },
      {
        icon: 'clipboard-check',
        title: 'Exit ticket',
        description:
          'Two or three quick prompts for the last minutes of a lesson, so you can see what stuck before you plan the next one.',
      },
      {
        icon: 'folder',
        title: 'Project feedback',
        description:
          'Feedback on a longer piece of work or a team project, covering both the result and the process that led to it.',
      },
      {
        icon: 'users',
        title: 'Discussion prompt',
        description:
          'A question or scenario that opens a class or group discussion and makes students explain and defend their thinking.',
      },
      {
        icon: 'check-circle',
        title: 'Skills checklist',
        description:
          'A list of the skills a task calls for, so a student can see at a glance which ones are secure and which still need practice.',
      },
      {
        icon: 'target',
        title: 'Goal setting',
        description:
          'Prompts that help a student turn feedback into one or two personal targets for the coming weeks, written in their own words.',
      },
    ],
  },
  activityTypes: {
    heading: 'Five interactive activities',
    intro:
      'Every activity is shared with a QR code, so students join from their own device without creating an account. An activity expires after its due date.',
    items: [
      {
        icon: 'timer',
        title: 'Quiz',
        description:
          'Check understanding with multiple choice, true/false and checkbox questions, and add a time limit when speed matters.',
      },
      {
        icon: 'clipboard-check',
        title: 'Questionnaire',
        description:
          'Gather students’ views, preferences or self-assessments through a set of questions where no answer is marked right or wrong.',
      },
      {
        icon: 'puzzle',
        title: 'Team project',
        description:
          'Teams hand in their work as text or as a PDF under 5MB. Only you and the students can access submitted files, and PDFs are deleted 30 days after the activity expires.',
      },
      {
        icon: 'vote',
        title: 'Anonymous voting',
        description:
          'Let the class choose between options without anyone seeing who voted for what, so quieter students give their honest view.',
      },
      {
        icon: 'key',
        title: 'Keyword collector',
        description:
          'Ask for one or a few words on a topic and gather every student’s answer in one place, for a quick picture of what the class already knows.',
      },
    ],
  },
  moreHelp: {
    heading: 'Still have questions?',
    intro:
      'The FAQ answers the questions teachers ask most often, and the blog goes deeper into workflows, AI training and classroom strategies.',
    faqLabel: 'Browse the FAQ',
    blogLabel: 'Read the blog',
  },
  seo: {
    title: 'Assessa tutorial: eleven steps to get started',
    description:
      'Set up Assessa step by step: accounts, classes, teaching goals, AI training, assessments, lesson planning and QR-code activities.',
  },
})
