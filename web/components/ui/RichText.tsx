import { pathFor, type RoutableDocument } from '@assessa/schemas/paths'
import {
  PortableText,
  type PortableTextBlock,
  type PortableTextBlockComponent,
  type PortableTextComponents,
} from '@portabletext/react'
import Link from 'next/link'

type LinkTarget = { _type: string; slug?: string | null; stepNumber?: number | null; kind?: string | null }

/** Path of an internal link's target, or undefined when the target was deleted or unpublished. */
export function internalHref(target: LinkTarget | null | undefined, anchor?: string | null): string | undefined {
  if (!target) return undefined
  const path = pathFor(target as RoutableDocument)
  if (!path || path.includes('undefined')) return undefined
  return anchor ? `${path}#${anchor}` : path
}

const paragraph: PortableTextBlockComponent = ({ children }) => <p>{children}</p>

const baseComponents: PortableTextComponents = {
  block: {
    normal: paragraph,
    h3: ({ children }) => <h3 className="text-lg font-semibold">{children}</h3>,
  },
  list: {
    bullet: ({ children }) => <ul className="list-disc space-y-1 pl-6">{children}</ul>,
    number: ({ children }) => <ol className="list-decimal space-y-1 pl-6">{children}</ol>,
  },
  marks: {
    internalLink: ({ value, children }) => {
      const href = internalHref(value?.target, value?.anchor)
      // A link to a page that no longer exists renders as plain text rather than a broken link.
      if (!href) return <>{children}</>
      return (
        <Link href={href} className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800">
          {children}
        </Link>
      )
    },
    externalLink: ({ value, children }) => (
      <a href={value?.href} className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800">
        {children}
      </a>
    ),
  },
}

// Text that stands directly under the page's h1 (a tutorial step's guide) promotes its subheadings to h2.
const topLevelComponents: PortableTextComponents = {
  ...baseComponents,
  block: { normal: paragraph, h3: ({ children }) => <h2 className="text-lg font-semibold">{children}</h2> },
}

/** Renders CMS rich text with the site's own elements; no HTML from the CMS reaches the page. */
export function RichText({
  value,
  className = '',
  subheadingLevel = 3,
}: {
  value: unknown
  className?: string
  /** Heading level of the text's subheadings, so the page outline has no gaps. */
  subheadingLevel?: 2 | 3
}) {
  if (!Array.isArray(value) || value.length === 0) return null
  return (
    <div className={`space-y-4 leading-relaxed ${className}`}>
      <PortableText
        value={value as PortableTextBlock[]}
        components={subheadingLevel === 2 ? topLevelComponents : baseComponents}
      />
    </div>
  )
}
