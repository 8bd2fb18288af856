import { getTutorialStepNumbers } from './content'
import { StepNotFound } from './StepNotFound.client'

/** What /best-practice/step{n} shows, with HTTP 404, when no step n exists: the steps that do. */
export async function TutorialStepNotFound() {
  const available = await getTutorialStepNumbers()
  return <StepNotFound available={available} />
}
