/** The committed client types are exactly what openapi-typescript generates from the current catalog. */
import fs from 'node:fs';
import { expect } from 'chai';
import { API_TYPES_FILE, generateApiTypes } from './generate.ts';

describe('typed client (openapi-typescript)', () => {
  it('api-types.ts is generated from the current OpenAPI document (npm run client:generate after a catalog change)', async () => {
    const committed = fs.readFileSync(API_TYPES_FILE, 'utf8');
    expect(committed === (await generateApiTypes()), 'api-types.ts is stale: run npm run client:generate').to.equal(
      true,
    );
  });
});
