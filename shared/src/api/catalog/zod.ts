/**
 * The one zod instance of the project, extended with `.openapi()` so schemas can carry OpenAPI
 * metadata. Import `z` from here, never from 'zod' directly, so the extension is always applied.
 */
import { z } from 'zod';
import { extendZodWithOpenApi } from '@asteasolutions/zod-to-openapi';

extendZodWithOpenApi(z);

export { z };
