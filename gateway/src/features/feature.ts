/**
 * One shape for every bounded context: a feature names its read models (static, so the projectors
 * process can run them without building anything else) and builds, from the service's stores and
 * ports, its operation handlers (keyed by operation id), reactors and process managers, timed jobs,
 * in-memory read models and pages. gateway/src/features.ts lists them; service.ts wires the list the
 * same way in every mode, and each process runs the parts its role needs.
 */
import type { Router } from 'express';
import type { ServiceConfig } from '@listings/shared/config';
import type {
  BlobStore,
  Clock,
  DocumentStore,
  EventStore,
  IntervalJob,
  Logger,
  Projection,
  ReadPosition,
  Reactor,
} from '@listings/shared/kernel';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type {
  CachePolicy,
  OperationExecutor,
  OperationHandlers,
  ResponseCache,
  SharedLimitStore,
} from '@listings/shared/api';
import type { Mailer, PaymentProvider, SafeFetcher, SessionStore, VatNumberChecker } from '@listings/shared/platform';
import type { ClaimPorts, DraftingPorts, MyListingsOptions } from './ports.ts';
import type { SignInLimitSettings } from '@listings/site';

/** What every feature is built from. */
export interface FeatureDeps {
  config: ServiceConfig;
  events: EventStore;
  documents: DocumentStore;
  clock: Clock;
  logger: Logger;
  mailer: Mailer;
  /** Pictures' renditions by SHA-256 (listing logos), served at /images. */
  blobs: BlobStore;
  /** Where the read side is (read-your-writes): the projection runner, or the projectors' progress on Kafka. */
  readSide: ReadPosition;
  /** Outside-world ports a test or another mode replaces; each feature falls back to the real ones. */
  ports: FeaturePorts;
  env: NodeJS.ProcessEnv;
  /**
   * Where limits (rate limits, sign-in throttles, registration and promo-try counters) are counted: the
   * shared document store when several processes serve (distributed mode), null for memory (one process).
   */
  sharedLimits: SharedLimitStore | null;
}

export interface FeaturePorts {
  /** The site crawler and drafter of the submit-by-URL flow. */
  drafting?: DraftingPorts;
  /** Claims: the fetcher of meta/file checks, the TXT resolver, the e-mail link key. */
  claims?: Partial<ClaimPorts>;
  /** My listings: the badge fetcher, re-check timing, site key. */
  myListings?: MyListingsOptions;
  /** The payment provider of the checkout page (default: from config.payments, the sandbox unless PAYMENT_PROVIDER=stripe). */
  paymentProvider?: PaymentProvider;
  /** The VAT number check (default: VIES at config.payments.viesUrl; null: format rules only). */
  vatChecker?: VatNumberChecker | null;
  /** Fetches OAuth client ID metadata documents. */
  oauthFetcher?: SafeFetcher;
  /** The sign-in pages' limits (sign-in, sign-up, reset links, sign-in hops); default DEFAULT_SIGN_IN_LIMITS. */
  signInLimits?: Partial<SignInLimitSettings>;
}

/**
 * What the pages are built from: the one executor (pages run the same operations as the API), the
 * sessions, and the front response cache anonymous pages are kept in (the API's, emptied by projections).
 */
export interface EdgeDeps {
  executor: OperationExecutor;
  sessions: SessionStore;
  cache: ResponseCache;
  cachePolicy: CachePolicy;
}

/**
 * Sees every request at the edge before anything answers it, cached or not (e.g. to count listing
 * page views), with the response it will get (to act on how it was answered: a view counts only when
 * the page was served). Must return at once; any work it starts runs in the background.
 */
export type RequestObserver = (req: IncomingMessage, res: ServerResponse) => void;

export interface RouteMount {
  path: string;
  router: Router;
}

/** A job on a timer; `tickMs` 0 leaves it to explicit ticks (tests). */
export interface TimedJob {
  /** How the service names it (`service.jobs`), e.g. `launches`. */
  name: string;
  job: IntervalJob<unknown>;
  tickMs: number;
}

export interface BuiltFeature<Operations extends OperationHandlers = OperationHandlers> {
  operations: Operations;
  /** Consumers with side effects: reactors and process managers (command processes run them). */
  reactors?: readonly Reactor[];
  jobs?: readonly TimedJob[];
  /** Read models kept in the memory of each process that serves reads (e.g. the search index). */
  localProjections?: readonly Projection[];
  routes?: (edge: EdgeDeps) => RouteMount[];
  /** Last words at shutdown, after the consumers stopped (e.g. write a snapshot). */
  stop?(): Promise<void>;
  requestObservers?: readonly RequestObserver[];
}

export interface Feature<Built extends BuiltFeature = BuiltFeature, Name extends string = string> {
  name: Name;
  /** Read models in the document store (the projectors process runs these). */
  projections: readonly Projection[];
  build(deps: FeatureDeps): Built;
}

/** Keeps the feature's operation ids as literal types, so features.ts can check that every operation has a handler. */
export const defineFeature = <
  const Name extends string,
  const Operations extends OperationHandlers,
  Built extends BuiltFeature<Operations>,
>(
  feature: Feature<Built, Name> & { build(deps: FeatureDeps): Built & { operations: Operations } },
): Feature<Built, Name> => feature;
