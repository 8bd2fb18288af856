import { defineSeed } from '../../lib/types'
import { seedId } from '../../lib/ids'
import { md } from '../../lib/md'

export default defineSeed('faqTopic', seedId.faqTopic('formative-assessment-strategies'), {
  title: 'Formative assessment strategies',
  slug: 'formative-assessment-strategies',
  excerpt:
    'Practical answers on checking understanding during learning: quick checks, success criteria, feedback students act on, self- and peer-assessment, and how AI can help without taking over.',
  hero: {
    badge: 'Formative assessment',
    title: 'Formative assessment strategies that fit into a real school week',
    description:
      'Formative assessment is about finding out what students understand while there is still time to act on it. These answers cover quick checks, success criteria, feedback that students use, and how to keep the whole process manageable with a full timetable.',
  },
  heroMeta: 'For teachers who want evidence, not extra marking',
  overview: {
    learn: [
      'What separates formative assessment from testing and grading',
      'Five quick checks for understanding that take minutes, not lessons',
      'How to turn teaching goals into success criteria students understand',
      'How to write feedback that students act on',
      'How to use AI to draft feedback while keeping your judgement in charge',
    ],
    benefits: [
      'Spot misconceptions in the lesson instead of after the test',
      'Spend less time marking and more time responding to what students need',
      'Give students a clear picture of where they are and what comes next',
      'Build a routine of checks that still works in your busiest weeks',
    ],
  },
  questions: [
    {
      question: 'What is formative assessment?',
      answer: md(`
Formative assessment is any check on learning that you use to adjust teaching while learning is still happening. Its purpose is to inform the next step, not to produce a final grade.

The same task can be formative or summative depending on what you do with the result. A quiz whose results change tomorrow's lesson is formative; the same quiz entered into a report and never discussed again is not. For a fuller introduction, read the article on [formative assessment](/blog/formative-assessment).
`),
    },
    {
      question: 'How often should I check for understanding?',
      answer: md(`
Check at every point where a misunderstanding would make the next part of the lesson fail. In practice that usually means a short check after each new idea and one at the end of the lesson.

The checks do not have to be long. A single well-chosen question answered by every student tells you more than ten minutes of questioning the few who volunteer. What matters is that you look at the answers straight away and decide whether to move on, reteach or split the class.
`),
    },
    {
      question: 'Which quick formative checks work in under five minutes?',
      answer: md(`
Short, whole-class checks work best because every student answers and you can read the result at a glance. Five that fit in a few minutes:

- A two- or three-question true/false quiz on the most common misconception.
- An anonymous vote on confidence ("I could explain this to a friend": yes, partly, no).
- A keyword collector asking for the one word that sums up the lesson.
- An exit ticket with a single question that applies the idea.
- A discussion prompt answered in pairs, with one pair sharing back.

All of these can be run as Assessa activities shared by QR code; see the [student activities FAQ](/faq/student-activities).
`),
    },
    {
      question: 'How do I turn what I learn from a check into a next step?',
      answer: md(`
Decide before the check what you will do with each likely result. If most students are secure, move on; if a clear group is not, work with that group while the others extend; if most are not, reteach with a different explanation.

Writing these options on your lesson plan turns the check into a real decision point rather than a ritual. Over a unit, record which ideas needed reteaching, so next year's plan gives them more time. The [lesson planning FAQ](/faq/lesson-planning-best-practices) explains how to build these decision points into a plan.
`),
    },
    {
      question: 'How do teaching goals become success criteria?',
      answer: md(`
Rewrite each teaching goal as two or three statements of what a student will be able to do, in words the students understand. Those statements are your success criteria, and both you and the students can check work against them.

For example, the goal "understand persuasive techniques" becomes "I can name three persuasive techniques", "I can find them in a text" and "I can use one in my own paragraph". In Assessa, teaching goals are kept active or inactive, so the ones for the current unit stay at the front. Read [teaching goals management](/blog/teaching-goals-management) and [Step 3](/best-practice/step3).
`),
    },
    {
      question: 'What makes feedback useful to students?',
      answer: md(`
Useful feedback tells the student where they are against the success criteria and gives one concrete action they can take next. It refers to the work, not the person, and arrives while the student can still act on it.

Limit yourself to one or two points per piece of work; a page of corrections is rarely read. Then build in time for students to respond, for example five minutes at the start of the next lesson to redraft one paragraph. Assessa's generated assessments include personalised feedback you can refine in the chat until it meets this standard.
`),
    },
    {
      question: 'How can AI help with formative assessment without taking over?',
      answer: md(`
Let AI do the drafting and keep the decisions for yourself. AI can produce a first version of feedback, questions or an exit ticket quickly; you decide whether it is accurate and what the class does next.

In Assessa you train the AI on your own documents so drafts reflect your style, refine each draft in the chat and rate it from 1 to 5 stars. Read every assessment before students see it. The article on [AI assessment generation](/blog/ai-assessment-generation) shows this workflow step by step.
`),
    },
    {
      question: 'How can anonymous voting improve formative checks?',
      answer: md(`
Anonymous voting gives you honest answers to questions students would not answer truthfully in public, such as how confident they feel or which step they found hardest.

Use it to decide the pace of the lesson: if most of the class votes "not sure yet", spend more time on worked examples before independent practice. Because the votes have no names attached, follow up with an open offer ("anyone who voted 'not sure', come to the front table") rather than singling students out.
`),
    },
    {
      question: 'How do I use self-assessment and peer assessment well?',
      answer: md(`
Give students the success criteria and a model before they assess anything. Self- and peer-assessment only work when students know what good looks like.

Start small: ask students to highlight where their work meets one criterion, or to give a partner one strength and one question. Reflection questions and goal setting are the assessment forms in Assessa that fit this best, because they ask students to think about their own learning and choose a target. Review a sample of peer comments yourself until the quality is reliable.
`),
    },
    {
      question: 'Should formative assessment be graded?',
      answer: md(`
Usually not. A grade tends to end the conversation: students look at the number and stop reading the comments that would help them improve.

Keep formative checks low-stakes and comment-only, and save grades for summative points in the unit. If your school requires a record, log whether each success criterion was met rather than a percentage. The [assessment types FAQ](/faq/assessment-types) explains which forms suit low-stakes checking.
`),
    },
    {
      question: 'How do I keep formative assessment manageable with several classes?',
      answer: md(`
Use checks that mark themselves or sort themselves, and read patterns rather than every answer in depth. A quiz or a vote shows you the spread of a class in seconds; reserve detailed written feedback for the pieces of work that matter most.

Keep each class in its own space so results do not get mixed up. Assessa plans differ in how many classes you can set up: 1 class on Free, 5 classes on Advanced and 50 classes on Pro. [Step 2: Set up classes and groups](/best-practice/step2) and the article on [smart classroom organisation](/blog/smart-classroom-organization) show a practical setup.
`),
    },
    {
      question: 'How can I track progress over time?',
      answer: md(`
Keep the evidence from each check linked to the teaching goal it measured, and compare the same goal across several checks rather than comparing unrelated tasks.

In Assessa, activity metadata and scores remain after an activity expires, and [Step 11: Track results and progress](/best-practice/step11) shows how to review them. Advanced multi-year progress tracking is on the roadmap with the status In progress, so plan your tracking around a single school year for now.
`),
    },
    {
      question: 'How do I make AI-drafted feedback sound like me?',
      answer: md(`
Train the AI on examples of your own assessments and feedback. Assessa learns your style from DOCX files or Google Docs that you provide.

Choose documents that show how you really write to students, including the phrases you use and the length you prefer. Training documents must be text only and under 10MB; separate individual assessments inside one document with at least three blank lines, and use no gaps of that size anywhere else. [Step 4](/best-practice/step4) explains the upload, and training finishes with a green success message and the date and time of the last synchronisation.
`),
    },
  ],
  seo: {
    title: 'Formative assessment strategies FAQ',
    description:
      'Quick checks, success criteria, feedback students act on, self- and peer-assessment, and how AI can support formative assessment in class.',
  },
})
