import { defineSeed } from '../../lib/types'
import { seedId } from '../../lib/ids'
import { md } from '../../lib/md'

export default defineSeed('tutorialStep', seedId.tutorialStep(8), {
  stepNumber: 8,
  icon: 'list-checks',
  title: 'Run quizzes and questionnaires',
  description:
    'Build a quiz with multiple choice, true/false and checkbox questions and optional time limits, or a questionnaire to gather students’ views, and set a due date.',
  image: {
    file: 'tutorial/step-8.png',
    alt: 'A flat, friendly illustration of students answering a colourful quiz on their phones while a small timer counts down.',
  },
  action: { label: 'Create a quiz', route: '/activities' },
  content: md(`
Quizzes and questionnaires are the quickest way to find out where a class stands. A quiz checks knowledge with answers that are right or wrong; a questionnaire collects opinions, preferences or self-assessments.

### Building a quiz
1. Open Activities in the app and create a quiz.
2. Mix question types: multiple choice for one correct answer, checkbox when several answers are correct, and true/false for quick checks.
3. Add a time limit if you want answers under time pressure, or leave it out for a calmer pace.
4. Set the due date and save.

### Rules that apply to every activity
- An activity expires after its due date; students can no longer take part once it has expired.
- Any PDFs students submit to an activity must be under 5MB, and they are deleted 30 days after the activity expires. Metadata and scores remain, so your results stay available.
- Activities per month depend on your plan: 5 activities per month on Free, 25 activities per month on Advanced and 125 activities per month on Pro.

For question-writing ideas, read the FAQ on [student activities](/faq/student-activities) and our article on [student engagement](/blog/student-engagement). The next step covers the other three activity types: [step 9: team projects, anonymous voting and keyword collectors](/best-practice/step9).
`),
  seo: {
    title: 'Step 8: Run quizzes and questionnaires in Assessa',
    description:
      'Create quizzes with multiple choice, true/false and checkbox questions and time limits, or questionnaires, and learn how activities expire.',
  },
})
