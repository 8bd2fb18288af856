import { defineField, defineType } from 'sanity'

/** Search-engine and social-card overrides. Empty fields fall back to the page's own title and description. */
export const seo = defineType({
  name: 'seo',
  title: 'Search and social',
  type: 'object',
  options: { collapsible: true, collapsed: true },
  fields: [
    defineField({
      name: 'title',
      title: 'Search title',
      type: 'string',
      description:
        'Shown as the browser tab title and in search results; the site adds " | {product name}" after it. Leave empty to use the page title. Keep it under 50 characters.',
      validation: (rule) => rule.max(60).warning('Search title: search engines cut titles after about 60 characters.'),
    }),
    defineField({
      name: 'description',
      title: 'Search description',
      type: 'text',
      rows: 2,
      description:
        'One or two sentences for search results and link previews. Leave empty to use the page description. 70 to 160 characters.',
      validation: (rule) => rule.max(160).warning('Search description: keep it under 160 characters.'),
    }),
  ],
})
