import { defineArrayMember, defineField, defineType } from 'sanity'
import { COUNTS } from '../constants'
import { exactListField, labelField } from '../lib/fields'

/** The FAQ hub at /faq: the most common questions and the cards of every topic. */
export const faqHub = defineType({
  name: 'faqHub',
  title: 'FAQ hub',
  type: 'document',
  fields: [
    labelField('title', 'Title', 'Page heading.', 80),
    defineField({
      name: 'intro',
      title: 'Intro',
      type: 'text',
      rows: 2,
      description: 'One or two sentences under the heading.',
      validation: (rule) => rule.required().max(300).error('Intro is required (at most 300 characters).'),
    }),
    labelField('questionsHeading', 'Questions heading', 'Heading above the questions.', 80),
    exactListField({
      name: 'questions',
      title: 'Questions',
      of: 'qaItem',
      count: COUNTS.faqHub.questions,
      description: 'The most common questions.',
    }),
    labelField('topicsHeading', 'Topics heading', 'Heading above the topic cards.', 80),
    defineField({
      name: 'topics',
      title: 'Topic cards',
      type: 'array',
      description: `The topic cards in display order; "Explore more FAQ topics" uses the same order. Exactly ${COUNTS.faqHub.topics}.`,
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'faqTopic' }] })],
      validation: (rule) =>
        rule
          .required()
          .length(COUNTS.faqHub.topics)
          .unique()
          .error(`Topic cards: exactly ${COUNTS.faqHub.topics} different topics.`),
    }),
    defineField({ name: 'seo', title: 'Search and social', type: 'seo' }),
  ],
  preview: { prepare: () => ({ title: 'FAQ hub' }) },
})
