import { defineSeed } from '../../lib/types'
import { seedId } from '../../lib/ids'

export default defineSeed('blogPost', seedId.blogPost('fun-activity-suggestions'), {
  title: 'Fun Activity Suggestions for the Start, Middle and End of a Lesson',
  slug: 'fun-activity-suggestions',
  excerpt:
    'Quizzes, questionnaires, team projects, anonymous votes and keyword collectors can each do more than one job. Here are concrete activity ideas for every stage of a lesson, and how to run them without losing teaching time.',
  category: 'Engagement Strategies',
  publishedAt: '2025-08-10',
  updatedAt: '2025-08-12',
  readTime: 6,
  image: {
    file: 'blog/fun-activity-suggestions.png',
    alt: 'A flat, friendly illustration of students holding up phones to scan a QR code on a classroom screen, with quiz, vote and keyword icons floating above them.',
  },
  hero: {
    badge: 'Engagement Strategies',
    title: 'Fun Activity Ideas That Keep Learning at the Centre',
    description:
      'Fun activities work best when the fun serves the learning. This article gives practical ideas for each of the five interactive activity types, shows where in a lesson each one fits, and explains how to share them by QR code so students can join in seconds.',
  },
  overview: {
    learn: [
      'Concrete ideas for quizzes, questionnaires, team projects, anonymous votes and keyword collectors',
      'Which activity type suits the opening, the middle and the close of a lesson',
      'How time limits and question formats change the feel of a quiz',
      'How anonymity helps you hear from quieter students',
      'How suggested lesson activities can spark ideas when preparation time is short',
    ],
    benefits: [
      'A ready repertoire of activities to rotate through the week',
      'Lessons that get going quickly because students join by QR code without accounts',
      'More voices heard, including students who rarely raise a hand',
      'Activities that produce evidence of learning as well as enjoyment',
    ],
  },
  whyItMatters: {
    heading: 'Why fun activities matter',
    intro:
      'Enjoyment is not a distraction from learning. Used with a purpose, it is one of the most reliable ways to get every student thinking at the same time.',
    paragraphs: [
      'A lesson in which only a handful of students answer questions tells you very little about the rest of the room. Interactive activities change that. When every student answers a quiz question, casts a vote or submits a keyword, taking part stops being optional and you see the thinking of the whole class, not just the confident few.',
      'Variety matters too. The same format every lesson becomes background noise, however well designed it is. Rotating between a timed quiz, a quick vote and a collaborative project keeps attention fresh and gives different students a chance to shine, since not everyone is at their best under time pressure or in a group.',
      'The best activities are enjoyable and informative at once. A keyword collector that makes students laugh at the end of a lesson can also show which terms they remember. A vote on a prediction creates suspense and surfaces misconceptions before you teach the concept. Designing for both is what turns a game into teaching.',
    ],
  },
  understanding: {
    heading: 'Understanding the five activity types',
    intro:
      'Each activity type has a natural strength. Knowing what each one does well makes it easier to pick the right one in the moment.',
    cards: [
      {
        icon: 'clipboard-check',
        title: 'Quizzes and questionnaires',
        description:
          'Quizzes check knowledge with multiple choice, true/false and checkbox questions, and can use time limits. Questionnaires gather opinions, reflections and feedback where there is no single right answer.',
      },
      {
        icon: 'users',
        title: 'Team projects',
        description:
          'Team projects let groups work together and hand in their results as text or as a PDF under 5MB, which suits research tasks, presentations and longer pieces of work.',
      },
      {
        icon: 'vote',
        title: 'Anonymous votes and keyword collectors',
        description:
          'Anonymous voting gathers honest opinions without anyone being singled out. Keyword collectors ask every student for a word or short phrase, which makes them ideal for brainstorming and quick recall.',
      },
    ],
    howItWorks: [
      {
        title: 'Pick the moment in the lesson',
        description:
          'Decide whether the activity opens the lesson, checks understanding in the middle or sums up at the end.',
      },
      {
        title: 'Choose the activity type',
        description:
          'Match the type to the purpose: a quiz to check, a vote to provoke, a keyword collector to recall, a questionnaire to reflect, a team project to build.',
      },
      {
        title: 'Set it up with a due date',
        description:
          'Create the activity for the right class and give it a due date. It expires afterwards, and its scores and metadata remain available.',
      },
      {
        title: 'Share the QR code',
        description: 'Display the QR code on the board; students scan it and join without creating accounts.',
      },
      {
        title: 'Talk about what came back',
        description:
          'Look at the responses with the class or on your own, and use them to decide what happens next in the lesson.',
      },
    ],
  },
  strategies: {
    heading: 'Four activity ideas to try this week',
    intro:
      'Each idea below uses one or more of the activity types in a specific, repeatable way. Swap in content from your own subject; the structure works almost anywhere.',
    strategies: [
      {
        title: 'Open with a timed myth-buster quiz',
        description:
          'Start a new topic with five true/false statements, some true and some common misconceptions, and a short time limit on each. The pressure is light, the answers come fast and the results immediately show which misconceptions are widespread. Return to the same statements at the end of the topic and the change in answers becomes a simple, visible measure of learning.',
        tip: 'Include at least one statement that most students will confidently get wrong; the surprise is what makes the topic memorable.',
      },
      {
        title: 'Run a prediction vote before the big reveal',
        description:
          'Before an experiment, a historical turning point or the end of a story, ask students to predict what happens next using an anonymous vote. Anonymity removes the fear of being wrong in front of classmates, so students commit to a genuine prediction. The reveal then matters to everyone, because everyone has a stake in the answer.',
        tip: 'Offer three or four options, including one plausible wrong answer that reflects a common misunderstanding.',
      },
      {
        title: 'Close with a keyword collector',
        description:
          'In the last few minutes, ask every student to submit the single most important word from the lesson. The spread of answers is revealing: a few shared terms suggest the key idea landed, while a scattered list tells you to revisit it next time. It also gives quieter students an easy way to contribute without speaking.',
        tip: 'Open the next lesson by reading out a handful of the submitted keywords and asking the class what connects them.',
      },
      {
        title: 'Turn a unit into a team project challenge',
        description:
          'Give groups a practical brief, such as designing a poster, writing a short guide or drafting a proposal, and ask them to submit it as text or as a PDF by a set due date. A clear brief with a real audience makes the work feel purposeful. Follow it with a short questionnaire in which each student reflects on what they contributed and what they learned from the group.',
        tip: 'Remind students that PDF submissions must be under 5MB, and suggest they compress large images before exporting.',
      },
    ],
  },
  problem: {
    heading: 'The problem with traditional classroom activities',
    intro:
      'Teachers have always used games and activities. The traditional versions tend to break down in the same few places.',
    problems: [
      {
        icon: 'clock',
        title: 'Slow to set up',
        description:
          'Handing out paper, forming teams and collecting answers can take longer than the activity itself, so engaging formats get saved for “special” lessons.',
      },
      {
        icon: 'user-plus',
        title: 'Logins that stall the lesson',
        description:
          'Digital tools that need every student to create an account or remember a password turn the first ten minutes into technical support.',
      },
      {
        icon: 'message-circle',
        title: 'The same voices every time',
        description:
          'Hands-up questioning and open discussion favour confident students, while others stay silent and their understanding stays invisible.',
      },
    ],
  },
  solution: {
    heading: 'So what to do?',
    intro:
      'Keep a small repertoire of quick, purposeful activities and make them easy to launch. Here is what that gives you.',
    advantages: [
      {
        icon: 'qr-code',
        title: 'Start in seconds',
        description: 'Students scan a QR code and join without accounts, so activities fit into any part of a lesson.',
      },
      {
        icon: 'vote',
        title: 'Every voice counts',
        description:
          'Anonymous votes and keyword collectors let every student contribute without being put on the spot.',
      },
      {
        icon: 'timer',
        title: 'Energy on demand',
        description: 'Time limits on quiz questions add pace to recall practice and a sense of occasion to revision.',
      },
      {
        icon: 'puzzle',
        title: 'Variety in one place',
        description:
          'Five activity types cover checking, polling, brainstorming, reflecting and collaborating without extra tools.',
      },
      {
        icon: 'lightbulb',
        title: 'Ideas when you need them',
        description:
          'Suggested lesson activities help when you know what a lesson should achieve but not yet how to get there.',
      },
      {
        icon: 'bar-chart',
        title: 'Fun that produces evidence',
        description: 'Every activity leaves responses and results you can use to plan the next lesson.',
      },
    ],
    whyProduct:
      'Every Assessa plan includes the five activity types described here. Quizzes mix multiple choice, checkbox and true/false questions and can run against a time limit; questionnaires collect opinions and reflections; team projects accept text or a PDF under 5MB; anonymous voting and keyword collectors capture every voice in the room. Students scan a QR code to take part and never need an account, and submitted files stay between you and your students. When you are short of ideas, the lesson planner suggests lesson activities, and plans include 5, 25 or 125 activities per month.',
  },
  seo: {
    title: 'Fun Classroom Activity Ideas That Teach',
    description:
      'Practical ideas for quizzes, anonymous votes, keyword collectors, questionnaires and team projects, and where each one fits in a lesson.',
  },
})
