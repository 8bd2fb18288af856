import { defineArrayMember, defineField, defineType } from 'sanity'
import { LEGAL_KIND_NAMES, LEGAL_KINDS, type LegalKind } from '../constants'
import { labelField, seoField } from '../lib/fields'
import { uniqueWithinType } from '../lib/unique'

/** Terms of service, privacy policy or data processing agreement. */
export const legalPage = defineType({
  name: 'legalPage',
  title: 'Legal page',
  type: 'document',
  description:
    'These texts are templates for the operator’s lawyers to review before launch. Publishing sets "Last updated" to today, which the page shows.',
  fields: [
    defineField({
      name: 'kind',
      title: 'Document',
      type: 'string',
      description: 'Which legal page this is; decides its address and how many sections it has.',
      options: {
        list: LEGAL_KIND_NAMES.map((kind) => ({ title: LEGAL_KINDS[kind].title, value: kind })),
        layout: 'radio',
      },
      readOnly: ({ document }) => Boolean(document?._createdAt && document.kind),
      validation: (rule) => [
        rule.required().error('Document: choose terms, privacy or DPA.'),
        rule.custom(uniqueWithinType('kind', 'Document')),
      ],
    }),
    labelField('title', 'Title', 'Page heading, e.g. "Terms of Service".', 80),
    defineField({
      name: 'lastUpdated',
      title: 'Last updated',
      type: 'date',
      description:
        'Shown on the page. Set automatically when you publish; the date visitors see is the date the text last changed.',
      validation: (rule) => rule.required().error('Last updated is required.'),
    }),
    defineField({
      name: 'intro',
      title: 'Introduction',
      type: 'richText',
      description: 'Text before section 1: who the agreement is between and what it covers.',
      validation: (rule) => rule.required().min(1).error('Introduction: write at least one paragraph.'),
    }),
    defineField({
      name: 'sections',
      title: 'Numbered sections',
      type: 'array',
      description: 'The numbered sections, in order. Terms have 12, the privacy policy 15, the DPA 14.',
      of: [defineArrayMember({ type: 'legalSection' })],
      validation: (rule) =>
        rule.required().custom((sections, context) => {
          const kind = (context.document as { kind?: LegalKind } | undefined)?.kind
          if (!kind) return true
          const expected = LEGAL_KINDS[kind].sectionCount
          const actual = Array.isArray(sections) ? sections.length : 0
          return actual === expected
            ? true
            : `Numbered sections: ${LEGAL_KINDS[kind].title} needs exactly ${expected} sections (has ${actual}).`
        }),
    }),
    defineField({
      name: 'furtherContent',
      title: 'Further content',
      type: 'richText',
      description: 'Optional text after the numbered sections, such as contact details or annexes.',
    }),
    seoField(),
  ],
  preview: {
    select: { title: 'title', date: 'lastUpdated' },
    prepare: ({ title, date }) => ({ title, subtitle: date ? `Last updated ${date}` : 'Not yet published' }),
  },
})
