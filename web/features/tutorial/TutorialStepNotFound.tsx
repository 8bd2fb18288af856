import { sanityFetch } from '@/sanity/fetch'
import { TUTORIAL_STEP_NUMBERS_QUERY } from '@/sanity/queries'
import { tag } from '@/sanity/tags'
import { StepNotFound } from './StepNotFound.client'

/** What /best-practice/step{n} shows, with HTTP 404, when no step n exists: the steps that do. */
export async function TutorialStepNotFound() {
  const available = await sanityFetch({ query: TUTORIAL_STEP_NUMBERS_QUERY, tags: [tag.type('tutorialStep')] })
  return <StepNotFound available={available} />
}
