/**
 * The catalog by context: each context's file defines its operations (with their bodies, answers and
 * links) and operations.ts lists them in order. Every defined operation is listed exactly once, and
 * every link an operation declares leads to an operation of the API with the parameters it names.
 */
import { expect } from 'chai';
import type { z } from './zod.ts';
import type { OperationDefinition } from './operation.ts';
import { operations, operationsById, siteOperations } from './operations.ts';
import { siteContentOperations } from './site-content.ts';
import { listingsOperations } from './listings.ts';
import { accountsOperations } from './accounts.ts';
import { draftsOperations } from './drafts.ts';
import { myListingsOperations } from './my-listings.ts';
import { claimsOperations } from './claims.ts';
import { ordersOperations } from './orders.ts';
import { engagementOperations } from './engagement.ts';
import { listingImagesOperations } from './listing-images.ts';
import { auditOperations } from './audit.ts';

const CONTEXTS: Record<string, Readonly<Record<string, OperationDefinition>>> = {
  'site-content': siteContentOperations,
  listings: listingsOperations,
  accounts: accountsOperations,
  drafts: draftsOperations,
  'my-listings': myListingsOperations,
  claims: claimsOperations,
  orders: ordersOperations,
  engagement: engagementOperations,
  'listing-images': listingImagesOperations,
  audit: auditOperations,
};

describe('catalog: operations by context', () => {
  const listed = [...operations, ...siteOperations] as readonly OperationDefinition[];

  it('lists every operation a context defines exactly once, and nothing else', () => {
    const defined = Object.values(CONTEXTS).flatMap((context) => Object.values(context));
    expect(listed).to.have.length(defined.length);
    for (const operation of defined)
      expect(
        listed.filter((candidate) => candidate === operation),
        operation.operationId,
      ).to.have.length(1);
  });

  it('keys each context’s operations by their own id', () => {
    for (const [name, context] of Object.entries(CONTEXTS))
      for (const [id, operation] of Object.entries(context)) expect(operation.operationId, name).to.equal(id);
  });

  it('links each answer only to operations of the API, giving every path parameter they need', () => {
    for (const operation of listed)
      for (const [name, link] of Object.entries(operation.links ?? {})) {
        const at = `${operation.operationId} → ${name}`;
        const target = operationsById.get(link.operationId);
        expect(target, at).to.not.equal(undefined);
        const params = Object.keys((target!.params as z.ZodObject | undefined)?.shape ?? {});
        expect(Object.keys(link.parameters), at).to.have.members(params);
        for (const source of Object.values(link.parameters)) expect(source, at).to.match(/^\$response\.body#\//);
      }
  });
});
