import { createHash } from 'node:crypto'

/** The subset of Sanity's extracted schema (schema.json) the builder walks. */
type TypeNode =
  | { type: 'object'; attributes?: Record<string, { value: TypeNode; optional?: boolean }>; rest?: TypeNode }
  | { type: 'inline'; name: string }
  | { type: 'array'; of: TypeNode }
  | { type: 'union'; of: TypeNode[] }
  | { type: 'string' | 'number' | 'boolean' | 'unknown' | 'null'; value?: unknown }

type SchemaEntry =
  | { name: string; type: 'document'; attributes: Record<string, { value: TypeNode }> }
  | { name: string; type: 'type'; value: TypeNode }

export type ImageRef = { file: string; alt: string }

export type NormalizeHooks = {
  /** Turns an image seed into the stored image value (asset reference or import directive). */
  image: (image: ImageRef, at: string) => Record<string, unknown>
  /** Resolves an internal-link path to the id of the document at that path. */
  resolvePath: (path: string, at: string) => string
}

const keyOf = (seed: string) => createHash('sha1').update(seed).digest('hex').slice(0, 12)

/**
 * Turns a seed document into a Sanity document: adds _type to named objects, _key to
 * array items, wraps slugs and references, stores images and resolves internal links,
 * guided by the extracted schema so it stays right when the schema changes.
 */
export function createNormalizer(schema: SchemaEntry[], hooks: NormalizeHooks) {
  const byName = new Map(schema.map((entry) => [entry.name, entry]))

  function resolve(node: TypeNode): { node: TypeNode; name?: string } {
    if (node.type !== 'inline') return { node }
    const entry = byName.get(node.name)
    if (!entry) throw new Error(`schema.json has no type "${node.name}"`)
    const resolved: TypeNode =
      entry.type === 'document' ? { type: 'object', attributes: entry.attributes } : entry.value
    return { node: resolve(resolved).node, name: node.name }
  }

  /** Object attributes of a node, merging an inline "rest" (used for array members). */
  function objectShape(node: TypeNode): { attributes: Record<string, { value: TypeNode }>; name?: string } | undefined {
    const { node: resolved, name } = resolve(node)
    if (resolved.type !== 'object') return undefined
    const attributes = { ...(resolved.attributes ?? {}) }
    let restName: string | undefined
    if (resolved.rest) {
      const rest = objectShape(resolved.rest)
      if (rest) Object.assign(attributes, rest.attributes)
      restName = rest?.name
    }
    return { attributes, name: restName ?? name }
  }

  function normalize(value: unknown, node: TypeNode, at: string): unknown {
    if (value === undefined || value === null) return value
    const { node: resolved, name } = resolve(node)

    if (name === 'slug' && typeof value === 'string') return { _type: 'slug', current: value }
    if (name === 'accessibleImage') return { _type: 'accessibleImage', ...hooks.image(value as ImageRef, at) }

    // Portable Text blocks arrive complete from md(); only their link definitions need resolving.
    if (typeof value === 'object' && (value as { _type?: string })._type === 'block') {
      return resolveBlockLinks(value as Record<string, unknown>, at)
    }

    if (resolved.type === 'union') {
      const match = resolved.of.find((option) => objectShape(option)) ?? resolved.of[0]
      return match ? normalize(value, match, at) : value
    }

    if (resolved.type === 'array') {
      if (!Array.isArray(value)) throw new Error(`${at}: expected a list`)
      return value.map((item, index) => {
        const out = normalize(item, resolved.of, `${at}[${index}]`)
        if (out && typeof out === 'object' && !Array.isArray(out) && !('_key' in out)) {
          return { _key: keyOf(`${at}[${index}]`), ...out }
        }
        return out
      })
    }

    const shape = objectShape(node)
    if (shape) {
      const typeAttr = shape.attributes._type?.value
      const literalType =
        typeAttr && 'value' in typeAttr && typeof typeAttr.value === 'string' ? typeAttr.value : undefined
      if ('_ref' in shape.attributes) {
        if (typeof value !== 'string') throw new Error(`${at}: a reference is written as the target document id`)
        return { _type: 'reference', _ref: value }
      }
      if (typeof value !== 'object' || Array.isArray(value)) throw new Error(`${at}: expected an object`)
      const out: Record<string, unknown> = literalType ? { _type: literalType } : {}
      for (const [field, fieldValue] of Object.entries(value)) {
        const attribute = shape.attributes[field]
        if (!attribute) throw new Error(`${at}.${field}: no such field in the schema`)
        out[field] = normalize(fieldValue, attribute.value, `${at}.${field}`)
      }
      return out
    }
    return value
  }

  function resolveBlockLinks(block: Record<string, unknown>, at: string) {
    const markDefs = (block.markDefs as Array<Record<string, unknown>> | undefined) ?? []
    return {
      ...block,
      markDefs: markDefs.map((def) => {
        if (def._type !== 'internalLink') return def
        const { path, anchor, ...rest } = def
        return {
          ...rest,
          reference: { _type: 'reference', _ref: hooks.resolvePath(String(path), at) },
          ...(anchor ? { anchor } : {}),
        }
      }),
    }
  }

  return function normalizeDocument(type: string, id: string, data: unknown): Record<string, unknown> {
    const entry = byName.get(type)
    if (!entry || entry.type !== 'document') throw new Error(`${id}: "${type}" is not a document type`)
    const body = normalize(data, { type: 'object', attributes: entry.attributes }, id) as Record<string, unknown>
    return { _id: id, _type: type, ...body }
  }
}
