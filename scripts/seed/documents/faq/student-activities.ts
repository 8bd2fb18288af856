import { defineSeed } from '../../lib/types'
import { seedId } from '../../lib/ids'
import { md } from '../../lib/md'

export default defineSeed('faqTopic', seedId.faqTopic('student-activities'), {
  title: 'Student activities',
  slug: 'student-activities',
  excerpt:
    'Quizzes, questionnaires, team projects, anonymous voting and keyword collectors: how each activity works, how students join by QR code, and what happens to their submissions.',
  hero: {
    badge: 'Activities',
    title: 'Student activities: quizzes, projects, votes and more, shared by QR code',
    description:
      'Assessa runs five interactive activity types that students join by scanning a QR code, with no student accounts. Here you will find how each type works, which files students can submit, who can see them, and what happens when an activity reaches its due date.',
  },
  heroMeta: 'Five activity types, no student accounts',
  overview: {
    learn: [
      'What each of the five activity types is for and when to choose it',
      'How QR code sharing works and why students need no accounts',
      'Which question formats quizzes support, including time limits',
      'What happens to submissions and scores after an activity expires',
      'How many activities each plan includes per month',
    ],
    benefits: [
      'Start an activity in the time it takes students to take out a phone or tablet',
      'Hear from every student, including those who rarely raise a hand',
      'Collect project work in one place instead of through e-mail attachments',
      'Know exactly who can see student files and for how long they are kept',
    ],
  },
  questions: [
    {
      question: 'Which activities can I run with Assessa?',
      answer: md(`
Assessa offers five activity types:

- **Quiz**: multiple choice, true/false and checkbox questions, with optional time limits.
- **Questionnaire**: questions that gather opinions, reflections and feedback rather than right answers.
- **Team project**: group work submitted as text and PDF.
- **Anonymous voting**: a quick poll where students respond without their names attached.
- **Keyword collector**: every student contributes words or short phrases on a prompt.

All five are shared by QR code and need no student accounts. [Step 8](/best-practice/step8) and [Step 9](/best-practice/step9) of the tutorial cover setting them up.
`),
    },
    {
      question: 'Do my students need accounts to take part?',
      answer: md(`
No. Students join every activity by scanning its QR code, so there is nothing for them to register, remember or reset.

This removes the log-in problems that eat into lesson time and means Assessa collects less personal data about your students. It also makes activities practical for a cover lesson or a one-off workshop where setting up accounts would never pay off. [Step 10: Share activities by QR code](/best-practice/step10) shows the process from the teacher's side.
`),
    },
    {
      question: 'How do I share an activity with my class?',
      answer: md(`
Create the activity, then display its QR code on the board or projector. Students scan it with a phone or tablet camera and go straight into the activity.

Leave the code on screen until everyone is in, and have one or two shared devices ready for students without their own. Tell students what the activity is for before they scan, so they arrive ready to answer rather than curious about what will appear.
`),
    },
    {
      question: 'What is the difference between a quiz and a questionnaire?',
      answer: md(`
A quiz checks what students know and has right and wrong answers; a questionnaire asks what students think, feel or have experienced and usually has no correct answer.

Choose a quiz to test understanding of a topic you have just taught. Choose a questionnaire to gather opinions before a unit, find out how confident students feel, or collect feedback on your own teaching. Mixing the two in one activity blurs the purpose, so run them separately. The [formative assessment article](/blog/formative-assessment) has examples of each.
`),
    },
    {
      question: 'Which question formats can I use in a quiz?',
      answer: md(`
Quizzes support multiple choice, true/false and checkbox questions, and you can set time limits.

Multiple choice suits questions with one best answer and plausible distractors. True/false is quick for checking a single statement or misconception. Checkbox questions let students select every correct option, which is useful when a concept has several features. Time limits add pace to a review game, but leave them off when you want students to read carefully or when the class includes learners who need more time.
`),
    },
    {
      question: 'How do team projects work?',
      answer: md(`
You create a team project, students join by QR code, and each team submits its work as text and as a PDF. You then review the submissions and give feedback.

Projects work best when every team knows the deliverable, the deadline and the criteria from the start. Set the due date in the activity, since it decides when the project expires. The article on [collaborative learning](/blog/collaborative-learning) covers role allocation, and [Step 9](/best-practice/step9) covers the setup.
`),
    },
    {
      question: 'What files can students submit?',
      answer: md(`
Students can submit PDF files only, and each file must be under 5MB. Team projects also accept text typed directly into the activity.

Ask students to export their work to PDF before the lesson and to check the file size, because scanned pages and large images are the usual reason a file is too big. A short reminder in the activity instructions saves a lot of troubleshooting on the day.
`),
    },
    {
      question: 'Is anonymous voting really anonymous?',
      answer: md(`
Yes, that is the purpose of the activity type: students vote without their names attached to their choice, so they can answer honestly.

Use anonymous voting when social pressure would distort the answer, for example "How confident do you feel about this topic?" or "Which part of the lesson was hardest?" When you need to follow up with individual students, use a quiz or questionnaire instead. The [student engagement techniques FAQ](/faq/student-engagement-techniques) has more ideas for drawing out quieter students.
`),
    },
    {
      question: 'What is a keyword collector, and when should I use it?',
      answer: md(`
A keyword collector asks every student to contribute a word or short phrase on a prompt, and gathers all the contributions in one place.

It works well at the start of a topic ("What do you already know about volcanoes?"), as a vocabulary check mid-lesson, or as a one-word summary at the end. Because everyone contributes, you see the whole class's thinking rather than the three students who always answer first. The article on [fun activity suggestions](/blog/fun-activity-suggestions) has more prompts to try.
`),
    },
    {
      question: 'What happens when an activity reaches its due date?',
      answer: md(`
The activity expires after its due date, and students can no longer take part. Submitted PDFs are deleted 30 days after expiry, while the activity's metadata and scores remain.

Give your feedback on submitted work while the files are still available, and set due dates with that 30-day window in mind. QR data is kept for the life of the activity plus 30 days. The [privacy policy](/privacy-policy) lists every retention period.
`),
    },
    {
      question: 'Who can see the files my students submit?',
      answer: md(`
Only you, as the teacher, and the students can access submitted files.

That rule applies to every activity type that collects files. Schools using Assessa do so under an organisation account with a [data processing agreement](/dpa), which sets out how student data is handled and who the data protection contact is.
`),
    },
    {
      question: 'How many activities can I run each month?',
      answer: md(`
Free includes 5 activities per month, Advanced 25 activities per month and Pro 125 activities per month. All plans include all five activity types.

Class limits also differ: 1 class with 20 students per class on Free, 5 classes with 40 students per class on Advanced, and 50 classes with 80 students per class on Pro. When you reach a limit, existing activities and results stay viewable and only new activities over the limit are blocked. See [pricing](/pricing) for the full table.
`),
    },
    {
      question: 'Where do I see the results of an activity?',
      answer: md(`
Results appear in the activities area of Assessa once students have responded, where you can review scores, submissions and responses. [Step 11: Track results and progress](/best-practice/step11) walks through it.

Use the results to decide your next move: reteach, group students by need, or move on. Turning results into an assessment is a manual step today; instant assessments after activities is on the roadmap with the status Planned.
`),
    },
  ],
  seo: {
    title: 'Student activities FAQ: quizzes, votes, projects',
    description:
      'How Assessa quizzes, questionnaires, team projects, anonymous voting and keyword collectors work, shared by QR code with no student accounts.',
  },
})
