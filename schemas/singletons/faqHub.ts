import { defineArrayMember, defineField } from 'sanity'
import { COUNTS } from '../constants'
import { exactListField, labelField, seoField, textField } from '../lib/fields'
import { defineSingleton } from '../lib/singleton'

/** The FAQ hub at /faq: the most common questions and the cards of every topic. */
export const faqHub = defineSingleton({
  name: 'faqHub',
  title: 'FAQ hub',
  fields: [
    labelField('title', 'Title', 'Page heading.', 80),
    textField('intro', 'Intro', 'One or two sentences under the heading.', { rows: 2, max: 300 }),
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
    seoField(),
  ],
})
