import { COUNTS } from '../constants'
import { cardListField, exactListField, labelField, sectionField, seoField, textField } from '../lib/fields'
import { defineSingleton } from '../lib/singleton'

/** The tutorial overview at /best-practice. The steps themselves are Tutorial step documents. */
export const tutorialOverview = defineSingleton({
  name: 'tutorialOverview',
  title: 'Tutorial overview',
  fields: [
    labelField('title', 'Title', 'Page heading.', 80),
    textField('intro', 'Intro', 'What the tutorial covers and how long it takes.', { rows: 3, max: 500 }),
    labelField('stepsHeading', 'Steps heading', 'Heading above the list of steps.', 80),
    labelField('learnMoreLabel', 'Step link label', 'Link text on each step, e.g. "Learn more".', 30),
    sectionField({
      name: 'proTips',
      title: 'Pro tips',
      description: 'Advice from experienced users.',
      fields: [cardListField({ name: 'tips', title: 'Tips', min: 3, max: 6, description: 'One card per tip.' })],
    }),
    sectionField({
      name: 'formTypes',
      title: 'Assessment form types',
      description: 'The eight forms an assessment can take.',
      fields: [
        exactListField({
          name: 'items',
          title: 'Form types',
          of: 'card',
          count: COUNTS.tutorial.formTypes,
          description: 'One card per form type.',
        }),
      ],
    }),
    sectionField({
      name: 'activityTypes',
      title: 'Interactive activity types',
      description: 'The five live activities.',
      fields: [
        exactListField({
          name: 'items',
          title: 'Activity types',
          of: 'card',
          count: COUNTS.tutorial.activityTypes,
          description: 'One card per activity type.',
        }),
      ],
    }),
    sectionField({
      name: 'moreHelp',
      title: 'More help',
      description: 'Closing block with links to the FAQ and the blog.',
      fields: [
        labelField('faqLabel', 'FAQ link label', 'Link to /faq.'),
        labelField('blogLabel', 'Blog link label', 'Link to /blog.'),
      ],
    }),
    seoField(),
  ],
})
