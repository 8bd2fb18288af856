import { SINGLETON_IDS } from '@assessa/schemas/constants'
import { defineSeed } from '../../lib/types'
import { md } from '../../lib/md'

export default defineSeed('aboutPage', SINGLETON_IDS.aboutPage, {
  hero: {
    title: 'Built by a teacher, for the time teachers do not have',
    subtitle:
      'Assessa exists to give teachers back the hours that go into writing feedback, without taking away the judgement and care that make feedback worth reading.',
  },
  whatItIs: {
    heading: 'What Assessa is',
    body: md(`
Assessa is an AI platform for formative assessment. You train it on assessments you have already written, as DOCX files or Google Docs, and it learns how you give feedback. From then on it drafts new assessments with personalised feedback in eight forms, from written feedback and exit tickets to skills checklists and goal setting, and you refine each draft in a chat until it says what you want it to say.

Around the assessments sit the tools a teacher needs to act on them: classes and groups, teaching goals you can mark active or inactive, a lesson planner with suggested lesson activities, and five kinds of live activities (quizzes, questionnaires, team projects, anonymous voting and keyword collectors) that students join by QR code without creating an account.

Sign-up is free, Assessa works in 25+ languages, and every plan includes every feature. The plans differ only in their limits, which are set out on the [pricing page](/pricing).
`),
  },
  founderStory: {
    heading: 'Why Assessa exists',
    body: md(`
I taught secondary English for years, and the part of the job I cared about most was also the part I had least time for. A set of essays meant a weekend of comments. By the thirtieth script my feedback was shorter and vaguer than it had been for the first, and the students who needed the most guidance often got the least.

I tried templates and comment banks, and later general-purpose AI tools. The templates sounded like nobody in particular, and the AI tools sounded like nobody I knew. What I wanted was help that had read my own feedback and could write the first draft the way I would, leaving me to check it, sharpen it and add what only I knew about the student.

That is what Assessa started as: a way to train an assistant on my own assessments. Colleagues asked for classes, goals and quick activities their students could join without yet another log-in, and the platform grew from there. The principle has not changed. The teacher stays the author, and the tool does the part that should never have taken a whole weekend.
`),
    founderName: 'Elena Marković',
    founderRole: 'Founder, former secondary school teacher',
  },
  mission: {
    heading: 'Our mission',
    body: md(`
Our mission is to make personalised, formative feedback something every teacher can give to every student, every week, not only when there happens to be time. We do that by letting teachers hand over the first draft while keeping every decision that matters in their own hands.

We build for the way teaching actually works: with real classes, real data protection duties and real limits on time. That is why schools get organisation accounts with a data processing agreement, why students never need an account to take part in an activity, and why every plan has every feature.
`),
  },
  values: {
    heading: 'What we value',
    intro: 'Six values guide what we build, what we leave out and how we work with the teachers who use Assessa.',
    items: [
      {
        icon: 'zap',
        title: 'Efficiency',
        description:
          'Every feature has to save a teacher time in a real week of teaching. If it adds clicks without removing work, it does not ship.',
      },
      {
        icon: 'refresh',
        title: 'Constant adaptation',
        description:
          'Classrooms, curricula and tools change. We adapt the platform as they do, and Assessa adapts to each teacher through the documents they train it on.',
      },
      {
        icon: 'compass',
        title: 'Purpose-driven',
        description:
          'We measure ourselves by one question: does this help students get better feedback and help teachers give it? Features that do not serve that purpose stay off the roadmap.',
      },
      {
        icon: 'lightbulb',
        title: 'Innovation',
        description:
          'We use AI where it genuinely helps, such as learning a teacher’s style or drafting feedback, and keep the teacher in control of what reaches students.',
      },
      {
        icon: 'heart',
        title: 'Teacher partnership',
        description:
          'Teachers shaped Assessa from the start. The feedback form on this page and the conversations behind it decide much of what we work on next.',
      },
      {
        icon: 'trending-up',
        title: 'Continuous improvement',
        description:
          'We improve in small, steady steps and tell you what is coming. Our roadmap shows each planned feature and where it stands, so you know what to expect.',
      },
    ],
  },
  feedbackSection: {
    heading: 'Help us shape Assessa',
    intro:
      'Tell us what works for you, what gets in your way and what you would like to see next. Rate your experience and leave a message for the team.',
  },
  seo: {
    title: 'About Assessa: built by a teacher for teachers',
    description:
      'Why Assessa exists, what it does for teachers, our mission and the six values behind how we build AI assessment tools for the classroom.',
  },
})
