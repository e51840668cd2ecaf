/**
 * Which catalog operation an HTTP request is for (`GET /v1/listings/abc` → `get_listing`), from the
 * catalog's methods and paths: the label of the HTTP metrics and the name of a request's span.
 */
import { operations } from '@listings/shared/api';

// Paths with fewer parameters first, so `/listings/search` is not taken for `/listings/{id}`.
const routes = operations
  .map((operation) => ({
    method: operation.method.toUpperCase(),
    pattern: new RegExp(`^/v1${operation.path.replace(/\{[^}]+\}/g, '[^/]+')}/?$`),
    parameters: operation.path.split('{').length,
    id: operation.operationId,
  }))
  .sort((a, b) => a.parameters - b.parameters);

export function operationOf(method: string, path: string): string | undefined {
  if (!path.startsWith('/v1/')) return undefined;
  const upper = method === 'HEAD' ? 'GET' : method.toUpperCase();
  return routes.find((route) => route.method === upper && route.pattern.test(path))?.id;
}
