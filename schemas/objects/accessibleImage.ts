import { defineField, defineType } from 'sanity'

/** An image that cannot be saved without alternative text. */
export const accessibleImage = defineType({
  name: 'accessibleImage',
  title: 'Image',
  type: 'image',
  description: 'Upload a landscape illustration (at least 1200 × 675 px works best for social cards).',
  options: { hotspot: true },
  fields: [
    defineField({
      name: 'alt',
      title: 'Alternative text',
      type: 'string',
      description:
        'Describe what the image shows for people who cannot see it, in one sentence. Screen readers read this aloud.',
      validation: (rule) =>
        rule.required().min(10).max(200).error('Alternative text is required (10 to 200 characters).'),
    }),
  ],
  validation: (rule) => rule.required().assetRequired().error('Image: upload an image file.'),
})
