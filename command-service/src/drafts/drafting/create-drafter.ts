/**
 * The drafter the service uses: Gemini when GEMINI_API_KEY is set, the extractive drafter otherwise.
 * Either way its output goes through the verifier (verify/verify-proposal.ts: quotes verbatim on a
 * fetched page, and quotes that state the value), and empty list entries are dropped, so a value
 * without holding evidence never leaves this module; what was turned down is in `rejected`.
 */
import type { CrawlResult, DraftOptions, DraftProposal, Drafter } from '../drafting.ports.ts';
import { withoutEmptyEntries } from './evidence.ts';
import { verifyProposal } from './verify/verify-proposal.ts';
import { ExtractiveDrafter } from './extractive-drafter.ts';
import { DEFAULT_GEMINI_MODEL, GeminiDrafter, type GeminiDrafterSettings } from './gemini-drafter.ts';

export interface DrafterConfig {
  /** GEMINI_API_KEY: when set, drafts with Gemini. */
  geminiApiKey?: string;
  /** GEMINI_MODEL (default gemini-flash-latest). */
  geminiModel?: string;
  /** GEMINI_BASE_URL: another endpoint (tests, proxies). */
  geminiBaseUrl?: string;
  /** GEMINI_MAX_COST_USD: the cost ceiling of one draft (default 0.05). */
  geminiMaxCostUsd?: number;
  /** Timeouts, retries, prices and the logger of the Gemini drafter (defaults in gemini-drafter.ts). */
  gemini?: Omit<GeminiDrafterSettings, 'apiKey' | 'model' | 'baseUrl' | 'maxCostUsd'>;
}

export function drafterConfigFromEnv(env: NodeJS.ProcessEnv = process.env): DrafterConfig {
  return {
    geminiApiKey: env.GEMINI_API_KEY || undefined,
    geminiModel: env.GEMINI_MODEL || DEFAULT_GEMINI_MODEL,
    geminiBaseUrl: env.GEMINI_BASE_URL || undefined,
    ...(Number(env.GEMINI_MAX_COST_USD) > 0 ? { geminiMaxCostUsd: Number(env.GEMINI_MAX_COST_USD) } : {}),
  };
}

/** A drafter whose every answer has been through the verifier. */
export function withEvidence(inner: Drafter): Drafter & { readonly kind: string } {
  return {
    kind: inner instanceof GeminiDrafter ? 'gemini' : 'extractive',
    async draft(site: CrawlResult, options?: DraftOptions): Promise<DraftProposal> {
      return withoutEmptyEntries(
        verifyProposal(await inner.draft(site, options), site, { categories: options?.categories }),
      );
    },
  };
}

export function createDrafter(config: DrafterConfig): Drafter & { readonly kind: string } {
  if (config.geminiApiKey) {
    return withEvidence(
      new GeminiDrafter({
        ...config.gemini,
        apiKey: config.geminiApiKey,
        model: config.geminiModel,
        baseUrl: config.geminiBaseUrl,
        ...(config.geminiMaxCostUsd ? { maxCostUsd: config.geminiMaxCostUsd } : {}),
      }),
    );
  }
  return withEvidence(new ExtractiveDrafter());
}
