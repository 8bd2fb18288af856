import { defineSeed } from '../../lib/types'
import { seedId } from '../../lib/ids'
import { md } from '../../lib/md'

export default defineSeed('faqTopic', seedId.faqTopic('student-engagement-techniques'), {
  title: 'Student engagement techniques',
  slug: 'student-engagement-techniques',
  excerpt:
    'Techniques that get every student thinking, not just the confident few: whole-class responses, anonymous votes, timed quizzes, group roles, goal setting and routines that hold attention.',
  hero: {
    badge: 'Engagement',
    title: 'Student engagement techniques that involve the whole class',
    description:
      'Engagement is not about entertainment; it is about every student thinking hard about the right thing. These answers cover techniques for drawing in quieter students, keeping attention through a long lesson, and using interactive activities and feedback to build motivation.',
  },
  heroMeta: 'Ideas you can try in your next lesson',
  overview: {
    learn: [
      'What engagement looks like when it is about learning rather than activity',
      'How to get responses from every student, including the quiet ones',
      'How to use quizzes, votes and keyword collectors without losing focus',
      'How feedback and goal setting build motivation over time',
      'How routines make engagement possible in the first place',
    ],
    benefits: [
      'Hear from the whole class in every lesson, not the same few hands',
      'Keep attention through longer lessons with purposeful changes of activity',
      'Turn phones and tablets into a learning tool with clear routines',
      'Help students see their own progress and want to make more',
    ],
  },
  questions: [
    {
      question: 'Which engagement techniques work best in a typical classroom?',
      answer: md(`
The most reliable techniques are the ones that require every student to respond: whole-class answers, short structured discussion, and quick activities where everyone contributes. They work because nobody can sit back and let others do the thinking.

Combine them with clear goals, so students know why they are doing the task, and with feedback, so they can see their effort paying off. The article on [student engagement](/blog/student-engagement) explores these principles in more depth.
`),
    },
    {
      question: 'How do I get quieter students to take part?',
      answer: md(`
Lower the cost of answering. Quieter students often know the answer but do not want to be wrong in front of others, so give them ways to respond that are private or shared by everyone at once.

Anonymous voting and keyword collectors are good starting points, because no single answer stands out. Give thinking time before any spoken answer, let students rehearse with a partner first, and praise the reasoning as well as the correct answer. Over time, move from anonymous responses to named ones as confidence grows.
`),
    },
    {
      question: 'Do quizzes with time limits help or hurt engagement?',
      answer: md(`
Both, depending on the purpose. A timed quiz adds energy to a review of material students already know; on new or difficult material the pressure can shut down the students who most need to think.

Assessa quizzes let you set time limits or leave them off. Use timed rounds for recall and revision, and untimed questions when you want careful reasoning. Keep the stakes low in either case, so a fast wrong answer becomes a conversation rather than an embarrassment. [Step 8](/best-practice/step8) covers quiz setup.
`),
    },
    {
      question: 'How can I use a keyword collector to open a topic?',
      answer: md(`
Ask a short, open prompt at the start, such as "One word you connect with the French Revolution", and let every student answer through a keyword collector. Then read the collected words aloud and build the lesson from them.

This shows students that their ideas shape the lesson, and it shows you what the class already knows and which misconceptions to address. Repeat the same prompt at the end of the topic, so students can see how their vocabulary has grown.
`),
    },
    {
      question: 'How does group work improve engagement?',
      answer: md(`
Well-designed group work gives every student a reason to contribute: a role, a share of a task that cannot be finished without them, and a product the group presents or submits.

Poorly designed group work does the opposite, letting one student carry the rest. Assign roles, keep groups to three or four, and set clear checkpoints. An Assessa team project collects each group's work as text and PDF in one place; the article on [collaborative learning](/blog/collaborative-learning) covers role design in detail.
`),
    },
    {
      question: 'How do I keep students engaged through a long lesson?',
      answer: md(`
Change the type of activity every so often, and make each change purposeful: explain, then practise, then check, then discuss. Attention drops during long stretches of the same thing, not because the content is hard.

Build in short whole-class responses between segments, such as a one-question vote or a quick quiz, to pull attention back and show you who needs help. The Assessa lesson planner suggests lesson activities you can slot into a long lesson; see [Step 7](/best-practice/step7).
`),
    },
    {
      question: 'How does personalised feedback affect motivation?',
      answer: md(`
Students work harder when feedback shows that someone has looked at their work and tells them something they can act on. Generic comments such as "good effort" give them nothing to do.

Personalised feedback names what the student did well and one clear next step, which makes progress feel achievable. Assessa generates assessments with personalised feedback that you refine in the chat, so each student gets comments about their own work without you writing every sentence from scratch. See the [assessment types FAQ](/faq/assessment-types) for the forms available.
`),
    },
    {
      question: 'How can goal setting help students take ownership of their learning?',
      answer: md(`
When students choose a specific target and check their progress against it, learning becomes something they do rather than something done to them.

Keep student goals small and concrete ("use evidence in every paragraph this week"), link them to your teaching goals, and revisit them regularly. Goal setting is one of the eight assessment forms in Assessa, which makes it easy to build into the end of a unit. The article on [teaching goals management](/blog/teaching-goals-management) shows how teacher and student goals fit together.
`),
    },
    {
      question: 'Will phones in class distract students during QR code activities?',
      answer: md(`
They can, which is why the routine matters more than the technology. Agree simple rules: devices come out when the QR code appears, go face down when the activity ends, and stay away otherwise.

Practise the routine a few times until it becomes automatic. Students need no accounts to join Assessa activities, so the time between scanning and starting is short, which leaves less room for drifting off-task. The article on [classroom management](/blog/classroom-management) has more on building routines.
`),
    },
    {
      question: 'What if some students do not have a device?',
      answer: md(`
Plan for it from the start. Pair students who have no device with a partner, keep one or two shared devices in the room, or choose a team activity where one device per group is enough.

Make sharing normal rather than an exception, for example by running some quizzes in pairs on purpose so students discuss each answer. Team projects are built around groups rather than individuals, which makes them a natural fit for classes with fewer devices.
`),
    },
    {
      question: 'How can I tell whether my engagement techniques are working?',
      answer: md(`
Look at participation and at learning. Participation tells you how many students responded; learning tells you whether their responses improved. Both matter, and an activity with high participation and no learning gain is entertainment.

Compare results from checks on the same goal over several lessons, and ask students directly with an anonymous vote which activities helped them learn. [Step 11: Track results and progress](/best-practice/step11) shows where activity results appear in Assessa.
`),
    },
    {
      question: 'How do classroom routines support engagement?',
      answer: md(`
Routines free attention for learning. When students know exactly how a lesson starts, how to join an activity and what to do when they finish, they spend their energy on the task instead of on working out what is happening.

Teach each routine explicitly, practise it, and keep it the same across lessons. Routines for transitions between activities are especially worth the effort, because that is when attention is most often lost. The article on [smart classroom organisation](/blog/smart-classroom-organization) suggests routines that work with digital activities.
`),
    },
    {
      question: 'Can I engage students in their own language?',
      answer: md(`
Yes. Assessa supports 25+ languages, so you can work in the language your class learns in rather than translating everything yourself.

For multilingual classes, consider letting students use their strongest language for brainstorming, such as a keyword collector, before moving to the language of instruction for the final task. Feedback students can read easily is feedback they are more likely to act on.
`),
    },
  ],
  seo: {
    title: 'Student engagement techniques FAQ',
    description:
      'Techniques that involve every student: anonymous votes, keyword collectors, timed quizzes, group roles, goal setting, feedback and routines.',
  },
})
