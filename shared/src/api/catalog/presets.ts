/**
 * What many operations of the catalog share, whatever their context: who may call them and how
 * (public reads, reads of one's account, listing writes) and the parameters they name a thing by.
 */
import { z } from './zod.ts';
import { paging, slug } from './fields.ts';

export const slugParams = z.strictObject({ slug });
export const pagingQuery = z.strictObject(paging);
export const noQuery = z.strictObject({});

export const publicRead = {
  access: 'public',
  idempotencyKey: false,
  successStatus: 200,
  readOnly: true,
  method: 'get',
} as const;
export const accountRead = {
  access: 'account:read',
  idempotencyKey: false,
  successStatus: 200,
  readOnly: true,
  method: 'get',
} as const;
export const listingsWrite = { access: 'listings:write', idempotencyKey: true, readOnly: false } as const;
