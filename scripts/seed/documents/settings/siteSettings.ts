import { SINGLETON_IDS } from '@assessa/schemas/constants'
import { defineSeed } from '../../lib/types'

export default defineSeed('siteSettings', SINGLETON_IDS.siteSettings, {
  productName: 'Assessa',
  productSlug: 'assessa',
  tagline: 'Personalised formative assessments, generated in minutes',
  description:
    'Assessa helps teachers generate personalised formative assessments, run classes and goals, plan lessons and run live activities with AI.',
  contactEmail: 'hello@assessa.example',
  footerText:
    'Assessa is an AI platform that helps teachers write personalised formative assessments, run classes and live activities, and keep teaching goals in view.',
  signUpCta: {
    heading: 'Ready to spend less time on assessments?',
    text: 'Sign up for free, train the AI on your own materials and generate your first personalised assessment today.',
    buttonLabel: 'Sign up for free',
  },
  socialLinks: [],
  assistantName: 'Assessa Assistant',
  chatGreeting:
    'Hi! I’m the Assessa Assistant. Ask me about plans and limits, activities, AI training or how to get started.',
  consentStyle: 'barAndPanel',
  consentAcceptOnScroll: false,
})
