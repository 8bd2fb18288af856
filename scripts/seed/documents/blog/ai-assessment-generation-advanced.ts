import { defineSeed } from '../../lib/types'
import { seedId } from '../../lib/ids'

export default defineSeed('blogPost', seedId.blogPost('ai-assessment-generation-advanced'), {
  title: 'Advanced AI Assessment Generation: Chat Refinement, Photos, Ratings and Languages',
  slug: 'ai-assessment-generation-advanced',
  excerpt:
    'Once you can generate a basic assessment, the real gains come from the details. Learn how to structure examples by form type, steer drafts through the chat, add photos as context, use star ratings deliberately and work across languages.',
  category: 'AI in Education',
  publishedAt: '2025-08-05',
  updatedAt: '2025-08-08',
  readTime: 7,
  image: {
    file: 'blog/ai-assessment-generation-advanced.png',
    alt: 'A flat, friendly illustration of a teacher refining an assessment in a chat window next to a photo of a whiteboard, a row of five stars and speech bubbles in several languages.',
  },
  hero: {
    badge: 'Advanced AI Techniques',
    title: 'Get More From AI Assessment Generation With Advanced Techniques',
    description:
      'This guide is for teachers who already generate assessments and want better first drafts and faster revisions. It covers organising training examples by form type, giving precise instructions in the chat, using a photo as context, rating results deliberately and working in more than one language.',
  },
  overview: {
    learn: [
      'How to organise training examples by form type so each kind of assessment has a clear model',
      'How to phrase follow-up messages in the chat so each one changes a single thing',
      'When a photo adds useful context, and how to prepare it within the PNG, JPG or JPEG and 1MB limits',
      'How to use 1 to 5 star ratings as a deliberate record of quality',
      'How to generate and refine assessments in any of the 25+ supported languages',
    ],
    benefits: [
      'First drafts that need fewer rounds of revision',
      'Revisions that change what you asked for and leave the rest intact',
      'Assessments grounded in the material your class actually worked on',
      'A record of which requests produce your best results',
      'Consistent feedback for multilingual classes and language courses',
    ],
  },
  whyItMatters: {
    heading: 'Why advanced techniques matter',
    intro:
      'The difference between an acceptable draft and one you can use straight away usually comes down to context and instructions, not to the AI itself.',
    paragraphs: [
      'Many teachers send a short request, accept whatever comes back and fix the rest by hand. That works, but it leaves most of the value unused. The AI can only respond to what it has: the examples it was trained on, the request you typed and any material you attached. Each of these can be improved with a few minutes of deliberate effort.',
      'Advanced use is not about complicated prompts. It is about giving the right context at the right moment: a training document in which each form type has a clear model, a photo that shows exactly what students worked on, and follow-up messages that adjust one aspect of a draft without undoing the others.',
      'These habits compound, and they also protect your allowance. On the Free plan with 15 requests per month, every false start is noticeable; even with 150 requests per month on Advanced or 1,500 requests per month on Pro, fewer wasted attempts mean more assessments that actually reach students.',
    ],
  },
  understanding: {
    heading: 'Understanding the levers you control',
    intro:
      'Three kinds of input shape every generated assessment. Knowing which one to adjust saves you from fixing the wrong thing.',
    cards: [
      {
        icon: 'upload',
        title: 'Context: examples and photos',
        description:
          'Your training document sets the long-term model for each form type, and a photo adds the specific material for one assessment. Photos must be PNG, JPG or JPEG, under 1MB after compression, and are compressed to at most 1000x1000 pixels.',
      },
      {
        icon: 'message-circle',
        title: 'Conversation: the chat',
        description:
          'The chat is where a single assessment takes shape. Follow-up messages can change length, difficulty, tone or focus, and work best when each one asks for a specific change.',
      },
      {
        icon: 'star',
        title: 'Calibration: star ratings',
        description:
          'Rating each final version from 1 to 5 stars records how close it came to your standard. Used consistently, ratings show which kinds of request and context lead to your best results.',
      },
    ],
    howItWorks: [
      {
        title: 'Pick the form type first',
        description:
          'Decide whether you need written feedback, an exit ticket, a skills checklist or another form before you write the request, and name it explicitly.',
      },
      {
        title: 'Add the context that matters',
        description:
          'Attach a photo if the assessment depends on specific material, and state the class, level and learning focus in a sentence or two.',
      },
      {
        title: 'Review the first draft against your criteria',
        description:
          'Check accuracy, level and tone before asking for changes, so your first follow-up addresses the biggest issue.',
      },
      {
        title: 'Refine in small, specific steps',
        description:
          'Use the chat to ask for one change at a time, such as “shorten each comment to two sentences” or “add one question about the second paragraph”.',
      },
      {
        title: 'Rate the final version',
        description:
          'Give the result 1 to 5 stars according to how close it came to your standard, so you keep a record of what works.',
      },
    ],
  },
  strategies: {
    heading: 'Four advanced strategies for better assessments',
    intro:
      'These strategies assume you already generate assessments regularly. Each one targets a specific point where drafts tend to go wrong.',
    strategies: [
      {
        title: 'Give every form type its own model',
        description:
          'If your training document mixes exit tickets, long project feedback and discussion prompts in random order, the AI sees a blur of styles. Keep each example complete, from the task to the feedback, and place examples of the same form type together. Use gaps of three or more blank lines only as the boundary between assessments and nowhere else, otherwise one example can be split in two and both halves lose their meaning.',
        tip: 'When one form type keeps disappointing, count how many examples of it your training document holds; often the fix is one more strong example.',
      },
      {
        title: 'Write follow-ups that change one thing',
        description:
          'A follow-up such as “make it better” gives the AI nothing to hold on to, and a message that asks for five changes at once often fixes three and disturbs two. Name the part you want changed and the change you want: the length of each comment, the difficulty of question three, the reading level, or the balance between praise and next steps. Because each message builds on the draft in front of you, small precise steps converge quickly.',
        tip: 'Start each follow-up with a verb and a target, for example “Simplify the vocabulary in questions 2 and 4 for ten-year-olds.”',
      },
      {
        title: 'Use photos when the assessment depends on specific material',
        description:
          'A description of a worksheet is never as precise as the worksheet itself. When an assessment should refer to a particular text, diagram, set of problems or board summary, a photo gives the AI that material directly. Take the photo straight on, in good light, and crop it to the relevant part, because it will be compressed to at most 1000x1000 pixels and small print can become hard to read. Leave student names and faces out of the frame.',
        tip: 'Photograph the board at the end of a lesson and use it as context for that evening’s exit ticket.',
      },
      {
        title: 'Generate in the language your class learns in',
        description:
          'Assessa supports 25+ languages, which matters for language teachers, bilingual programmes and classes where some students are still learning the language of instruction. State the language in your request rather than relying on the language you happen to type in, and keep training examples in that language where you can, so tone and conventions carry over. For learners who need support, ask the chat for a simpler version of the same feedback.',
        tip: 'For a class that works in two languages, generate the assessment once, then ask in the chat for a version in the second language and compare both before sharing.',
      },
    ],
  },
  problem: {
    heading: 'The problem with one-shot generation',
    intro:
      'Treating AI generation as one request and one answer is where most frustration with AI assessments comes from.',
    problems: [
      {
        icon: 'refresh',
        title: 'Endless regeneration',
        description:
          'When a draft is wrong, starting again from scratch throws away what was right and uses another request from your monthly allowance.',
      },
      {
        icon: 'file-text',
        title: 'Assessments detached from the lesson',
        description:
          'Without the actual worksheet, text or board notes, generated questions drift towards the general topic instead of what your students worked on.',
      },
      {
        icon: 'globe',
        title: 'Language as an afterthought',
        description:
          'Translating a finished assessment by hand, or pasting it into a separate tool, loses the tone and structure of the original feedback.',
      },
    ],
  },
  solution: {
    heading: 'So what to do?',
    intro:
      'Treat each assessment as a short conversation built on good context. The payoff shows in quality and in your monthly request count.',
    advantages: [
      {
        icon: 'check-circle',
        title: 'Better first drafts',
        description: 'Form-type models in your training document mean the first version already has the right shape.',
      },
      {
        icon: 'message-circle',
        title: 'Targeted revisions',
        description: 'One change per follow-up keeps what worked and fixes only what did not.',
      },
      {
        icon: 'book-open',
        title: 'Grounded questions',
        description:
          'A photo of the actual material keeps questions and feedback tied to the lesson your class really had.',
      },
      {
        icon: 'star',
        title: 'A quality record',
        description: 'Consistent 1 to 5 star ratings show which approaches are worth repeating.',
      },
      {
        icon: 'globe',
        title: 'Multilingual classes served',
        description: 'Assessments can be generated and refined in the language each group needs, across 25+ languages.',
      },
      {
        icon: 'zap',
        title: 'Requests used well',
        description:
          'Fewer false starts mean more of your monthly requests turn into assessments that students receive.',
      },
    ],
    whyProduct:
      'Assessa brings these techniques together in one place. You train the AI on text-only DOCX files or Google Docs, with each assessment set apart by three or more blank lines, generate assessments with personalised feedback in any of the 25+ supported languages, and refine each one through the chat instead of starting over. Photos in PNG, JPG or JPEG format can be added as context; they are compressed to at most 1000x1000 pixels and must be under 1MB. Every result can be rated from 1 to 5 stars. All plans share the same features, so these techniques work the same way with 15, 150 or 1,500 requests per month.',
  },
  seo: {
    title: 'Advanced AI Assessment Generation Techniques',
    description:
      'Get better AI assessments: structure training examples, refine drafts in the chat, add photos as context, rate results and work in 25+ languages.',
  },
})
