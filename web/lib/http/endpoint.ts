import { apiRequestFromFetch, fetchResponseFromApi, type ApiHandler, type ApiRequest, type ApiResponse } from './api'
import { httpErrors, jsonError } from './errors'

type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS'

export interface Endpoint {
  /** The URL path, e.g. /api/feedback/send-feedback. */
  readonly path: string
  /** Answers any method: the handler of a supported one, 405 with an Allow list otherwise. */
  readonly handle: ApiHandler
  /**
   * The same, as a Next route handler for every method (so Next never answers OPTIONS or HEAD
   * itself): `export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint.routes`.
   */
  readonly routes: Readonly<Record<Method, RouteHandler>>
}

type RouteHandler = (request: Request) => Promise<Response>

const METHODS: readonly Method[] = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']

/**
 * An API endpoint written once, served by both Next's route handlers (app/api/…/route.ts,
 * what `next dev` runs) and the site server's fast path (server/, in production).
 * Handlers throw `HttpError`s for what the client got wrong; anything thrown becomes a JSON
 * answer (logged under `context` when unexpected). Methods without a handler answer 405 + Allow.
 */
export function defineEndpoint(path: string, context: string, handlers: Partial<Record<Method, ApiHandler>>): Endpoint {
  const allow = Object.keys(handlers)
  const handle = async (request: ApiRequest): Promise<ApiResponse> => {
    const handler = handlers[request.method.toUpperCase() as Method]
    try {
      if (!handler) throw httpErrors.methodNotAllowed(allow)
      return await handler(request)
    } catch (error) {
      return jsonError(error, context)
    }
  }
  const route: RouteHandler = async (request) => fetchResponseFromApi(await handle(apiRequestFromFetch(request)))
  return {
    path,
    handle,
    routes: Object.fromEntries(METHODS.map((method) => [method, route])) as Record<Method, RouteHandler>,
  }
}
