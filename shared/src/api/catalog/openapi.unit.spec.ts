/** The success bodies in the OpenAPI document name and describe every field, and close every object. */
import { expect } from 'chai';
import { buildOpenApiDocument } from './openapi.ts';

type Json = Record<string, any>;

describe('OpenAPI document: success bodies', () => {
  const document = buildOpenApiDocument({ serverUrl: 'http://localhost/v1' }) as unknown as Json;
  const components = document.components.schemas as Json;

  /** Every property without a description, and every object that is not closed, as `operation.path`. */
  const gaps = () => {
    const undescribed: string[] = [];
    const open: string[] = [];
    const walk = (schema: Json | undefined, at: string, seen: Set<string>): void => {
      if (!schema || typeof schema !== 'object') return;
      if (schema.$ref) {
        const name = String(schema.$ref).split('/').pop()!;
        if (!seen.has(name)) walk(components[name], name, new Set([...seen, name]));
        return;
      }
      for (const branch of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])])
        walk(branch, at, seen);
      if (schema.properties && schema.additionalProperties !== false) open.push(at);
      for (const [name, property] of Object.entries<Json>(schema.properties ?? {})) {
        const branches = [...(property.anyOf ?? []), ...(property.allOf ?? [])];
        const describedHere =
          property.description || property.$ref || branches.some((b: Json) => b.description || b.$ref);
        if (!describedHere) undescribed.push(`${at}.${name}`);
        walk(property, `${at}.${name}`, seen);
      }
      if (schema.items) walk(schema.items, `${at}[]`, seen);
      if (schema.additionalProperties && typeof schema.additionalProperties === 'object')
        walk(schema.additionalProperties, `${at}{}`, seen);
    };
    for (const item of Object.values<Json>(document.paths))
      for (const operation of Object.values<Json>(item))
        for (const [status, response] of Object.entries<Json>(operation.responses))
          if (status.startsWith('2'))
            walk(response.content['application/json'].schema, operation.operationId, new Set());
    return { undescribed, open };
  };

  it('describes every field of every success body', () => {
    expect(gaps().undescribed).to.deep.equal([]);
  });

  it('closes every object of every success body (maps keyed by data aside)', () => {
    expect(gaps().open).to.deep.equal([]);
  });
});
