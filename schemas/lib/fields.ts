import { defineArrayMember, defineField, type ArrayRule } from 'sanity'
import { ICON_NAMES } from '../constants'

/**
 * Field builders for shapes that recur across types, so every heading, intro
 * and fixed-length list carries the same editor help and the same rules.
 */

/** Where a field sits in its document's form, for types that split their fields into groups. */
type Placement = { group?: string }

/** A short required text such as a title or a button label. */
export function labelField(name: string, title: string, description: string, max = 40, placement: Placement = {}) {
  return defineField({
    name,
    title,
    type: 'string',
    description,
    ...placement,
    validation: (rule) => rule.required().max(max).error(`${title} is required (at most ${max} characters).`),
  })
}

/** A required plain text of a few lines, such as a subtitle or a card's description. */
export function textField(
  name: string,
  title: string,
  description: string,
  { rows, max, ...placement }: { rows: number; max: number } & Placement,
) {
  return defineField({
    name,
    title,
    type: 'text',
    rows,
    description,
    ...placement,
    validation: (rule) => rule.required().max(max).error(`${title} is required (at most ${max} characters).`),
  })
}

export function headingField(description = 'Heading shown above this section.') {
  return labelField('heading', 'Heading', description, 120)
}

export function introField(description = 'One or two sentences under the heading that set up the section.') {
  return textField('intro', 'Intro', description, { rows: 3, max: 600 })
}

/** The icon picker of cards and steps. */
export function iconField(description: string, initialValue?: (typeof ICON_NAMES)[number]) {
  return defineField({
    name: 'icon',
    title: 'Icon',
    type: 'string',
    description,
    options: { list: [...ICON_NAMES] },
    ...(initialValue ? { initialValue } : {}),
    validation: (rule) => rule.required().error('Icon: pick one from the list.'),
  })
}

/** What every list field shares: where it is stored and what the editor is told. */
type ListOptions = { name: string; title: string; description: string }

function listField(
  { name, title, description }: ListOptions,
  of: ReturnType<typeof defineArrayMember>[],
  validation: (rule: ArrayRule<unknown[]>) => ArrayRule<unknown[]>,
) {
  return defineField({ name, title, type: 'array', description, of, validation })
}

/** An array of one object type that must hold exactly `count` items. */
export function exactListField({ of, count, ...list }: ListOptions & { of: string; count: number }) {
  return listField(
    { ...list, description: `${list.description} Exactly ${count}.` },
    [defineArrayMember({ type: of })],
    (rule) => rule.required().length(count).error(`${list.title}: exactly ${count} items are required.`),
  )
}

/** An array of cards whose number may vary between `min` and `max`. */
export function cardListField({ min, max, ...list }: ListOptions & { min: number; max: number }) {
  return listField(
    { ...list, description: `${list.description} Between ${min} and ${max}.` },
    [defineArrayMember({ type: 'card' })],
    (rule) => rule.required().min(min).max(max).error(`${list.title}: between ${min} and ${max} cards.`),
  )
}

/** A list of short strings with a count range, such as "What you'll learn". */
export function stringListField({ min, max, ...list }: ListOptions & { min: number; max: number }) {
  return listField(
    { ...list, description: `${list.description} Between ${min} and ${max} items.` },
    [
      defineArrayMember({
        type: 'string',
        validation: (rule) =>
          rule.required().max(240).error(`${list.title}: each item needs text (at most 240 characters).`),
      }),
    ],
    (rule) =>
      rule
        .required()
        .min(min)
        .max(max)
        .unique()
        .error(`${list.title}: between ${min} and ${max} distinct items are required.`),
  )
}

/** A page section stored inline: heading, intro and the section's own fields. */
export function sectionField(options: {
  name: string
  title: string
  description: string
  fields: ReturnType<typeof defineField>[]
  intro?: boolean
}) {
  const { name, title, description, fields, intro = true } = options
  return defineField({
    name,
    title,
    type: 'object',
    description,
    options: { collapsible: true, collapsed: false },
    fields: [headingField(), ...(intro ? [introField()] : []), ...fields],
    validation: (rule) => rule.required().error(`${title}: this section is required.`),
  })
}

/** Formatted body text that must not be empty. */
export function bodyField(name: string, title: string, description: string) {
  return defineField({
    name,
    title,
    type: 'richText',
    description,
    validation: (rule) => rule.required().min(1).error(`${title}: write at least one paragraph.`),
  })
}

/** Heading and intro above the feedback form, on the pages that show it. */
export function feedbackSectionField() {
  return sectionField({
    name: 'feedbackSection',
    title: 'Feedback',
    description: 'Heading and intro above the feedback form.',
    fields: [],
  })
}

/** Search and social: the page's own title, description and image for search results and link previews. */
export function seoField(placement: Placement = {}) {
  return defineField({ name: 'seo', title: 'Search and social', type: 'seo', ...placement })
}
