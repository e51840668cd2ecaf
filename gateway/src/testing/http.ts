import type { OperationDefinition } from '@listings/shared/api';
import type { Input } from './boundary-cases.ts';

/** The REST request for an operation's input: path with its parameters filled in, and a query string. */
export function requestPath(operation: OperationDefinition, input: Pick<Input, 'params' | 'query'>): string {
  const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(String(input.params[name])),
  );
  const query = new URLSearchParams(
    Object.entries(input.query).map(([k, v]): [string, string] => [k, String(v)]),
  ).toString();
  return query ? `${path}?${query}` : path;
}
