import { defineType } from 'sanity'
import { labelField, textField } from '../lib/fields'

/** A strategy a teacher can apply, with a practical tip. */
export const strategy = defineType({
  name: 'strategy',
  title: 'Strategy',
  type: 'object',
  fields: [
    labelField('title', 'Title', 'Name of the strategy.', 90),
    textField('description', 'Description', 'What the strategy is and why it works.', { rows: 4, max: 900 }),
    textField('tip', 'Tip', 'A concrete tip for trying it tomorrow, shown in a highlighted box.', {
      rows: 2,
      max: 400,
    }),
  ],
  preview: { select: { title: 'title', subtitle: 'tip' } },
})
