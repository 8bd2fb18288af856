import { defineSeed } from '../../lib/types'
import { seedId } from '../../lib/ids'
import { md } from '../../lib/md'

export default defineSeed('tutorialStep', seedId.tutorialStep(3), {
  stepNumber: 3,
  icon: 'target',
  title: 'Set your teaching goals',
  description:
    'Write down what you want your students to achieve this term as teaching goals, and mark each one active or inactive as your teaching moves on.',
  image: {
    file: 'tutorial/step-3.png',
    alt: 'A flat, friendly illustration of a teacher pinning goal cards to a board, some highlighted as active and some greyed out.',
  },
  action: { label: 'Set teaching goals', route: '/teaching-goals' },
  content: md(`
Teaching goals keep the purpose of your assessments in view. A goal can be as broad as “write a well-structured argument” or as focused as “use fractions in word problems”; what matters is that you would recognise progress towards it in a student’s work.

### What to do
1. Open Teaching goals in the app and add the goals you are working on now.
2. Phrase each goal as something a student can do, not a topic you will cover.
3. Keep the goals you are currently teaching towards **active**.
4. Switch a goal to **inactive** when you move on, rather than leaving every goal switched on.

### How many goals you can keep
- Free: 2 teaching goals.
- Advanced: 10 teaching goals.
- Pro: 50 teaching goals.

A few well-chosen goals are easier to track than a long list, whichever plan you use. Our article on [teaching goals management](/blog/teaching-goals-management) shows how to write goals that make feedback sharper. Next, teach the AI your style in [step 4: train the AI on your documents](/best-practice/step4).
`),
  seo: {
    title: 'Step 3: Set your teaching goals in Assessa',
    description:
      'Add teaching goals, keep the current ones active and switch finished ones to inactive, within the goal limits of your plan.',
  },
})
