import 'server-only'
import { cache } from 'react'
import { sanityFetch, type ReadMode } from '@/sanity/fetch'
import { parseStepSegment } from './steps'
import { TUTORIAL_OVERVIEW_QUERY, TUTORIAL_STEP_NUMBERS_QUERY, TUTORIAL_STEP_QUERY } from '@/sanity/queries'

/** The overview singleton and every step document, in step order, or null. */
export const getTutorialOverview = cache(async (mode?: ReadMode) => {
  const { page, steps } = await sanityFetch({
    query: TUTORIAL_OVERVIEW_QUERY,
    reads: ['tutorialOverview', 'tutorialStep'],
    mode,
  })
  // TypeGen cannot tell the singleton from other documents by _id; keep the complete shape.
  if (!page?.proTips || !page.formTypes || !page.activityTypes || !page.moreHelp) return null
  return { page, steps }
})

/** The numbers of the steps that exist, in order. */
export const getTutorialStepNumbers = () => sanityFetch({ query: TUTORIAL_STEP_NUMBERS_QUERY, reads: ['tutorialStep'] })

/**
 * Step n with the titles of its neighbours (read from the other steps), or null. Per request
 * once per number and mode: the page and its metadata ask for the same.
 */
export const getTutorialStep = cache(async (stepNumber: number, mode?: ReadMode) => {
  const result = await sanityFetch({
    query: TUTORIAL_STEP_QUERY,
    params: { stepNumber },
    reads: [['tutorialStep', stepNumber]],
    mode,
  })
  return result.step ? { ...result, step: result.step } : null
})

/** The step a URL segment names (`step3`), or null when the segment is malformed or no such step exists. */
export async function getTutorialStepAt(segment: string, mode?: ReadMode) {
  const stepNumber = parseStepSegment(segment)
  return stepNumber === null ? null : getTutorialStep(stepNumber, mode)
}
