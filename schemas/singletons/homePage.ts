import { defineField } from 'sanity'
import { COUNTS } from '../constants'
import {
  cardListField,
  exactListField,
  feedbackSectionField,
  labelField,
  sectionField,
  seoField,
  textField,
} from '../lib/fields'
import { defineSingleton } from '../lib/singleton'

/** The home page at / (and /home), section by section in page order. */
export const homePage = defineSingleton({
  name: 'homePage',
  title: 'Home page',
  fields: [
    defineField({
      name: 'hero',
      title: 'Hero',
      type: 'object',
      description: 'The first screen: the promise and the two buttons.',
      fields: [
        labelField('badge', 'Badge', 'Small label above the title.', 60),
        labelField('title', 'Title', 'The main promise, the page’s only H1.', 110),
        textField('subtitle', 'Subtitle', 'One or two sentences under the title.', { rows: 3, max: 300 }),
        labelField('primaryCtaLabel', 'Main button', 'Opens the app, e.g. "Start creating assessments".'),
        labelField('secondaryCtaLabel', 'Second button', 'Goes to the About page, e.g. "Learn more".'),
      ],
      validation: (rule) => rule.required(),
    }),
    sectionField({
      name: 'simpleSteps',
      title: 'Simple and effective',
      description: 'Three steps: train and personalize, generate and manage, deploy and track.',
      fields: [
        exactListField({
          name: 'steps',
          title: 'Steps',
          of: 'card',
          count: COUNTS.home.simpleSteps,
          description: 'The steps in order.',
        }),
      ],
    }),
    sectionField({
      name: 'comparison',
      title: 'Comparison table',
      description: 'The product against other methods.',
      fields: [
        labelField('productLabel', 'Product column heading', 'Heading of the product’s column.'),
        labelField('othersLabel', 'Other methods column heading', 'Heading of the other column.'),
        exactListField({
          name: 'rows',
          title: 'Rows',
          of: 'comparisonRow',
          count: COUNTS.home.comparisonRows,
          description: 'Time saving, classroom management, personalization, everything in one place.',
        }),
      ],
    }),
    sectionField({
      name: 'audience',
      title: 'Who it is for',
      description: 'The teachers and schools the product serves.',
      fields: [
        cardListField({ name: 'items', title: 'Audiences', min: 3, max: 6, description: 'One card per audience.' }),
      ],
    }),
    sectionField({
      name: 'howItWorks',
      title: 'How it actually works',
      description: 'Set up classroom, train AI, generate assessments, activities.',
      fields: [
        exactListField({
          name: 'steps',
          title: 'Steps',
          of: 'card',
          count: COUNTS.home.howItWorksSteps,
          description: 'The steps in order.',
        }),
        labelField('guideButtonLabel', 'Guide button', 'Links to the tutorial.'),
        labelField('faqButtonLabel', 'FAQ button', 'Links to the FAQ.'),
      ],
    }),
    sectionField({
      name: 'whyChoose',
      title: 'Why choose',
      description: 'Three reasons to choose the product.',
      fields: [
        exactListField({
          name: 'cards',
          title: 'Reasons',
          of: 'card',
          count: COUNTS.home.whyChooseCards,
          description: 'One card per reason.',
        }),
      ],
    }),
    sectionField({
      name: 'roadmap',
      title: 'Coming soon',
      description: 'Features on the roadmap with their status.',
      fields: [
        exactListField({
          name: 'items',
          title: 'Features',
          of: 'roadmapItem',
          count: COUNTS.home.roadmapItems,
          description: 'Roadmap features.',
        }),
      ],
    }),
    feedbackSectionField(),
    seoField(),
  ],
})
