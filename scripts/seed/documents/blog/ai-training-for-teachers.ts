import { defineSeed } from '../../lib/types'
import { seedId } from '../../lib/ids'

export default defineSeed('blogPost', seedId.blogPost('ai-training-for-teachers'), {
  title: 'AI Training for Teachers: How to Teach the AI Your Feedback Style',
  slug: 'ai-training-for-teachers',
  excerpt:
    'Generic AI feedback sounds generic because it has never read yours. Learn how to prepare a training document that shows the AI your tone, structure and standards, and how to keep that training up to date.',
  category: 'AI in Education',
  publishedAt: '2025-08-25',
  updatedAt: '2025-08-28',
  readTime: 7,
  image: {
    file: 'blog/ai-training-for-teachers.png',
    alt: 'A flat, friendly illustration of a teacher handing a neat stack of marked papers to a small robot that reads them at a desk.',
  },
  hero: {
    badge: 'AI in Education',
    title: 'Train the AI on Your Own Documents and Get Feedback That Sounds Like You',
    description:
      'The quality of AI-generated feedback depends on the examples it learns from. This guide explains what a good training document contains, the file rules that matter, how to fit your examples within your plan’s word allowance, and how to tell when training has finished.',
  },
  overview: {
    learn: [
      'Why training on your own documents changes the tone and structure of generated feedback',
      'Which examples belong in a training document and which to leave out',
      'The file rules: DOCX or Google Docs, under 10MB, text only, with no images or tables',
      'How to separate individual assessments with at least three blank lines',
      'How to plan your examples around the training word allowance of your plan',
    ],
    benefits: [
      'Generated feedback that needs less rewriting before it reaches students',
      'A training document that uploads cleanly on the first attempt',
      'A clear confirmation, with date and time, that training has finished',
      'A habit of refreshing your examples as your teaching changes',
    ],
  },
  whyItMatters: {
    heading: 'Why training the AI matters',
    intro:
      'An untrained AI writes feedback the way an average of everything it has read would. Training gives it a much narrower and more useful reference: you.',
    paragraphs: [
      'Every teacher has a recognisable way of giving feedback. Some open with a strength before naming a next step, some use short numbered targets, some ask a question that sends the student back into their work. Students learn to read that style over a year, and when feedback suddenly arrives in a different voice it feels less personal and is easier to ignore.',
      'Training closes that gap. When the AI has read examples of assessments and comments you have actually written, it can follow the same structure, match the level of detail you usually give and use the vocabulary your students already know. The drafts it produces start much closer to something you would send.',
      'Training also protects your standards. The examples you choose tell the AI what good looks like in your classroom, whether that means precise subject terminology, a gentle tone for younger learners or feedback that always ends with an action. Choosing them carefully is one of the most valuable half-hours you can spend on AI tools.',
    ],
  },
  understanding: {
    heading: 'Understanding how AI training works',
    intro:
      'Training in Assessa is based on a document you provide. What goes into that document, and how it is laid out, decides what the AI learns from you.',
    cards: [
      {
        icon: 'file-text',
        title: 'The training document',
        description:
          'A DOCX file or Google Doc that contains examples of your assessments and feedback. It must be under 10MB and contain text only: a DOCX with images or tables is rejected on upload.',
      },
      {
        icon: 'layers',
        title: 'Separated examples',
        description:
          'Each example assessment is separated from the next by at least three blank lines. Because that gap marks a boundary, avoid gaps of that size anywhere else in the document.',
      },
      {
        icon: 'key',
        title: 'Your word allowance',
        description:
          'Each plan sets how many words the AI can be trained on: 10,000 words (1,000,000 characters) on Free, 50,000 words (5,000,000 characters) on Advanced and 100,000 words (10,000,000 characters) on Pro. Characters are capped at 100 per allowed word.',
      },
    ],
    howItWorks: [
      {
        title: 'Collect your best examples',
        description:
          'Gather assessments and written feedback that represent how you want to sound, across the subjects and age groups you teach.',
      },
      {
        title: 'Convert everything to plain text',
        description:
          'Rewrite any tables as sentences or lists and remove images, because the document must contain text only.',
      },
      {
        title: 'Separate each assessment',
        description:
          'Leave at least three blank lines between examples and normal spacing everywhere else, so each example is read as its own unit.',
      },
      {
        title: 'Upload and train',
        description: 'Upload the DOCX file or choose the Google Doc in the training area, then start the training.',
      },
      {
        title: 'Check the confirmation',
        description:
          'Training ends with a green success message showing the last synchronisation date and time, so you know exactly which version of your examples the AI has learned from.',
      },
    ],
  },
  strategies: {
    heading: 'Four strategies for a training document that works',
    intro:
      'A training document is a small curriculum for the AI. These strategies help you teach it the right lessons.',
    strategies: [
      {
        title: 'Choose quality over quantity',
        description:
          'It is tempting to upload every comment you have ever written, but weaker examples teach weaker habits. Select feedback you would be happy to show a colleague: clear, specific and pitched at the right level. A smaller set of strong examples usually shapes the output more reliably than a large set of mixed quality, and it leaves room in your word allowance for later additions.',
        tip: 'Read each candidate example and ask yourself, “Would I send this again unchanged?” Keep only the ones where the answer is yes.',
      },
      {
        title: 'Cover the formats you actually use',
        description:
          'If you regularly write exit tickets, project feedback and skills checklists, include examples of each, because the AI can only follow a structure it has seen. Grouping examples by format inside the document also makes it easier for you to review and update one format later without disturbing the others.',
        tip: 'Write a one-line text heading such as “Exit ticket, Year 8 science” above each example so the document stays easy to maintain.',
      },
      {
        title: 'Remove personal data before uploading',
        description:
          'Real feedback often contains student names and personal details. Replace them with neutral wording such as “the student” before you upload. This keeps the training focused on your style rather than on individuals, and it matters for data protection: an individual teacher account is meant for personal, unofficial use and must not process real student data from official settings, whereas schools work through organisation accounts covered by a data processing agreement.',
        tip: 'Use your word processor’s find-and-replace to swap each name for “the student” in one pass, then read the document once more.',
      },
      {
        title: 'Refresh the training when your teaching changes',
        description:
          'Your feedback evolves with new courses, new year groups and new marking criteria. Treat the training document as a living file: add examples at the start of a unit, retire ones that no longer reflect how you teach, and train again. The last synchronisation date tells you at a glance whether the AI has seen your latest version.',
        tip: 'Set a calendar reminder at the start of each term to review the training document and retrain.',
      },
    ],
  },
  problem: {
    heading: 'The problem with untrained AI feedback',
    intro:
      'Many teachers try an AI tool once, find the feedback bland and go back to writing everything by hand. The tool was not the whole problem; the missing context was.',
    problems: [
      {
        icon: 'message-circle',
        title: 'A voice students do not recognise',
        description:
          'Feedback written in a generic style reads differently from everything else a student has received from you, which makes it easier to skim past.',
      },
      {
        icon: 'pen',
        title: 'Rewriting eats the time saved',
        description:
          'When a draft misses your structure and standards, you end up rewriting it line by line, and the promised time saving disappears.',
      },
      {
        icon: 'alert-triangle',
        title: 'Standards that wander',
        description:
          'Without examples to anchor it, generated feedback can vary in length, tone and expectations from one student to the next.',
      },
    ],
  },
  solution: {
    heading: 'So what to do?',
    intro:
      'Give the AI a carefully chosen set of your own examples and keep it current. The advantages build up quickly.',
    advantages: [
      {
        icon: 'brain',
        title: 'Feedback in your style',
        description:
          'Drafts follow the structure and tone of the examples you provided, so students hear a familiar voice.',
      },
      {
        icon: 'clock',
        title: 'Less editing',
        description:
          'Starting from a draft that already fits your approach means small adjustments instead of full rewrites.',
      },
      {
        icon: 'check-circle',
        title: 'Consistent expectations',
        description:
          'The same examples inform every assessment, which keeps the level of detail and challenge steady across a class.',
      },
      {
        icon: 'upload',
        title: 'Clean uploads',
        description: 'Knowing the file rules in advance means your DOCX or Google Doc is accepted the first time.',
      },
      {
        icon: 'calendar',
        title: 'Visible training status',
        description:
          'The success message with the last synchronisation date and time shows which version of your document is in use.',
      },
      {
        icon: 'shield',
        title: 'Responsible data handling',
        description: 'Preparing examples without student names keeps personal data out of your training material.',
      },
    ],
    whyProduct:
      'Assessa lets you train the AI on your own DOCX files or Google Docs, so the assessments and personalised feedback it generates follow the way you already write. The rules are clear: text-only documents under 10MB, examples separated by at least three blank lines, and a word allowance of 10,000, 50,000 or 100,000 words depending on your plan. When training completes you see a green success message with the last synchronisation date and time. Generated assessments can then be refined through the chat and rated from 1 to 5 stars, and because every plan has the same features, you can start training on the Free plan.',
  },
  seo: {
    title: 'AI Training for Teachers: Teach AI Your Style',
    description:
      'Prepare a training document that teaches the AI your feedback style: what to include, the file rules, word allowances and how to confirm training.',
  },
})
