import { defineField } from 'sanity'
import { COUNTS } from '../constants'
import { bodyField, exactListField, labelField, seoField, textField } from '../lib/fields'
import { defineSingleton } from '../lib/singleton'

/** The pricing page. The plan cards come from the Plan documents. */
export const pricingPage = defineSingleton({
  name: 'pricingPage',
  title: 'Pricing page',
  fields: [
    labelField('title', 'Title', 'Page heading.', 80),
    textField('subtitle', 'Subtitle', 'One or two sentences under the heading.', { rows: 2, max: 300 }),
    defineField({
      name: 'banner',
      title: 'Message banner',
      type: 'text',
      rows: 2,
      description: 'A short message at the top of the page that visitors can dismiss. Leave empty for no banner.',
      validation: (rule) => rule.max(240),
    }),
    labelField('planButtonLabel', 'Plan button label', 'Button on each plan card, e.g. "Get started".', 30),
    defineField({
      name: 'importantNotice',
      title: 'Important notice',
      type: 'object',
      description: 'The highlighted notice, e.g. about announced price changes.',
      fields: [labelField('title', 'Title', 'Heading of the notice.', 80), bodyField('body', 'Text', 'The notice.')],
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'infoBlock',
      title: 'Info block',
      type: 'object',
      description: 'Background information under the plans: what every plan includes, how billing works.',
      fields: [
        labelField('title', 'Title', 'Heading of the block.', 80),
        bodyField('body', 'Text', 'The information.'),
      ],
      validation: (rule) => rule.required(),
    }),
    labelField('faqHeading', 'FAQ heading', 'Heading above the pricing questions.', 80),
    exactListField({
      name: 'faq',
      title: 'Pricing questions',
      of: 'qaItem',
      count: COUNTS.pricing.faqItems,
      description: 'Questions about plans and billing.',
    }),
    seoField(),
  ],
})
