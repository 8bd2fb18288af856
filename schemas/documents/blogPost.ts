import { defineField, defineType } from 'sanity'
import { BLOG_CATEGORIES } from '../constants'
import { seoField } from '../lib/fields'
import { slugFields } from '../lib/slugField'

/** A blog article. Its structure is fixed: hero, overview and five numbered sections. */
export const blogPost = defineType({
  name: 'blogPost',
  title: 'Blog article',
  type: 'document',
  groups: [
    { name: 'card', title: 'Listing card', default: true },
    { name: 'body', title: 'Article' },
    { name: 'seo', title: 'Search and social' },
  ],
  fields: [
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      group: 'card',
      description: 'Shown on the blog card and in search results.',
      validation: (rule) => rule.required().min(10).max(110).error('Title is required (10 to 110 characters).'),
    }),
    ...slugFields({ label: 'Article id', pathPattern: '/blog/{id}', noun: 'article', group: 'card' }),
    defineField({
      name: 'excerpt',
      title: 'Excerpt',
      type: 'text',
      rows: 3,
      group: 'card',
      description: 'Two sentences on the blog card that make a teacher want to read on. Blog search looks in it.',
      validation: (rule) => rule.required().min(60).max(300).error('Excerpt is required (60 to 300 characters).'),
    }),
    defineField({
      name: 'category',
      title: 'Category',
      type: 'string',
      group: 'card',
      description: 'Shown on the card; blog search looks in it too.',
      options: { list: [...BLOG_CATEGORIES] },
      validation: (rule) => rule.required().error('Category: choose one of the five blog categories.'),
    }),
    defineField({
      name: 'publishedAt',
      title: 'Publication date',
      type: 'date',
      group: 'card',
      description: 'The date shown on the card. The blog lists newest first.',
      validation: (rule) => rule.required().error('Publication date is required.'),
    }),
    defineField({
      name: 'updatedAt',
      title: 'Last updated',
      type: 'date',
      group: 'card',
      description: 'Shown in the article hero. Set it when the content changes meaningfully.',
      validation: (rule) =>
        rule.required().custom((value, context) => {
          const published = (context.document as { publishedAt?: string } | undefined)?.publishedAt
          return value && published && value < published ? 'Last updated: cannot be before the publication date.' : true
        }),
    }),
    defineField({
      name: 'readTime',
      title: 'Read time (minutes)',
      type: 'number',
      group: 'card',
      description: 'Minutes to read the whole article, at about 220 words a minute.',
      validation: (rule) =>
        rule.required().integer().min(1).max(30).error('Read time: a whole number of minutes from 1 to 30.'),
    }),
    defineField({
      name: 'image',
      title: 'Card and social image',
      type: 'accessibleImage',
      group: 'card',
      description: 'Shown on the blog card and in link previews.',
    }),
    defineField({
      name: 'hero',
      title: 'Hero',
      type: 'pageHero',
      group: 'body',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'overview',
      title: 'Overview',
      type: 'overview',
      group: 'body',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'whyItMatters',
      title: '1. Why it matters',
      type: 'articleWhyItMatters',
      group: 'body',
      validation: (rule) => rule.required().error('Section 1 (Why it matters) is required.'),
    }),
    defineField({
      name: 'understanding',
      title: '2. Understanding',
      type: 'articleUnderstanding',
      group: 'body',
      validation: (rule) => rule.required().error('Section 2 (Understanding) is required.'),
    }),
    defineField({
      name: 'strategies',
      title: '3. Strategies',
      type: 'articleStrategies',
      group: 'body',
      validation: (rule) => rule.required().error('Section 3 (Strategies) is required.'),
    }),
    defineField({
      name: 'problem',
      title: '4. The traditional problem',
      type: 'articleProblem',
      group: 'body',
      validation: (rule) => rule.required().error('Section 4 (The traditional problem) is required.'),
    }),
    defineField({
      name: 'solution',
      title: '5. So what to do?',
      type: 'articleSolution',
      group: 'body',
      validation: (rule) => rule.required().error('Section 5 (So what to do?) is required.'),
    }),
    seoField({ group: 'seo' }),
  ],
  orderings: [{ title: 'Newest first', name: 'publishedDesc', by: [{ field: 'publishedAt', direction: 'desc' }] }],
  preview: {
    select: { title: 'title', category: 'category', date: 'publishedAt', media: 'image' },
    prepare: ({ title, category, date, media }) => ({
      title,
      subtitle: [category, date].filter(Boolean).join(' · '),
      media,
    }),
  },
})
