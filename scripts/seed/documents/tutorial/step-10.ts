import { defineSeed } from '../../lib/types'
import { seedId } from '../../lib/ids'
import { md } from '../../lib/md'

export default defineSeed('tutorialStep', seedId.tutorialStep(10), {
  stepNumber: 10,
  icon: 'qr-code',
  title: 'Share activities by QR code, no student accounts',
  description:
    'Every activity comes with a QR code. Show it on the board and students join from their own device straight away, without creating an account or remembering a password.',
  image: {
    file: 'tutorial/step-10.png',
    alt: 'A flat, friendly illustration of a large QR code on a classroom screen with students scanning it using their phones.',
  },
  action: { label: 'Share an activity', route: '/activities' },
  content: md(`
Student accounts are one of the biggest time sinks in classroom technology: forgotten passwords, lost log-ins and set-up lessons that never get to the content. Assessa avoids them entirely. Students take part in activities without accounts; the QR code is all they need.

### What to do
1. Open the activity you created in Activities.
2. Display its QR code on the board or projector, or share it with the class in another way.
3. Students scan the code with their device and go straight to the activity.
4. Keep the code visible until everyone has joined, then start the activity.

### Good to know
- QR data is kept for the lifetime of the activity plus 30 days.
- Only you and your students can access the files submitted to an activity.
- If you use an individual account, do not collect real student data from an official setting; schools use organisation accounts, as explained in [step 1](/best-practice/step1).

How activity data is handled is set out in the [privacy policy](/privacy-policy), and the FAQ on [student activities](/faq/student-activities) answers common questions from teachers running their first session. Finally, see what the results tell you in [step 11: track results and progress](/best-practice/step11).
`),
  seo: {
    title: 'Step 10: Share activities by QR code',
    description:
      'Students join Assessa activities by scanning a QR code, with no student accounts. See how QR data and submitted files are handled.',
  },
})
