/**
 * The operation handlers built so far, by operationId. An operation missing here answers 501
 * through the executor: it never pretends to succeed.
 */
import type { DocumentStore } from '@listings/shared/document-store/document-store';
import type { SiteSettings } from '@listings/shared/config';
import type { OperationHandler } from '@listings/shared/operations/result';
import { getAccount } from '@listings/query-service/accounts/get-account';
import { getSiteInfo } from '@listings/query-service/site/get-site-info';

export interface HandlerDependencies {
  documents: DocumentStore;
  site: SiteSettings;
}

export const buildHandlers = (deps: HandlerDependencies): Map<string, OperationHandler> =>
  new Map<string, OperationHandler>([
    ['get_site_info', getSiteInfo(deps.documents, deps.site)],
    ['get_account', getAccount(deps.documents)],
  ]);
