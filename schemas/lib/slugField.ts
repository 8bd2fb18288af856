import { defineArrayMember, defineField } from 'sanity'
import { RenamableSlugInput } from './RenamableSlugInput'

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/**
 * The id that forms a page's address (generated from the title), and the ids it had before:
 * editors may rename a published page, and Publish (studio/actions.ts) records the old id in
 * `previousSlugs`, whose addresses the site redirects permanently to the current one.
 */
export function slugFields(options: { label: string; pathPattern: string; noun: string; group?: string }) {
  const { label, pathPattern, noun, group } = options
  const inGroup = group ? { group } : {}
  return [
    defineField({
      name: 'slug',
      title: `${label} (URL)`,
      type: 'slug',
      ...inGroup,
      description: `The last part of the address: ${pathPattern}. Generated from the title. You can change it after the ${noun} is published: publishing records the old id below, and the old address then redirects to the new one, so links keep working.`,
      options: { source: 'title', maxLength: 80 },
      components: { input: RenamableSlugInput },
      validation: (rule) =>
        rule
          .required()
          .custom((slug) =>
            slug?.current && !SLUG.test(slug.current)
              ? `${label}: lowercase letters, digits and single dashes only.`
              : true,
          ),
    }),
    defineField({
      name: 'previousSlugs',
      title: 'Previous ids',
      type: 'array',
      ...inGroup,
      description: `Filled in by Publish when the id above changes: each old address (${pathPattern} with an old id) redirects permanently to this ${noun}. Read-only; to stop an old address redirecting, ask a developer.`,
      of: [defineArrayMember({ type: 'string' })],
      readOnly: true,
      validation: (rule) =>
        rule.unique().custom((previous, context) => {
          const current = (context.document?.slug as { current?: string } | undefined)?.current
          if (!Array.isArray(previous)) return true
          if (previous.some((id) => typeof id !== 'string' || !SLUG.test(id))) {
            return `Previous ids: lowercase letters, digits and single dashes only.`
          }
          return current && previous.includes(current)
            ? `Previous ids: "${current}" is the current id; it cannot also redirect.`
            : true
        }),
    }),
  ]
}
