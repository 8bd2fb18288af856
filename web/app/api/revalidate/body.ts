/**
 * The request body as text, or null when it is longer than `maxBytes`. The declared
 * Content-Length is checked first (cheap refusal), then the bytes actually read, since the
 * header can be absent (chunked) or lie. Read before the signature is checked, hence bounded.
 */
export async function readTextBody(request: Request, maxBytes: number): Promise<string | null> {
  const declared = request.headers.get('content-length')
  if (declared !== null && Number(declared) > maxBytes) return null
  if (!request.body) return ''
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let total = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    total += value.byteLength
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined)
      return null
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks).toString('utf8')
}
