/**
 * Structured data for search engines. The payload is our own JSON (built from CMS fields),
 * serialised with "<" escaped so no CMS text can close the script element.
 */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  const json = JSON.stringify(data).replace(/</g, '\\u003c')
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />
}
