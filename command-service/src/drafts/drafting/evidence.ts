/**
 * Evidence enforcement: whatever drafter ran, a value stands only if every one of its quotes occurs
 * verbatim in the page it cites. Otherwise it becomes `{ value: null, evidence: [] }` (state
 * not_found later). Runs after every drafter (extractive, Gemini, competitor comparison).
 *
 * Matching is case-sensitive, after normalising both sides the same way: Unicode NFKC (so "ﬁ" is
 * "fi", a no-break space a space, "…" is "..."), typographic quotes to ASCII quotes, dashes and minus
 * signs to "-", zero-width characters and soft hyphens removed, every run of whitespace one space.
 * A page's checkable text is its visible text plus its meta text (see CrawledPage.metaText).
 *
 * Besides the quotes, values that are literal facts (an e-mail, a URL, a year) must themselves occur
 * in one of their quotes, so a true quote cannot carry an invented address or year.
 */
import type {
  CrawlResult,
  CrawledPage,
  DraftFieldName,
  DraftProposal,
  Evidence,
  ProposedValue,
} from '../drafting.ports.ts';

/** Quotes shorter than this (after normalising) are not evidence. */
export const MIN_QUOTE_LENGTH = 2;

export function normaliseForEvidence(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/[\u200b-\u200d\u2060\ufeff\u00ad]/g, '')
    .replace(/[\u2018\u2019\u201a\u201b\u2032\u00b4\u0060]/g, "'")
    .replace(/[\u201c\u201d\u201e\u201f\u2033\u00ab\u00bb]/g, '"')
    .replace(/[\u2010-\u2015\u2212\ufe58\ufe63\uff0d]/g, '-')
    .replace(/\s+/g, ' ')
    .trim();
}

const sameUrl = (a: string, b: string) => {
  try {
    const left = new URL(a);
    const right = new URL(b);
    left.hash = '';
    right.hash = '';
    return left.href.replace(/\/$/, '') === right.href.replace(/\/$/, '');
  } catch {
    return a === b;
  }
};

/** Checks quotes against a site; keeps normalised page texts so a proposal is checked in one pass. */
export class EvidenceChecker {
  private readonly texts = new Map<CrawledPage, string>();
  private readonly site: Pick<CrawlResult, 'pages'>;

  constructor(site: Pick<CrawlResult, 'pages'>) {
    this.site = site;
  }

  private textOf(page: CrawledPage): string {
    let text = this.texts.get(page);
    if (text === undefined) {
      text = normaliseForEvidence(`${page.text}\n${page.metaText ?? ''}`);
      this.texts.set(page, text);
    }
    return text;
  }

  /** Whether `quote` occurs in the page `url` names (a page that was not read never matches). */
  holds(evidence: Evidence): boolean {
    if (!evidence || typeof evidence.quote !== 'string' || typeof evidence.url !== 'string') return false;
    const quote = normaliseForEvidence(evidence.quote);
    if (quote.length < MIN_QUOTE_LENGTH) return false;
    const page = this.site.pages.find((candidate) => sameUrl(candidate.url, evidence.url));
    return page !== undefined && this.textOf(page).includes(quote);
  }

  /** The value if it has evidence and every quote holds; otherwise null with no evidence. */
  check<Value>(
    proposed: ProposedValue<Value> | undefined,
    literal?: (value: Value) => string[],
  ): ProposedValue<Value | null> {
    const empty = { value: null, evidence: [] };
    if (!proposed || proposed.value === null || proposed.value === undefined) return empty;
    if (Array.isArray(proposed.value) && proposed.value.length === 0) return empty;
    if (!Array.isArray(proposed.evidence) || proposed.evidence.length === 0) return empty;
    if (!proposed.evidence.every((evidence) => this.holds(evidence))) return empty;
    if (literal) {
      const quotes = proposed.evidence.map((evidence) => normaliseForEvidence(evidence.quote));
      const mustAppear = literal(proposed.value).map(normaliseForEvidence);
      if (!mustAppear.every((needle) => quotes.some((quote) => quote.includes(needle)))) return empty;
    }
    return {
      value: proposed.value,
      evidence: proposed.evidence.map((evidence) => ({ quote: evidence.quote, url: evidence.url })),
    };
  }
}

/** Fields whose value must itself occur in a quote. */
const LITERAL_FIELDS: Partial<Record<DraftFieldName, (value: string) => string[]>> = {
  contact_email: (value) => [value],
  logo_url: (value) => [value],
  demo_video_url: (value) => [value],
  founded_year: (value) => [value],
};
const asText = (value: unknown) => (typeof value === 'string' ? [value] : []);

/**
 * The proposal with every value that lacks holding evidence set to `{ value: null, evidence: [] }`:
 * fields, FAQs, founders, socials, story sections, milestones. List entries without evidence are
 * kept as null entries (the caller drops or shows them as not found).
 */
export function enforceEvidence(proposal: DraftProposal, site: Pick<CrawlResult, 'pages'>): DraftProposal {
  const checker = new EvidenceChecker(site);
  const fields: DraftProposal['fields'] = {};
  for (const [name, proposed] of Object.entries(proposal.fields ?? {}) as [DraftFieldName, ProposedValue][]) {
    const literal = LITERAL_FIELDS[name];
    fields[name] = checker.check(
      proposed,
      literal ? (value) => (typeof value === 'string' ? literal(value) : []) : undefined,
    );
  }
  const record = (values: Record<string, ProposedValue<string>> | undefined) =>
    Object.fromEntries(
      Object.entries(values ?? {}).map(([key, proposed]) => [key, checker.check(proposed, asText)]),
    ) as Record<string, ProposedValue<string>>;
  const story = Object.fromEntries(
    Object.entries(proposal.story ?? {}).map(([key, proposed]) => [key, checker.check(proposed)]),
  ) as Record<string, ProposedValue<string>>;
  return {
    fields,
    faqs: (proposal.faqs ?? []).map((faq) => checker.check(faq)) as DraftProposal['faqs'],
    founders: (proposal.founders ?? []).map((founder) =>
      checker.check(founder, (value) => (value && typeof value.name === 'string' ? [value.name] : [])),
    ) as DraftProposal['founders'],
    company_socials: record(proposal.company_socials),
    founder_socials: record(proposal.founder_socials),
    story,
    milestones: (proposal.milestones ?? []).map((milestone) => checker.check(milestone)) as DraftProposal['milestones'],
  };
}

/** Drops list entries that enforcement emptied (FAQs, founders, milestones) and null socials. */
export function withoutEmptyEntries(proposal: DraftProposal): DraftProposal {
  const present = <T>(entry: ProposedValue<T>) => entry.value !== null;
  return {
    ...proposal,
    faqs: proposal.faqs.filter(present),
    founders: proposal.founders.filter(present),
    milestones: proposal.milestones.filter(present),
    company_socials: Object.fromEntries(Object.entries(proposal.company_socials).filter(([, entry]) => present(entry))),
    founder_socials: Object.fromEntries(Object.entries(proposal.founder_socials).filter(([, entry]) => present(entry))),
  };
}
