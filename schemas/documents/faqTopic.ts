import { defineArrayMember, defineField, defineType } from 'sanity'
import { seoField } from '../lib/fields'
import { slugFields } from '../lib/slugField'

/** A FAQ topic page at /faq/{id}: hero, overview and its questions. */
export const faqTopic = defineType({
  name: 'faqTopic',
  title: 'FAQ topic',
  type: 'document',
  fields: [
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      description: 'Topic name, shown on topic cards and in search results.',
      validation: (rule) => rule.required().min(5).max(100).error('Title is required (5 to 100 characters).'),
    }),
    ...slugFields({ label: 'Topic id', pathPattern: '/faq/{id}', noun: 'topic' }),
    defineField({
      name: 'excerpt',
      title: 'Card description',
      type: 'text',
      rows: 2,
      description: 'One or two sentences on the topic card (FAQ hub and "Explore more FAQ topics").',
      validation: (rule) =>
        rule.required().min(40).max(240).error('Card description is required (40 to 240 characters).'),
    }),
    defineField({ name: 'hero', title: 'Hero', type: 'pageHero', validation: (rule) => rule.required() }),
    defineField({
      name: 'heroMeta',
      title: 'Hero note',
      type: 'string',
      description: 'Optional small line under the hero, e.g. "Updated for the 2025-2026 school year".',
      validation: (rule) => rule.max(80),
    }),
    defineField({ name: 'overview', title: 'Overview', type: 'overview', validation: (rule) => rule.required() }),
    defineField({
      name: 'questions',
      title: 'Questions',
      type: 'array',
      description: 'The questions of this topic, most asked first. Between 5 and 20; 11 to 14 is usual.',
      of: [defineArrayMember({ type: 'qaItem' })],
      validation: (rule) => rule.required().min(5).max(20).error('Questions: between 5 and 20 are required.'),
    }),
    seoField(),
  ],
  preview: { select: { title: 'title', subtitle: 'slug.current' } },
})
