import { defineSeed } from '../../lib/types'
import { seedId } from '../../lib/ids'
import { md } from '../../lib/md'

export default defineSeed('tutorialStep', seedId.tutorialStep(11), {
  stepNumber: 11,
  icon: 'bar-chart',
  title: 'Track results and progress',
  description:
    'Review scores and submissions after each activity, compare them with your teaching goals, and decide what your students need next.',
  image: {
    file: 'tutorial/step-11.png',
    alt: 'A flat, friendly illustration of a teacher reviewing a simple bar chart of class results next to a checklist of goals.',
  },
  action: { label: 'View activity results', route: '/activities' },
  content: md(`
Formative assessment only pays off when the results change what happens next. Once an activity has closed, take a few minutes to look at what it tells you about the class and about individual students.

### What to do
1. Open Activities and choose the activity you want to review.
2. Look at the scores and submissions, and note questions or tasks that many students found difficult.
3. Compare what you see with your active teaching goals from [step 3](/best-practice/step3).
4. Generate follow-up feedback for the students who need it, as in [step 5](/best-practice/step5), and plan the next lesson around the gaps.

### What stays and what goes
Scores and activity metadata remain after an activity expires, so you can come back to past results. Submitted PDFs are deleted 30 days after expiry, so review them in time.

### What is still to come
Instant assessments after activities are planned, and advanced multi-year progress tracking is in progress. Neither is available yet; for now, you review results and generate follow-up assessments yourself.

To turn results into action, read our guide to [formative assessment](/blog/formative-assessment) and the ideas in [personalised learning](/blog/personalized-learning). You have reached the end of the tutorial; the [tutorial overview](/best-practice) lists every step if you want to revisit one.
`),
  seo: {
    title: 'Step 11: Track results and progress in Assessa',
    description:
      'Review activity scores and submissions, compare them with your teaching goals and plan the next step for each student.',
  },
})
