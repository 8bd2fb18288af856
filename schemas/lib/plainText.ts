/** Plain text of Portable Text blocks, for validation and for structured data. */
export function blocksToPlainText(blocks: unknown): string {
  if (!Array.isArray(blocks)) return ''
  return blocks
    .map((block) => {
      if (!block || typeof block !== 'object' || !('children' in block) || !Array.isArray(block.children)) return ''
      return block.children
        .map((child: unknown) =>
          child && typeof child === 'object' && 'text' in child && typeof child.text === 'string' ? child.text : '',
        )
        .join('')
    })
    .filter(Boolean)
    .join('\n\n')
}
