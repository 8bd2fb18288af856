import { SINGLETON_IDS } from '@assessa/schemas/constants'
import { defineSeed } from '../../lib/types'
import { md } from '../../lib/md'

export default defineSeed('pricingPage', SINGLETON_IDS.pricingPage, {
  title: 'Simple plans for every teacher',
  subtitle:
    'Sign-up is free. Every plan includes every feature; choose the plan whose limits fit your classes, AI requests and activities.',
  banner:
    'Every plan includes every feature. Plans differ only in their limits, so you can start free and upgrade when you need more room.',
  planButtonLabel: 'Get started',
  importantNotice: {
    title: 'Important notice',
    body: md(`
We have announced a future price rise of $3-6 per month for the paid plans. If you already subscribe, your current price is frozen for at least the next three billing cycles, so you have time to decide which plan suits you.
`),
  },
  infoBlock: {
    title: 'How plans and billing work',
    body: md(`
All plans have the same features: AI training on your own documents, assessment generation with chat refinement, classes and groups, teaching goals, the lesson planner and all five live activities. They differ only in their limits, such as AI requests per month, training document words, classes and activities.

Billing is monthly and in advance. You manage your subscription in our payment provider’s customer portal: open **Account settings** in the app and choose **Manage subscription** to change or cancel your plan.
`),
  },
  faqHeading: 'Questions about plans and billing',
  faq: [
    {
      question: 'What happens when I upgrade my plan?',
      answer: md(`
The upgrade takes effect immediately, and the price difference for the rest of the current billing period is prorated. The share of AI requests you have already used carries over proportionally: if you have used 80% of your requests on Advanced and upgrade to Pro, you start Pro with 80% of its requests used, and the rest of the larger allowance is available straight away.
`),
    },
    {
      question: 'What happens when I downgrade to a smaller plan?',
      answer: md(`
You keep your current plan and its limits until the end of the billing period you have already paid for. The smaller plan starts with the next billing cycle, so nothing changes mid-month.
`),
    },
    {
      question: 'When does a cancellation take effect?',
      answer: md(`
At the end of your current billing period. Until then your plan keeps working exactly as before, with the limits you have paid for.
`),
    },
    {
      question: 'How does billing work, and do unused requests carry over?',
      answer: md(`
Plans are billed monthly in advance, at the start of each billing period. Unused AI requests do not carry over: each new billing month starts with your plan’s full allowance, for example 150 requests per month on Advanced or 1,500 requests per month on Pro.
`),
    },
    {
      question: 'What happens if I reach a limit of my plan?',
      answer: md(`
Assessa shows a clear message that names the limit you have reached, together with an option to upgrade. Everything you have already created stays in your account and remains viewable; only new operations beyond the limit are blocked. Monthly limits, such as AI requests and activities, start again with the next billing month; other limits, such as the number of classes, change only when you move to a plan with higher limits.

The exact limits of each plan are listed on the plan cards at the top of this page.
`),
    },
    {
      question: 'How do I manage or change my subscription?',
      answer: md(`
Sign in to the app, open **Account settings** and choose **Manage subscription**. This opens our payment provider’s customer portal, where you can upgrade, downgrade or cancel. For anything the portal cannot help with, e-mail us at [hello@assessa.example](mailto:hello@assessa.example).

New to Assessa? The [step-by-step tutorial](/best-practice) shows how to make the most of whichever plan you choose.
`),
    },
  ],
  seo: {
    title: 'Assessa pricing: Free, Advanced and Pro plans',
    description:
      'Compare the Free, Advanced and Pro plans. Every plan includes every feature; they differ only in usage limits. Billed monthly in advance.',
  },
})
