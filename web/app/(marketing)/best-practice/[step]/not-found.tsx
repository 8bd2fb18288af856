import { TutorialStepNotFound } from '@/features/tutorial/TutorialStepNotFound'

/** Shown when a client-side navigation reaches an unknown step (the page renders the same view itself). */
export default TutorialStepNotFound
