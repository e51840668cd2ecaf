/** Test helpers of the API: what the specs and the e2e contract check validate the OpenAPI document and the MCP schemas with. */
export * from './testing/json-schema-formats.ts';
