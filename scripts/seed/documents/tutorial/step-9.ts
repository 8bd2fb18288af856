import { defineSeed } from '../../lib/types'
import { seedId } from '../../lib/ids'
import { md } from '../../lib/md'

export default defineSeed('tutorialStep', seedId.tutorialStep(9), {
  stepNumber: 9,
  icon: 'puzzle',
  title: 'Team projects, anonymous voting and keyword collectors',
  description:
    'Go beyond quizzes: collect team work as text or PDF, let the class vote anonymously, and gather keywords to see what students already know.',
  image: {
    file: 'tutorial/step-9.png',
    alt: 'A flat, friendly illustration of a small team sharing a project, a ballot box with hidden votes and a cloud of floating keywords.',
  },
  action: { label: 'Create an activity', route: '/activities' },
  content: md(`
These three activities suit the moments when you want students to collaborate, decide or brainstorm rather than answer set questions.

### The three activity types
- **Team project**: teams hand in their work as text or as a PDF. Use it for group tasks you want to give feedback on afterwards.
- **Anonymous voting**: students choose between options without anyone seeing who voted for what, which helps quieter students say what they really think.
- **Keyword collector**: students send one or a few words on a topic, and you see the whole class’s answers together, a quick way to open or close a lesson.

### Files, expiry and privacy
- Team project PDFs must be under 5MB.
- The activity expires after its due date, and submitted PDFs are deleted 30 days after expiry. Metadata and scores remain.
- Only you and your students can access the files they submit.
- Review the PDFs within those 30 days; after that only the metadata and scores are left.

Ideas for structuring group work are in our article on [collaborative learning](/blog/collaborative-learning), and the FAQ on [student engagement techniques](/faq/student-engagement-techniques) covers voting and brainstorming activities. Next, learn how students join in [step 10: share activities by QR code](/best-practice/step10).
`),
  seo: {
    title: 'Step 9: Team projects, voting and keyword collectors',
    description:
      'Run team projects with text or PDF submissions, anonymous votes and keyword collectors in Assessa, and know when submitted files are deleted.',
  },
})
