import { defineField } from 'sanity'
import { COUNTS } from '../constants'
import {
  bodyField,
  exactListField,
  feedbackSectionField,
  labelField,
  sectionField,
  seoField,
  textField,
} from '../lib/fields'
import { defineSingleton } from '../lib/singleton'

/** The About page: what the product is, the founder's story, the mission and the core values. */
export const aboutPage = defineSingleton({
  name: 'aboutPage',
  title: 'About page',
  fields: [
    defineField({
      name: 'hero',
      title: 'Hero',
      type: 'object',
      description: 'Top of the page.',
      fields: [
        labelField('title', 'Title', 'The page’s only H1.', 110),
        textField('subtitle', 'Subtitle', 'One or two sentences under the title.', { rows: 3, max: 300 }),
      ],
      validation: (rule) => rule.required(),
    }),
    sectionField({
      name: 'whatItIs',
      title: 'What it is',
      description: 'What the product does, in plain words.',
      intro: false,
      fields: [bodyField('body', 'Text', 'Two or three paragraphs.')],
    }),
    sectionField({
      name: 'founderStory',
      title: 'Founder’s story',
      description: 'Why the product exists.',
      intro: false,
      fields: [
        bodyField('body', 'Story', 'The story in the founder’s voice or about the founder.'),
        labelField('founderName', 'Founder name', 'Shown under the story.', 80),
        labelField('founderRole', 'Founder role', 'E.g. "Founder, former secondary teacher".', 80),
      ],
    }),
    sectionField({
      name: 'mission',
      title: 'Mission',
      description: 'The mission statement.',
      intro: false,
      fields: [bodyField('body', 'Text', 'One or two paragraphs.')],
    }),
    sectionField({
      name: 'values',
      title: 'Core values',
      description:
        'Efficiency, constant adaptation, purpose-driven, innovation, teacher partnership, continuous improvement.',
      fields: [
        exactListField({
          name: 'items',
          title: 'Values',
          of: 'card',
          count: COUNTS.about.coreValues,
          description: 'One card per value.',
        }),
      ],
    }),
    feedbackSectionField(),
    seoField(),
  ],
})
