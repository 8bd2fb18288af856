import { defineSeed } from '../../lib/types'
import { seedId } from '../../lib/ids'

export default defineSeed('blogPost', seedId.blogPost('student-engagement'), {
  title: 'Student Engagement Beyond Busy: Getting Every Student Thinking in Your Lessons',
  slug: 'student-engagement',
  excerpt:
    'A quiet, busy classroom is not always an engaged one. Learn the three dimensions of engagement, how to notice when thinking has stopped, and four strategies that make participation the norm for every student, not just the keenest few.',
  category: 'Engagement Strategies',
  publishedAt: '2025-07-22',
  updatedAt: '2025-07-25',
  readTime: 6,
  image: {
    file: 'blog/student-engagement.png',
    alt: 'A flat, friendly illustration of a lively classroom in which every student holds up a mini whiteboard to answer the same question at once.',
  },
  hero: {
    badge: 'Student Engagement',
    title: 'Student engagement: moving from compliance to real thinking',
    description:
      'Students can look busy for a whole lesson without thinking hard about anything. This guide explains what engagement actually involves, how to spot it, and four strategies that give every student a reason to take part and a way to show their thinking.',
  },
  overview: {
    learn: [
      'The three dimensions of engagement: behavioural, emotional and cognitive',
      'Why compliance and engagement are so easy to confuse',
      'How all-student response routines can replace hands-up questioning',
      'Ways to use choice, relevance and student voice without losing structure',
      'Simple signals that tell you engagement is slipping during a lesson',
    ],
    benefits: [
      'More students answering, thinking and explaining in every lesson',
      'Early warning when a student is quietly withdrawing',
      'Lessons paced to hold attention through the whole period',
      'A classroom where students expect to be asked and to be heard',
    ],
  },
  whyItMatters: {
    heading: 'Why student engagement matters',
    intro:
      'Learning takes effort, and effort depends on whether students care about the task and believe they can succeed at it.',
    paragraphs: [
      "An engaged student is doing the mental work the lesson is meant to cause: comparing, explaining, predicting, checking. A disengaged student may still copy notes neatly and stay quiet, which is why disengagement often goes unnoticed until a test or a parents' evening reveals it.",
      'Engagement also compounds. Students who take part early in a lesson are more likely to stay with it, ask questions and recover from mistakes. Students who stay silent for one lesson find it easier to stay silent in the next, and over a term that pattern becomes part of how they see themselves in your subject.',
      'For teachers, engagement is the earliest indicator available. You cannot see understanding directly, but you can see who is answering, who is avoiding and what kind of thinking the task demands. Paying attention to those signals lets you adjust a lesson while it is still happening.',
    ],
  },
  understanding: {
    heading: 'Understanding student engagement',
    intro:
      'Engagement is often described in three connected dimensions. A lesson needs all three to work, and each calls for different moves from the teacher.',
    cards: [
      {
        icon: 'users',
        title: 'Behavioural engagement',
        description:
          'Participation you can observe: attending, following instructions, joining discussion and completing tasks. It is necessary but not sufficient, because compliance can look exactly like engagement.',
      },
      {
        icon: 'heart',
        title: 'Emotional engagement',
        description:
          'How students feel about the subject, the class and their teacher: interest, belonging and a sense that their contribution is valued. Anxiety and boredom both push it down.',
      },
      {
        icon: 'brain',
        title: 'Cognitive engagement',
        description:
          'The depth of thinking a task demands and a student invests: planning, questioning, connecting ideas and persisting when it gets hard. This is the dimension most closely tied to learning.',
      },
    ],
    howItWorks: [
      {
        title: 'Open with a question everyone answers',
        description:
          'Start with a short prompt every student must respond to, such as a prediction or a quick recall question, so participation is established from the first minute.',
      },
      {
        title: 'Break explanation into chunks',
        description:
          'Keep each stretch of explanation short and follow it with a task that makes students use what they have just heard.',
      },
      {
        title: 'Ask for reasoning, not just answers',
        description:
          "Follow a correct answer with 'How do you know?' or 'Would that always be true?' so students have to justify rather than guess.",
      },
      {
        title: 'Watch for the signals',
        description:
          'Scan for who has not spoken, who finished suspiciously fast and who has stopped writing. These are cues to change pace, difficulty or grouping.',
      },
      {
        title: 'Close by asking for student voice',
        description:
          'End by asking students what helped and where they got lost. Their answers shape the next lesson and show them that their view counts.',
      },
    ],
  },
  strategies: {
    heading: 'Four strategies to lift engagement in every lesson',
    intro: 'None of these needs special equipment. They work because they change who is expected to think and respond.',
    strategies: [
      {
        title: 'Replace hands-up with all-student response',
        description:
          'When only volunteers answer, the same few students carry the lesson. Ask every student to respond at once with mini whiteboards, cards or a quick digital quiz, then use the spread of answers to decide what to do next. Calling on named students after thinking time, rather than as a surprise, keeps everyone ready without putting anyone on the spot.',
        tip: "Announce 'Everyone will answer this one' before you ask, then allow ten seconds of silent thinking time before responses.",
      },
      {
        title: 'Offer structured choice',
        description:
          'Choice raises ownership, but open choice can paralyse students. Offer two or three routes to the same learning goal: for example, explain the water cycle as a labelled diagram, a short paragraph or a set of quiz questions for a classmate. The goal and the success criteria stay fixed; only the route changes.',
        tip: 'Keep a shortlist of three product formats for the term so students master each one, rather than inventing new options every lesson.',
      },
      {
        title: 'Frame content around real questions',
        description:
          'Relevance does not mean making every topic trendy. It means framing content around a genuine question, such as why bridges do not fall down or whether a historical decision was fair. A good question gives students a reason to want the knowledge before you hand it to them.',
        tip: "Write the lesson's big question on the board and return to it at the end, asking students to answer it with what they now know.",
      },
      {
        title: 'Give quieter students a safe way in',
        description:
          'Some students will never volunteer in front of the class, yet have plenty to say. Anonymous responses, written first thoughts and small-group rehearsal before whole-class sharing all lower the social cost of taking part. Once they see their ideas valued, many of these students begin to speak up openly.',
        tip: 'Collect one anonymous keyword from every student when starting a new topic, display the results and discuss the surprising ones first.',
      },
    ],
  },
  problem: {
    heading: 'The problem with traditional engagement tactics',
    intro:
      'Few lessons are unengaging by design. They drift there through habits that are hard to notice from the front of the room.',
    problems: [
      {
        icon: 'alert-triangle',
        title: 'Hands-up hides the silent majority',
        description:
          'A lively discussion among five students can feel like a successful lesson while the rest of the class has mentally left. The teacher hears only from those who chose to speak.',
      },
      {
        icon: 'timer',
        title: 'Long explanations lose the room',
        description:
          'Extended teacher talk without tasks asks students to hold attention with nothing to do. Even motivated students drift, and they rarely say so.',
      },
      {
        icon: 'refresh',
        title: 'Novelty wears off',
        description:
          'Games and gimmicks lift the energy for a lesson or two, but engagement built on surprise fades once students know the format, unless the task itself demands thinking.',
      },
    ],
  },
  solution: {
    heading: 'So what to do?',
    intro:
      'Build participation into the structure of every lesson and use quick, low-effort ways to hear from every student.',
    advantages: [
      {
        icon: 'users',
        title: 'Every student answers',
        description:
          'Routines in which the whole class responds make participation the default rather than the exception.',
      },
      {
        icon: 'vote',
        title: 'Room for honest answers',
        description:
          'Anonymous voting lets students share a view or admit confusion without worrying how it looks to their classmates.',
      },
      {
        icon: 'key',
        title: 'A snapshot of the whole class',
        description:
          "A keyword collector gathers everyone's first thoughts on a topic in one view, which makes a strong lesson opener.",
      },
      {
        icon: 'timer',
        title: 'Better pacing',
        description:
          'Short timed quizzes between chunks of explanation keep attention high and break up long stretches of listening.',
      },
      {
        icon: 'trending-up',
        title: 'Earlier warning signs',
        description:
          'Seeing who has and has not responded helps you notice quiet withdrawal before it hardens into a pattern.',
      },
      {
        icon: 'lightbulb',
        title: 'Fresh ideas when routines go stale',
        description:
          'Suggested lesson activities give you a different way into the same goal when a familiar routine has stopped working.',
      },
    ],
    whyProduct:
      'Assessa makes all-student response practical in any lesson. Timed quizzes, questionnaires, anonymous votes and keyword collectors all open from a QR code, so the whole class can respond within seconds and nobody has to create an account. The platform suggests lesson activities and includes a lesson planner for sequencing them, and the personalised feedback in generated assessments keeps students invested after the bell by showing each of them where to go next. Assessa supports 25+ languages.',
  },
  seo: {
    title: 'Student Engagement Strategies for Every Lesson',
    description:
      'Move from compliance to real thinking: the three dimensions of student engagement and four strategies that get every student participating.',
  },
})
