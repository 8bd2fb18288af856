import type { LegalKind, PlanType } from '@assessa/schemas/constants'

/** Fixed ids of seed documents, so links, tests and webhooks can name them. */
export const seedId = {
  blogPost: (slug: string) => `blog-${slug}`,
  faqTopic: (slug: string) => `faq-${slug}`,
  tutorialStep: (stepNumber: number) => `step-${stepNumber}`,
  plan: (planType: PlanType) => `plan-${planType}`,
  legalPage: (kind: LegalKind) => `legal-${kind}`,
  redirect: (name: string) => `redirect-${name}`,
}
