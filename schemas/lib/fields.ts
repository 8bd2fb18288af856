import { defineArrayMember, defineField } from 'sanity'

/**
 * Field builders for shapes that recur across types, so every heading, intro
 * and fixed-length list carries the same editor help and the same rules.
 */

export function headingField(description = 'Heading shown above this section.') {
  return defineField({
    name: 'heading',
    title: 'Heading',
    type: 'string',
    description,
    validation: (rule) => rule.required().max(120).error('Heading is required (at most 120 characters).'),
  })
}

export function introField(description = 'One or two sentences under the heading that set up the section.') {
  return defineField({
    name: 'intro',
    title: 'Intro',
    type: 'text',
    rows: 3,
    description,
    validation: (rule) => rule.required().max(600).error('Intro is required (at most 600 characters).'),
  })
}

/** An array of one object type that must hold exactly `count` items. */
export function exactListField(options: {
  name: string
  title: string
  of: string
  count: number
  description: string
}) {
  const { name, title, of, count, description } = options
  return defineField({
    name,
    title,
    type: 'array',
    description: `${description} Exactly ${count}.`,
    of: [defineArrayMember({ type: of })],
    validation: (rule) => rule.required().length(count).error(`${title}: exactly ${count} items are required.`),
  })
}

/** A list of short strings with a count range, such as "What you'll learn". */
export function stringListField(options: {
  name: string
  title: string
  min: number
  max: number
  description: string
}) {
  const { name, title, min, max, description } = options
  return defineField({
    name,
    title,
    type: 'array',
    description: `${description} Between ${min} and ${max} items.`,
    of: [
      defineArrayMember({
        type: 'string',
        validation: (rule) =>
          rule.required().max(240).error(`${title}: each item needs text (at most 240 characters).`),
      }),
    ],
    validation: (rule) =>
      rule
        .required()
        .min(min)
        .max(max)
        .unique()
        .error(`${title}: between ${min} and ${max} distinct items are required.`),
  })
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

/** A short required text such as a button label. */
export function labelField(name: string, title: string, description: string, max = 40) {
  return defineField({
    name,
    title,
    type: 'string',
    description,
    validation: (rule) => rule.required().max(max).error(`${title} is required (at most ${max} characters).`),
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
