import { defineSeed } from '../../lib/types'
import { seedId } from '../../lib/ids'
import { md } from '../../lib/md'

export default defineSeed('tutorialStep', seedId.tutorialStep(7), {
  stepNumber: 7,
  icon: 'calendar',
  title: 'Plan lessons and activities',
  description:
    'Use the lesson planner to map out your lessons and pick up suggested lesson activities, so assessment and activities are part of the plan from the start.',
  image: {
    file: 'tutorial/step-7.png',
    alt: 'A flat, friendly illustration of a weekly lesson calendar with small activity icons dropped into each lesson slot.',
  },
  action: { label: 'Open the lesson planner', route: '/lesson-planner' },
  content: md(`
Assessment works best when it is planned, not bolted on at the end of a unit. The lesson planner lets you lay out your lessons in one place and suggests lesson activities you can use to check understanding along the way.

### What to do
1. Open the lesson planner in the app and add the lessons for the coming week or unit.
2. Decide which teaching goal each lesson works towards, so you know what to look for in students’ work.
3. Review the suggested lesson activities and keep the ones that suit your class.
4. Decide where a quiz, a questionnaire or another live activity fits, then create it in the next steps.

### What is available today
The lesson planner and the activity suggestions are part of every plan. **AI lesson planning**, where the AI drafts lesson plans for you, is on our roadmap as “Coming soon” and is not available yet. Until then, you write the plan and Assessa supports you with suggestions.

For practical planning advice, see the FAQ on [lesson planning best practices](/faq/lesson-planning-best-practices) and our list of [fun activity suggestions](/blog/fun-activity-suggestions). When your plan is ready, run your first live activity in [step 8: run quizzes and questionnaires](/best-practice/step8).
`),
  seo: {
    title: 'Step 7: Plan lessons and activities in Assessa',
    description:
      'Lay out lessons in the lesson planner, use suggested lesson activities and see what is available today and what is coming soon.',
  },
})
