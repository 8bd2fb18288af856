import type { SetQuestion } from '../questions/sets'

/**
 * Ways visitors wrap a question, applied to the tuning half (`chat:eval --robustness`): an
 * answer should not change because the visitor leads up to it, adds context or says who they
 * are. These are what the engine was tuned against besides the tuning half itself, so the
 * held-out half stays unseen.
 */
const beforeMark = (words: string) => (question: string) => question.replace(/\?*\s*$/, `${words}?`)

export const PERTURBATIONS: readonly (readonly [name: string, rewrite: (question: string) => string])[] = [
  ['lead-up with a colon', (question) => `Hi, I teach year 9 science and I was wondering: ${question}`],
  ['lead-up with "but"', (question) => `Sorry if this is a silly question but ${question}`],
  [
    'lead-up with a comma',
    (question) => `I am setting up my first class this week, ${question.replace(/^\w/, (c) => c.toLowerCase())}`,
  ],
  ['context sentence', (question) => `I am new to Assessa and looking at it for my school. ${question}`],
  ['"for our school"', beforeMark(' for our school')],
  ['"in your app"', beforeMark(' in your app')],
  ['"as a teacher"', beforeMark(' as a secondary teacher')],
  ['"kids" for "students"', (question) => question.replace(/\bstudents\b/gi, 'kids').replace(/\bstudent\b/gi, 'kid')],
  ['lower case, no punctuation', (question) => question.toLowerCase().replace(/[?.!,]/g, '')],
]

export function perturb(set: readonly SetQuestion[], rewrite: (question: string) => string): SetQuestion[] {
  return set.map((item) => ({ ...item, question: rewrite(item.question) }))
}
