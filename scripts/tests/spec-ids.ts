/**
 * The FAQ topics the spec names, by id (each is served at /faq/{id}). Both the seed content
 * test and the site's browser tests check against this one list.
 */
export const SPEC_FAQ_TOPIC_IDS = [
  'assessment-types',
  'ai-apps-2025-2026',
  'student-activities',
  'formative-assessment-strategies',
  'lesson-planning-best-practices',
  'student-engagement-techniques',
]
