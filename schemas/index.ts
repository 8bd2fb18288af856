import { documentsTypes } from './documents'
import { objectsTypes } from './objects'
import { singletonsTypes } from './singletons'

export { SINGLETON_IDS, SINGLETON_TYPES } from './constants'

/** Every schema type of the dataset, for the Studio config. */
export const schemaTypes = [...singletonsTypes, ...documentsTypes, ...objectsTypes]

/** Singletons, exported apart so the Studio structure can pin them. */
export { singletonsTypes }
