import { defineSeed } from '../../lib/types'
import { seedId } from '../../lib/ids'
import { md } from '../../lib/md'

export default defineSeed('faqTopic', seedId.faqTopic('lesson-planning-best-practices'), {
  title: 'Lesson planning best practices',
  slug: 'lesson-planning-best-practices',
  excerpt:
    'How to plan lessons backwards from teaching goals, build in checks for understanding, pace and differentiate, and use the Assessa lesson planner and activity suggestions.',
  hero: {
    badge: 'Lesson planning',
    title: 'Lesson planning best practices: from teaching goal to lesson that works',
    description:
      'A good plan is short, starts from what students should learn, and tells you what to do when the lesson does not go as expected. These answers cover planning backwards from goals, pacing, differentiation and group work, and how the Assessa lesson planner supports each step.',
  },
  heroMeta: 'Practical planning for busy teachers',
  overview: {
    learn: [
      'How to plan backwards from a teaching goal to the activities that reach it',
      'Where to place checks for understanding and what to do with the results',
      'How to pace a lesson and plan for different levels in one room',
      'What the Assessa lesson planner does today and what is on the roadmap',
    ],
    benefits: [
      'Plans that take less time to write and are easier to follow in the lesson',
      'Lessons that end with evidence of learning, not just finished worksheets',
      'A ready answer for the moment a lesson goes off course',
      'Activities chosen for a purpose rather than because they fill the time',
    ],
  },
  questions: [
    {
      question: 'What makes a good lesson plan?',
      answer: md(`
A good lesson plan states what students will learn, how you will know they have learned it, and the activities that get them there, in that order. Everything else is optional detail.

Keep it short enough to glance at mid-lesson. One clear goal, two or three success criteria, a sequence of activities with rough timings, and at least one check for understanding cover most lessons. The [complete teacher workflow](/blog/complete-teacher-workflow) shows how planning fits around assessment and activities across a week.
`),
    },
    {
      question: 'Can Assessa plan my lessons for me?',
      answer: md(`
Not automatically, at least not yet. Assessa includes a lesson planner and suggests lesson activities, but AI lesson planning is on the roadmap with the status Coming soon and is not available today.

You stay the author of the plan: use the lesson planner to structure the lesson and draw on the activity suggestions for ideas that fit your goal. [Step 7: Plan lessons and activities](/best-practice/step7) walks through the current planner.
`),
    },
    {
      question: 'What does planning backwards from a teaching goal mean?',
      answer: md(`
Planning backwards means deciding the goal and the evidence first, and choosing activities last. You ask "what should students be able to do?", then "what would show me they can?", and only then "what will they do in the lesson?"

This order prevents lessons built around an enjoyable activity that does not actually lead to the goal. Setting your teaching goals in Assessa before you plan, as in [Step 3](/best-practice/step3), keeps the goal visible while you choose activities. Read [teaching goals management](/blog/teaching-goals-management) for help writing goals that are specific enough to plan from.
`),
    },
    {
      question: 'Where should checks for understanding go in a lesson?',
      answer: md(`
Put a check after each new idea and before any task that depends on it, plus one at the end of the lesson. If students cannot do the first part, there is no point starting the second.

Write down in your plan what you will do with each result, such as "if fewer than two thirds get question 2, model it again". A quick quiz, an anonymous vote or an exit ticket works well; the [formative assessment strategies FAQ](/faq/formative-assessment-strategies) lists options that take under five minutes.
`),
    },
    {
      question: 'How should I pace a lesson?',
      answer: md(`
Break the lesson into short segments, each with one purpose, and change the type of activity when attention starts to drop. Explanation, practice, discussion and checking are the usual building blocks.

Plan timings, but treat them as a guide: note which segment you would shorten if time runs out and which one you would extend if students need it. The end of the lesson should be protected, because that is where the final check and the link to the next lesson happen.
`),
    },
    {
      question: 'How do I plan for students at different levels?',
      answer: md(`
Plan one shared goal with different routes to it: the same core task, with support for students who need it and extension for those who are ready, rather than three separate lessons.

Decide in advance who is likely to need which route, but use a check early in the lesson to confirm it, because readiness changes from topic to topic. Personalised feedback after the lesson can then target each student's next step. The article on [personalised learning](/blog/personalized-learning) has practical examples.
`),
    },
    {
      question: 'How do I plan group work that actually works?',
      answer: md(`
Plan the task so that it needs every member of the group, give each student a role, and decide how you will assess both the group's product and each student's contribution.

Keep groups small enough that nobody can hide, set a visible deadline within the lesson, and plan a short reflection at the end. In Assessa, a team project activity lets groups submit text and PDF work in one place. Read [collaborative learning](/blog/collaborative-learning) and [Step 9](/best-practice/step9) for setup ideas.
`),
    },
    {
      question: 'How do I choose activities that serve the lesson goal?',
      answer: md(`
For each activity, be able to say which success criterion it helps students reach or shows you they have reached. If you cannot, replace it.

Match the activity to the thinking you want: a keyword collector to surface prior knowledge, a quiz to practise recall, a discussion prompt to develop reasoning, a team project to apply knowledge. The Assessa lesson planner suggests lesson activities you can use as a starting point, and the article on [fun activity suggestions](/blog/fun-activity-suggestions) adds more ideas.
`),
    },
    {
      question: 'How should a lesson end?',
      answer: md(`
End with evidence of learning and a link forward: a short task that shows who reached the goal, and one sentence telling students what comes next.

An exit ticket is the classic choice, because you can read the whole class's answers before planning the next lesson. Avoid using the last minutes for packing away only; plan the routine so the final check happens before it. The [student engagement techniques FAQ](/faq/student-engagement-techniques) has ideas for keeping the end of a lesson focused.
`),
    },
    {
      question: 'How far ahead should I plan?',
      answer: md(`
Plan the unit in outline, and the individual lessons a few days ahead. The outline fixes the goals and the main assessments; the lesson plans stay flexible enough to respond to what each check tells you.

Planning every lesson in full detail weeks in advance usually means rewriting them later, because students rarely move at exactly the pace you expected. Review the next few plans at the end of each week, using the results from that week's activities.
`),
    },
    {
      question: 'How do I adapt one plan for several classes?',
      answer: md(`
Keep the goal and the success criteria the same and adapt the route: the examples, the amount of support, the pace and the grouping.

Note after each lesson what you changed and why, so the adjustments build up into a version that fits each class. Organising each class separately in Assessa keeps activities and results apart; see [Step 2](/best-practice/step2) and the article on [classroom management](/blog/classroom-management).
`),
    },
    {
      question: 'What should I do when a lesson does not go to plan?',
      answer: md(`
Go back to the goal. Ask what students need in order to reach it from where they are now, and cut anything in the plan that does not serve that.

A plan that includes decision points ("if the check shows X, do Y") makes this easier in the moment. Afterwards, write one line on the plan about what happened, and adjust the next lesson rather than trying to cover everything you missed at once.
`),
    },
    {
      question: 'How long does Assessa keep my lesson plans?',
      answer: md(`
Assessment data and lesson plans are kept for 3 years after termination. Account data is kept while the account exists plus 30 days.

The complete list of retention periods, including activity files and usage statistics, is in the [privacy policy](/privacy-policy). Account deletion is not self-service; it is requested by e-mail, as described in the [terms of service](/terms-of-service).
`),
    },
  ],
  seo: {
    title: 'Lesson planning best practices FAQ',
    description:
      'Plan lessons backwards from teaching goals, build in checks for understanding, pace and differentiate, and use the Assessa lesson planner.',
  },
})
