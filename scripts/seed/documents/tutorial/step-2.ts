import { defineSeed } from '../../lib/types'
import { seedId } from '../../lib/ids'
import { md } from '../../lib/md'

export default defineSeed('tutorialStep', seedId.tutorialStep(2), {
  stepNumber: 2,
  icon: 'users',
  title: 'Set up classes and groups',
  description:
    'Create a class for each class you teach and organise students into groups, so assessments and activities always reach the right people.',
  image: {
    file: 'tutorial/step-2.png',
    alt: 'A flat, friendly illustration of colourful student avatars being sorted into three labelled class folders.',
  },
  action: { label: 'Open classes and groups', route: '/groups-classes' },
  content: md(`
Classes and groups are the backbone of everything else in Assessa: the students you add here are the ones you write feedback for and run activities with. Set them up once at the start of term and adjust them as your classes change.

### What to do
1. Open Classes and groups in the app and create your first class with a name you will recognise at a glance, such as the year and subject.
2. Add your students to the class.
3. Create groups for smaller sets of students you work with separately.
4. Repeat for each class you teach.

### Limits by plan
- Free: 1 class and 20 students per class.
- Advanced: 5 classes and 40 students per class.
- Pro: 50 classes and 80 students per class.

When you reach a limit, Assessa tells you which limit it is and offers an upgrade; your existing classes stay as they are and remain viewable. The details are on the [pricing page](/pricing#faq).

If you use an individual account, remember that it must not hold real student data from an official setting; school teachers work in an organisation account under their organisation’s agreement. For ideas on structuring classes, read [smart classroom organisation](/blog/smart-classroom-organization), then move on to [step 3: set your teaching goals](/best-practice/step3).
`),
  seo: {
    title: 'Step 2: Set up classes and groups in Assessa',
    description:
      'Create classes, add students and form groups in Assessa, with the class and student limits of the Free, Advanced and Pro plans.',
  },
})
