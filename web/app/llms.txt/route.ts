import { llmsTxt } from '@/features/markdown/llms-txt'

/** GET /llms.txt: the site for AI agents. Rendered per request from the tagged content cache. */
export async function GET(): Promise<Response> {
  return new Response(await llmsTxt(), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
}
