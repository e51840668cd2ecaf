/**
 * Drafter on Google's Gemini API (official SDK `@google/genai`), with structured output: the
 * response schema is the proposal shape, every value with its evidence quotes, unknown values null.
 * Each attempt has a timeout; 408/429/5xx answers and network errors are retried with exponential
 * backoff and jitter (the SDK's retryOptions, on p-retry). A per-draft cost ceiling bounds the prompt
 * (page text is cut to fit) and the answer (maxOutputTokens); the tokens used and their cost are
 * logged for every draft. A cut-off answer (finishReason MAX_TOKENS) or one that is not JSON is an
 * ai_bad_response, never half-read.
 * The answer is parsed defensively (limits of the draft fields applied, malformed entries dropped);
 * every value is then verified by the caller (createDrafter wraps every drafter in verify/verify-proposal.ts).
 */
import { SOCIAL_PLATFORMS, STORY_SECTIONS } from '@listings/shared/contracts/listings';
import { DRAFT_FIELDS } from '@listings/shared/contracts/drafts';
import { GoogleGenAI, Type, type Schema } from '@google/genai';
import type { Logger } from '@listings/shared/kernel';
import type {
  CategoryOption,
  CrawlResult,
  DraftFieldName,
  DraftOptions,
  DraftProposal,
  Drafter,
  Evidence,
  ProposedValue,
} from '../drafting.ports.ts';

export const DEFAULT_GEMINI_MODEL = 'gemini-flash-latest';

export interface GeminiDrafterSettings {
  apiKey: string;
  model?: string;
  /** Another endpoint than Google's (tests: a fake on 127.0.0.1). */
  baseUrl?: string;
  /** Most characters of page text sent, over all pages (default 120 000; the cost ceiling may cut it). */
  maxPromptChars?: number;
  /** Per attempt (default 60 s). */
  timeoutMs?: number;
  /** Attempts in all, the first included (default 3), and the backoff between them in seconds. */
  retry?: { attempts?: number; initialDelaySeconds?: number; maxDelaySeconds?: number };
  /** Most a draft may cost, in US dollars, at the prices below (default 0.05). */
  maxCostUsd?: number;
  /** US dollars per million input / output tokens (defaults: Gemini Flash list prices, 0.30 / 2.50). */
  pricePerMillionTokens?: { input: number; output: number };
  /** Most tokens of the answer (default 16 384; lowered when the ceiling needs it). */
  maxOutputTokens?: number;
  /** Where the tokens and cost of each draft are logged (default: a JSON line on stdout). */
  logger?: Pick<Logger, 'info' | 'warn'>;
}

/** A token is about 4 characters of English text: the estimate the ceiling is checked with before a call. */
const CHARS_PER_TOKEN = 4;
const MIN_OUTPUT_TOKENS = 2048;
const MIN_PAGE_CHARS = 4000;

const stdoutLogger: Pick<Logger, 'info' | 'warn'> = {
  info: (message, fields = {}) =>
    process.stdout.write(
      `${JSON.stringify({ time: new Date().toISOString(), level: 'info', service: 'drafter', message, ...fields })}\n`,
    ),
  warn: (message, fields = {}) =>
    process.stdout.write(
      `${JSON.stringify({ time: new Date().toISOString(), level: 'warn', service: 'drafter', message, ...fields })}\n`,
    ),
};

/**
 * How much page text and how many answer tokens a draft may use under the ceiling: the prompt is cut
 * before the answer is (an answer cut short is useless), and a ceiling too low for even a small
 * prompt and answer refuses the draft.
 */
export function budgetFor(
  settings: Pick<GeminiDrafterSettings, 'maxCostUsd' | 'pricePerMillionTokens' | 'maxOutputTokens' | 'maxPromptChars'>,
  fixedChars: number,
): { pageChars: number; maxOutputTokens: number } | null {
  const price = settings.pricePerMillionTokens ?? { input: 0.3, output: 2.5 };
  const ceiling = settings.maxCostUsd ?? 0.05;
  const outputTokens = settings.maxOutputTokens ?? 16_384;
  const cost = (chars: number, output: number) =>
    ((chars / CHARS_PER_TOKEN) * price.input + output * price.output) / 1_000_000;
  let pageChars = settings.maxPromptChars ?? 120_000;
  let output = outputTokens;
  while (cost(fixedChars + pageChars, output) > ceiling && pageChars > MIN_PAGE_CHARS)
    pageChars = Math.max(MIN_PAGE_CHARS, Math.floor(pageChars * 0.8));
  while (cost(fixedChars + pageChars, output) > ceiling && output > MIN_OUTPUT_TOKENS)
    output = Math.max(MIN_OUTPUT_TOKENS, Math.floor(output * 0.8));
  return cost(fixedChars + pageChars, output) > ceiling ? null : { pageChars, maxOutputTokens: output };
}

export class DrafterError extends Error {
  override readonly name = 'DrafterError';
  readonly code: 'ai_unavailable' | 'ai_bad_response';

  constructor(code: 'ai_unavailable' | 'ai_bad_response', message: string) {
    super(message);
    this.code = code;
  }
}

export const LIST_FIELDS: ReadonlySet<DraftFieldName> = new Set(['categories', 'tags', 'features', 'usps', 'keywords']);
const FIELD_MAX: Partial<Record<DraftFieldName, number>> = { description: 20000 };

const evidenceSchema: Schema = {
  type: Type.ARRAY,
  description: 'Quotes copied character for character from the TEXT or META of the page named by url.',
  items: {
    type: Type.OBJECT,
    properties: { quote: { type: Type.STRING }, url: { type: Type.STRING } },
    required: ['quote', 'url'],
  },
};
const proposed = (value: Schema): Schema => ({
  type: Type.OBJECT,
  properties: { value: { ...value, nullable: true }, evidence: evidenceSchema },
  required: ['value', 'evidence'],
});
const text: Schema = { type: Type.STRING };
const textList: Schema = { type: Type.ARRAY, items: { type: Type.STRING } };
const object = (properties: Record<string, Schema>, required: string[]): Schema => ({
  type: Type.OBJECT,
  properties,
  required,
});

/** The response schema: the DraftProposal shape. */
export function proposalSchema(fields: readonly DraftFieldName[] = DRAFT_FIELDS): Schema {
  return object(
    {
      fields: object(
        Object.fromEntries(fields.map((field) => [field, proposed(LIST_FIELDS.has(field) ? textList : text)])),
        [...fields],
      ),
      faqs: { type: Type.ARRAY, items: proposed(object({ question: text, answer: text }, ['question', 'answer'])) },
      founders: {
        type: Type.ARRAY,
        items: proposed(
          object({ name: text, title: { ...text, nullable: true }, bio: { ...text, nullable: true } }, ['name']),
        ),
      },
      company_socials: object(Object.fromEntries(SOCIAL_PLATFORMS.map((platform) => [platform, proposed(text)])), []),
      founder_socials: object(Object.fromEntries(SOCIAL_PLATFORMS.map((platform) => [platform, proposed(text)])), []),
      story: object(Object.fromEntries(STORY_SECTIONS.map((section) => [section, proposed(text)])), []),
      milestones: {
        type: Type.ARRAY,
        items: proposed(
          object(
            { date: text, title: text, description: { ...text, nullable: true }, url: { ...text, nullable: true } },
            ['date', 'title'],
          ),
        ),
      },
    },
    ['fields', 'faqs', 'founders', 'company_socials', 'founder_socials', 'story', 'milestones'],
  );
}

export const SYSTEM_INSTRUCTION = [
  'You draft the profile of a product for a public directory, from the pages of its website given below.',
  'Rules:',
  '- Use only facts the pages state. Never guess, infer or invent. When the pages do not state a value, set value to null and evidence to [].',
  "- Every non-null value needs evidence: one or more quotes copied character for character (same case, same words) from the TEXT or META of one page, with that page's url. A quote must be a contiguous passage of that page; do not join passages, paraphrase or translate inside a quote.",
  '- Values may be shortened or lightly rewritten from the quotes, but must say nothing the quotes do not support.',
  '- URLs (logo_url, demo_video_url, socials) and e-mail addresses must be copied exactly, and must appear in their quote (usually from META lines).',
  '- country: ISO 3166-1 alpha-2 code. founded_year: four digits, only when a page says the company was founded/started/established that year (a copyright year is not a founding year). pricing_model: one of free, freemium, paid, subscription, one-time.',
  "- categories: names copied exactly from the CATEGORIES list below the task (best fit first: it is the primary), each chosen because the site's own words match the category's name or description, with that passage as evidence; null when none fits or no list is given. stage: one of waitlist, alpha, beta, launched, and only when a quote says so in words (a price or a plan is not a stage).",
  '- founders: only people the site names as founders of this product (not advisors, investors, board members, or founders of another company or a venture firm). company_socials: only accounts the site presents as its own (header, footer, "follow us", JSON-LD sameAs), never a handle in a testimonial, never a donation page. pricing_model freemium or free needs a statement of a free plan: a free trial is not one, and a question is not an answer. description: what the product does and for whom, not company history. tags: one to three topical words. contact_email: not a press, legal or machine address. FAQs: real questions, not contact labels.',
  '- Lists have at most 20 items of at most 200 characters; at most 10 FAQs, 6 founders. Milestone dates are YYYY-MM-DD and only when the page states the full date.',
].join('\n');

/** The category tree as the prompt shows it: one `name — description (under parent)` line each. */
export function renderCategories(categories: readonly CategoryOption[]): string {
  if (categories.length === 0) return '\nCATEGORIES: none (leave categories null).';
  const names = new Map(categories.map((category) => [category.slug, category.name]));
  return `\nCATEGORIES:\n${categories
    .map(
      (category) =>
        `- ${category.name} — ${category.description}${category.parent ? ` (under ${names.get(category.parent) ?? category.parent})` : ''}`,
    )
    .join('\n')}`;
}

/** The pages as the prompt shows them, bounded. */
export function renderPages(site: CrawlResult, maxChars: number): string {
  const perPage = Math.max(2000, Math.floor(maxChars / Math.max(site.pages.length, 1)));
  return site.pages
    .map((page) => {
      const body = `TEXT:\n${page.text}${page.metaText ? `\nMETA:\n${page.metaText}` : ''}`;
      return `=== PAGE url=${page.url} kind=${page.kind} ===\nTITLE: ${page.title}\n${body.slice(0, perPage)}`;
    })
    .join('\n\n')
    .slice(0, maxChars);
}

export class GeminiDrafter implements Drafter {
  private readonly client: GoogleGenAI;
  private readonly model: string;

  private readonly settings: GeminiDrafterSettings;

  constructor(settings: GeminiDrafterSettings) {
    this.settings = settings;
    this.model = settings.model || DEFAULT_GEMINI_MODEL;
    this.client = new GoogleGenAI({
      apiKey: settings.apiKey,
      httpOptions: {
        ...(settings.baseUrl ? { baseUrl: settings.baseUrl } : {}),
        timeout: settings.timeoutMs ?? 60_000,
        retryOptions: {
          attempts: settings.retry?.attempts ?? 3,
          initialDelay: settings.retry?.initialDelaySeconds ?? 1,
          maxDelay: settings.retry?.maxDelaySeconds ?? 8,
        },
      },
    });
  }

  async draft(site: CrawlResult, options: DraftOptions = {}): Promise<DraftProposal> {
    const fields = options.fields ?? DRAFT_FIELDS;
    const task =
      (options.fields
        ? `Draft only these fields: ${fields.join(', ')}. Leave faqs, founders, milestones empty and socials and story empty objects.`
        : 'Draft every field, the FAQs, founders, company and founder socials, story sections and milestones.') +
      renderCategories(options.categories ?? []);
    const schema = proposalSchema(fields);
    const fixedChars = task.length + SYSTEM_INSTRUCTION.length + JSON.stringify(schema).length + site.finalUrl.length;
    const budget = budgetFor(this.settings, fixedChars);
    const logger = this.settings.logger ?? stdoutLogger;
    if (!budget) {
      logger.warn('gemini draft refused: over the cost ceiling', {
        model: this.model,
        maxCostUsd: this.settings.maxCostUsd,
      });
      throw new DrafterError('ai_unavailable', 'The cost ceiling per draft is too low for a Gemini draft');
    }
    let raw: string | undefined;
    let finishReason: string | undefined;
    try {
      const response = await this.client.models.generateContent({
        model: this.model,
        contents: [
          {
            role: 'user',
            parts: [{ text: `${task}\nWebsite: ${site.finalUrl}\n\n${renderPages(site, budget.pageChars)}` }],
          },
        ],
        config: {
          systemInstruction: SYSTEM_INSTRUCTION,
          responseMimeType: 'application/json',
          responseSchema: schema,
          temperature: 0,
          maxOutputTokens: budget.maxOutputTokens,
        },
      });
      const usage = response.usageMetadata ?? {};
      const price = this.settings.pricePerMillionTokens ?? { input: 0.3, output: 2.5 };
      const inputTokens = usage.promptTokenCount ?? 0;
      // Thinking tokens are billed as output.
      const outputTokens = (usage.candidatesTokenCount ?? 0) + (usage.thoughtsTokenCount ?? 0);
      finishReason = response.candidates?.[0]?.finishReason;
      logger.info('gemini draft', {
        model: this.model,
        inputTokens,
        outputTokens,
        totalTokens: usage.totalTokenCount ?? inputTokens + outputTokens,
        costUsd: Number(((inputTokens * price.input + outputTokens * price.output) / 1_000_000).toFixed(6)),
        maxCostUsd: this.settings.maxCostUsd ?? 0.05,
        pageChars: budget.pageChars,
        maxOutputTokens: budget.maxOutputTokens,
        finishReason: finishReason ?? null,
      });
      raw = response.text;
    } catch (error) {
      throw new DrafterError('ai_unavailable', `Gemini request failed: ${(error as Error).message}`);
    }
    if (finishReason === 'MAX_TOKENS')
      throw new DrafterError('ai_bad_response', 'Gemini stopped at the answer token limit: the answer is cut off');
    if (!raw) throw new DrafterError('ai_bad_response', 'Gemini returned no text');
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      throw new DrafterError('ai_bad_response', 'Gemini returned text that is not JSON');
    }
    return parseProposal(parsed, fields, !options.fields);
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);
const clip = (value: unknown, max: number): string | null =>
  typeof value === 'string' && value.trim() ? value.trim().slice(0, max) : null;

function evidenceOf(value: unknown): Evidence[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter(isRecord)
    .map((item) => ({ quote: clip(item.quote, 5000), url: clip(item.url, 2048) }))
    .filter((item): item is Evidence => !!item.quote && !!item.url);
}

function entry<T>(raw: unknown, read: (value: unknown) => T | null): ProposedValue<T> | null {
  if (!isRecord(raw)) return null;
  const value = read(raw.value);
  return value === null ? null : { value, evidence: evidenceOf(raw.evidence) };
}

/** The model's JSON as a DraftProposal: unknown keys dropped, limits applied, malformed entries dropped. */
export function parseProposal(
  json: unknown,
  fields: readonly DraftFieldName[] = DRAFT_FIELDS,
  collections = true,
): DraftProposal {
  const root = isRecord(json) ? json : {};
  const rawFields = isRecord(root.fields) ? root.fields : {};
  const proposal: DraftProposal = {
    fields: {},
    faqs: [],
    founders: [],
    company_socials: {},
    founder_socials: {},
    story: {},
    milestones: [],
  };
  for (const field of fields) {
    const read: (value: unknown) => string | string[] | null = LIST_FIELDS.has(field)
      ? (value: unknown) => {
          if (!Array.isArray(value)) return null;
          const list = value
            .map((item) => clip(item, 200))
            .filter((item): item is string => !!item)
            .slice(0, 20);
          return list.length ? list : null;
        }
      : (value: unknown) => clip(value, FIELD_MAX[field] ?? 500);
    proposal.fields[field] = entry<string | string[]>(rawFields[field], read) ?? { value: null, evidence: [] };
  }
  if (!collections) return proposal;
  const list = (value: unknown) => (Array.isArray(value) ? value : []);
  proposal.faqs = list(root.faqs)
    .map((raw) =>
      entry(raw, (value) => {
        if (!isRecord(value)) return null;
        const question = clip(value.question, 300);
        const answer = clip(value.answer, 1500);
        return question && answer ? { question, answer } : null;
      }),
    )
    .filter((faq): faq is NonNullable<typeof faq> => faq !== null)
    .slice(0, 10);
  proposal.founders = list(root.founders)
    .map((raw) =>
      entry(raw, (value) => {
        if (!isRecord(value)) return null;
        const name = clip(value.name, 160);
        const title = clip(value.title, 160);
        const bio = clip(value.bio, 3000);
        return name ? { name, ...(title ? { title } : {}), ...(bio ? { bio } : {}) } : null;
      }),
    )
    .filter((founder): founder is NonNullable<typeof founder> => founder !== null)
    .slice(0, 6);
  const record = (raw: unknown, keys: readonly string[], max: number) => {
    const out: Record<string, ProposedValue<string>> = {};
    if (!isRecord(raw)) return out;
    for (const key of keys) {
      const found = entry(raw[key], (value) => clip(value, max));
      if (found) out[key] = found;
    }
    return out;
  };
  proposal.company_socials = record(root.company_socials, SOCIAL_PLATFORMS, 500);
  proposal.founder_socials = record(root.founder_socials, SOCIAL_PLATFORMS, 500);
  proposal.story = record(root.story, STORY_SECTIONS, 8000);
  proposal.milestones = list(root.milestones)
    .map((raw) =>
      entry(raw, (value) => {
        if (!isRecord(value)) return null;
        const date = clip(value.date, 10);
        const title = clip(value.title, 200);
        if (!date || !/^\d{4}-\d{2}-\d{2}$/.test(date) || !title) return null;
        const description = clip(value.description, 2000);
        const url = clip(value.url, 500);
        return {
          date,
          title,
          ...(description ? { description } : {}),
          ...(url && url.startsWith('https://') ? { url } : {}),
        };
      }),
    )
    .filter((milestone): milestone is NonNullable<typeof milestone> => milestone !== null)
    .slice(0, 50);
  return proposal;
}
