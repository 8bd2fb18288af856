import { defineField, defineType } from 'sanity'

/** One numbered section of a legal document. The site adds the number from the order. */
export const legalSection = defineType({
  name: 'legalSection',
  title: 'Section',
  type: 'object',
  fields: [
    defineField({
      name: 'heading',
      title: 'Heading',
      type: 'string',
      description: 'Section heading without its number; the site numbers sections in order.',
      validation: (rule) =>
        rule
          .required()
          .max(120)
          .custom((value) =>
            value && /^\d/.test(value.trim()) ? 'Heading: leave out the number, the site adds it.' : true,
          ),
    }),
    defineField({
      name: 'body',
      title: 'Text',
      type: 'richText',
      description: 'The wording of this section.',
      validation: (rule) => rule.required().min(1).error('Text: a section needs at least one paragraph.'),
    }),
  ],
  preview: { select: { title: 'heading' } },
})
