import { SINGLETON_IDS } from '@assessa/schemas/constants'
import { defineSeed } from '../../lib/types'
import { seedId } from '../../lib/ids'
import { md } from '../../lib/md'

export default defineSeed('faqHub', SINGLETON_IDS.faqHub, {
  title: 'Frequently asked questions',
  intro:
    'Quick answers to the questions teachers ask most about Assessa, followed by in-depth topics on assessment, activities, engagement, lesson planning and choosing AI tools.',
  questionsHeading: 'Most asked questions',
  questions: [
    {
      question: 'What is Assessa?',
      answer: md(`
Assessa is an AI platform for teachers that generates formative assessments with personalised feedback, which you refine through a chat interface. It also helps you manage classes and groups, set teaching goals, plan lessons and run interactive activities that students join by QR code.

Assessa learns your style from your own training documents and supports 25+ languages. Read [about Assessa](/about) for the story behind it, or follow the [best-practice tutorial](/best-practice) to see the workflow from sign-up to results.
`),
    },
    {
      question: 'Is Assessa free, and how do the plans differ?',
      answer: md(`
Sign-up is free, and the Free plan costs $0 per month. The paid plans are Advanced at $4.7 per month and Pro at $9.7 per month. Every plan has the same features; they differ only in limits.

- AI requests: 15 requests per month (Free), 150 requests per month (Advanced), 1,500 requests per month (Pro).
- Classes: 1 class with 20 students per class (Free), 5 classes with 40 students per class (Advanced), 50 classes with 80 students per class (Pro).
- Activities: 5 activities per month, 25 activities per month or 125 activities per month.
- Teaching goals: 2 teaching goals, 10 teaching goals or 50 teaching goals.
- Training documents: 10,000 words (1,000,000 characters), 50,000 words (5,000,000 characters) or 100,000 words (10,000,000 characters).

See [pricing](/pricing) for details on upgrades, downgrades and billing.
`),
    },
    {
      question: 'Do my students need accounts?',
      answer: md(`
No. Students take part in quizzes, questionnaires, team projects, anonymous votes and keyword collectors by scanning a QR code, without creating an account.

Only you and your students can access the files they submit, and submitted PDFs are deleted 30 days after the activity expires. The [student activities FAQ](/faq/student-activities) explains each activity type.
`),
    },
    {
      question: 'Which files can I use to train the AI?',
      answer: md(`
Training documents must be DOCX files or Google Docs, under 10MB and text only. A DOCX that contains images or tables is rejected on upload.

If one document holds several assessments, separate them with at least three blank lines and avoid gaps like that anywhere else in the file. Your plan sets how many words of training material you can use, with characters capped at 100 per allowed word. When training finishes, you see a green success message with the last synchronisation date and time. [Step 4](/best-practice/step4) guides you through it.
`),
    },
    {
      question: "Is my students' data safe, and which account should my school use?",
      answer: md(`
Student data is protected by written rules: only the teacher and the students can access submitted files, and schools work under a data processing agreement. Schools and official organisations must use an organisation account, set up by an organisation administrator who accepts that agreement and acts as the data protection contact; teachers join once the administrator has approved their e-mail addresses.

The individual teacher account is only for personal, unofficial and independent use and must not be used with real student data from an official setting. Assessa notifies breaches within 72 hours and publishes every retention period. Read the [privacy policy](/privacy-policy) and the [data processing agreement](/dpa) for the full terms.
`),
    },
  ],
  topicsHeading: 'Explore FAQ topics',
  topics: [
    seedId.faqTopic('assessment-types'),
    seedId.faqTopic('formative-assessment-strategies'),
    seedId.faqTopic('student-activities'),
    seedId.faqTopic('student-engagement-techniques'),
    seedId.faqTopic('lesson-planning-best-practices'),
    seedId.faqTopic('ai-apps-2025-2026'),
  ],
  seo: {
    title: 'FAQ',
    description:
      'Answers about Assessa: plans and limits, student activities without accounts, AI training files, data protection and organisation accounts.',
  },
})
