import { toOpenApiPath } from './operations';
import type { TRouteEntry } from './route-table';
import type { TJsonSchema } from './schemas';

/** `METHOD path` of every route Fastify serves that the document does not describe. */
export function findUndocumentedRoutes(routes: TRouteEntry[], document: TJsonSchema): string[] {
  const paths = document.paths as Record<string, Record<string, unknown>>;
  return routes.filter((r) => !paths[toOpenApiPath(r.url)]?.[r.method.toLowerCase()]).map((r) => `${r.method} ${r.url}`);
}
