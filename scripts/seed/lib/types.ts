import type {
  AboutPage,
  AccessibleImage,
  BlogPost,
  FaqHub,
  FaqTopic,
  HomePage,
  LegalPage,
  Plan,
  PricingPage,
  Redirect,
  RichText,
  SiteSettings,
  Slug,
  TutorialOverview,
  TutorialStep,
} from '../../../web/sanity/types'
import type { RichTextSeed } from './md'

/** An image in a seed file: a file under scripts/seed/images and its alternative text. */
type ImageSeed = { file: string; alt: string }

type SystemKey = '_id' | '_type' | '_createdAt' | '_updatedAt' | '_rev' | '_key' | 'media' | 'hotspot' | 'crop'

/**
 * The shape an author writes for a schema type: no system fields or keys, slugs and
 * references as plain strings, images as files, rich text through md().
 */
export type Seed<T> = T extends RichText
  ? RichTextSeed
  : T extends AccessibleImage
    ? ImageSeed
    : T extends Slug
      ? string
      : T extends { _ref: string }
        ? string
        : T extends Array<infer Item>
          ? Array<Seed<Item>>
          : T extends object
            ? { [K in keyof T as K extends SystemKey ? never : K extends string ? K : never]: Seed<T[K]> }
            : T

export type SeedDocuments = {
  siteSettings: SiteSettings
  homePage: HomePage
  aboutPage: AboutPage
  faqHub: FaqHub
  tutorialOverview: TutorialOverview
  pricingPage: PricingPage
  blogPost: BlogPost
  faqTopic: FaqTopic
  tutorialStep: TutorialStep
  plan: Plan
  legalPage: LegalPage
  redirect: Redirect
}
export type SeedType = keyof SeedDocuments

export type SeedDocument<T extends SeedType = SeedType> = {
  _id: string
  _type: T
  data: Seed<SeedDocuments[T]>
}

/** Declares one seed document; its id is fixed so links and webhooks can name it. */
export function defineSeed<T extends SeedType>(type: T, id: string, data: Seed<SeedDocuments[T]>): SeedDocument<T> {
  return { _id: id, _type: type, data }
}
