/**
 * The verifier every drafted value passes before it is kept, whichever drafter proposed it (offline
 * or Gemini: createDrafter wraps both). Two checks, in order:
 *
 * 1. The quotes are on the site: every quote occurs verbatim in a page that was fetched (and so
 *    allowed by robots.txt), and literal values (e-mail, URLs, a year, a founder's name) occur inside
 *    their quotes (evidence.ts). A model's claim of a quote is never trusted.
 * 2. The quotes state the value: field rules (field-rules.ts) for founders, company socials, pricing
 *    model, stage, description, tags, categories, contact e-mail, city/country, FAQs and founding year.
 *
 * A value that fails becomes not_found (`{ value: null, evidence: [] }`; a list item or an entry is
 * dropped) and the reason is kept in `proposal.rejected`, which the draft shows to its maker.
 */
import type {
  CategoryOption,
  CrawlResult,
  CrawledPage,
  DraftFieldName,
  DraftProposal,
  Evidence,
  ProposedValue,
} from '../../drafting.ports.ts';
import type { RejectedValue } from '@listings/shared/contracts/drafts';
import { EvidenceChecker, normaliseForEvidence } from '../evidence.ts';
import { sentenceAround } from '../words.ts';
import { VIDEO_FILE, isPolicyDocument, isVideoUrl, ownChatLink, socialPlatform } from '../extractive-drafter.ts';
import {
  categoryVerdict,
  companySocialVerdict,
  contactEmailVerdict,
  lineAround,
  descriptionVerdict,
  faqVerdict,
  oneWordFaqHeadings,
  reasonsHeadingVerdict,
  reasonsListHeadings,
  pageDom,
  featureVerdict,
  foundedYearVerdict,
  founderVerdict,
  keywordVerdict,
  nameVerdict,
  otherProductsVerdict,
  placeVerdict,
  pricingModelVerdict,
  logoVerdict,
  foreignFaviconVerdict,
  lowercaseWords,
  stageVerdict,
  xHandleOf,
  tagVerdict,
  underNotOffered,
  underHowToUse,
  underFutureWork,
  underChangelog,
  inStepsList,
  underSupportedList,
  sampleWordOnPage,
  underReasonsAgainst,
  underProblemHeading,
  underTroubleshooting,
  uspVerdict,
  videoOfAnExample,
  type Verdict,
} from './field-rules.ts';

export interface VerifyOptions {
  /** The category tree the draft chose from (categories are checked against it when given). */
  categories?: readonly CategoryOption[];
}

const LITERAL: Partial<Record<DraftFieldName, true>> = {
  contact_email: true,
  logo_url: true,
  demo_video_url: true,
  founded_year: true,
};

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

/**
 * The offline drafter's test of what a social link is, mirrored for every drafter (issue 34, thirty-ninth
 * round: the model path checked like the offline one). A company's account is a profile on the platform it
 * is filed under (socialPlatform: no share or intent link, no post, video, issue list or personal LinkedIn
 * page, no bare host), or under `custom` a chat reached through the product's own domain ("appwrite.io/discord").
 * A founder's may be a personal profile, or under `website` a page that is no video. Lives beside the verifier
 * rather than in field-rules.ts: the drafter's module reads field-rules.ts's constants as it loads.
 */
/**
 * The drafter also asks a "chat." or "community." host's link to be labelled with a chat platform; the verifier
 * does not see the label here, so it takes the host as named (where the link stands is companySocialVerdict's).
 */
const CHAT_NAMED = 'matrix';

export function accountVerdict(
  platform: string,
  url: string,
  personal: boolean,
  productName: string | null,
): string | null {
  const found = socialPlatform(url, personal);
  if (found === platform) return null;
  if (platform === 'custom' && !personal && !found && ownChatLink(url, productName, CHAT_NAMED)) return null;
  if (platform === 'website' && personal && !found && !isVideoUrl(url)) return null;
  return found
    ? `a ${found} link, not a ${platform} account`
    : 'not an account (a share or intent link, a post, a video or a page of the site)';
}

/**
 * The offline drafter's test of a demo video, mirrored for every drafter (issue 34, thirty-ninth round): a
 * player's or a video host's address (YouTube, Vimeo, Loom: isVideoUrl) or a video file ("….mp4"). A link to a
 * page, a picture or a repository is no video, whatever a model answers.
 */
export function demoVideoVerdict(url: string): string | null {
  return isVideoUrl(url) || VIDEO_FILE.test(url) ? null : 'not a video: no video host’s player and no video file';
}

/**
 * A page of policies (terms, privacy, refunds, billing: three or more policy headings), not the home page: its
 * words say how the service is run, not what the product is. The offline drafter reads no category or tag there
 * (extractive-drafter.ts isPolicyDocument, the one test); applied to every drafter (issue 34, thirty-ninth round). Read once
 * per page.
 */
const policyPages = new WeakMap<CrawledPage, boolean>();
export function isPolicyPage(page: CrawledPage): boolean {
  let answer = policyPages.get(page);
  if (answer === undefined) {
    answer = page.kind !== 'home' && isPolicyDocument(pageDom(page));
    policyPages.set(page, answer);
  }
  return answer;
}

/** Each page's visible text normalised as quotes are (evidence.ts normaliseForEvidence), once per page. */
const normalisedTexts = new WeakMap<CrawledPage, string>();
function normalisedText(page: CrawledPage): string {
  let text = normalisedTexts.get(page);
  if (text === undefined) normalisedTexts.set(page, (text = normaliseForEvidence(page.text)));
  return text;
}

/** Each page's "Why X?" headings over a list (field-rules.ts reasonsListHeadings), read once per page and lazily. */
const reasonsHeadings = new WeakMap<CrawledPage, ReadonlySet<string>>();
function* reasonsHeadingsOf(pages: readonly CrawledPage[]): Generator<ReadonlySet<string>> {
  for (const page of pages) {
    let headings = reasonsHeadings.get(page);
    if (headings === undefined) reasonsHeadings.set(page, (headings = reasonsListHeadings(page)));
    yield headings;
  }
}

/** Each page's one-word questions under a FAQ heading (field-rules.ts oneWordFaqHeadings), lazily. */
function* oneWordFaqHeadingsOf(pages: readonly CrawledPage[]): Generator<ReadonlySet<string>> {
  for (const page of pages) yield oneWordFaqHeadings(page);
}

const shown = (value: unknown): string =>
  typeof value === 'string'
    ? value.slice(0, 300)
    : Array.isArray(value)
      ? value.join(', ').slice(0, 300)
      : value && typeof value === 'object' && 'name' in value
        ? String((value as { name: unknown }).name)
        : value && typeof value === 'object' && 'question' in value
          ? String((value as { question: unknown }).question)
          : JSON.stringify(value ?? null).slice(0, 300);

export class ProposalVerifier {
  private readonly checker: EvidenceChecker;
  private readonly site: Pick<CrawlResult, 'pages'>;
  readonly rejected: RejectedValue[] = [];

  constructor(site: Pick<CrawlResult, 'pages'>) {
    this.site = site;
    this.checker = new EvidenceChecker(site);
  }

  private pageOf(url: string): CrawledPage | undefined {
    return this.site.pages.find((page) => sameUrl(page.url, url));
  }

  /** The line of the cited page that holds `needle` and the line after it (labels before an address, a password after). */
  lineWith(evidence: readonly Evidence[], needle: string): string {
    for (const item of evidence) {
      const page = this.pageOf(item.url);
      // The line and the one after it (lineAround): a login's "Password:" may stand on the next line.
      const line = page ? lineAround(`${page.text}\n${page.metaText ?? ''}`.split('\n'), needle) : undefined;
      if (line) return line;
    }
    return evidence.map((item) => item.quote).join(' ');
  }

  /** The sentence of the cited page each quote stands in (the quote itself when it spans lines). */
  sentencesOf(evidence: readonly Evidence[]): string[] {
    return evidence.map((item) => {
      const page = this.pageOf(item.url);
      const line = page
        ? `${page.text}\n${page.metaText ?? ''}`.split('\n').find((candidate) => candidate.includes(item.quote))
        : undefined;
      if (!line) return item.quote;
      const at = line.indexOf(item.quote);
      return sentenceAround(line, at, at + item.quote.length, 400);
    });
  }

  private reject(field: string, value: unknown, reason: string, evidence: readonly Evidence[] | undefined): null {
    this.rejected.push({
      field,
      value: shown(value),
      reason,
      evidence: (Array.isArray(evidence) ? evidence : [])
        .filter((item) => item && typeof item.quote === 'string' && typeof item.url === 'string')
        .slice(0, 3)
        .map((item) => ({ quote: item.quote.slice(0, 500), url: item.url })),
    });
    return null;
  }

  /**
   * The quotes of a value are on the site (and a literal value inside them); then `rule` has no
   * objection. The value, or null with the reason recorded.
   */
  keep<Value>(
    field: string,
    proposed: ProposedValue<Value> | undefined,
    rule?: (value: Value, quotes: string[], evidence: Evidence[]) => Verdict,
    literal?: (value: Value) => string[],
  ): ProposedValue<Value> | null {
    if (!proposed || proposed.value === null || proposed.value === undefined) return null;
    if (Array.isArray(proposed.value) && proposed.value.length === 0) return null;
    const evidence = Array.isArray(proposed.evidence) ? proposed.evidence : [];
    if (evidence.length === 0) return this.reject(field, proposed.value, 'no quote from the site', evidence);
    const missing = evidence.find((item) => !this.checker.holds(item));
    if (missing)
      return this.reject(
        field,
        proposed.value,
        `the quote is not on ${typeof missing?.url === 'string' ? missing.url : 'a page that was read'}`,
        evidence,
      );
    const quotes = evidence.map((item) => item.quote);
    if (literal) {
      const normalised = quotes.map(normaliseForEvidence);
      const absent = literal(proposed.value)
        .map(normaliseForEvidence)
        .find((needle) => !normalised.some((quote) => quote.includes(needle)));
      if (absent !== undefined) return this.reject(field, proposed.value, `"${absent}" is not in its quote`, evidence);
    }
    const verdict = rule ? rule(proposed.value, quotes, evidence) : null;
    if (verdict) return this.reject(field, proposed.value, verdict, evidence);
    return { value: proposed.value, evidence: evidence.map((item) => ({ quote: item.quote, url: item.url })) };
  }

  /** A list field item by item: each with its own quote when there is one quote per item. */
  keepList(
    field: DraftFieldName,
    proposed: ProposedValue | undefined,
    rule?: (item: string, quotes: string[], evidence: Evidence[]) => Verdict,
  ): ProposedValue | null {
    if (!proposed || !Array.isArray(proposed.value) || proposed.value.length === 0) return null;
    const evidence = Array.isArray(proposed.evidence) ? proposed.evidence : [];
    const paired = evidence.length === proposed.value.length;
    const kept: { item: string; evidence: Evidence[] }[] = [];
    proposed.value.forEach((item, index) => {
      const own = paired ? [evidence[index]!] : evidence;
      const result = this.keep<string>(
        field,
        { value: item, evidence: own },
        rule ? (value, quotes, evidence) => rule(value, quotes, evidence) : undefined,
      );
      if (result) kept.push({ item, evidence: result.evidence });
    });
    if (!kept.length) return null;
    return {
      value: kept.map((entry) => entry.item),
      evidence: paired ? kept.map((entry) => entry.evidence[0]!) : kept[0]!.evidence,
    };
  }
}

const NOT_FOUND = { value: null, evidence: [] };

/** The proposal with every value that fails verification set to not_found, and the reasons in `rejected`. */
export function verifyProposal(
  proposal: DraftProposal,
  site: Pick<CrawlResult, 'pages'>,
  options: VerifyOptions = {},
): DraftProposal {
  const verifier = new ProposalVerifier(site);
  const raw = proposal.fields ?? {};
  const name = verifier.keep('name', raw.name, (value) =>
    typeof value === 'string' ? nameVerdict(value) : 'not a text value',
  );
  const productName = typeof name?.value === 'string' ? name.value : null;
  const fields: DraftProposal['fields'] = {};
  const fromPolicyPage = (evidence: readonly Evidence[]): Verdict =>
    evidence.length > 0 &&
    evidence.every((item) => {
      const page = site.pages.find((candidate) => sameUrl(candidate.url, item.url));
      return page !== undefined && isPolicyPage(page);
    })
      ? 'quoted from a page of policies (terms, privacy, billing), which says how the service is run, not what it is'
      : null;
  // Whether a quote stands, on a page whose text holds it, under a heading the check finds (only those pages read).
  // Text and quote compared normalised, as the evidence check compares them ("Doesn't" quotes "Doesn’t").
  const quotedUnder = (quotes: readonly string[], under: (quote: string, page: CrawledPage) => boolean) =>
    quotes.some((quote) => {
      const wanted = normaliseForEvidence(quote);
      return site.pages.some((page) => normalisedText(page).includes(wanted) && under(quote, page));
    });
  // A feature or usp quoted from a section that holds none (verify/field-rules.ts, the drafter's instructional
  // sections alike), checked in this order, the first that holds the quote giving the reason.
  const sectionsOfNoFeature: [(quote: string, page: CrawledPage) => boolean, string][] = [
    [
      underTroubleshooting,
      'stated under a troubleshooting heading ("Troubleshooting", "Common issues"), a fix, not a feature',
    ],
    [
      underNotOffered,
      'stated under a heading of what it does not do or support ("Unsupported Features"), not a feature',
    ],
    [
      underFutureWork,
      'stated under a heading of work still to come ("Upcoming Features", "Future Plans", "Wishlist"), not a feature',
    ],
    [
      underSupportedList,
      'stated under a heading of what it works with ("Supported Databases", "Supported Frameworks"), not a feature',
    ],
    [underHowToUse, 'stated under a heading of the steps of using it ("How to use"), a step, not a feature'],
    [inStepsList, 'stated in a list of steps ("Download …", "Run …", "Compile …"), a step, not a feature'],
    [
      underChangelog,
      'stated under a changelog\'s heading ("Changelog", "Release notes"), what a version changed, not a feature',
    ],
    [
      sampleWordOnPage,
      "a short word in another script than its page's Latin title (a demo's sample data), not a feature",
    ],
    [
      underProblemHeading,
      'stated under a heading of the problem it answers ("Problems", "The Problem"), a lack, not a feature or a reason to choose it',
    ],
  ];
  const inSectionOfNoFeature = (quotes: readonly string[]): Verdict =>
    sectionsOfNoFeature.find(([under]) => quotedUnder(quotes, under))?.[1] ?? null;
  for (const [field, proposed] of Object.entries(raw) as [DraftFieldName, ProposedValue][]) {
    let kept: ProposedValue | null;
    const text = (rule: (value: string, quotes: string[], evidence: Evidence[]) => Verdict) =>
      verifier.keep<string | string[] | null>(
        field,
        proposed,
        (value, quotes, evidence) => (typeof value === 'string' ? rule(value, quotes, evidence) : 'not a text value'),
        LITERAL[field] ? (value) => (typeof value === 'string' ? [value] : []) : undefined,
      );
    switch (field) {
      case 'name':
        kept = name;
        break;
      case 'stage':
        kept = text((value, quotes) => stageVerdict(value, quotes, productName));
        break;
      case 'pricing_model':
        // The words the site writes in lower case: "Hosting starts at $9" is then no competitor's price.
        kept = text((value, quotes) =>
          pricingModelVerdict(
            value,
            quotes,
            productName,
            lowercaseWords(site.pages.map((page) => page.text).join('\n')),
          ),
        );
        break;
      case 'description':
        kept = text((value) => descriptionVerdict(value));
        break;
      case 'tagline':
      case 'short_description':
        kept = text((value) => otherProductsVerdict(value));
        break;
      case 'contact_email':
        kept = text((value, _quotes, evidence) => contactEmailVerdict(value, verifier.lineWith(evidence, value)));
        break;
      case 'city':
      case 'country':
        kept = text((value, quotes, evidence) => placeVerdict(field, value, quotes, verifier.sentencesOf(evidence)));
        break;
      case 'demo_video_url':
        // A video the site links only from a list of examples shows that example (videoOfAnExample).
        kept = text(
          (value) =>
            demoVideoVerdict(value) ??
            (site.pages.some((page) => videoOfAnExample(value, page))
              ? 'linked from a list of examples, the video of that example, not of the product'
              : null),
        );
        break;
      case 'founded_year':
        kept = text((value, quotes) => foundedYearVerdict(value, quotes));
        break;
      case 'logo_url':
        kept = text(
          (value, _quotes, evidence) =>
            logoVerdict(value) ?? (evidence[0] ? foreignFaviconVerdict(value, evidence[0].url, productName) : null),
        );
        break;
      case 'tags':
        kept = verifier.keepList(
          field,
          proposed,
          (item, _quotes, evidence) => fromPolicyPage(evidence) ?? tagVerdict(item, productName),
        );
        break;
      case 'categories':
        kept = options.categories
          ? verifier.keepList(
              field,
              proposed,
              (item, quotes, evidence) =>
                fromPolicyPage(evidence) ?? categoryVerdict(item, quotes, options.categories!, productName),
            )
          : verifier.keepList(field, proposed, (_item, _quotes, evidence) => fromPolicyPage(evidence));
        break;
      case 'keywords':
        kept = verifier.keepList(field, proposed, (item) => keywordVerdict(item));
        break;
      case 'features':
        kept = verifier.keepList(
          field,
          proposed,
          (item, quotes) => featureVerdict(item) ?? inSectionOfNoFeature(quotes),
        );
        break;
      case 'usps':
        // A quote under "Why not?" on its page is a drawback (verify/field-rules.ts underReasonsAgainst); only the
        // pages whose text holds the quote are read.
        kept = verifier.keepList(
          field,
          proposed,
          (item, quotes) =>
            uspVerdict(item) ??
            (quotedUnder(quotes, underReasonsAgainst)
              ? 'stated under a heading of reasons not to choose it ("Why not?"), a drawback, not a reason to choose it'
              : inSectionOfNoFeature(quotes)),
        );
        break;
      default:
        kept = text(() => null);
    }
    fields[field] = kept ?? NOT_FOUND;
  }
  const pageHtml = (evidence: Evidence[]) => {
    const page = site.pages.find((candidate) => evidence.some((item) => sameUrl(candidate.url, item.url)));
    return page ? { html: page.html ?? '', url: page.url, meta: page.metaText ?? '' } : { html: '', url: '', meta: '' };
  };
  const company_socials: DraftProposal['company_socials'] = {};
  for (const [platform, proposed] of Object.entries(proposal.company_socials ?? {})) {
    const kept = verifier.keep<string>(
      `company_socials.${platform}`,
      proposed,
      (url, _quotes, evidence) => {
        const account = accountVerdict(platform, url, false, productName);
        if (account) return account;
        const page = pageHtml(evidence);
        if (!page.html && new RegExp(`\\.sameAs: ${url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'm').test(page.meta))
          return null;
        return companySocialVerdict(url, page.html, page.url, productName);
      },
      // An X account may be quoted by its handle (the page's "twitter:site: @freshrss"), which its URL also holds.
      (url) => [(platform === 'x' ? xHandleOf(url) : null) ?? url],
    );
    if (kept) company_socials[platform] = kept;
  }
  const founder_socials: DraftProposal['founder_socials'] = {};
  for (const [platform, proposed] of Object.entries(proposal.founder_socials ?? {})) {
    const kept = verifier.keep<string>(
      `founder_socials.${platform}`,
      proposed,
      (url) => accountVerdict(platform, url, true, productName),
      (url) => [url],
    );
    if (kept) founder_socials[platform] = kept;
  }
  const founders = (proposal.founders ?? [])
    .map((founder) =>
      verifier.keep(
        'founders',
        founder,
        (value, quotes, evidence) =>
          value && typeof value.name === 'string'
            ? founderVerdict(value, quotes, productName, verifier.sentencesOf(evidence))
            : 'no name',
        (value) => (value && typeof value.name === 'string' ? [value.name] : []),
      ),
    )
    .filter((founder): founder is NonNullable<typeof founder> => founder !== null);
  const faqs = (proposal.faqs ?? [])
    .map((faq) =>
      verifier.keep('faqs', faq, (value) =>
        value && typeof value.question === 'string'
          ? (faqVerdict(value.question, oneWordFaqHeadingsOf(site.pages)) ??
            reasonsHeadingVerdict(value.question, reasonsHeadingsOf(site.pages)))
          : 'no question',
      ),
    )
    .filter((faq): faq is NonNullable<typeof faq> => faq !== null);
  const story = Object.fromEntries(
    Object.entries(proposal.story ?? {}).map(([section, proposed]) => [
      section,
      verifier.keep(`story.${section}`, proposed) ?? NOT_FOUND,
    ]),
  ) as DraftProposal['story'];
  const milestones = (proposal.milestones ?? [])
    .map((milestone) => verifier.keep('milestones', milestone))
    .filter((milestone): milestone is NonNullable<typeof milestone> => milestone !== null);
  return {
    fields,
    faqs,
    founders,
    company_socials,
    founder_socials,
    story,
    milestones,
    rejected: [...(proposal.rejected ?? []), ...verifier.rejected].slice(0, 100),
  };
}
