/**
 * Staff roles (admin, moderator, auditor; per site or network-wide) and what they give through the
 * API so far: the auditors' read-only operations (scope `audit:read`). Roles are granted with the admin
 * CLI (`npm run admin -- staff …`); the `staff_roles` read model answers "may this account audit here?".
 */
import { staffReadModels } from '@listings/projectors/staff';
import { siteKeyFromEnv } from '@listings/command-service/my-listings';
import { defineFeature } from '../features/feature.ts';
import { auditHandlers } from '../audit/audit-handlers.ts';

export const staffFeature = defineFeature({
  name: 'staff',
  projections: staffReadModels,
  build: ({ events, documents, env }) => ({
    operations: auditHandlers({ events, documents, siteKey: siteKeyFromEnv(env) }),
  }),
});
