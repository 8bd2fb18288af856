import { defineField, defineType } from 'sanity'
import { FEEDBACK_STATUSES, FEEDBACK_TYPES } from '../constants'

/**
 * A visitor's feedback, created by the site's feedback form. Visitors' words are read-only;
 * editors only set the moderation status. Nothing is shown publicly unless approved.
 */
export const feedback = defineType({
  name: 'feedback',
  title: 'Feedback',
  type: 'document',
  fields: [
    defineField({
      name: 'status',
      title: 'Moderation status',
      type: 'string',
      description:
        'New until someone reads it. "Approved" is only allowed when the visitor opted in to public display.',
      options: { list: [...FEEDBACK_STATUSES], layout: 'radio' },
      initialValue: 'new',
      validation: (rule) =>
        rule.required().custom((status, context) => {
          const publicFeedback = (context.document as { publicFeedback?: boolean } | undefined)?.publicFeedback
          return status === 'approved' && !publicFeedback
            ? 'Moderation status: the visitor did not agree to public display, so it cannot be approved.'
            : true
        }),
    }),
    defineField({
      name: 'submittedAt',
      title: 'Received',
      type: 'datetime',
      readOnly: true,
      description: 'When it arrived.',
    }),
    defineField({
      name: 'name',
      title: 'Name',
      type: 'string',
      readOnly: true,
      description: 'Optional, as given by the visitor.',
    }),
    defineField({
      name: 'email',
      title: 'E-mail',
      type: 'string',
      readOnly: true,
      description: 'Optional, for replies.',
    }),
    defineField({
      name: 'feedbackType',
      title: 'Type',
      type: 'string',
      readOnly: true,
      description: 'What kind of feedback the visitor chose.',
      options: { list: [...FEEDBACK_TYPES] },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'rating',
      title: 'Rating',
      type: 'number',
      readOnly: true,
      description: 'Stars from 1 to 5.',
      validation: (rule) => rule.required().integer().min(1).max(5),
    }),
    defineField({
      name: 'message',
      title: 'Message',
      type: 'text',
      readOnly: true,
      description: 'The visitor’s message.',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'publicFeedback',
      title: 'May be shown publicly',
      type: 'boolean',
      readOnly: true,
      description: 'The visitor’s consent to show this publicly. Consent only: nothing is published without approval.',
    }),
    defineField({
      name: 'spam',
      title: 'Marked as spam',
      type: 'boolean',
      readOnly: true,
      description:
        'Set by the site when the submission looks automated (see "Spam signals"). Spam is kept for the record but listed apart, under "Spam", and never exported as feedback.',
    }),
    defineField({
      name: 'spamSignals',
      title: 'Spam signals',
      type: 'array',
      of: [{ type: 'string' }],
      readOnly: true,
      description:
        'What the site noticed: honeypot (a hidden field only bots fill in), too_fast (sent seconds after the form appeared), no_form_timing (not sent from the form), repeated (the same text as earlier submissions), mostly_links. One weak signal alone never marks feedback as spam.',
    }),
  ],
  orderings: [{ title: 'Newest first', name: 'submittedDesc', by: [{ field: 'submittedAt', direction: 'desc' }] }],
  preview: {
    select: { type: 'feedbackType', rating: 'rating', message: 'message', status: 'status', spam: 'spam' },
    prepare: ({ type, rating, message, status, spam }) => ({
      title: `${spam ? 'Spam · ' : ''}${'★'.repeat(rating ?? 0)} ${type ?? ''} · ${status ?? 'new'}`,
      subtitle: message,
    }),
  },
})
