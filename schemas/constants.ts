/**
 * Values the spec fixes and that both the Studio and the web app rely on.
 * Kept free of Sanity imports so the web app can use them without bundling the Studio.
 */

/** Fixed document ids of the singletons, pinned in the Studio's structure. */
export const SINGLETON_IDS = {
  siteSettings: 'siteSettings',
  homePage: 'homePage',
  aboutPage: 'aboutPage',
  faqHub: 'faqHub',
  tutorialOverview: 'tutorialOverview',
  pricingPage: 'pricingPage',
} as const
export type SingletonType = keyof typeof SINGLETON_IDS
export const SINGLETON_TYPES = Object.keys(SINGLETON_IDS) as SingletonType[]

export const BLOG_CATEGORIES = [
  'Workflow Optimization',
  'AI in Education',
  'Classroom Management',
  'Goal Setting',
  'Engagement Strategies',
] as const
export type BlogCategory = (typeof BLOG_CATEGORIES)[number]

export const PLAN_TYPES = ['free', 'advanced', 'pro'] as const
export type PlanType = (typeof PLAN_TYPES)[number]

/** Legal documents, their public paths and the number of numbered sections each must have. */
export const LEGAL_KINDS = {
  terms: { title: 'Terms of service', path: '/terms-of-service', sectionCount: 12 },
  privacy: { title: 'Privacy policy', path: '/privacy-policy', sectionCount: 15 },
  dpa: { title: 'Data processing agreement', path: '/dpa', sectionCount: 14 },
} as const
export type LegalKind = keyof typeof LEGAL_KINDS
export const LEGAL_KIND_NAMES = Object.keys(LEGAL_KINDS) as LegalKind[]

export const FEEDBACK_TYPES = ['general', 'bug', 'suggestion', 'feature', 'praise'] as const
export type FeedbackType = (typeof FEEDBACK_TYPES)[number]

export const FEEDBACK_STATUSES = ['new', 'reviewed', 'approved', 'rejected'] as const

export const ROADMAP_STATUSES = ['Planned', 'Coming soon', 'In progress'] as const

export const CONSENT_STYLES = ['barAndPanel', 'compactBanner'] as const
export type ConsentStyle = (typeof CONSENT_STYLES)[number]

/** Routes of the teacher app that tutorial step actions may open. */
export const APP_ROUTES = [
  '/auth',
  '/groups-classes',
  '/teaching-goals',
  '/training',
  '/assessment-generator',
  '/lesson-planner',
  '/activities',
] as const
export type AppRoute = (typeof APP_ROUTES)[number]

/** Icon names editors can pick; the web app renders each with its own SVG. */
export const ICON_NAMES = [
  'sparkles',
  'brain',
  'file-text',
  'clipboard-check',
  'users',
  'user-plus',
  'graduation-cap',
  'target',
  'calendar',
  'clock',
  'message-circle',
  'qr-code',
  'bar-chart',
  'trending-up',
  'check-circle',
  'alert-triangle',
  'lightbulb',
  'rocket',
  'shield',
  'heart',
  'refresh',
  'layers',
  'list-checks',
  'vote',
  'key',
  'globe',
  'star',
  'book-open',
  'pen',
  'settings',
  'zap',
  'compass',
  'puzzle',
  'timer',
  'folder',
  'upload',
] as const
export type IconName = (typeof ICON_NAMES)[number]

/** Required lengths of the fixed structures the spec describes. */
export const COUNTS = {
  blogPosts: 12,
  article: { understandingCards: 3, howItWorksSteps: 5, strategies: 4, problems: 3, advantages: 6 },
  home: { simpleSteps: 3, comparisonRows: 4, howItWorksSteps: 4, whyChooseCards: 3, roadmapItems: 3 },
  about: { coreValues: 6 },
  faqHub: { questions: 5, topics: 6 },
  tutorial: { formTypes: 8, activityTypes: 5 },
  pricing: { faqItems: 6 },
} as const
