import { defineSeed } from '../../lib/types'
import { seedId } from '../../lib/ids'

export default defineSeed('blogPost', seedId.blogPost('formative-assessment'), {
  title: 'Formative Assessment with AI: Checking Understanding While There Is Still Time to Act',
  slug: 'formative-assessment',
  excerpt:
    'Formative assessment means using evidence of learning to adjust teaching before the unit ends. See how hinge questions, exit tickets and forward-looking feedback work, and where AI can take the drafting load off teachers.',
  category: 'AI in Education',
  publishedAt: '2025-07-27',
  updatedAt: '2025-07-30',
  readTime: 7,
  image: {
    file: 'blog/formative-assessment.png',
    alt: 'A flat, friendly illustration of a teacher sorting exit ticket cards into three piles while a laptop beside her shows short feedback notes for each student.',
  },
  hero: {
    badge: 'Formative Assessment',
    title: 'Formative assessment with AI: evidence of learning you can act on tomorrow',
    description:
      'Formative assessment is less about grades and more about decisions: what to reteach, who needs support and who is ready to move on. This guide covers the core cycle, four practical techniques and how AI can speed up writing checks and feedback without taking the judgement away from you.',
  },
  overview: {
    learn: [
      'The difference between formative and summative assessment, and why timing matters',
      'The three questions at the heart of every formative cycle',
      'How to write hinge questions and exit tickets that reveal misconceptions',
      'What makes feedback useful enough that students act on it',
      'Which parts of the cycle AI can support and which stay with the teacher',
    ],
    benefits: [
      'Spot misunderstandings well before an end-of-unit test would show them',
      'Spend planning time on reteaching decisions instead of drafting questions',
      'Give students feedback they can use on the very next task',
      'Build a habit of short, low-stakes checks that students stop fearing',
    ],
  },
  whyItMatters: {
    heading: 'Why formative assessment matters',
    intro:
      'A test at the end of a unit tells you what happened. Formative assessment tells you what is happening, while you can still change it.',
    paragraphs: [
      'Teaching always runs ahead of evidence. You explain a concept, most faces look attentive, and the class moves on. Without a quick check, the first sign that a third of the class misunderstood may be the unit test, when the sequence of lessons is finished and the misconception has had weeks to settle in.',
      'Formative assessment closes that gap. A two-minute check at the end of a lesson, one well-designed question in the middle of it, or a short reflection after homework gives you evidence while the topic is still live. The point is not to record a mark but to decide what happens next: revisit, regroup or move on.',
      'It also changes how students see assessment. When checks are frequent, short and followed by useful comments rather than a grade, students begin to treat them as part of learning. They become more willing to show what they do not yet understand, which is exactly the information a teacher needs.',
    ],
  },
  understanding: {
    heading: 'Understanding formative assessment',
    intro:
      'Formative assessment is a cycle, not a single activity. It rests on three questions: where is the learner going, where are they now, and how do they close the gap?',
    cards: [
      {
        icon: 'target',
        title: 'Clear learning intentions',
        description:
          'Students and teacher share a precise picture of what success looks like in this lesson. Without it, neither side can judge how far there is still to go.',
      },
      {
        icon: 'clipboard-check',
        title: 'Evidence gathered during learning',
        description:
          'Short checks, questions and observations collected while the topic is being taught. Their value lies in being quick enough to act on the same day or in the next lesson.',
      },
      {
        icon: 'refresh',
        title: 'Feedback and adjustment',
        description:
          'Students receive comments that tell them what to do next, and the teacher adapts the plan for the whole class or for small groups according to what the evidence shows.',
      },
    ],
    howItWorks: [
      {
        title: 'Share the learning intention',
        description:
          'Open the lesson by stating what students should be able to do by the end, in language they understand, with an example of what good work looks like.',
      },
      {
        title: 'Teach, then check with a hinge question',
        description:
          'At the turning point of the lesson, ask one multiple-choice question whose wrong answers each reveal a specific misconception, and have every student respond at the same time.',
      },
      {
        title: 'Decide on the spot',
        description:
          'If nearly everyone answers correctly, move on. If answers split, reteach with a different explanation, or group students by the misconception their answer revealed.',
      },
      {
        title: 'Close with an exit ticket',
        description:
          "In the final minutes, students answer one or two questions on the lesson's core idea. Sort the responses into 'got it', 'nearly' and 'not yet' piles.",
      },
      {
        title: 'Feed back and plan the next lesson',
        description:
          'Return brief, specific comments before or at the start of the next lesson, and build its opening around what the exit tickets showed.',
      },
    ],
  },
  strategies: {
    heading: 'Four formative assessment techniques to try this week',
    intro:
      'Each of these takes less than ten minutes of lesson time. The skill lies in writing good questions and acting on the answers.',
    strategies: [
      {
        title: 'Hinge questions with diagnostic distractors',
        description:
          'A hinge question is a single multiple-choice item placed where the lesson turns. Each wrong option matches a common misconception, so the pattern of answers tells you not only how many students are confused but how. Because everyone answers at once, you avoid judging the whole class by the two students who put their hands up.',
        tip: 'Write the wrong answers first: list the three mistakes you saw most often last year, then build the question around them.',
      },
      {
        title: 'Exit tickets tied to one learning intention',
        description:
          "An exit ticket asks students to show, in a minute or two, whether they reached today's goal. The best ones target a single idea and ask students to apply it, not just recall a definition. Reading a class set of short responses takes minutes and gives you a clear starting point for tomorrow.",
        tip: "Pair one application question with one confidence question, such as 'How sure are you, from 1 to 5?', and compare performance with self-assessment.",
      },
      {
        title: 'Feedback that asks for action',
        description:
          "Feedback works when students have to do something with it. Instead of a comment such as 'good effort', point to one specific improvement and set a small task: rewrite the conclusion using evidence from paragraph two, or correct the second step of the calculation. Give lesson time for the response so the loop actually closes.",
        tip: 'Begin the next lesson with ten minutes of feedback response time, in which students act on their comments before any new content.',
      },
      {
        title: 'Self- and peer-assessment against criteria',
        description:
          "When students judge work against clear success criteria, they internalise what quality looks like. Give them annotated examples, then ask them to assess their own draft or a partner's before you do. Their judgements also reveal whether they understand the criteria themselves.",
        tip: 'Use a traffic-light code in the margin: green for met, amber for partly met, red for not yet, with one sentence explaining each amber or red.',
      },
    ],
  },
  problem: {
    heading: 'The problem with formative assessment done by hand',
    intro:
      'Teachers broadly agree that frequent checks and feedback help learning. The obstacle is rarely belief; it is time.',
    problems: [
      {
        icon: 'pen',
        title: 'Good questions are slow to write',
        description:
          'A hinge question with carefully chosen distractors can take longer to draft than the lesson segment it checks. Across several lessons a day, frequent checking quietly drops out of the plan.',
      },
      {
        icon: 'clock',
        title: 'Feedback arrives too late',
        description:
          'Personal comments for a whole class take hours. By the time marked work comes back, the class has moved on and the comment reads like a verdict rather than advice.',
      },
      {
        icon: 'layers',
        title: 'One check for very different learners',
        description:
          'A single worksheet gives the same task to the student who has mastered the topic and the one who is lost, so neither learns much from doing it.',
      },
    ],
  },
  solution: {
    heading: 'So what to do?',
    intro:
      'Keep the judgement with the teacher and hand the drafting work to tools that produce checks and feedback in minutes.',
    advantages: [
      {
        icon: 'zap',
        title: 'More frequent checks',
        description:
          'When drafting a check takes minutes rather than an evening, short formative checks can happen every lesson instead of once a unit.',
      },
      {
        icon: 'message-circle',
        title: 'Comments students can use',
        description:
          'Personalised feedback that names a next step arrives while the topic is still fresh, so students can act on it straight away.',
      },
      {
        icon: 'list-checks',
        title: 'Varied question formats',
        description:
          'Multiple choice, true/false and checkbox items, exit tickets and reflection questions each give a different view of the same understanding.',
      },
      {
        icon: 'timer',
        title: 'Checks that fit the lesson',
        description:
          'A quiz with a time limit keeps the check short and predictable, so it fits comfortably into the last minutes of a lesson.',
      },
      {
        icon: 'bar-chart',
        title: 'Evidence in one place',
        description:
          "Quiz scores collected together make it easier to sort the class into 'got it', 'nearly' and 'not yet' groups.",
      },
      {
        icon: 'target',
        title: 'Checks aligned with goals',
        description:
          'Writing each check against a stated teaching goal keeps every question pointed at what you actually want students to learn.',
      },
    ],
    whyProduct:
      'Assessa is built around the formative cycle. It generates assessments with personalised feedback in forms such as exit tickets, reflection questions and skills checklists. You refine each one through a chat interface until it matches your lesson, and a star rating from 1 to 5 records how well it served you. Once the AI has been trained on your past assessments, its questions follow your phrasing. Teaching goals keep each check focused, and a quick quiz mixing multiple choice, true/false and checkbox items under a time limit opens for students from a QR code without anyone signing up.',
  },
  seo: {
    title: 'Formative Assessment with AI: A Practical Guide',
    description:
      'Run formative assessment that changes teaching: hinge questions, exit tickets, feedback students act on, and where AI saves drafting time.',
  },
})
