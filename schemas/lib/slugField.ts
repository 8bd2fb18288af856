import { defineField } from 'sanity'
import { LockedSlugInput } from './LockedSlugInput'

/**
 * The id that forms a page's address, generated from the title and locked once the
 * document is published, because links to the page would break if it changed.
 */
export function slugField(options: { label: string; pathPattern: string; noun: string; group?: string }) {
  const { label, pathPattern, noun, group } = options
  return defineField({
    name: 'slug',
    title: `${label} (URL)`,
    type: 'slug',
    ...(group ? { group } : {}),
    description: `The last part of the address: ${pathPattern}. Generated from the title; locked once the ${noun} is published, since links to it would break.`,
    options: { source: 'title', maxLength: 80 },
    components: { input: LockedSlugInput },
    validation: (rule) =>
      rule
        .required()
        .custom((slug) =>
          slug?.current && !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug.current)
            ? `${label}: lowercase letters, digits and single dashes only.`
            : true,
        ),
  })
}
