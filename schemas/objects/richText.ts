import { defineArrayMember, defineType } from 'sanity'

/**
 * Formatted text: paragraphs, subheadings, lists and links. There is deliberately
 * no raw HTML: the site renders each block with its own components.
 */
export const richText = defineType({
  name: 'richText',
  title: 'Rich text',
  type: 'array',
  of: [
    defineArrayMember({
      type: 'block',
      styles: [
        { title: 'Paragraph', value: 'normal' },
        { title: 'Subheading', value: 'h3' },
      ],
      lists: [
        { title: 'Bullets', value: 'bullet' },
        { title: 'Numbered', value: 'number' },
      ],
      marks: {
        decorators: [
          { title: 'Bold', value: 'strong' },
          { title: 'Italic', value: 'em' },
        ],
        annotations: [{ type: 'internalLink' }, { type: 'externalLink' }],
      },
    }),
  ],
})
