import { defineSeed } from '../../lib/types'
import { seedId } from '../../lib/ids'
import { md } from '../../lib/md'

export default defineSeed('tutorialStep', seedId.tutorialStep(5), {
  stepNumber: 5,
  icon: 'sparkles',
  title: 'Generate your first assessment',
  description:
    'Choose one of the eight assessment forms, describe the task and the student’s work, and let Assessa draft an assessment with personalised feedback in your style.',
  image: {
    file: 'tutorial/step-5.png',
    alt: 'A flat, friendly illustration of a teacher pressing a sparkle button while a neatly written feedback sheet appears on screen.',
  },
  action: { label: 'Open the assessment generator', route: '/assessment-generator' },
  content: md(`
With your classes, goals and training in place, the assessment generator has what it needs to write a useful first draft. The more precise the context you give it, the less you will need to change afterwards.

### What to do
1. Open the assessment generator in the app.
2. Pick the form the assessment should take: written feedback, reflection questions, a bullet point summary, an exit ticket, project feedback, a discussion prompt, a skills checklist or goal setting.
3. Describe the task and what the student did, including anything you want the feedback to focus on.
4. Generate the assessment and read the draft before you share it with anyone.

### Adding a photo for context
You can add a photo of the student’s work or the task as context. Photos must be PNG, JPG or JPEG and under 1MB after compression; Assessa compresses them to at most 1000x1000 pixels, so make sure the writing is legible at that size.

### How requests are counted
Each generation counts against your monthly allowance of AI requests: 15 requests per month on Free, 150 requests per month on Advanced and 1,500 requests per month on Pro. Assessa works in 25+ languages, so you can generate in the language you teach in.

Not sure which form fits? The FAQ on [assessment types](/faq/assessment-types) compares them, and [AI assessment generation](/blog/ai-assessment-generation) walks through a full example. Then polish the draft in [step 6: refine and rate assessments in the chat](/best-practice/step6).
`),
  seo: {
    title: 'Step 5: Generate your first assessment in Assessa',
    description:
      'Pick one of eight assessment forms, add context and an optional photo, and generate personalised feedback in your own style.',
  },
})
