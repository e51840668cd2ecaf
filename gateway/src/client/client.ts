/**
 * A typed client of the API: openapi-fetch over the types openapi-typescript generates from the
 * OpenAPI document (api-types.ts). Paths, parameters, bodies and answers are all typed from the
 * document, so a client written against it reads fields without casts.
 */
import createClient from 'openapi-fetch';
import type { paths } from './api-types.ts';

export type ApiClient = ReturnType<typeof createClient<paths>>;

/** A client of `<base>/v1`, authenticated with an API key or an OAuth access token when one is given. */
export const createApiClient = (base: string, credential?: string): ApiClient =>
  createClient<paths>({
    baseUrl: `${base.replace(/\/+$/, '')}/v1`,
    ...(credential ? { headers: { authorization: `Bearer ${credential}` } } : {}),
  });

export type { paths, components, operations } from './api-types.ts';
