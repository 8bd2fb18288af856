import { defineArrayMember, defineField } from 'sanity'
import { CONSENT_STYLES } from '../constants'
import { labelField, textField } from '../lib/fields'
import { defineSingleton } from '../lib/singleton'

/** Names, contacts and site-wide switches. Changing anything here updates every page. */
export const siteSettings = defineSingleton({
  name: 'siteSettings',
  title: 'Site settings',
  groups: [
    { name: 'brand', title: 'Brand and contact', default: true },
    { name: 'footer', title: 'Footer' },
    { name: 'chat', title: 'Chat assistant' },
    { name: 'consent', title: 'Cookie consent' },
  ],
  fields: [
    labelField('productName', 'Product name', 'Used in page titles, messages and the footer.', 40, { group: 'brand' }),
    defineField({
      name: 'productSlug',
      title: 'Product path',
      type: 'string',
      group: 'brand',
      description: 'Lowercase name used in the app path /{product}; the chat bubble is hidden there.',
      validation: (rule) =>
        rule
          .required()
          .regex(/^[a-z0-9-]+$/)
          .error('Product path: lowercase letters, digits and dashes only.'),
    }),
    labelField(
      'tagline',
      'Tagline',
      'One line that says what the product is; used in search results of the home page and in the footer.',
      120,
      { group: 'brand' },
    ),
    defineField({
      name: 'description',
      title: 'Default search description',
      type: 'text',
      rows: 2,
      group: 'brand',
      description: 'Used for pages without their own search description. 70 to 160 characters.',
      validation: (rule) => rule.required().min(70).max(160).error('Default search description: 70 to 160 characters.'),
    }),
    defineField({
      name: 'contactEmail',
      title: 'Contact e-mail',
      type: 'string',
      group: 'brand',
      description: 'Shown in the footer and in error messages; the chat assistant refers visitors to it.',
      validation: (rule) => rule.required().email().error('Contact e-mail: a valid e-mail address is required.'),
    }),
    textField('footerText', 'Footer text', 'Short paragraph beside the logo in the footer.', {
      rows: 2,
      max: 300,
      group: 'footer',
    }),
    defineField({
      name: 'signUpCta',
      title: 'Sign-up call to action',
      type: 'object',
      group: 'footer',
      description: 'The band above the footer on every page.',
      fields: [
        labelField('heading', 'Heading', 'Invites the visitor to sign up.', 100),
        textField('text', 'Text', 'One or two sentences under the heading.', { rows: 2, max: 300 }),
        labelField('buttonLabel', 'Button label', 'Opens sign-up in the app.'),
      ],
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'socialLinks',
      title: 'Social links',
      type: 'array',
      group: 'footer',
      description: 'Profiles listed in the footer. Optional.',
      of: [defineArrayMember({ type: 'socialLink' })],
      validation: (rule) => rule.max(5),
    }),
    labelField('assistantName', 'Assistant name', 'Title of the chat window.', 40, { group: 'chat' }),
    textField('chatGreeting', 'Greeting', 'The first message the assistant shows when the chat opens.', {
      rows: 2,
      max: 300,
      group: 'chat',
    }),
    defineField({
      name: 'consentStyle',
      title: 'Consent style',
      type: 'string',
      group: 'consent',
      description: 'Bottom bar with a settings panel (recommended), or the compact "I understand / I decline" banner.',
      options: {
        list: [
          { title: 'Bottom bar with settings panel', value: CONSENT_STYLES[0] },
          { title: 'Compact banner', value: CONSENT_STYLES[1] },
        ],
        layout: 'radio',
      },
      initialValue: CONSENT_STYLES[0],
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'consentAcceptOnScroll',
      title: 'Accept on scroll',
      type: 'boolean',
      group: 'consent',
      description:
        'Compact banner only: treat scrolling 25% of the page as acceptance. Off by default; many regulators do not accept it.',
      initialValue: false,
    }),
  ],
})
