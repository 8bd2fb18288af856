import { defineField, defineType } from 'sanity'

/** A profile of the product on a social network, listed in the footer. */
export const socialLink = defineType({
  name: 'socialLink',
  title: 'Social link',
  type: 'object',
  fields: [
    defineField({
      name: 'platform',
      title: 'Platform',
      type: 'string',
      description: 'Name of the network, shown to screen readers and as the link text.',
      options: { list: ['LinkedIn', 'X', 'YouTube', 'Facebook', 'Instagram'] },
      validation: (rule) => rule.required().error('Platform: choose the network.'),
    }),
    defineField({
      name: 'url',
      title: 'Profile address',
      type: 'url',
      description: 'Full https:// address of the profile.',
      validation: (rule) =>
        rule
          .required()
          .uri({ scheme: ['https'] })
          .error('Profile address: an https:// address is required.'),
    }),
  ],
  preview: { select: { title: 'platform', subtitle: 'url' } },
})
