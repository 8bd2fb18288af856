import { blocksToPlainText } from '@assessa/schemas/plain-text'

type QuestionWithAnswer = { question: string; answer: unknown }

/**
 * schema.org FAQPage from CMS questions. Answers are Portable Text; search engines get their
 * plain text (no markup, no link targets), as the spec requires.
 */
export function faqPage(questions: QuestionWithAnswer[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: questions.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: blocksToPlainText(item.answer) },
    })),
  }
}
