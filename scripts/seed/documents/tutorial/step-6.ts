import { defineSeed } from '../../lib/types'
import { seedId } from '../../lib/ids'
import { md } from '../../lib/md'

export default defineSeed('tutorialStep', seedId.tutorialStep(6), {
  stepNumber: 6,
  icon: 'message-circle',
  title: 'Refine and rate assessments in the chat',
  description:
    'Talk to Assessa about the draft to adjust tone, length or focus, then rate the finished assessment from 1 to 5 stars.',
  image: {
    file: 'tutorial/step-6.png',
    alt: 'A flat, friendly illustration of a chat window beside a feedback draft, with a row of five stars being filled in.',
  },
  action: { label: 'Refine an assessment', route: '/assessment-generator' },
  content: md(`
A first draft is a starting point. Instead of rewriting it yourself, tell Assessa in the chat what to change, the way you would brief a colleague, and it revises the assessment for you.

### Requests that work well
- “Make the tone warmer; this student lacks confidence.”
- “Cut it to three sentences and keep the next step.”
- “Focus the feedback on structure rather than spelling.”
- “Add one question that makes the student reflect on their method.”

### Rating your assessments
When an assessment is ready, rate it from 1 to 5 stars. The rating is stored with the assessment, so you keep a record of which drafts worked well and which needed the most changes.

### Keeping an eye on your allowance
Every chat refinement uses an AI request, just like a generation, and unused requests do not carry over to the next month. If you reach your monthly limit, Assessa shows a message naming the limit and an upgrade prompt; your existing assessments stay available to read, but new requests are blocked until the next cycle or an upgrade. See [what happens when you reach a limit](/pricing#faq).

For more advanced prompting techniques, read [advanced AI assessment generation](/blog/ai-assessment-generation-advanced) and the FAQ on [formative assessment strategies](/faq/formative-assessment-strategies). Next up is [step 7: plan lessons and activities](/best-practice/step7).
`),
  seo: {
    title: 'Step 6: Refine and rate assessments in the chat',
    description:
      'Revise Assessa drafts through the chat, rate assessments from 1 to 5 stars and keep track of the AI requests your plan includes.',
  },
})
