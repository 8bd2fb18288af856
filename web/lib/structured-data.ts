import 'server-only'
import { absoluteUrl } from './site'

/** schema.org BreadcrumbList from a trail of [name, path] pairs. */
export function breadcrumbList(trail: Array<[name: string, path: string]>) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map(([name, path], index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name,
      item: absoluteUrl(path),
    })),
  }
}
