import { defineArrayMember, defineField, defineType } from 'sanity'
import { COUNTS } from '../constants'
import { exactListField, labelField, sectionField } from '../lib/fields'

/** The tutorial overview at /best-practice. The steps themselves are Tutorial step documents. */
export const tutorialOverview = defineType({
  name: 'tutorialOverview',
  title: 'Tutorial overview',
  type: 'document',
  fields: [
    labelField('title', 'Title', 'Page heading.', 80),
    defineField({
      name: 'intro',
      title: 'Intro',
      type: 'text',
      rows: 3,
      description: 'What the tutorial covers and how long it takes.',
      validation: (rule) => rule.required().max(500).error('Intro is required (at most 500 characters).'),
    }),
    labelField('stepsHeading', 'Steps heading', 'Heading above the list of steps.', 80),
    labelField('learnMoreLabel', 'Step link label', 'Link text on each step, e.g. "Learn more".', 30),
    sectionField({
      name: 'proTips',
      title: 'Pro tips',
      description: 'Advice from experienced users.',
      fields: [
        defineField({
          name: 'tips',
          title: 'Tips',
          type: 'array',
          description: 'One card per tip. Between 3 and 6.',
          of: [defineArrayMember({ type: 'card' })],
          validation: (rule) => rule.required().min(3).max(6).error('Tips: between 3 and 6 cards.'),
        }),
      ],
    }),
    sectionField({
      name: 'formTypes',
      title: 'Assessment form types',
      description: 'The eight forms an assessment can take.',
      fields: [
        exactListField({
          name: 'items',
          title: 'Form types',
          of: 'card',
          count: COUNTS.tutorial.formTypes,
          description: 'One card per form type.',
        }),
      ],
    }),
    sectionField({
      name: 'activityTypes',
      title: 'Interactive activity types',
      description: 'The five live activities.',
      fields: [
        exactListField({
          name: 'items',
          title: 'Activity types',
          of: 'card',
          count: COUNTS.tutorial.activityTypes,
          description: 'One card per activity type.',
        }),
      ],
    }),
    sectionField({
      name: 'moreHelp',
      title: 'More help',
      description: 'Closing block with links to the FAQ and the blog.',
      fields: [
        labelField('faqLabel', 'FAQ link label', 'Link to /faq.'),
        labelField('blogLabel', 'Blog link label', 'Link to /blog.'),
      ],
    }),
    defineField({ name: 'seo', title: 'Search and social', type: 'seo' }),
  ],
  preview: { prepare: () => ({ title: 'Tutorial overview' }) },
})
