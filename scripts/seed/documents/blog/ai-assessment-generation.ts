import { defineSeed } from '../../lib/types'
import { seedId } from '../../lib/ids'

export default defineSeed('blogPost', seedId.blogPost('ai-assessment-generation'), {
  title: 'AI Assessment Generation for Beginners: Your First Assessment with Personalised Feedback',
  slug: 'ai-assessment-generation',
  excerpt:
    "New to AI-generated assessments? This beginner's guide explains what the AI does, what it needs from you, and how to generate, refine and rate your first assessment with personalised feedback, one step at a time.",
  category: 'AI in Education',
  publishedAt: '2025-07-07',
  updatedAt: '2025-07-10',
  readTime: 7,
  image: {
    file: 'blog/ai-assessment-generation.png',
    alt: 'A flat, friendly illustration of a teacher at a laptop chatting with an AI assistant while a finished assessment with feedback notes appears on the screen.',
  },
  hero: {
    badge: 'AI Assessment Basics',
    title: "AI assessment generation: a beginner's guide to your first assessment with personalised feedback",
    description:
      'If you have never used AI to write an assessment, the first attempt can feel uncertain. This guide explains in plain terms what the AI does, which information makes the output good, and how to generate, refine and rate an assessment you are happy to use with your class.',
  },
  overview: {
    learn: [
      'What AI assessment generation does, and which decisions stay with you',
      'Which inputs lead to better results: context, purpose, your own examples and photos',
      'How to generate your first assessment, refine it in a chat and rate it',
      'The assessment forms you can choose from, from exit tickets to skills checklists',
      'Common beginner mistakes and how to avoid them',
    ],
    benefits: [
      'A usable first assessment in one sitting rather than a whole evening',
      'Personalised feedback for students without writing every comment yourself',
      'Confidence in checking and editing AI output before it reaches students',
      'A simple routine you can repeat for every unit',
    ],
  },
  whyItMatters: {
    heading: 'Why AI assessment generation matters for teachers',
    intro:
      'Writing assessments and individual feedback is some of the most valuable work a teacher does, and some of the most time-consuming.',
    paragraphs: [
      'A good assessment needs clear questions at the right level, model answers or criteria, and feedback that tells each student what to do next. Producing all of that by hand for every class and every unit is where many evenings and weekends go, and it is the first thing to be cut short when time runs out.',
      'AI generation changes the starting point. Instead of facing a blank page, you begin with a complete draft built from your topic, your students and your purpose. Your expertise goes into judging and improving that draft, which is faster than writing it from scratch and keeps you in charge of what students see.',
      'For beginners, the biggest shift is realising that the first output opens a conversation rather than ending one. Teachers who get the most from AI treat it like a capable assistant: they give clear context, ask for specific changes and only use what meets their own standard.',
    ],
  },
  understanding: {
    heading: 'Understanding AI assessment generation',
    intro:
      'Before you generate anything, it helps to know the three ingredients that decide the quality of what comes back.',
    cards: [
      {
        icon: 'file-text',
        title: 'The context you provide',
        description:
          'The topic, age group, level and purpose of the assessment. You can also attach a photo, such as a worksheet page or a diagram from the board, as extra context. The more specific the context, the more relevant the questions.',
      },
      {
        icon: 'brain',
        title: 'Your teaching style',
        description:
          'If you train the AI on examples of your own assessments, it learns how you phrase questions and feedback. Training documents are DOCX files or Google Docs, text only and under 10MB. Without training, generation still works, but the tone is more general.',
      },
      {
        icon: 'message-circle',
        title: 'Refinement through conversation',
        description:
          'The first draft is refined in a chat: ask for easier questions, a different format or shorter feedback, and the assessment is updated. You decide when it is ready.',
      },
    ],
    howItWorks: [
      {
        title: 'Set up your class and a teaching goal',
        description:
          'Following the order of the Assessa tutorial, create the class you are assessing and set a teaching goal for the unit first, so you have a clear audience and purpose in mind.',
      },
      {
        title: 'Choose the form of assessment',
        description:
          'Pick the form that fits the moment, such as an exit ticket, reflection questions, a bullet point summary or a skills checklist.',
      },
      {
        title: 'Describe what you need',
        description:
          'Write a short request covering the topic, level and focus. If it helps, add a PNG, JPG or JPEG photo of the material; it is compressed to at most 1000x1000 pixels.',
      },
      {
        title: 'Generate and review',
        description:
          'Read the draft the way a student would. Check accuracy, level and wording, and whether the feedback names a clear next step.',
      },
      {
        title: 'Refine, rate and use',
        description:
          'Ask for changes in the chat until it is right, rate the result from 1 to 5 stars, then use it with your class.',
      },
    ],
  },
  strategies: {
    heading: 'Four strategies for good results from day one',
    intro: 'These habits make the difference between a generic draft and an assessment you are proud to hand out.',
    strategies: [
      {
        title: 'Write a specific request',
        description:
          "Vague requests produce vague assessments. Compare 'a quiz on fractions' with 'five questions for ten-year-olds on adding fractions with different denominators, including one word problem, with feedback that names the step where the student went wrong'. The second tells the AI the audience, scope, format and kind of feedback you want.",
        tip: 'Use the same four-part template for every request: who it is for, what it covers, what form it takes and what the feedback should do.',
      },
      {
        title: 'Start small and check everything',
        description:
          'For your first few assessments, generate something short, such as an exit ticket, and read every question and comment closely. Check facts, age-appropriate vocabulary and whether each question really tests what you intended. Building trust gradually shows you where the AI is reliable and where it needs your correction.',
        tip: 'Answer the assessment yourself as a struggling student would; unclear questions become obvious very quickly.',
      },
      {
        title: 'Refine one change at a time',
        description:
          'If the draft needs several changes, ask for them one by one in the chat: first the level, then the number of questions, then the tone of the feedback. Single, clear requests are easier for the AI to follow and make it easier for you to see what each change did.',
        tip: "Note down requests that worked well, such as 'make the feedback two sentences, starting with what the student did right', and reuse them.",
      },
      {
        title: 'Rate every assessment',
        description:
          'Rating each assessment from 1 to 5 stars takes seconds and builds a record of which requests and forms produced your best material. Over time, that record helps you repeat what works instead of starting from nothing each unit.',
        tip: 'Decide what five stars means for you, for example accurate, at the right level and usable without edits, and rate every assessment against that standard.',
      },
    ],
  },
  problem: {
    heading: 'The problem with writing every assessment by hand',
    intro:
      'Hand-written assessments have real value, but the process carries costs that are easy to underestimate until you compare the two approaches side by side.',
    problems: [
      {
        icon: 'clock',
        title: 'Blank-page time',
        description:
          'Starting every assessment from nothing means hours spent on wording and layout before the real thinking about your students even begins.',
      },
      {
        icon: 'pen',
        title: 'Generic feedback under pressure',
        description:
          "With a full class set to return, individual comments shrink to a tick and 'good work', which tells students little about what to do next.",
      },
      {
        icon: 'refresh',
        title: 'The same questions year after year',
        description:
          'Without time to write new material, teachers reuse old assessments even when the class in front of them or the curriculum has changed.',
      },
    ],
  },
  solution: {
    heading: 'So what to do?',
    intro:
      'Let AI produce the first draft and the personalised feedback, and put your professional judgement into reviewing, refining and choosing.',
    advantages: [
      {
        icon: 'zap',
        title: 'A fast first draft',
        description:
          'A complete assessment appears in minutes, so your time goes into improving it rather than typing it.',
      },
      {
        icon: 'message-circle',
        title: 'Feedback for each student',
        description: 'Every assessment comes with personalised feedback designed to tell students what to do next.',
      },
      {
        icon: 'refresh',
        title: 'Changes by conversation',
        description: 'Adjust level, length or tone by asking in the chat instead of rewriting the assessment by hand.',
      },
      {
        icon: 'star',
        title: 'A record of quality',
        description: 'Star ratings show at a glance which of your assessments worked best.',
      },
      {
        icon: 'clipboard-check',
        title: 'Many forms to choose from',
        description:
          'Written feedback, reflection questions, exit tickets, discussion prompts, project feedback, goal setting and more suit different moments in a unit.',
      },
      {
        icon: 'shield',
        title: 'You stay in control',
        description: 'Nothing reaches students until you have reviewed it and decided it is ready.',
      },
    ],
    whyProduct:
      'Assessa is a gentle place to start with AI assessment. Each draft arrives with personalised feedback for students, improves through a simple chat, and can be given a rating of 1 to 5 stars once you are happy with it. A photo can add context to a request, and when you feel ready, adding examples of your own assessments as DOCX files or Google Docs teaches the AI your voice. Sign-up is free and the Free plan includes 15 requests per month. Paid plans only raise the limits, with no extra features, so you can learn the whole workflow before deciding whether you need more.',
  },
  seo: {
    title: "AI Assessment Generation: A Beginner's Guide",
    description:
      'Generate your first AI assessment with personalised feedback: what the AI needs, how to refine it in a chat, and habits for good results.',
  },
})
