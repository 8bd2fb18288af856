import { defineType } from 'sanity'
import { iconField, labelField, textField } from '../lib/fields'

/** Icon, title and short description: the building block of most page sections. */
export const card = defineType({
  name: 'card',
  title: 'Card',
  type: 'object',
  fields: [
    iconField('Small symbol shown at the top of the card.', 'sparkles'),
    labelField('title', 'Title', 'A few words that name the idea.', 90),
    textField('description', 'Description', 'One to three sentences that explain it.', { rows: 3, max: 700 }),
  ],
  preview: { select: { title: 'title', subtitle: 'description' } },
})
