import { defineSeed } from '../../lib/types'
import { seedId } from '../../lib/ids'
import { md } from '../../lib/md'

export default defineSeed('faqTopic', seedId.faqTopic('assessment-types'), {
  title: 'Assessment types',
  slug: 'assessment-types',
  excerpt:
    'Which assessment forms Assessa works with, when to choose an exit ticket, a skills checklist or project feedback, and how generated assessments are refined and rated.',
  hero: {
    badge: 'Assessment',
    title: 'Assessment types: choosing the right form for the evidence you need',
    description:
      'Every assessment form answers a different question about learning. This page explains the forms Assessa works with, when each one is the better fit, and how a generated assessment becomes one you are happy to hand back to a student.',
  },
  heroMeta: 'Eight assessment forms, five activity types, one workflow',
  overview: {
    learn: [
      'The eight assessment forms in Assessa and the job each one does best',
      'How to match an assessment form to the evidence you want from students',
      'How personalised feedback is generated, refined in the chat and rated from 1 to 5 stars',
      'Where quizzes, team projects and photos of student work fit into assessment',
      'Which assessment features are available now and which are still on the roadmap',
    ],
    benefits: [
      'Pick an assessment form in seconds instead of defaulting to the same worksheet',
      'Give students feedback that names what they did and what to do next',
      'Keep your own judgement in charge of every assessment that leaves your desk',
      'Plan your monthly AI requests around the assessments you actually run',
    ],
  },
  questions: [
    {
      question: 'What types of assessment can I create with Assessa?',
      answer: md(`
Assessa works with eight assessment forms: written feedback, reflection questions, bullet point summary, exit ticket, project feedback, discussion prompt, skills checklist and goal setting. Each one can be generated with personalised feedback and then adjusted in the chat.

Alongside these forms, the platform runs five interactive activities (quiz, questionnaire, team project, anonymous voting and keyword collector) that collect evidence in class. The [tutorial overview](/best-practice) lists every form with a short description, and [Step 5: Generate your first assessment](/best-practice/step5) walks you through creating one.
`),
    },
    {
      question: 'How do I decide which assessment form to use?',
      answer: md(`
Start from the evidence you need, not from the form. Ask what you want to know about your students by the end of the lesson, then choose the form that produces that evidence with the least effort for them and for you.

- Checking recall of a fact or procedure: a quiz or an exit ticket.
- Understanding how a student is thinking: reflection questions or a discussion prompt.
- Judging a practical skill: a skills checklist.
- Responding to an extended piece of work: written feedback or project feedback.
- Helping students own their next step: goal setting.

For a worked example of this decision in a real week of teaching, read [the complete teacher workflow](/blog/complete-teacher-workflow).
`),
    },
    {
      question: 'When should I use an exit ticket instead of reflection questions?',
      answer: md(`
Use an exit ticket when you need a quick, comparable snapshot of the whole class before the next lesson; use reflection questions when you want to understand how individual students reached their answers.

An exit ticket is short and focused on one learning point, so you can sort responses into "got it", "nearly" and "not yet" in a few minutes. Reflection questions take longer to answer and to read, but they reveal misconceptions and confidence levels that a single right-or-wrong item hides. Many teachers use exit tickets daily and reflection questions at the end of a unit. The [formative assessment strategies FAQ](/faq/formative-assessment-strategies) covers how to act on what both forms tell you.
`),
    },
    {
      question: 'How is a skills checklist different from written feedback?',
      answer: md(`
A skills checklist records whether specific, observable skills are present; written feedback explains in sentences what a student did well and what to improve.

Checklists are fast to complete and easy for students to read, which makes them a good fit for practical tasks, lab work or presentations where the criteria are clear in advance. Written feedback is better when the quality of the work depends on judgement, such as an essay argument or a design choice. A common pattern is to use the checklist during the task and add a short piece of written feedback on the one item that matters most for the student's next attempt.
`),
    },
    {
      question: 'What do bullet point summaries and discussion prompts add?',
      answer: md(`
A bullet point summary asks students to condense what they learned into a few key points, which shows you quickly whether they can tell the essential from the incidental. A discussion prompt opens a question for pairs, groups or the whole class to argue through.

Both are low-stakes and work well in the middle of a unit. Summaries are useful before a test or at the end of a reading, while discussion prompts surface reasoning you would not see in written answers. Combine a discussion prompt with a [keyword collector](/faq/student-activities) to capture the ideas the class produces.
`),
    },
    {
      question: 'What does personalised feedback mean in Assessa?',
      answer: md(`
Personalised feedback is written for the individual student and their work, not copied from a generic comment bank. Assessa generates assessments with this feedback built in, in the style it has learned from your own training documents.

The more representative your training documents are, the closer the feedback sounds to the way you already write. Upload DOCX files or Google Docs with examples of your real assessments, as explained in [Step 4: Train the AI on your documents](/best-practice/step4) and in the article on [AI training for teachers](/blog/ai-training-for-teachers).
`),
    },
    {
      question: 'Can I change an assessment after Assessa generates it?',
      answer: md(`
Yes. Every generated assessment can be refined through a chat interface: you describe the change in plain words and the assessment is revised, without starting again from a blank page.

Typical requests are "make the tone warmer", "shorten this to three points", "add a question about the second paragraph" or "focus the feedback on structure rather than spelling". Keep refining until the assessment says what you would say. [Step 6: Refine and rate assessments in the chat](/best-practice/step6) shows the full loop.
`),
    },
    {
      question: 'Why should I rate assessments from 1 to 5 stars?',
      answer: md(`
The star rating is your quality record: it captures how well each generated assessment matched what you needed, on a scale from 1 to 5 stars.

Rating consistently gives you a quick view of which assessment forms and which instructions work best for your classes, and it makes it obvious when a training document or a teaching goal needs attention. A useful habit is to rate only after you have finished refining, so the score reflects the version your students actually receive.
`),
    },
    {
      question: 'Can I add a photo of student work as context for an assessment?',
      answer: md(`
Yes. You can add a photo to give the assessment context, for example a page from an exercise book or a picture of a model a student built. Photos must be PNG, JPG or JPEG and under 1MB after compression.

Assessa compresses each photo to at most 1000x1000 pixels, so take the picture close to the work, in good light and without background clutter. Text that is readable on your phone screen at that size is usually readable for the assessment too.
`),
    },
    {
      question: 'How do quizzes fit into assessment?',
      answer: md(`
Quizzes are the fastest way to collect comparable evidence from a whole class. Assessa quizzes support multiple choice, true/false and checkbox questions, with optional time limits, and students join by QR code without accounts.

Use true/false for a quick check of common misconceptions, multiple choice when you want the wrong options to tell you which misconception a student holds, and checkbox questions when more than one answer is correct. Set up your first one with [Step 8: Run quizzes and questionnaires](/best-practice/step8).
`),
    },
    {
      question: 'How can I assess a team project fairly?',
      answer: md(`
Assess the shared product and each student's contribution separately. In Assessa, a team project can collect text and PDF submissions, and the project feedback form gives you a structure for commenting on the result.

Agree the criteria with the class before they start, ask each team to record who did what, and add a short individual reflection at the end. PDF submissions must be under 5MB. For ways to design the collaboration itself, read [collaborative learning](/blog/collaborative-learning) and [Step 9](/best-practice/step9).
`),
    },
    {
      question: 'How many assessments can I generate each month?',
      answer: md(`
It depends on your plan's monthly AI requests: 15 requests per month on Free, 150 requests per month on Advanced and 1,500 requests per month on Pro. Every plan has the same features; only the limits differ.

Refining in the chat is AI work too, so when you estimate your month, count the refinements you usually make as well as the first drafts. Unused requests do not carry over to the next month. If you reach the limit, Assessa shows a message naming it and offers an upgrade, and everything you have already created stays viewable. Compare the allowances on [pricing](/pricing).
`),
    },
    {
      question: 'Will Assessa create assessments automatically after an activity?',
      answer: md(`
Not yet. Instant assessments after activities is on the Assessa roadmap with the status Planned, so it is not part of the product today.

At the moment you run the activity, review the results, and then generate the assessment yourself with those results in mind. Advanced multi-year progress tracking is also on the roadmap (In progress). [Step 11: Track results and progress](/best-practice/step11) describes what you can see after an activity right now.
`),
    },
    {
      question: 'Does an AI-generated assessment replace my professional judgement?',
      answer: md(`
No. Assessa drafts the assessment; you decide whether it is accurate, fair and ready for a student to read.

Read every generated assessment before it goes out, check it against the work and the teaching goal, and refine anything that does not sound right. The article on [advanced AI assessment generation](/blog/ai-assessment-generation-advanced) shows how experienced teachers phrase their requests so the first draft needs fewer changes.
`),
    },
  ],
  seo: {
    title: 'Assessment types FAQ',
    description:
      'Exit tickets, skills checklists, project feedback and more: how to choose an assessment form and how Assessa generates, refines and rates it.',
  },
})
