// Every object type, in the order the Studio lists them.
import { accessibleImage } from './accessibleImage'
import { articleProblem } from './articleProblem'
import { articleSolution } from './articleSolution'
import { articleStrategies } from './articleStrategies'
import { articleUnderstanding } from './articleUnderstanding'
import { articleWhyItMatters } from './articleWhyItMatters'
import { card } from './card'
import { comparisonRow } from './comparisonRow'
import { externalLink } from './externalLink'
import { internalLink } from './internalLink'
import { legalSection } from './legalSection'
import { numberedStep } from './numberedStep'
import { overview } from './overview'
import { pageHero } from './pageHero'
import { qaItem } from './qaItem'
import { richText } from './richText'
import { roadmapItem } from './roadmapItem'
import { seo } from './seo'
import { socialLink } from './socialLink'
import { strategy } from './strategy'

export const objectsTypes = [
  accessibleImage,
  articleProblem,
  articleSolution,
  articleStrategies,
  articleUnderstanding,
  articleWhyItMatters,
  card,
  comparisonRow,
  externalLink,
  internalLink,
  legalSection,
  numberedStep,
  overview,
  pageHero,
  qaItem,
  richText,
  roadmapItem,
  seo,
  socialLink,
  strategy,
]
