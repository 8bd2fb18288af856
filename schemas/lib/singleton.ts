import { defineType, type FieldDefinition, type FieldGroupDefinition } from 'sanity'
import type { SingletonType } from '../constants'

/**
 * A document that exists once, under its fixed id (SINGLETON_IDS, pinned by the Studio's
 * structure): its type name is that id, and it previews as its own title.
 */
export function defineSingleton({
  name,
  title,
  groups,
  fields,
}: {
  name: SingletonType
  title: string
  groups?: FieldGroupDefinition[]
  fields: FieldDefinition[]
}) {
  return defineType({
    name,
    title,
    type: 'document',
    ...(groups ? { groups } : {}),
    fields,
    preview: { prepare: () => ({ title }) },
  })
}
