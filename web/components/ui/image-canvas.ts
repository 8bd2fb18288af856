/**
 * The root element's style of a next/og image: it fills the whole canvas, and Satori lays
 * out children only inside flex containers.
 */
export const FULL_CANVAS = { width: '100%', height: '100%', display: 'flex' } as const
