// Every singleton type, in the order the Studio lists them.
import { aboutPage } from './aboutPage'
import { faqHub } from './faqHub'
import { homePage } from './homePage'
import { pricingPage } from './pricingPage'
import { siteSettings } from './siteSettings'
import { tutorialOverview } from './tutorialOverview'

export const singletonsTypes = [aboutPage, faqHub, homePage, pricingPage, siteSettings, tutorialOverview]
