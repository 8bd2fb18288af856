import 'server-only'
import { env } from './env'

/** Absolute URL on the public site, for canonicals, sitemaps and social cards. */
export function absoluteUrl(path: string): string {
  return new URL(path, env.SITE_URL).toString()
}
