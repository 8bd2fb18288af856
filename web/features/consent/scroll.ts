/** Accept-on-scroll (compact banner only, off by default) triggers past this share of the page. */
export const ACCEPT_ON_SCROLL_PERCENT = 25

/**
 * How far down the page the visitor has scrolled, 0-100, measured over the scrollable
 * distance. A page that does not scroll reports 0, so it can never count as acceptance.
 */
export function scrolledPercent({
  scrollTop,
  scrollHeight,
  clientHeight,
}: {
  scrollTop: number
  scrollHeight: number
  clientHeight: number
}): number {
  const scrollable = scrollHeight - clientHeight
  if (scrollable <= 0) return 0
  return Math.min(100, Math.max(0, (scrollTop / scrollable) * 100))
}

export function passesScrollThreshold(
  position: { scrollTop: number; scrollHeight: number; clientHeight: number },
  percent = ACCEPT_ON_SCROLL_PERCENT,
): boolean {
  return scrolledPercent(position) > percent
}
