/**
 * Site-only operations (`surface: 'site'`) are catalog operations the executor runs, but the API does
 * not list them: the spec's 41 operations (and the auditors' 6 beyond it) stay the API's, and the OpenAPI document (which the typed
 * client and Schemathesis are made from) names none of the site's.
 */
import { expect } from 'chai';
import { buildOpenApiDocument } from './openapi.ts';
import { executableOperationsById, operations, operationsById, siteOperations } from './operations.ts';

describe('catalog: site-only operations', () => {
  const siteIds = siteOperations.map((operation) => operation.operationId);

  it('are the actions of people on a listing page (votes, follows, reviews, comments) and the maker’s pictures, each marked site-only', () => {
    expect(siteIds).to.have.members([
      'vote_listing',
      'withdraw_vote',
      'follow_listing',
      'unfollow_listing',
      'review_listing',
      'post_comment',
      'edit_comment',
      'delete_comment',
      'report_comment',
      'update_profile',
      'save_notification_settings',
      'mark_notifications_read',
      'set_listing_logo',
      'add_listing_screenshot',
      'remove_listing_screenshot',
      'set_founder_photo',
      'remove_founder_photo',
    ]);
    for (const operation of siteOperations) expect(operation.surface, operation.operationId).to.equal('site');
  });

  it('leave the API its 41 operations and the 6 beyond the spec, none of them site-only', () => {
    expect(operations.filter((operation) => !operation.beyondSpec)).to.have.length(41);
    expect(operations.filter((operation) => operation.beyondSpec)).to.have.length(6);
    expect(operations.filter((operation) => (operation as { surface?: string }).surface === 'site')).to.deep.equal([]);
    expect([...operationsById.keys()]).to.not.include.members(siteIds);
    for (const id of siteIds) expect(operationsById.has(id), id).to.equal(false);
  });

  it('are run by the executor: it knows the API’s operations and the site’s, each id once', () => {
    expect(executableOperationsById.size).to.equal(41 + 6 + siteOperations.length);
    for (const operation of [...operations, ...siteOperations])
      expect(executableOperationsById.get(operation.operationId)).to.equal(operation);
  });

  it('are not in the OpenAPI document: neither their ids nor their paths', () => {
    const document = buildOpenApiDocument({ serverUrl: 'http://localhost/v1' }) as unknown as {
      paths: Record<string, Record<string, { operationId: string }>>;
    };
    const ids = Object.values(document.paths).flatMap((item) => Object.values(item).map((op) => op.operationId));
    expect(ids).to.have.length(41 + 6);
    expect(ids).to.have.members(operations.map((operation) => operation.operationId));
    for (const operation of siteOperations) expect(document.paths).to.not.have.property(operation.path);
  });
});
