/**
 * The logo reactor: when a listing is created from a draft (submit_draft, through the draft-listing
 * process), it fetches the company's logo — the draft's `logo_url`, then the site's icons and
 * og:image (logo-candidates.ts), each through the SSRF-safe image fetcher (robots.txt, redirects
 * re-checked, byte cap, timeout) — runs it through the image pipeline (type by bytes, pixel cap,
 * safe SVG rasterised, no polyglot, metadata dropped, fixed WebP and PNG squares in the blob store)
 * and records the first one taken as ListingLogoSet on the listing's stream, with its source URL and
 * evidence; when none can be taken, ListingLogoNotFound with what each candidate came to.
 *
 * Never repeats the fetch: each job folds the listing first and does nothing once a logo is there
 * (fetched or uploaded) or the site was found to have none — so a replay, a rebuild or a second
 * delivery fetches nothing — and the decider ignores a result that arrives after another (an upload
 * made meanwhile wins). A crash between storing the renditions and recording the event fetches once
 * more at the next start; the blob store is content-addressed, so that stores nothing twice.
 */
import {
  defineReactor,
  loadAggregate,
  type Actor,
  type BlobStore,
  type EventStore,
  type Clock,
  type Logger,
  type Reactor,
  type RecordedEvent,
} from '@listings/shared/kernel';
import { draftStream } from '@listings/shared/contracts/drafts';
import type { ListingEvent, ListingImage, LogoAttempt } from '@listings/shared/contracts/listings';
import { ImageRefused, ingestImage, renditionRefs, type IngestLimits } from '@listings/shared/platform';
import { ListingCommands, loadListing } from '../../listings/index.ts';
import { siteOf } from '../draft-commands.ts';
import { draftDecider } from '../draft.decider.ts';
import { ImageFetchFailed, type ImageFetcher } from './image-fetcher.ts';
import { logoCandidates } from './logo-candidates.ts';

const SYSTEM: Actor = { kind: 'system', id: 'listing-logo-reactor' };

type Created = Extract<ListingEvent, { type: 'ListingCreated' }>;

export function listingLogoReactor(deps: {
  events: EventStore;
  clock: Clock;
  fetcher: ImageFetcher;
  blobs: BlobStore;
  logger: Logger;
  limits?: IngestLimits;
}): Reactor<Created> {
  const { events, fetcher, blobs, logger } = deps;
  const listings = new ListingCommands(events, deps.clock);

  async function fetchLogo(event: RecordedEvent<Created>): Promise<void> {
    const { listingId, draftId } = event.data;
    if (!draftId) return;
    const cause = `reactor:${event.type}:${event.id}`;
    const listing = await loadListing(events, listingId);
    if (listing.listingId === null || listing.logo !== null || listing.siteLogoTried) return;

    const { state: draft, history } = await loadAggregate(events, draftStream(draftId), draftDecider);
    const tried: LogoAttempt[] = [];
    for (const candidate of logoCandidates(draft, siteOf(history))) {
      try {
        const { finalUrl, bytes } = await fetcher.fetchImage(candidate.url);
        const manifest = await ingestImage(bytes, blobs, deps.limits);
        const logo: ListingImage = {
          renditions: renditionRefs(manifest),
          original: manifest.original,
          source: candidate.source,
          url: finalUrl,
          evidence: candidate.evidence,
        };
        await listings.execute(listingId, { type: 'SetLogo', logo }, SYSTEM, cause, event.id);
        return;
      } catch (error) {
        if (!(error instanceof ImageFetchFailed || error instanceof ImageRefused)) throw error;
        tried.push({ source: candidate.source, url: candidate.url, reason: error.reason });
        logger.info('logo candidate not taken', { listingId, url: candidate.url, reason: error.reason });
      }
    }
    await listings.execute(listingId, { type: 'RecordLogoNotFound', draftId, tried }, SYSTEM, cause, event.id);
  }

  return defineReactor<Created>({
    name: 'listing-logo',
    eventTypes: ['ListingCreated'],
    logger,
    keyOf: (event) => `listing:${event.data.listingId}`,
    perform: fetchLogo,
  });
}
