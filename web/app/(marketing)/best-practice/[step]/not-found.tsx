import { StepNotFound } from '@/components/tutorial/StepNotFound.client'
import { sanityFetch } from '@/sanity/fetch'
import { TUTORIAL_STEP_NUMBERS_QUERY } from '@/sanity/queries'
import { tag } from '@/sanity/tags'

/** Shown with HTTP 404 for /best-practice/step{n} when no step n exists (or the segment is malformed). */
export default async function TutorialStepNotFound() {
  const available = await sanityFetch({ query: TUTORIAL_STEP_NUMBERS_QUERY, tags: [tag.type('tutorialStep')] })
  return <StepNotFound available={available} />
}
