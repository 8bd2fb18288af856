import { defineArrayMember, defineField, defineType } from 'sanity'
import { PLAN_TYPES } from '../constants'
import { labelField } from '../lib/fields'
import { uniqueWithinType } from '../lib/unique'

function limitField(name: string, title: string, description: string) {
  return defineField({
    name,
    title,
    type: 'number',
    description,
    validation: (rule) => rule.required().integer().min(0).error(`${title}: a whole number of 0 or more is required.`),
  })
}

/**
 * A subscription plan. Its limits are the single source for every limit the site states:
 * the pricing cards, FAQ answers and the chat assistant read them from here.
 */
export const plan = defineType({
  name: 'plan',
  title: 'Plan',
  type: 'document',
  fields: [
    labelField('name', 'Name', 'Shown on the pricing card, e.g. "Advanced".', 30),
    defineField({
      name: 'planType',
      title: 'Plan type',
      type: 'string',
      description: 'Which tier this document describes. Each tier exists once.',
      options: { list: [...PLAN_TYPES], layout: 'radio' },
      validation: (rule) => [
        rule.required().error('Plan type: choose free, advanced or pro.'),
        rule.custom(uniqueWithinType('planType', 'Plan type')),
      ],
    }),
    defineField({
      name: 'price',
      title: 'Price per month (USD)',
      type: 'number',
      description: 'Monthly price in US dollars, e.g. 4.7. Use 0 for the free plan.',
      validation: (rule) =>
        rule.required().min(0).precision(2).error('Price: a number of 0 or more with at most two decimals.'),
    }),
    defineField({
      name: 'period',
      title: 'Billing period',
      type: 'string',
      description: 'Shown after the price, e.g. "month".',
      initialValue: 'month',
      validation: (rule) => rule.required().error('Billing period is required.'),
    }),
    defineField({
      name: 'description',
      title: 'Who it is for',
      type: 'string',
      description: 'One sentence under the plan name.',
      validation: (rule) => rule.required().max(140).error('"Who it is for" is required (at most 140 characters).'),
    }),
    defineField({
      name: 'limits',
      title: 'Usage limits',
      type: 'object',
      description: 'Plans differ only in these limits; every feature is in every plan.',
      fields: [
        limitField(
          'requestsPerMonth',
          'AI requests per month',
          'Generations and chat refinements a teacher can make each month.',
        ),
        limitField('trainingWords', 'Training document words', 'Words of training documents the AI can learn from.'),
        limitField(
          'trainingCharacters',
          'Training document characters',
          'Character cap for training documents (100 per allowed word).',
        ),
        limitField('classes', 'Classes', 'Classes and groups a teacher can run.'),
        limitField('studentsPerClass', 'Students per class', 'Students in one class.'),
        limitField('activitiesPerMonth', 'Activities per month', 'Live activities a teacher can start each month.'),
        limitField('teachingGoals', 'Teaching goals', 'Teaching goals a teacher can keep.'),
      ],
      validation: (rule) =>
        rule.required().custom((limits) => {
          const value = limits as { trainingWords?: number; trainingCharacters?: number } | undefined
          if (
            value?.trainingWords !== undefined &&
            value.trainingCharacters !== undefined &&
            value.trainingCharacters !== value.trainingWords * 100
          ) {
            return 'Training document characters: must be 100 per allowed word.'
          }
          return true
        }),
    }),
    defineField({
      name: 'features',
      title: 'Card lines',
      type: 'array',
      description: 'Short lines on the pricing card. Limits are added from the numbers above; list other points here.',
      of: [defineArrayMember({ type: 'string', validation: (rule) => rule.required().max(80) })],
      validation: (rule) => rule.required().min(1).max(8).unique().error('Card lines: between 1 and 8 distinct lines.'),
    }),
    defineField({
      name: 'popular',
      title: 'Highlight as popular',
      type: 'boolean',
      description: 'Adds a "Popular" badge to the card.',
      initialValue: false,
    }),
  ],
  orderings: [{ title: 'Price', name: 'priceAsc', by: [{ field: 'price', direction: 'asc' }] }],
  preview: {
    select: { title: 'name', price: 'price', period: 'period' },
    prepare: ({ title, price, period }) => ({ title, subtitle: `$${price ?? '?'} / ${period ?? 'month'}` }),
  },
})
