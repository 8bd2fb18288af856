/** Path of a step page; the overview, the step pages and internal links all agree on it. */
export const stepPath = (stepNumber: number) => `/best-practice/step${stepNumber}`

/** `step7` → 7. Anything else (`step`, `7`, `stepx`, a ten-digit number) → null. */
export function parseStepSegment(segment: string): number | null {
  const match = /^step(\d{1,6})$/.exec(segment)
  return match ? Number(match[1]) : null
}

/**
 * How the not-found view names what was asked for: the number for `/best-practice/step12`,
 * the (shortened) segment for anything malformed.
 */
export function requestedStepLabel(pathname: string): string {
  const last = pathname.split('/').filter(Boolean).pop() ?? ''
  let segment = last
  try {
    segment = decodeURIComponent(last)
  } catch {
    // Keep the raw segment when it is not valid percent-encoding.
  }
  const stepNumber = parseStepSegment(segment)
  if (stepNumber !== null) return String(stepNumber)
  const rest = segment.replace(/^step/i, '')
  return rest.length > 24 ? `${rest.slice(0, 24)}…` : rest
}
