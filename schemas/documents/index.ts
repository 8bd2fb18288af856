// Every document type, in the order the Studio lists them.
import { blogPost } from './blogPost'
import { faqTopic } from './faqTopic'
import { feedback } from './feedback'
import { legalPage } from './legalPage'
import { plan } from './plan'
import { redirect } from './redirect'
import { tutorialStep } from './tutorialStep'

export const documentsTypes = [blogPost, faqTopic, feedback, legalPage, plan, tutorialStep, redirect]
