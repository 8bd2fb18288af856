import { defineField, defineType, type ValidationContext } from 'sanity'
import { pathFor, type RoutableDocument } from '../paths'
import {
  FIXED_SITE_PATHS,
  REDIRECT_TARGETS,
  RESERVED_PREFIXES,
  SOURCE_PATH,
  chainProblem,
  type RedirectRule,
  type RedirectTarget,
} from '../redirects'

const API_VERSION = '2025-02-19'

const TARGET_TITLES: Record<RedirectTarget, string> = {
  site: 'A page of this website',
  app: 'The teacher app',
  url: 'Another website',
}

const isPublishedId = (id: string) => !id.startsWith('drafts.') && !id.startsWith('versions.')
const ownIds = (context: ValidationContext) => {
  const id = (context.document?._id ?? '').replace(/^drafts\./, '')
  return { id, draftId: `drafts.${id}` }
}

/** The other published redirects, as rules (the document's own draft and published versions excepted). */
async function otherRedirects(context: ValidationContext): Promise<RedirectRule[]> {
  const rules = await context
    .getClient({ apiVersion: API_VERSION })
    .fetch<Array<RedirectRule & { _id: string }>>(
      `*[_type == "redirect" && defined(source) && defined(destination) && !(_id in [$id, $draftId])]{_id, source, matchSubpaths, to, destination}`,
      ownIds(context),
    )
  return rules.filter((rule) => isPublishedId(rule._id))
}

/** Every address the site serves a page at: fixed pages and one per article, FAQ topic, step and legal page. */
async function livePaths(context: ValidationContext): Promise<Set<string>> {
  const docs = await context
    .getClient({ apiVersion: API_VERSION })
    .fetch<RoutableDocument[]>(
      `*[_type in ["blogPost", "faqTopic", "tutorialStep", "legalPage"]]{_type, "slug": slug.current, stepNumber, kind}`,
    )
  return new Set([...FIXED_SITE_PATHS, ...docs.map(pathFor)].map((path) => path.toLowerCase()))
}

const rule = (document: ValidationContext['document']): RedirectRule | null => {
  const { source, destination, to, matchSubpaths } = (document ?? {}) as Partial<RedirectRule>
  return typeof source === 'string' && typeof destination === 'string' && to
    ? { source, destination, to, matchSubpaths }
    : null
}

/** An old or mistyped address of the site sent on to where its content lives now. */
export const redirect = defineType({
  name: 'redirect',
  title: 'Redirect',
  type: 'document',
  fields: [
    defineField({
      name: 'source',
      title: 'From (old address)',
      type: 'string',
      description:
        'The address on this website that should send visitors on, starting with "/", e.g. /tutorial or /login. Only addresses without a page work: a live page is never redirected. Capitals do not matter.',
      // Two rules: a message set with .error() would replace the custom rule's own messages.
      validation: (r) => [
        r.required().error('From: the old address is required, e.g. /tutorial.'),
        r.custom(async (source, context) => {
          if (typeof source !== 'string') return true
          if (!SOURCE_PATH.test(source)) {
            return 'From: start with "/", then letters, digits, "-", "_", "." or "~" between single slashes, with no "/" at the end, "?" or "#".'
          }
          const lower = source.toLowerCase()
          if (RESERVED_PREFIXES.some((prefix) => lower.startsWith(prefix))) {
            return `From: addresses under ${RESERVED_PREFIXES.join(', ')} belong to the website's machinery and cannot be redirected.`
          }
          if ((await livePaths(context)).has(lower)) {
            return `From: "${source}" is a live page. Redirecting it would hide the page; unpublish or rename the page first.`
          }
          const others = await otherRedirects(context)
          const same = others.find((other) => other.source.toLowerCase() === lower)
          return same ? `From: another redirect already starts at "${same.source}".` : true
        }),
      ],
    }),
    defineField({
      name: 'matchSubpaths',
      title: 'Also redirect the addresses under it',
      type: 'boolean',
      description:
        'On: /tutorial/step3 goes to the destination followed by /step3 (e.g. /best-practice/step3), for every address under the old one that has no page. Off: only the exact address.',
      initialValue: false,
    }),
    defineField({
      name: 'to',
      title: 'Goes to',
      type: 'string',
      description:
        'A page of this website, a page of the teacher app (its address is set per installation, so write only its path, e.g. /auth), or another website.',
      options: { list: REDIRECT_TARGETS.map((value) => ({ value, title: TARGET_TITLES[value] })), layout: 'radio' },
      initialValue: 'site',
      validation: (r) => r.required().error('Goes to: choose where the redirect leads.'),
    }),
    defineField({
      name: 'destination',
      title: 'To (new address)',
      type: 'string',
      description:
        'For this website or the teacher app: the path, starting with "/", e.g. /best-practice or /auth. For another website: the full https:// address. A redirect must lead straight to a page: not to an address that is itself redirected.',
      validation: (r) => [
        r.required().error('To: the new address is required.'),
        r.custom(async (destination, context) => {
          if (typeof destination !== 'string') return true
          const to = (context.document as Partial<RedirectRule> | undefined)?.to
          if (to === 'url') {
            return /^https:\/\/[^\s/]+\.[^\s/]+(\/\S*)?$/.test(destination)
              ? true
              : 'To: another website needs its full address, starting with https://.'
          }
          if (!SOURCE_PATH.test(destination)) {
            return 'To: a path starting with "/", e.g. /best-practice (no "?" or "#", no "/" at the end).'
          }
          // Loops and chains first: their message says more than "not a page".
          const own = rule(context.document)
          const problem = own && chainProblem(own, await otherRedirects(context))
          if (problem) return `To: ${problem}`
          if (to === 'site' && !(await livePaths(context)).has(destination.toLowerCase())) {
            return `To: "${destination}" is not a page of this website. Choose a live page, so visitors do not land on "Page not found".`
          }
          return true
        }),
      ],
    }),
    defineField({
      name: 'permanent',
      title: 'Permanent',
      type: 'boolean',
      description:
        'On (usual): the old address has moved for good (HTTP 308); search engines move their listing to the new one. Off: a temporary redirect (HTTP 307), e.g. for a campaign; the old address keeps its listing.',
      initialValue: true,
    }),
    defineField({
      name: 'note',
      title: 'Note',
      type: 'text',
      rows: 2,
      description: 'Optional, for editors only: why this redirect exists (never shown on the website).',
      validation: (r) => r.max(500),
    }),
  ],
  preview: {
    select: { source: 'source', destination: 'destination', to: 'to', permanent: 'permanent' },
    prepare: ({ source, destination, to, permanent }) => ({
      title: `${source ?? '(no address)'} → ${to === 'app' ? 'app ' : ''}${destination ?? '?'}`,
      subtitle: permanent === false ? 'Temporary (307)' : 'Permanent (308)',
    }),
  },
})
