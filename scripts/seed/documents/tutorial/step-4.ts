import { defineSeed } from '../../lib/types'
import { seedId } from '../../lib/ids'
import { md } from '../../lib/md'

export default defineSeed('tutorialStep', seedId.tutorialStep(4), {
  stepNumber: 4,
  icon: 'upload',
  title: 'Train the AI on your documents',
  description:
    'Upload assessments you have already written, as DOCX files or Google Docs, so Assessa learns your tone, your structure and the way you give feedback.',
  image: {
    file: 'tutorial/step-4.png',
    alt: 'A flat, friendly illustration of text documents flowing into a friendly robot that gives a green thumbs-up.',
  },
  action: { label: 'Open AI training', route: '/training' },
  content: md(`
Training is what makes Assessa’s drafts sound like you rather than like a generic template. The AI reads the assessments you have written before and uses them as examples of your style, so the quality of what you upload matters more than the quantity.

### What to do
1. Collect a set of assessments you are happy with into one or more documents.
2. Open Training in the app and upload them as DOCX files or use Google Docs.
3. Wait for the green success message. It shows the date and time of the last synchronisation, so you can always see which version the AI learned from.

### Rules for training documents
- DOCX (or Google Docs) only, and each file under 10MB.
- Text only: a DOCX that contains images or tables is rejected on upload.
- Separate one assessment from the next with at least three blank lines, and do not leave gaps of that size anywhere else in the document.
- Alongside the word limit, characters are capped at 100 per allowed word; that is where the character figures below come from.

### Training limits by plan
- Free: 10,000 words (1,000,000 characters).
- Advanced: 50,000 words (5,000,000 characters).
- Pro: 100,000 words (10,000,000 characters).

For advice on choosing and preparing examples, read [AI training for teachers](/blog/ai-training-for-teachers) or compare the limits on the [pricing page](/pricing). When training has finished, continue with [step 5: generate your first assessment](/best-practice/step5).
`),
  seo: {
    title: 'Step 4: Train the Assessa AI on your documents',
    description:
      'Upload DOCX or Google Docs training documents: under 10MB, text only, three blank lines between assessments, within your plan’s word limit.',
  },
})
