/**
 * The offline drafter: fills draft fields from what the pages state, by rules, never by guessing.
 * Sources, in order of trust: JSON-LD (Organization, Product, SoftwareApplication, FAQPage, Person),
 * meta tags (og:*, description, twitter:*, keywords), headings, pricing text, lists under feature /
 * "why" headings, mailto links, "based in …" / "founded in …" sentences, team cards, FAQ markup,
 * logo/icon images, video and social links.
 *
 * Every value carries quotes. A quote is taken from the visible text when the value occurs there,
 * otherwise from the page's meta text (URLs, meta descriptions, JSON-LD), which enforceEvidence also
 * accepts. A value that no page states stays null: copyright ranges are not founding years, a "free
 * trial" is not a free plan, categories are left to the user, milestones need dated events the
 * extractor does not guess.
 */
import { DRAFT_FIELDS } from '@listings/shared/contracts/drafts';
import * as cheerio from 'cheerio';
import type { AnyNode, Element } from 'domhandler';
import type {
  CrawlResult,
  CrawledPage,
  DraftFieldName,
  DraftOptions,
  DraftProposal,
  Drafter,
  Evidence,
  FieldValue,
  ProposedValue,
} from '../drafting.ports.ts';
import { jsonLdObjects, oneLine, visibleText } from '../crawling/page-text.ts';
import { normaliseForEvidence } from './evidence.ts';
import { chooseCategories, type SiteLine } from './categories.ts';
import { countryCode, countryOfCity, placeInAddress, placeInPostalLines, placeInSentence } from './places.ts';
import { keyPhrases } from './topics.ts';
import { cardRunTitles, definitionGridTerms, featureBlockTitles, isFeaturesLeadIn } from './feature-layouts.ts';
import { isStopWord, sentenceAround } from './words.ts';
import { writtenMails } from './linear-scans.ts';
import { elementsNamed } from './dom-walk.ts';
import {
  aboutAnotherProduct,
  pricesAnotherProduct,
  lowercaseWords,
  extraPrice,
  CALL_TO_ACTION,
  INTERNALS_HEADING,
  companySocialVerdict,
  codeHostRootNamedForProduct,
  contactEmailVerdict,
  lineAround,
  ESTABLISHED_ABBREVIATION,
  FRENCH_COMPANY_CREATED,
  faqVerdict,
  REASONS_AGAINST,
  TROUBLESHOOTING_HEADING,
  NOT_OFFERED_HEADING,
  PROBLEM_HEADING,
  FEATURE_HEADING,
  headsFutureWork,
  SUPPORTED_LIST_HEADING,
  HOW_TO_USE_HEADING,
  CHANGELOG_HEADING,
  isStepsList,
  uspVerdict,
  isBadgeImage,
  logoVerdict,
  isForkRibbon,
  foreignFaviconVerdict,
  freePlanPhrase,
  PLAN_CALLED_FREE,
  FREE_WHERE,
  SELF_HOSTED_FREE,
  anotherProductsFreeTier,
  statesOwnPrice,
  statesProductPrice,
  isAside,
  isHistory,
  isLinkRow,
  namesAlternatives,
  withoutAlternatives,
  isQuotation,
  isShellLine,
  keywordVerdict,
  PAID_PLAN,
  PRICE,
  paidPlanOfAnother,
  PARTLY_FREE,
  placeVerdict,
  STAGE_WORDING,
  stageLabelBesideName,
  stageOfSomethingElse,
  THIRD_PARTY_PLACE,
  statesFreeOffer,
  statesFreePlan,
  namesProduct,
  nameVerdict,
  namesOnlyTheHost,
  isPageKind,
  donationTitleName,
  contributionTitleName,
  nameBeforeClaim,
  nameBeforeTheSiteAuthor,
  isTaglineName,
  ANNOUNCEMENT_VERB,
  SPONSOR_PAGE_SUFFIX,
  TEAM_PAGE_TITLE,
  TEAM_BEHIND_TITLE,
  CREATOR_ROLE,
  tagVerdict,
  trailsOff,
  twitterSiteOf,
  ORGANISATION_NAME,
  ircChannelOf,
  xFollowIntentHandleOf,
  WHY_REASONS_HEADING,
  AUXILIARY_VERB,
  HANDLE,
  CREATOR_OF,
  artefactCredit,
  CREATOR_OF_BEFORE,
  NAMED_PRODUCT,
  ROLE_LIST_OF,
  SIGNED_ROLES,
  ROLE_LIST_SUBJECT,
  foundingRoleList,
  ofProduct,
  MADE_BY_AFTER_SUBJECT,
  MADE_BY_SUBJECT_WORDS,
  madeByProduct,
  inExamplesList,
  shortInOtherScript,
  writtenInLatin,
  FAQ_HEADING_TEXT,
  oneWordFaqHeadings,
} from './verify/field-rules.ts';

type CheerioAPI = cheerio.CheerioAPI;

interface View {
  page: CrawledPage;
  $: CheerioAPI;
  lines: string[];
  visible: string;
  meta: string;
  jsonLd: Record<string, unknown>[];
}

const NOT_FOUND = { value: null, evidence: [] };
/** Not the site's content: page furniture, and cookie or consent banners ("We and our 143 partners …"). */
const NON_CONTENT =
  'nav, header, footer, script, style, noscript, template, svg, [hidden], [id*="cookie" i], [class*="cookie" i], [id*="consent" i], [class*="consent" i]';

/** Quoted speech: a customer's testimonial, another company's maintainer; not the site about itself. */
const QUOTED = 'blockquote, q, [class*="testimonial" i], [class*="quote" i]';

/**
 * Whether the element is, or stands inside, an element the selector matches: `$(element).closest(selector).length`
 * without compiling the selector again for every element asked. Each page's matches and everything in them are
 * collected once per selector, each node once (an outer match's subtree holds the inner matches, which are then
 * skipped). A hostile page of thousands of cards had compiled NON_CONTENT's selector once per card and line.
 */
const insideSets = new WeakMap<CheerioAPI, Map<string, Set<AnyNode>>>();
export function inside($: CheerioAPI, element: AnyNode, selector: string): boolean {
  let sets = insideSets.get($);
  if (!sets) insideSets.set($, (sets = new Map()));
  let set = sets.get(selector);
  if (!set) {
    set = new Set();
    for (const match of $(selector).toArray()) {
      if (set.has(match)) continue;
      const within = [match, ...$(match).find('*').toArray()];
      for (const node of within) set.add(node);
      scanSteps.inside += within.length;
    }
    sets.set(selector, set);
  }
  return set.has(element);
}

function view(page: CrawledPage): View {
  const $ = cheerio.load(page.html);
  return {
    page,
    $,
    lines: page.text.split('\n'),
    visible: normaliseForEvidence(page.text),
    meta: normaliseForEvidence(page.metaText ?? ''),
    jsonLd: jsonLdObjects($),
  };
}

/** A quote for `value` on this page: the visible text if it says it, else the meta text, else none. */
function quoteFor(v: View, value: string): Evidence | null {
  const needle = normaliseForEvidence(value);
  if (!needle) return null;
  if (v.visible.includes(needle)) return { quote: value, url: v.page.url };
  if (v.meta.includes(needle)) return { quote: value, url: v.page.url };
  return null;
}

const proposed = <T>(value: T, evidence: (Evidence | null)[]): ProposedValue<T> | null => {
  const kept = evidence.filter((item): item is Evidence => item !== null);
  return kept.length > 0 && kept.length === evidence.length ? { value, evidence: kept } : null;
};

/** Visible text of an element, as one line (the same text the page's visible text has). */
const textOf = ($: CheerioAPI, element: AnyNode) => oneLine(visibleText($, $(element)));

const types = (object: Record<string, unknown>) =>
  (Array.isArray(object['@type']) ? object['@type'] : [object['@type']]).map((type) => String(type ?? ''));
const isType = (object: Record<string, unknown>, ...wanted: string[]) =>
  types(object).some((type) => wanted.includes(type));
const str = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? oneLine(value) : null);

const metaContent = (v: View, ...keys: string[]) => {
  for (const key of keys) {
    const content = v.$(`meta[property="${key}"], meta[name="${key}"]`).first().attr('content');
    if (content && content.trim()) return oneLine(content);
  }
  return null;
};

// "FreshRSS, a free, self-hostable feeds aggregator": a name and its tagline in apposition.
const TITLE_SEPARATORS = [' | ', ' — ', ' – ', ' - ', ' · ', ': ', ', a ', ', an ', ', the '];
function splitTitle(title: string): [string, string | null] {
  for (const separator of TITLE_SEPARATORS) {
    const at = title.indexOf(separator);
    if (at > 0) return [title.slice(0, at).trim(), title.slice(at + separator.length).trim() || null];
  }
  return [title.trim(), null];
}

/**
 * What a page's title calls the page itself, not the product: "Home - Neovim", "Welcome | Acme"; a
 * pricing page's "Pricing | Canary" (real tuning: Canary's and WebCatalog's pricing pages), "Plans & Pricing";
 * an edition's pricing page, "Self-Hosted Pricing - Dekart" (real tuning: Dekart's), "Cloud Pricing".
 */
const PAGE_WORD =
  /^(?:home(?:\s?page)?|welcome|start|index|main(?: page)?|front page|landing page|pricing|plans|(?:pricing|plans) (?:and|&) (?:pricing|plans)|(?:self-hosted|cloud|enterprise|on-premises?) (?:pricing|plans))$/i;

/**
 * The product's name in a page's title: the part before a separator, unless that part is only the
 * page's own word ("Home - Neovim" names Neovim), and "Welcome to X" names X.
 */
function titleName(title: string): string {
  // "Introducing Nimbus - Azure Service Bus made easy", "Announcing Apache Wicket 8: …" (thirty-first round).
  if (ANNOUNCEMENT_VERB.test(title.trim())) return announcedName(title.trim()) ?? title;
  // "Support Joplin development" (Joplin's donations page, seventy-eighth round, real tuning): the donations page of X
  // names X (the verifier's rule, which turns the whole title down).
  const donated = donationTitleName(title);
  if (donated) return donated;
  // "Sortable. No jQuery." (Sortable's landing page, hundredth round, real tuning): the name, then a claim as a
  // second sentence, names the product before the full stop (the verifier's rule, which turns the whole title down).
  const claimed = nameBeforeClaim(title);
  if (claimed) return claimed;
  // "Contributing to OpenWF" (OpenWF's contribute page, hundred-and-nineteenth round, real tuning): the contributors'
  // page of X names X (the verifier's rule, which turns the whole title down), the title whole or its side before a
  // separator ("Contributing to Acme | Developer Guidelines").
  const contributed = contributionTitleName(title) ?? contributionTitleName(splitTitle(title)[0]);
  if (contributed) return contributed;
  const welcome = /^welcome to\s+(.+?)[!.]?$/i.exec(title.trim());
  if (welcome) return splitTitle(welcome[1]!)[0];
  // "About Sandstorm", "About Let's Encrypt" (their about pages, twentieth round): the page about X names X.
  const about = /^[Aa]bout\s+((?!(?:[Uu]s|[Mm]e|[Tt]he|[Oo]ur|[Tt]his)\b)\p{Lu}.*)$/u.exec(title.trim());
  if (about) return splitTitle(about[1]!)[0];
  // "Self-hosting Kiln" (Kiln's self-hosting guide, twenty-third round): the guide to hosting X names X.
  const selfHosting = /^[Ss]elf-host(?:ing)?\s+(\p{Lu}.*)$/u.exec(title.trim());
  if (selfHosting) return splitTitle(selfHosting[1]!)[0];
  const [head, rest] = splitTitle(title);
  if (rest && PAGE_WORD.test(head)) return splitTitle(rest)[0];
  // "Free Open Source Tailwind CSS Components | HyperUI" (HyperUI's app shell, forty-ninth round, real tuning): a
  // tagline before the separator, the brand after it. Only when the far side is one short name and no host's.
  if (rest && isTaglineName(head) && BRAND_SIDE.test(rest) && !HOST_BRAND.test(rest)) return rest;
  // "Donate | Hawkmatix", "Imprint - Traffls" (their donations and imprint pages, sixty-seventh round, real tuning):
  // the page's kind before the separator (the verifier's list of kinds), the site's name after it. Only when the far
  // side is wholly one short name and no host's: "Donate | Acme invoicing for small teams" or "Imprint - Data
  // Security - Jane Roe" name nothing from the title.
  if (rest && isPageKind(head) && BRAND_SIDE.test(rest) && !HOST_BRAND.test(rest)) return rest;
  return head;
}

/**
 * The name a page's title gives, with what the title says of the page cut off its end ("Tidewire Docs", "Calva
 * Sponsors", "The Fosshost Team - Fosshost Docs"). A title that is wholly the page's kind is left whole, for the
 * verifier's rule to turn down: "Sponsors & Backers" (Xenko's sponsors page, sixty-seventh round, real tuning) had
 * lost its last kind to the sponsor-page cut and been drafted as the name "Sponsors &".
 */
function titleCandidate($: CheerioAPI, title: string): string {
  const named = withoutOwner($, titleName(title));
  if (isPageKind(named)) return named;
  return (
    named
      .replace(
        // "qBittorrent Official Website": the product's name and what the page is.
        /\s+(?:Docs|Documentation|Blog|Help Center|Wiki|(?:Official\s+)?(?:Web\s?site|Home\s?page|Site))$/i,
        '',
      )
      // "Calva Sponsors" (Calva's sponsors page, thirty-first round): the name before a sponsor page's kind.
      .replace(SPONSOR_PAGE_SUFFIX, '')
      // "The Fosshost Team - Fosshost Docs" (Fosshost's team page, thirty-ninth round): the team's
      // product, when the title names it again; else the title stays (and the verifier turns it down).
      .replace(TEAM_PAGE_TITLE, (whole, product: string) => (title.split(product).length > 2 ? product : whole))
      // "The team behind ipfs-search" (ipfs-search's team post, forty-seventh round): the product it names.
      .replace(TEAM_BEHIND_TITLE, (_whole, product: string) => product)
  );
}

/** The brand side of a title: one to three words, each opening on a capital or a digit ("HyperUI", "Meraki UI"). */
const BRAND_SIDE = /^[\p{Lu}\p{N}][\p{L}\p{N}.'’&+-]{0,30}(?: [\p{Lu}\p{N}][\p{L}\p{N}.'’&+-]{0,30}){0,2}$/u;
/** Where a page is hosted or published, not whose it is ("… · GitHub", "… | Medium"). */
const HOST_BRAND = /^(?:github|gitlab|codeberg|bitbucket|medium|substack|notion|youtube|wikipedia|dev\.to|hashnode)$/i;

/**
 * An announcement's verb names what follows it, up to the title's separator, less a version number
 * ("Announcing Apache Wicket 8: …" names Apache Wicket; issue 34, thirty-first round; real tuning: Nimbus's and
 * Wicket's posts). Precision first: what follows must read as a name (one to four capitalised words, or a
 * version), else nothing ("Announcing TypeScript support in Electron", "Introducing our new plans").
 */
const ANNOUNCED_NAME = /^\p{Lu}[\p{L}\p{N}.'’&+-]{0,30}(?: (?:\p{Lu}|\p{N})[\p{L}\p{N}.'’&+-]{0,30}){0,3}$/u;

function announcedName(title: string): string | null {
  const [head] = splitTitle(title.replace(ANNOUNCEMENT_VERB, ''));
  const name = head.replace(/ v?\d{1,4}(?:\.\d{1,4}){0,3}$/i, '');
  return ANNOUNCED_NAME.test(name) ? name : null;
}

/**
 * "Glances by nicolargo": GitHub Pages' themes title a project's page "<project> by <owner>" (one word,
 * the account). When the page's first h1 is the project alone, the name is that (issue 34, seventeenth
 * round; invented tuning trap: tidemark). A title whose h1 differs keeps its "by": it may be the name.
 */
function withoutOwner($: CheerioAPI, title: string): string {
  const match = /^(\S.{0,59}?) by [\w.-]{1,39}$/.exec(title.trim());
  if (!match) return title;
  return oneLine($('h1').first().text()) === match[1] ? match[1]! : title;
}

/** "MarkBind is a project …": the name a page's first paragraph opens with, as the subject of "is a/an". */
const OPENING_SUBJECT = /^(\p{Lu}[\p{L}\p{N}'’.-]{1,30}(?: \p{Lu}[\p{L}\p{N}'’.-]{1,30}){0,2}) is an? (?=\p{L})/u;
/**
 * The same definition in the languages of the sixtieth round's tuning pages (issue 34), whose about pages are
 * titled only by their kind: French "X est un/une …" (Clever Cloud's "Clever Cloud est une société de services
 * informatiques …", titled "Qui sommes-nous ?") and Japanese "XはYです。" (BasicCAT's
 * "BasicCATはオープンソースのコンピュータ支援翻訳ソフトです。", titled このサイトについて): a name in Latin letters
 * before the topic mark は, its sentence ending on です or である (bounded, so linear). No other language.
 */
const OPENING_SUBJECT_FR = /^(\p{Lu}[\p{L}\p{N}'’.-]{1,30}(?: \p{Lu}[\p{L}\p{N}'’.-]{1,30}){0,2}) est une? (?=\p{L})/u;
const OPENING_SUBJECT_JA =
  /^(\p{Lu}[\p{Script=Latin}\p{N}'’.-]{1,30}(?: \p{Lu}[\p{Script=Latin}\p{N}'’.-]{1,30}){0,2}) ?は[^。\n]{1,160}?(?:です|である)(?:[。．]|$)/u;
const OPENING_SUBJECTS = [OPENING_SUBJECT, OPENING_SUBJECT_FR, OPENING_SUBJECT_JA];
/** The subject a first line defines, in any of those languages. */
export function definedSubject(line: string): string | undefined {
  for (const pattern of OPENING_SUBJECTS) {
    const subject = pattern.exec(line)?.[1];
    if (subject) return subject;
  }
  return undefined;
}
/**
 * A donations page's appeal opening its first paragraph names the product it asks for: "If you like Ásbrú Connection
 * Manager, you may also consider supporting the project financially." (Ásbrú's donations page titled "Contribute
 * Financially", seventy-eighth round, real tuning). The name is one to three capitalised words after "If you
 * like/enjoy/love/use/appreciate (using)", and the same sentence asks for support, a donation, a sponsor, a
 * contribution or funds; else nothing ("If you like Markdown, try our editor."). Bounded: linear.
 */
const APPEAL_SUBJECT =
  /^If you (?:like|enjoy|love|use|appreciate) (?:using )?(\p{Lu}[\p{L}\p{N}'’.-]{1,30}(?: \p{Lu}[\p{L}\p{N}'’.-]{1,30}){0,2}),? [^.!?\n]{0,160}?\b(?:support|donat|sponsor|contribut|fund)/u;
export function appealedSubject(line: string): string | undefined {
  return APPEAL_SUBJECT.exec(line)?.[1];
}
/** Pronouns and articles, English and French ("Cette start-up est une …", "L'équipe est une …"), name nothing. */
const NOT_A_NAME =
  /^(?:l['’]|(?:this|that|it|he|she|we|they|there|here|the|our|my|your|what|which|who|each|every|one|ce|cet|cette|ceci|cela|il|elle|on|nous|notre|le|la|les|un|une)(?![\p{L}\p{N}]))/iu;

/**
 * On a page titled only by its kind ("About Us": MarkBind's about page, twenty-first round, tuning), the
 * name its first paragraph opens with: "MarkBind is a project based in …". Only then: a page with a
 * title of its own is named by it.
 */
function openingSubject(v: View): string | null {
  if (!v.page.title || nameVerdict(titleName(v.page.title)) === null) return null;
  // A page of no <p> (PoeticMetric's home, forty-ninth round, real tuning: its lead line is an <h4>, "PoeticMetric is
  // a free as in freedom, open source … tool."): the first sub-heading or the meta description that opens on "X is a".
  // A page whose one paragraph is shorter than a paragraph's 40 characters (BasicCAT's Japanese about page, sixtieth
  // round, real tuning: "BasicCATはオープンソースのコンピュータ支援翻訳ソフトです。", 38 characters): its first <p>s.
  const first =
    paragraphs(v)[0] ??
    [
      ...v
        .$('p')
        .toArray()
        .slice(0, 3)
        .map((p) => textOf(v.$, p)),
      ...v
        .$('h2, h3, h4')
        .toArray()
        .map((h) => textOf(v.$, h)),
      metaContent(v, 'description') ?? '',
    ].find((line) => definedSubject(line) !== undefined);
  const subject = first ? (definedSubject(first) ?? appealedSubject(first)) : undefined;
  return subject && !NOT_A_NAME.test(subject) ? subject : null;
}

const ZERO_PRICE = /(?:[$€£¥]\s?0(?:[.,]0+)?\b|\b0(?:[.,]0+)?\s?(?:USD|EUR|GBP|€|\$))/;
const PERIOD =
  /(?:\/\s?(?:mo|month|yr|year|user|seat)\b|\bper (?:month|year|user|seat)\b|\bmonthly\b|\bannually\b|\byearly\b|\bbilled\b)/i;
const ONE_TIME = /\b(?:one[- ]time|lifetime (?:deal|licen[cs]e|access)|pay once|single payment)\b/i;
// What states a free plan is the verifier's rule (verify/field-rules.ts), so both agree.
const FREE_TRIAL = /\bfree trial\b/i;

type SocialPlatform =
  | 'linkedin'
  | 'x'
  | 'facebook'
  | 'instagram'
  | 'tiktok'
  | 'youtube'
  | 'threads'
  | 'pinterest'
  | 'github'
  | 'reddit'
  | 'producthunt'
  | 'medium'
  | 'website'
  | 'custom';

/**
 * Profile hosts the spec has no platform for: a company's or founder's `custom` link. A Slack
 * workspace's invite (join.slack.com/t/vnote/shared_invite/…) is its chat, as a Discord invite is.
 */
const CUSTOM_PROFILE_HOSTS =
  /^(?:bsky\.app|mastodon\.social|[\w-]+\.social|discord\.gg|discord\.com|join\.slack\.com|dribbble\.com|behance\.net|crunchbase\.com|wellfound\.com|angel\.co|t\.me|twitch\.tv|substack\.com|[\w-]+\.substack\.com|indiehackers\.com|dev\.to|gitlab\.com|stackoverflow\.com|hashnode\.com|[\w-]+\.hashnode\.dev|polywork\.com|linktr\.ee)$/;

/**
 * A profile link without its tracking parameters ("?utm_source=badge&utm_medium=badge" of a chat badge):
 * they say where a click came from, not where the profile is.
 */
export function withoutTracking(href: string): string {
  try {
    const url = new URL(href);
    for (const key of [...url.searchParams.keys()]) if (/^utm_/i.test(key)) url.searchParams.delete(key);
    return url.href;
  } catch {
    return href;
  }
}

/**
 * A GitHub repository's tab of one of its files, as a query's `tab` or a fragment names it ("MIT-1-ov-file"), but
 * not the readme's: "?tab=readme-ov-file" is the repository's own front page, as GitHub's address bar shows it (the
 * review of the fifty-second to sixtieth rounds).
 */
const REPOSITORY_FILE_TAB = /^#?(?!readme-ov-file$)[\w.-]{0,80}-ov-file$/i;

/** The platform of a profile link (share/intent links and videos are not profiles). */
export function socialPlatform(href: string, personal = false): SocialPlatform | null {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.toLowerCase().replace(/^(www|m|mobile)\./, '');
  const path = url.pathname.toLowerCase();
  if (host.endsWith('.medium.com')) return 'medium';
  // A Matrix room ("https://matrix.to/#/#paperless:matrix.org"): the project's chat, as a Discord invite is.
  // A routing hint ("?via=matrix.org") may follow the room, inside the fragment.
  if (host === 'matrix.to')
    return /^#\/(?:#|%23|!|%21)[^:]+(?::|%3a)[\w.-]+(?:\?via=[\w.-]+(?:&via=[\w.-]+)*)?$/i.test(url.hash)
      ? 'custom'
      : null;
  // An IRC channel a web client opens ("webchat.freenode.net/?channels=#etherpad-lite-dev"): a chat, as a
  // Matrix room is; the client's own page is none.
  if (ircChannelOf(href)) return 'custom';
  // An X "follow" button names the one account it follows ("twitter.com/intent/follow?screen_name=budibase":
  // Budibase's badge row, forty-sixth round, tuning); other intents (tweet, retweet) are no account.
  if ((host === 'x.com' || host === 'twitter.com') && xFollowIntentHandleOf(href)) return 'x';
  if (path === '/' || path === '') return null;
  // A Gitter room ("https://gitter.im/Erudika/scoold", a badge's "Join the chat at …"): a chat, as a
  // Matrix room is; a room is an owner and a name, nothing after.
  if (host === 'gitter.im') return /^\/[\w.-]+\/[\w.-]+\/?$/.test(url.pathname) ? 'custom' : null;
  if (
    /\/(share|sharer|intent|sharing|home|search|hashtag|login|signup|submit|dialog|pin\/create|embed|watch|status)\b/.test(
      path,
    )
  )
    return null;
  if (host === 'linkedin.com' || host.endsWith('.linkedin.com')) {
    if (path.startsWith('/in/')) return personal ? 'linkedin' : null;
    return path.startsWith('/company/') || path.startsWith('/school/') || path.startsWith('/showcase/')
      ? 'linkedin'
      : null;
  }
  if (host === 'x.com' || host === 'twitter.com') return 'x';
  if (host === 'facebook.com' || host === 'fb.com') return 'facebook';
  if (host === 'instagram.com') return /^\/(p|reel|explore)\//.test(path) ? null : 'instagram';
  if (host === 'tiktok.com') return /^\/@[^/]+\/?$/.test(path) ? 'tiktok' : null;
  if (host === 'youtube.com') return /^\/(@|c\/|channel\/|user\/)/.test(path) ? 'youtube' : null;
  if (host === 'threads.net' || host === 'threads.com') return /^\/@/.test(path) ? 'threads' : null;
  if (/^(?:[a-z]{2}\.)?pinterest\.[a-z.]+$/.test(host)) return /^\/pin\//.test(path) ? null : 'pinterest';
  // An account or a repository; a file, an issue list or a release page of one is not a profile. Nor is one of
  // the tabs GitHub shows a repository's other files in ("?tab=MIT-1-ov-file", "#contributing-ov-file"; the
  // readme's tab is the repository's front page): a licence badge's link (real tuning: Manatan's README, fifty-second round, whose
  // header badge row links "?tab=MIT-1-ov-file" beside its Discord invite) opens the licence, not the account.
  if (
    host === 'github.com' &&
    (REPOSITORY_FILE_TAB.test(url.searchParams.get('tab') ?? '') || REPOSITORY_FILE_TAB.test(url.hash))
  )
    return null;
  if (host === 'github.com')
    return /^\/[^/]+\/[^/]+\/(?:blob|tree|raw|issues|pulls?|releases|actions|stargazers|pulse|wiki|discussions|milestones|commits?|compare|pkgs|packages|graphs|network|tags|labels|security|projects)\b|^\/sponsors\//.test(
      path,
    )
      ? null
      : 'github';
  if (host === 'reddit.com') return /^\/(r|user|u)\/[^/]+\/?$/.test(path) ? 'reddit' : null;
  if (host === 'producthunt.com') return /^\/(products|posts|@)/.test(path) ? 'producthunt' : null;
  if (host === 'medium.com') return /^\/@[^/]+\/?$/.test(path) ? 'medium' : null;
  // Stack Overflow: a user's profile, not a tag's questions.
  if (host === 'stackoverflow.com') return /^\/users\/\d+/.test(path) ? 'custom' : null;
  if (CUSTOM_PROFILE_HOSTS.test(host)) return 'custom';
  // A fediverse profile on any instance ("https://framapiaf.org/@freshrss"): Mastodon, Pixelfed, Misskey.
  if (/^\/@[\w.-]+\/?$/.test(url.pathname)) return 'custom';
  return null;
}

/** A chat platform, as a sub-domain, a path or a link's label names it. */
const CHAT_PLATFORM = /^(?:discord|slack|matrix|gitter|zulip|telegram)$/;
const CHAT_LABEL = /\b(?:discord|slack|matrix|gitter|zulip|telegram|irc)\b/i;
/**
 * A forum as a sub-domain or a path names it ("https://forum.restic.net", "acme.io/forum"): the project's
 * own place to talk, as a chat is (real tuning: restic's "You can ask questions in our Discourse forum").
 */
const FORUM_WORD = /^(?:forums?|discourse|discuss)$/;
/**
 * A label calling a "community." host or a "/community" page a forum ("Community Forum", "Discourse"): the project's
 * own forum, as "forum." names one (issue 34, hundred-and-ninth round; real tuning: n8n's README, "👥 [Community
 * Forum](https://community.n8n.io)"). A bare "Community" link may be a page of the product's site about its users.
 */
const FORUM_LABEL = /\b(?:forums?|discourse)\b/i;
/** The sub-domain a project's short links live on ("go.acme.dev/discord", "s.acme.dev/discord"). */
const SHORT_LINK_SUB = /^(?:go|s|l|link|links)$/;

/**
 * A chat reached through the product's own domain: projects point their badges and "join our chat" lines
 * at a redirect they control ("https://appwrite.io/discord", "https://chat.hedgedoc.org"). The host must
 * bear the product's name; a one-segment path or the sub-domain must name a chat platform, or be "chat" /
 * "community" with a label naming one ("Matrix chat"), since "chat.acme.com" may be the product's own app.
 */
export function ownChatLink(href: string, productName: string | null, label = ''): boolean {
  const slug = (productName ?? '').toLowerCase().replace(/[^a-z0-9]+/g, '');
  if (slug.length < 3) return false;
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
  const labels = url.hostname
    .toLowerCase()
    .replace(/^www\./, '')
    .split('.');
  // The registrable name, or the one before a two-letter second level ("acme.co.uk").
  const owner = labels.length >= 3 && /^(?:co|com|org|net)$/.test(labels.at(-2)!) ? labels.at(-3) : labels.at(-2);
  // A product's domain bears its name alone or with a call to action or a suffix ("getinboxzero.com" for
  // Inbox Zero, tuning; "usebruno.com", "acmeapp.com", "acmehq.com").
  if (!owner || (owner !== slug && !new RegExp(`^(?:get|use|try|join|go)?${slug}(?:app|hq)?$`).test(owner)))
    return false;
  const path = url.pathname.toLowerCase().replace(/\/$/, '');
  const sub = labels.length >= 3 && owner === labels.at(-2) ? labels.slice(0, -2).join('.') : '';
  // A short-link sub-domain of the product's domain is the redirect's host as the bare domain is: "s.voltagent.dev/
  // discord" (VoltAgent's README), "go.chainfiliates.so/discord" (ChainFiliates' README; sixty-fifth round, tuning).
  // Only such a sub-domain: "docs.acme.dev/discord" is a page of the docs.
  const word =
    path === '' && sub ? sub : (!sub || SHORT_LINK_SUB.test(sub)) && /^\/[a-z]+$/.test(path) ? path.slice(1) : null;
  if (!word) return false;
  return (
    CHAT_PLATFORM.test(word) ||
    FORUM_WORD.test(word) ||
    (/^(?:chat|community)$/.test(word) && CHAT_LABEL.test(label)) ||
    (word === 'community' && FORUM_LABEL.test(label))
  );
}

export const isVideoUrl = (href: string) =>
  /^https?:\/\/(?:www\.)?(?:youtube(?:-nocookie)?\.com\/(?:watch\?v=|embed\/|shorts\/|live\/)|youtu\.be\/|(?:player\.)?vimeo\.com\/(?:video\/)?\d+|loom\.com\/(?:share|embed)\/)/i.test(
    href,
  );

/** A video file's address: "….mp4", "….mov", "….webm". */
export const VIDEO_FILE = /^https?:\/\/[^?#\s]+\.(?:mp4|mov|webm|m4v)(?:[?#]\S*)?$/i;

/**
 * A link to a video file that is its paragraph's whole text, written as its own address: a README's
 * uploaded clip (GitHub draws such a link as a player). A link in a sentence, or one with words of its
 * own ("download the demo"), is not shown as a video.
 */
function isBareVideoFile($: CheerioAPI, a: AnyNode): boolean {
  const href = ($(a).attr('href') ?? '').trim();
  if (!VIDEO_FILE.test(href)) return false;
  const own = $(a).text().trim();
  return own === href && $(a).parent().text().trim() === own;
}

const HEADINGS = 'h1, h2, h3, h4, h5, h6';
const HEADING_NAMES = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'];
const headingLevel = (element: Element) => Number(element.name.slice(1));

/** The elements after a heading up to the next heading of the same or a higher level (siblings). */
function sectionAfter($: CheerioAPI, heading: Element): Element[] {
  const level = headingLevel(heading);
  const out: Element[] = [];
  let node = heading.nextSibling;
  while (node) {
    if (node.type === 'tag') {
      const element = node as Element;
      if (/^h[1-6]$/.test(element.name) && headingLevel(element) <= level) break;
      if (
        $(element).is(HEADINGS) === false &&
        elementsNamed(element, HEADING_NAMES, []).some((inner) => headingLevel(inner) <= level)
      )
        break;
      out.push(element);
    }
    node = node.nextSibling;
  }
  return out;
}

/** A file named by an upload's id, no word: "cabf8af7-51ce-45df-ad3a-a664cc91c610", a 32-digit hash. */
const OPAQUE_FILE = /^(?:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|[0-9a-f]{32,})(?:\.\w+)?$/i;

/**
 * The largest side, in pixels, at which a README draws a mark: an icon's size. An upload drawn no larger is the
 * product's mark when its alt text is the product's name (decibri's centred upload, 100 × 100, alt "decibri";
 * Credo's under its h1, 160 × 160, alt "credo": eighty-sixth round, tuning); a banner is drawn wide ("100%") or at
 * its own size, no width given (umbrelOS's, thirteenth round).
 */
const ICON_SIDE = 256;

/**
 * Whether an image is drawn at an icon's size: a width or a height given, each given one a whole number of pixels
 * ("100", "160px") no larger than `ICON_SIDE`; not a percentage, not none.
 */
function drawnAsIcon($: CheerioAPI, img: AnyNode): boolean {
  const sides = [$(img).attr('width'), $(img).attr('height')].filter((side) => side !== undefined);
  return (
    sides.length > 0 &&
    sides.every((side) => {
      const px = /^\s*(\d{1,4})(?:px)?\s*$/.exec(side!.slice(0, 12));
      return px !== null && Number(px[1]) > 0 && Number(px[1]) <= ICON_SIDE;
    })
  );
}

/**
 * An opening image's alt text that is the product's name and one word calling it the mark or the product's
 * site (Pi-hole's centred "vortex_with_text.svg", alt "Pi-hole website"): not "Pi-hole dashboard".
 */
function markAlt(alt: string, product: string): boolean {
  if (!alt.startsWith(`${product} `)) return false;
  return /^(?:logo|icon|wordmark|logotype|website|homepage)$/.test(alt.slice(product.length + 1));
}

/**
 * An image alone in its block (a centred paragraph, a link) whose next sibling is an h1-h3 that says the
 * product's name and nothing else, its file named for the product whatever the separators
 * ("new_pipe_icon_5.png" over "NewPipe"); not a screenshot, banner or the like, nor one whose alt text
 * names something else.
 */
function isMarkOverName($: CheerioAPI, img: AnyNode, name: string): boolean {
  const squash = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
  const key = squash(name);
  if (key.length < 4) return false;
  const src = ($(img).attr('src') ?? '').split(/[?#]/)[0]!;
  const file = src.split('/').pop()!.toLowerCase();
  if (!squash(file.replace(/\.\w+$/, '')).includes(key)) return false;
  if (/screenshot|preview|demo|social|cover|hero|banner|badge|og[-_.]/.test(file) || SCREENSHOT_FOLDER.test(src))
    return false;
  const alt = squash($(img).attr('alt') ?? '');
  if (alt !== '' && !alt.includes(key) && !/^(?:logo|icon)$/.test(alt)) return false;
  const block = $(img).closest('p, div');
  if (!block.length || !holdsOnlyOneImage($, block[0]!)) return false;
  const next = block.next();
  return /^h[1-3]$/i.test(next.prop('tagName') ?? '') && squash(next.text()) === key;
}

/**
 * The page's opening image (nothing before it but the page's first h1) whose alt text says what it is and nothing
 * else, "logo" or "icon" in any case and separators: the product's mark, though its address names nothing (an upload's
 * id, "user-attachments/assets/4100e3ec-…", alt "logo", right under "# BlindBook — Encrypted On-Chain Order Book":
 * BlindBook's README, hundred-and-fourteenth round, tuning). A banner or a screenshot cannot be told from such an
 * address, so the alt must say "logo" or "icon" alone; an alt naming the product alone stays with the readers above
 * (umbrelOS's opening banner upload, alt "umbrelOS", is no mark). Not a badge, nor one kept with the screenshots, nor
 * one after any text. The alt is read cut at 40 characters; the opening is walked once. Or with no alt text at all,
 * an upload drawn at an icon's size (`isBareIconUpload`, hundred-and-twenty-ninth round).
 */
function isOpeningLogoAlt($: CheerioAPI, img: AnyNode, title: AnyNode | undefined): boolean {
  const raw = ($(img).attr('alt') ?? '').slice(0, 40);
  const alt = raw.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
  const src = ($(img).attr('src') ?? '').split(/[?#]/)[0]!;
  if (!/^(?:logo|icon)$/.test(alt) && !(raw.trim() === '' && isBareIconUpload($, img, src))) return false;
  if (isBadgeImage(src) || SCREENSHOT_FOLDER.test(src)) return false;
  return opensPage($, img) || (title !== undefined && opensPage($, img, title));
}

/**
 * An upload with no alt text at all, drawn at an icon's size and not much wider than tall: what a README opens with
 * as its mark when it says nothing of it (Wizard Agent's upload drawn 128 wide above "# Wizard Agent"; Confy CLI's
 * drawn 80 wide inside its h1: hundred-and-twenty-ninth round, tuning). Its address is an upload's id
 * ("user-attachments/assets/<uuid>"), so the drawn size is the only sign: a banner is drawn wide (a width more
 * than twice its height, or over `ICON_SIDE`), a screenshot larger; a markdown image ("![](…)") is drawn at no size.
 */
function isBareIconUpload($: CheerioAPI, img: AnyNode, src: string): boolean {
  if (!OPAQUE_FILE.test(src.split('/').pop()!) || !drawnAsIcon($, img)) return false;
  const [width, height] = [$(img).attr('width'), $(img).attr('height')].map((side) =>
    side === undefined ? NaN : parseInt(side.slice(0, 12), 10),
  );
  return !(width! > 2 * height!);
}

/**
 * Whether a block holds one image and no words, read once per block: asked for each image named for the product,
 * a wrapper around thousands of them was read whole each time (a hostile page, quadratic).
 */
function holdsOnlyOneImage($: CheerioAPI, block: AnyNode): boolean {
  let alone = imageAlone.get(block);
  if (alone === undefined) {
    logoReads.blocks++;
    imageAlone.set(block, (alone = $(block).find('img').length === 1 && !/[\p{L}\p{N}]/u.test($(block).text())));
  }
  return alone;
}
const imageAlone = new WeakMap<AnyNode, boolean>();
/** What the logo's readers read whole (a page's title, an image's block), for a spec to count (no timing). */
export const logoReads = { titles: 0, blocks: 0 };

/**
 * The page's first image, before any h2-h6, its file named for the product and nothing else ("dashy.png"
 * for Dashy on an image host, no alt text, centred under its h1 and tagline: Dashy's README, tuning): the
 * product's mark. Not one whose alt text names something else, nor one kept with the screenshots; a file
 * that adds a word ("dashy-demo.png", "dashy_screenshot.png") is not named for the product alone.
 */
function isFirstImageNamedProduct($: CheerioAPI, img: AnyNode, name: string): boolean {
  const squash = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
  const key = squash(name);
  if (key.length < 4) return false;
  const src = ($(img).attr('src') ?? '').split(/[?#]/)[0]!;
  if (SCREENSHOT_FOLDER.test(src)) return false;
  const file = src
    .split('/')
    .pop()!
    .replace(/\.(?:png|svg|jpe?g|webp|avif)$/i, '');
  if (squash(file) !== key || file.length > 80) return false;
  const alt = squash($(img).attr('alt') ?? '');
  if (alt !== '' && alt !== key && !/^(?:logo|icon)$/.test(alt) && alt !== `${key}logo`) return false;
  // Nothing but the h1 and text comes before it: no section heading, no other image.
  return $('h2, h3, h4, h5, h6, img[src]').first()[0] === img;
}

/**
 * A file named as the product's icon, light or dark: "icon.svg" (Dockge), "icon-dark.png" (Papra); or as the
 * app's icon, "app-icon.png" (自重进阶's README, alt "自重进阶 App 图标") or Xcode's "AppIcon.png" (Notch's, alt
 * "Notch app icon": seventy-seventh round, tuning). Only what the tuning pages showed: not "favicon.png", another
 * word before it ("github-icon.svg", "app-store-icon.png") nor a size ("icon-512x512.png").
 */
const ICON_FILE = /^(?:app[-_]?)?icon(?:[-_](?:light|dark))?\.(?:svg|png|webp)$/i;

/**
 * The page's opening image (no words before it) whose file is named as an icon: the product's mark, as a
 * README sets it atop (Dockge's centred "frontend/public/icon.svg", empty alt, over "# Dockge"; Papra's
 * <picture> of ".github/icon-dark.png", alt "Header banner", over its h1: fifty-fourth round, tuning; an app's
 * icon, "assets/app-icon.png" or "Resources/AppIcon.png", over its name: seventy-seventh round, tuning). Not
 * one kept with the screenshots, nor one whose alt text calls it a screenshot, preview or demo.
 */
function isOpeningIcon($: CheerioAPI, img: AnyNode): boolean {
  const src = ($(img).attr('src') ?? '').split(/[?#]/)[0]!;
  if (SCREENSHOT_FOLDER.test(src)) return false;
  if (!ICON_FILE.test(src.slice(src.lastIndexOf('/') + 1).slice(0, 120))) return false;
  if (/screenshot|preview|demo/i.test($(img).attr('alt') ?? '')) return false;
  return opensPage($, img);
}

/** An image kept in a screenshots folder ("screenshots/vnote.png") pictures the app, whatever its name. */
const SCREENSHOT_FOLDER = /(?:^|\/)screen-?shots?\//i;

/**
 * A section made of three or more sub-sections, each a heading one level down over a little prose
 * (VNote's "# Features": "## Syntax Highlight" over two paragraphs and a screenshot), and no code:
 * its sub-headings name features however long the section runs. A README's rest ("### Run Tests" over
 * a command) holds code, or long blocks.
 */
function proseBlocks($: CheerioAPI, section: Element[], heading: Element): boolean {
  const sub = headingLevel(heading) + 1;
  const blocks: number[] = [];
  for (const element of section) {
    if (elementsNamed(element, ['pre']).length) return false;
    if (/^h[1-6]$/.test(element.name) && headingLevel(element) === sub) blocks.push(0);
    else if (blocks.length) blocks[blocks.length - 1]! += textOf($, element).length;
    else if (textOf($, element).length > 0) return false;
  }
  return blocks.length >= 3 && blocks.every((length) => length > 0 && length <= 1000);
}

/** Feature lists made only of card titles (headings), not list items: headlines, which make no tags. */
const titleLists = new WeakSet<object>();

function listItemsUnder(
  v: View,
  headingPattern: RegExp,
  paragraphsToo: { productName: string | null } | null = null,
  reasons = false,
): ProposedValue<string[]> | null {
  const { $ } = v;
  // Reasons to choose it (usps) are shown, not folded away in a collapsed <details> block of how-to, and
  // said of the product, not of what the reader wants ("You want to store this data …": xvc's README,
  // whose "Why Xvc?" section runs on through its collapsed install and pipeline steps; thirty-fourth round).
  const unreasoned = (node: AnyNode, text: string) =>
    reasons && ($(node).closest('details').length > 0 || uspVerdict(text) !== null);
  // The items in order, and the same as a set: a section of thousands of items is checked for repeats in linear time.
  const items: string[] = [];
  const taken = new Set<string>();
  const take = (text: string) => {
    if (taken.has(text)) return false;
    taken.add(text);
    items.push(text);
    return true;
  };
  const fromTitles = new Set<string>();
  const fromTables = new Set<string>();
  $(HEADINGS).each((_, heading) => {
    if (inside($, heading, NON_CONTENT)) return;
    if (!headingPattern.test(textOf($, heading))) return;
    // "Why not?", "Why you might not want Leviath" head drawbacks, not reasons to choose it (tame-oidc's and
    // Leviath's READMEs, thirty-fourth round): no usps under them, so a later page's reasons are read. (An
    // item under such a sub-heading inside a why section is the verifier's: verify/field-rules.ts
    // underReasonsAgainst.)
    if (reasons && REASONS_AGAINST.test(textOf($, heading))) return;
    const section = sectionAfter($, heading as Element);
    const before = items.length;
    // A README's "## Features" may run on into "### System Requirements" and "### Installation":
    // what stands under an instructional sub-heading is no feature.
    const skip = instructionalSet(v);
    const sectionHasList = section.some((element) =>
      elementsNamed(element, ['li', 'dt']).some((item) => !skip.has(item)),
    );
    // Sub-headings are feature names in a short section ("### Run across multiple platforms"), not
    // when the section is the rest of a README ("### Screenshots", "### Run Tests", "### CLI").
    const prose = proseBlocks($, section, heading as Element);
    const shortSection = prose || section.reduce((sum, element) => sum + textOf($, element).length, 0) <= 2000;
    // Sub-headings are h3 to h6; the level right below an h1 "# Features" too when its sub-sections are
    // such prose blocks (VNote's "## Syntax Highlight"), not two headings of a short features page.
    const subHeadings = prose
      ? ['h2', 'h3', 'h4', 'h5', 'h6'].filter((name) => Number(name[1]) > headingLevel(heading as Element))
      : ['h3', 'h4', 'h5', 'h6'];
    // A section laid out as labelled paragraphs ("🔥 **PWA:** Install as …", three or more): those are
    // its features, and its lists, wherever they stand between them, their details.
    const labelled = section.flatMap((element) =>
      elementsNamed(element, ['p']).filter((p) => isLabelledParagraph($, p)),
    ).length;
    // Items of a list nested in another item come after the section's own items (issue 34, thirty-fifth
    // round): under sub-headings ("### Location History Visualization" over "View your historical data on a
    // map with customizable layers:" and its "Heatmap", "Points", …, Dawarich's README) the nested details
    // filled the list's cap before the items of the later sub-headings ("### Export Your Data").
    const nested: string[] = [];
    for (const element of section) {
      // List items, and the terms of a definition list ("Automatic actions" before what it does).
      for (const li of elementsNamed(element, labelled >= 3 ? ['dt'] : ['li', 'dt'], ['li', 'dt'])) {
        if (skip.has(li) || isDetailOrStep($, li)) continue;
        const text = ownText($, li);
        if (unreasoned(li, text)) continue;
        // A labelled item that introduces its details ("📈 **Reporting:** Generate insightful
        // financial reports:" over "Profit & Loss Statement", …) is a feature itself (Summit's README).
        const introduces =
          /:$/.test(text) && $(li).children('ul, ol').length > 0 && (isLabelledItem($, li) || isOpenLeadIn(text));
        if ((isFeatureText(text) || (introduces && isFeatureText(text.slice(0, -1)))) && !taken.has(text)) {
          if ($(li).parent('ul, ol').parent('li').length) nested.push(text);
          else take(text);
        }
      }
      // Feature cards: h3/h4 titles inside the section, or the section's own sub-headings when it
      // has no list (under a list's heading they title groups: "Feed Reader", "Privacy and Security").
      for (const title of elementsNamed(element, subHeadings, sectionHasList || !shortSection ? [] : subHeadings)) {
        const text = textOf($, title);
        if (INSTRUCTIONAL_HEADING.test(text) || skip.has(title) || unreasoned(title, text)) continue;
        if (isFeatureText(text) && take(text)) fromTitles.add(text);
      }
    }
    // A features table (Immich's "Features | Mobile | Web", Stellar Pay's "Feature | Description"): the first
    // column names each feature (issue 34, seventy-fifth round). Headlines, as card titles are: no tags.
    if (!reasons)
      for (const element of section)
        for (const text of featureTableNames($, element, skip, paragraphsToo?.productName ?? null))
          if (take(text)) {
            fromTitles.add(text);
            fromTables.add(text);
          }
    for (const text of nested) take(text);
    // Labelled paragraphs ("❤️ **Lightweight**: Crafted with minimalistic code."): each a feature, as
    // the terms of a definition list are, beside any list of the section.
    for (const element of section)
      for (const p of elementsNamed(element, ['p'])) {
        if (skip.has(p) || !isLabelledParagraph($, p)) continue;
        const text = textOf($, p);
        if (isFeatureText(text) && !unreasoned(p, text)) take(text);
      }
    // Neither list nor cards: the section's paragraphs, one feature each ("Privacy-aware; doesn't
    // track users …"), when they are short enough to be items rather than an essay.
    if (paragraphsToo && shortSection && items.length === before) {
      const texts = paragraphs(v, section).filter(
        (text) => text.length <= 200 && !namesAnotherProduct(v, text, paragraphsToo.productName),
      );
      if (texts.length >= 2) for (const text of texts) take(text);
    }
  });
  const kept = items.slice(0, 20);
  const found = kept.length
    ? proposed(
        kept,
        kept.map((item) => quoteFor(v, item)),
      )
    : null;
  if (found && kept.every((item) => fromTitles.has(item))) titleLists.add(found);
  if (found && fromTables.size) tableNamesOf.set(found, fromTables);
  return found;
}

/** A features list's names read from a features table: headlines, which make no tags even in a mixed list. */
const tableNamesOf = new WeakMap<object, Set<string>>();

/**
 * The header cell a features table opens with: "Feature", "Features", "Capability", "Capabilities" (an emoji or a
 * mark either side), the whole cell. Bounded runs: linear.
 */
/** A status cell of something not there yet: "🚧 Under Testing", "Planned", "Coming soon", "WIP", "Partial" (not "soon" or "roadmap" alone, which a short description may say). */
const NOT_YET_CELL =
  /🚧|\b(?:planned|coming\s{1,3}soon|under\s{1,3}(?:testing|development|construction)|in\s{1,3}progress|wip|todo|not\s{1,3}yet|partial)\b/iu;

const FEATURE_COLUMN = /^\P{L}{0,8}(?:features?|capabilit(?:y|ies))\P{L}{0,8}$/iu;

/**
 * The names of a features table standing in (or being) a section's element: a table whose header row opens with a
 * features cell (`FEATURE_COLUMN`) over two or more rows, read from each row's first cell — Immich's README ("#
 * Features" over "Features | Mobile | Web", "Upload and view videos and photos | Yes | Yes") and Stellar Pay's ("##
 * ✨ Features" over "Feature | Description", "🔗 **Wallet Connection** | Connect securely via …"): issue 34,
 * seventy-fifth round, tuning. Not a comparison with other products: a header cell naming the product itself
 * ("Feature | AdGuard Home | Pi-Hole") or a link in the header ("Capability | ZPan | [Cloudreve](…)") compares; nor
 * a table whose first cells are not feature names (a link or code the most of them, a "Yes"/"No"/check mark, over
 * 200 characters): then none of its rows is taken. Each cell read once: linear.
 */
export function featureTableNames(
  $: CheerioAPI,
  element: Element,
  skip: Set<AnyNode>,
  productName: string | null,
): string[] {
  const names = new Set<string>();
  const squash = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
  const product = productName ? squash(productName) : '';
  for (const table of elementsNamed(element, ['table'])) {
    const header = $(table).find('tr').first();
    const heads = header.children('th, td').toArray();
    if (heads.length < 2 || !FEATURE_COLUMN.test(textOf($, heads[0]!))) continue;
    if (header.find('a').length || (product && heads.slice(1).some((th) => squash(textOf($, th)) === product)))
      continue;
    const rows = $(table)
      .find('tr')
      .toArray()
      .slice(1)
      .filter((row) => $(row).children('td, th').length > 0);
    const cells = rows.map((row) => $(row).children('td, th').first()[0]!);
    if (cells.length < 2 || cells.some((cell) => skip.has(cell))) continue;
    const texts = cells.map((cell) => textOf($, cell));
    const fits = (cell: AnyNode, text: string) => {
      const share = (selector: string) =>
        $(cell)
          .find(selector)
          .toArray()
          .reduce((sum, node) => sum + textOf($, node).length, 0) / Math.max(text.length, 1);
      return (
        isFeatureText(text) &&
        !/^\P{L}{0,4}(?:yes|no|n\/a|none|[✓✔✅❌✗✘-])\P{L}{0,4}$/iu.test(text) &&
        share('a') < 0.5 &&
        share('code, kbd, pre') < 0.3
      );
    };
    if (!cells.every((cell, at) => fits(cell, texts[at]!))) continue;
    // A row whose status cell (a short one: 40 characters at most) says it is not there yet ("🚧 Under Testing",
    // "Planned", "Coming soon") names a planned item, no feature (RustFS' "Feature | Status" table beside its
    // features list, tuned on in the thirty-second round); a description saying "roadmap" is no status.
    // Its own cells only: up to the next features column of a table set two by two ("Feature | Status | Feature |
    // Status", RustFS': "Swift API | ✅ Available | Swift Metadata Ops | 🚧 Partial").
    const next = heads.findIndex((th, at) => at > 0 && FEATURE_COLUMN.test(textOf($, th)));
    rows.forEach((row, at) => {
      const notYet = $(row)
        .children('td, th')
        .slice(1, next > 0 ? next : undefined)
        .toArray()
        .some((cell) => {
          const status = textOf($, cell);
          return status.length <= 40 && NOT_YET_CELL.test(status);
        });
      if (!notYet) names.add(texts[at]!);
    });
  }
  // The list keeps 20 places: more names than that are never read (and a list's includes over thousands is quadratic).
  return [...names].slice(0, 20);
}

/**
 * A heading that presents what the product does without the word "features" (issue 34, fortieth round, tuning:
 * Memos' "Key points", Plausible's "Why Plausible?"): "Key points", "Highlights", "What you get", "What Acme
 * provides/offers/brings", "Why Acme?", "Why use Acme". The whole heading, a few non-letters either side; a "Why"
 * that asks about something ("Why is the cloud not free …?", "Why does it fail …?") heads an answer, not
 * reasons. Bounded runs of disjoint classes: linear.
 */
const CAPABILITY_LIST_HEADING =
  /^\P{L}{0,8}(?:key\s{1,3}points|(?:key\s{1,3})?highlights|what\s{1,3}you\s{1,3}get|what\s{1,3}[\p{L}\p{N}.+-]{1,30}(?:\s{1,3}[\p{L}\p{N}.+-]{1,30}){0,3}\s{1,3}(?:provides|offers|brings|gives\s{1,3}you)|why(?:\s{1,3}(?:use|choose|pick))?\s{1,3}(?!(?:do|does|did|is|are|was|were|can|could|will|would|should|must|has|have|not)\b)[\p{L}\p{N}.+-]{1,30}(?:\s{1,3}[\p{L}\p{N}.+-]{1,30}){0,3})\s{0,3}\??\P{L}{0,8}$/iu;

/**
 * Whether a list item reads as a capability of the product rather than a link, a step, a person, a
 * requirement, a release note, thanks, a command or the problem the product answers: an item of a bulleted list, three words or more, its
 * words mostly not a link's or code's, not a question, not a version, a date, a minimum ("Node.js 18+", "at
 * least 2GB") or thanks to sponsors and contributors.
 */
function readsAsCapability($: CheerioAPI, li: AnyNode): boolean {
  if (!$(li).parent('ul').length) return false;
  const text = ownText($, li);
  if (text.split(/\s+/).length < 3 || /\?$/.test(text)) return false;
  const share = (selector: string) =>
    $(li)
      .find(selector)
      .toArray()
      .filter((node) => $(node).parentsUntil(li as Element, 'ul, ol').length === 0)
      .reduce((sum, node) => sum + textOf($, node).length, 0) / text.length;
  if (share('a') >= 0.5 || share('code, kbd, pre') >= 0.3) return false;
  // Nor what a usp may not be: the reader's wants, a kind of tool's problem, the writer's motive (xvc's "Why
  // Xvc?" items, "You want to store this data …": the thirty-fourth round's tuning page, met by this list reader
  // when the two rounds were merged).
  return !CAPABILITY_MISFIT.test(text) && !uspVerdict(text);
}
/** A release note's version or date, a minimum required, thanks or support: no capability. Bounded: linear. */
const CAPABILITY_MISFIT =
  /^\P{L}{0,6}v?\d{1,4}\.\d{1,4}|\b(?:19|20)\d{2}-\d{2}-\d{2}\b|\b\d{1,4}(?:\.\d{1,4}){0,2}\+(?!\s*(?:integrations|templates|apps|plugins|languages|connectors|formats))|\bat\s+least\b|\bor\s+(?:newer|later|higher|above)\b|\b(?:thanks?|thank\s+you|sponsor(?:s|ed|ing)?|backers?|donat\w{0,6}|contributors?)\b/iu;

/**
 * The list under a heading that presents what the product does without the word "features" (`CAPABILITY_LIST_HEADING`),
 * when its items read as capabilities: three or more bulleted items, at least three in four of them
 * (`readsAsCapability`). Not under an instructional heading. A labelled item ("**Open website stats**: You have
 * the option to … view them.", 226 characters) is kept whole up to 300 characters; longer, it gives its label: the
 * feature's name. Plausible's "Why Plausible?" and Memos' "Key points" (fortieth round, tuning).
 */
function capabilityListUnder(v: View): ProposedValue<string[]> | null {
  const { $ } = v;
  const skip = instructionalSet(v);
  const items: string[] = [];
  let labels = false;
  $(HEADINGS).each((_, heading) => {
    if (items.length >= 20 || skip.has(heading) || inside($, heading, NON_CONTENT)) return;
    if (!CAPABILITY_LIST_HEADING.test(textOf($, heading))) return;
    for (const element of sectionAfter($, heading as Element)) {
      const list = $(element).is('ul') ? $(element) : null;
      if (!list) continue;
      const lis = list.children('li').toArray();
      // A list standing in an instructional or problem section ("### Problems" under "## Why?"): no capabilities.
      if (lis.length < 3 || skip.has(lis[0]!) || isDetailOrStep($, lis[0]!)) continue;
      const fitting = lis.filter((li) => readsAsCapability($, li));
      if (fitting.length * 4 < lis.length * 3) continue;
      for (const li of fitting) {
        const own = ownText($, li);
        const label = oneLine($(li).children('strong, b').first().text()).replace(/[\s:.–—-]{1,12}$/, ''); // bounded: an unanchored run at the end is quadratic
        // A labelled item says its feature in full up to 300 characters ("**Open website stats**: You have the
        // option to … view them.", 226); past that its label names it.
        const labelled = isLabelledItem($, li);
        const whole = isFeatureText(own) || (labelled && own.length <= 300 && isFeatureText(own.slice(0, 200)));
        const text = whole ? own : labelled && isFeatureText(label) ? label : null;
        if (text === label) labels = true;
        if (text && !items.includes(text)) items.push(text);
      }
    }
  });
  const kept = items.slice(0, 20);
  const found = kept.length
    ? proposed(
        kept,
        kept.map((item) => quoteFor(v, item)),
      )
    : null;
  // Labels are headlines, as card titles are ("Clutter Free"): they make no tags.
  if (found && labels) titleLists.add(found);
  return found;
}

/**
 * A list item's own words, without the list nested in it: "HTTP methods: what a request does" with
 * its sub-list of methods is the feature, the sub-list is its detail.
 */
function ownText($: CheerioAPI, li: AnyNode): string {
  if (!$(li).children('ul, ol').length) return textOf($, li);
  const copy = $(li).clone();
  copy.children('ul, ol').remove();
  return oneLine(visibleText($, copy));
}

/**
 * Whether an element comes before any text of the page's body (badges and images may precede it):
 * the image a README or a one-page site opens with.
 */
function opensPage($: CheerioAPI, target: AnyNode, besides?: AnyNode): boolean {
  let found = false;
  let text = false;
  const walk = (node: AnyNode) => {
    if (found || text || node === besides) return;
    if (node === target) {
      found = true;
      return;
    }
    if (node.type === 'text') {
      if (/[\p{L}\p{N}]/u.test((node as unknown as { data: string }).data)) text = true;
      return;
    }
    if (node.type === 'tag' && !/^(?:script|style|noscript|template|head)$/.test((node as Element).name))
      for (const child of (node as Element).children) walk(child);
  };
  const body = $('body')[0];
  if (body) walk(body);
  return found && !text;
}

/**
 * A paragraph that opens with a bold term and a colon, then says what it is ("❤️ **Lightweight**:
 * Crafted with …"): a feature stated as a term and its description. Not a notice ("**Note**: …"),
 * nor a label standing alone ("**Settings:**").
 */
function isLabelledParagraph($: CheerioAPI, p: AnyNode): boolean {
  const bold = $(p).children('strong, b').first();
  if (!bold.length) return false;
  const before = $(p)
    .contents()
    .toArray()
    .slice(0, $(p).contents().index(bold))
    .map((node) => $(node).text())
    .join('');
  // Only symbols may come before the term: an emoji, or its shortcode as a README writes it (":heart:").
  if (/[\p{L}\p{N}]/u.test(before.replace(EMOJI_SHORTCODE, ''))) return false;
  const term = oneLine(bold.text()).replace(/:$/, '');
  if (!term || term.split(/\s+/).length > 4 || NOTICE_LABEL.test(term)) return false;
  const after = oneLine(
    $(p)
      .contents()
      .toArray()
      .slice($(p).contents().index(bold) + 1)
      .map((node) => $(node).text())
      .join(''),
  );
  const colon = /:$/.test(oneLine(bold.text())) || after.startsWith(':');
  return colon && /[\p{L}]/u.test(after.replace(/^:/, ''));
}

/** An emoji written as its shortcode (":heart:", ":1234:"), which a README renderer without emoji leaves as text. */
const EMOJI_SHORTCODE = /:[a-z0-9_+-]+:/g;

const NOTICE_LABEL =
  /^(?:note|notes|nb|warning|caution|tip|important|disclaimer|update|news|settings|options|usage|example|requirements?|demo|website|docs|documentation|license|status|chat|donate|start here)$/i;

/**
 * A list item stated as a term and its description, its own text only ("📈 **Reporting:** Generate
 * insightful financial reports:" before its nested list): a described feature, though it ends with a
 * colon. A bold label alone ("**Chat building:**" over its items) is not one.
 */
function isLabelledItem($: CheerioAPI, li: AnyNode): boolean {
  const bold = $(li).children('strong, b').first();
  if (!bold.length) return false;
  const own = ownText($, li);
  const term = oneLine(bold.text());
  const at = own.indexOf(term);
  if (!term || at < 0 || /[\p{L}\p{N}]/u.test(own.slice(0, at).replace(EMOJI_SHORTCODE, ''))) return false;
  return /\p{L}/u.test(own.slice(at + term.length).replace(/^\s*:/, ''));
}

/**
 * A capability whose sentence runs on into its nested list, four words or more ending in a preposition
 * and a colon ("Automatic metadata lookup and cover art from:" over "TMDB for movies and series", …,
 * HobbiesVault's README): a feature itself, the list naming its sources or targets — not a label.
 */
const OPEN_LEAD_IN = /^(?:\S+\s+){3,}(?:from|for|with|to|into|in|on|via|including)\s*:$/i;

/**
 * A capability said as what the reader does, four words or more, ending in a colon over its nested list
 * ("View your historical data on a map with customizable layers:" over "Heatmap", "Points", …; "Import from
 * various sources:" over "Google Maps Timeline", …: Dawarich's README, thirty-fifth round, tuning): the
 * feature itself, the list its details — not a label grouping features ("Chat building:", "Integrations:").
 * A lead-in to a list of what follows ("Supports the following formats:") stays a label. Bounded runs of
 * disjoint classes: linear.
 */
const CAPABILITY_LEAD_IN =
  /^\P{L}{0,8}(?:view|import|export|track|sync|manage|visuali[sz]e|analy[sz]e|search|organi[sz]e|browse|monitor|connect|send|share|create|edit|upload|download|store|back\s?up|generate|schedule|customi[sz]e|plan|record|stream|publish|convert)\s+(?!(?:\S+\s+){0,6}(?:the\s+)?(?:following|these|below)\b)(?:\S+\s+){1,24}\S+?:$/iu;
const isOpenLeadIn = (text: string) => OPEN_LEAD_IN.test(text) || CAPABILITY_LEAD_IN.test(text);

/** A label that groups the items under it ("Chat building:", "Integrations"): a title, not a described feature. */
const isGroupLabel = (text: string) =>
  !isOpenLeadIn(text) && (/:$/.test(text) || (text.split(/\s+/).length <= 3 && !/[.!?]$/.test(text)));

/** A lead-in that announces a procedure: "passbolt will take the following steps:", "Follow these steps:". */
const PROCEDURE_LEAD_IN =
  /\b(?:(?:the )?following steps|these steps|steps? (?:below|to)|step[- ]by[- ]step|how to)\b[^.!?]*:\s*$/i;

/**
 * An item that is not a feature of its own: an item of a list nested in a described feature (the
 * HTTP methods under "HTTP methods: …", the steps under "Request: …"; under a mere label such as
 * "Chat building:" the items are the features), or an item of a procedure (an ordered list of
 * steps, or one introduced as "the following steps:").
 */
export function isDetailOrStep($: CheerioAPI, li: AnyNode): boolean {
  const list = $(li).parent('ul, ol');
  if (!list.length) return false;
  // What follows reads the list, not the item: read once per list (issue 34, review). Asked for each
  // item, it read every item's text again for each, minutes on a hostile list of thousands of items.
  let answer = detailOrStepLists.get(list[0]!);
  if (answer === undefined) detailOrStepLists.set(list[0]!, (answer = detailOrStepList($, list)));
  return answer;
}
const detailOrStepLists = new WeakMap<AnyNode, boolean>();

function detailOrStepList($: CheerioAPI, list: cheerio.Cheerio<AnyNode>): boolean {
  if (followsLabelledParagraph($, list[0]!)) return true;
  const parentItem = list.parent('li');
  if (parentItem.length) {
    const label = ownText($, parentItem[0]!);
    if (label && (!isGroupLabel(label) || isLabelledItem($, parentItem[0]!))) return true;
  }
  const leadIn = list.prev();
  if (leadIn.length && PROCEDURE_LEAD_IN.test(textOf($, leadIn[0]!))) return true;
  const texts = list
    .children('li')
    .toArray()
    .map((item) => ownText($, item));
  // Steps of use: an ordered list whose every item starts with an imperative ("Create a poll", "Share
  // the link"), or any list of screen operations ("Choose method", "Enter URL", "Click Send"): one test with the
  // verifier's (verify/field-rules.ts isStepsList).
  if (isStepsList(texts, list.is('ol'))) return true;
  // A glossary: terms in capitals or placeholders, each with its definition ("GET - Requests retrieve
  // resource information", "<custom> - …"): a reference of what the words mean, not features.
  const items = list.children('li').toArray();
  const glossary = items.filter(
    (item, at) =>
      GLOSSARY_ITEM.test(texts[at]!) ||
      (startsWithCode($, item) && /^\S+(?: \S+)?\s*(?:[-–—:=]|\s-)\s+\S/.test(texts[at]!)),
  );
  if (texts.length >= 4 && glossary.length >= texts.length - 1) return true;
  // An argument's numbered points, each a long sentence or more ("1. As one extreme, some editors just
  // treat Markdown as plain text. Users may lose …" under VNote's "Insights About Markdown"): an
  // essay about the field, neither features nor reasons to choose the product.
  if (list.is('ol') && texts.length >= 2 && texts.every((text) => text.length >= 100 && /[.!?]$/.test(text)))
    return true;
  return false;
}

/**
 * A list that follows a labelled feature paragraph ("🔥 **PWA:** Install as a Progressive Web App"
 * over "Offline support", "Desktop PWA"), with only other lists or unlabelled notes ("*Customized
 * themes are synced …*") between them: that feature's details, as a list nested in a described item
 * is. Under a bare label ("**Settings:**") the list is the label's own.
 */
export function followsLabelledParagraph($: CheerioAPI, list: AnyNode): boolean {
  // The walk back passes lists and italic notes and stops at anything else. What it finds from a node on is
  // the same whichever later list it started from, so each node's answer is kept (linear-scans.ts's rule:
  // a page of 20,000 sibling lists walked back once per list was quadratic, seconds per page; issue 34).
  const passed: AnyNode[] = [];
  let answer = false;
  for (let node = $(list).prev(); node.length; node = node.prev()) {
    const known = labelledBefore.get(node[0]!);
    if (known !== undefined) {
      answer = known;
      break;
    }
    passed.push(node[0]!);
    scanSteps.followsLabelledParagraph++;
    if (node.is('ul, ol')) continue;
    if (!node.is('p')) break;
    if (isLabelledParagraph($, node[0]!)) {
      answer = true;
      break;
    }
    // A note set in italics between the feature and its list; anything else ends the feature.
    if (!node.children('em, i').length || textOf($, node[0]!) !== oneLine(node.children('em, i').text())) break;
  }
  for (const node of passed) labelledBefore.set(node, answer);
  return answer;
}
/** For a node the walk back passed: whether the walk from it on reaches a labelled paragraph. */
const labelledBefore = new WeakMap<AnyNode, boolean>();
/** Nodes the scans back over siblings have looked at, for a spec to bound on a large page (no timing). */
export const scanSteps = { followsLabelledParagraph: 0, inside: 0, accordionPanels: 0, headingTexts: 0 };

/** An item that opens with a code name (`client_id` - …): a setting, a command or a field explained. */
function startsWithCode($: CheerioAPI, item: AnyNode): boolean {
  const first = $(item)
    .contents()
    .toArray()
    .find((node) => node.type !== 'text' || /\S/.test((node as unknown as { data: string }).data));
  return !!first && first.type === 'tag' && /^(?:code|kbd|samp|tt)$/.test((first as Element).name);
}

/** "GET - Requests retrieve …", "<custom> - Some APIs use …", "HEAD: …": a term in capitals or a placeholder, then its definition. */
const GLOSSARY_ITEM = /^(?:\p{Lu}[\p{Lu}\d_]+|<[\w-]+>|\[[\w-]+\])\s*(?:[-–—:=]|\s-)\s+\S/u;

/** A feature item: a line of 3 to 200 characters, not a label that introduces more ("Also:", "Themes:"). */
const isFeatureText = (text: string) =>
  text.length >= 3 &&
  text.length <= 200 &&
  !/:$/.test(text) &&
  !/^\[ \]/.test(text) &&
  // An aside in parentheses ("(More planned!)" closing Summit's list of reports) is no capability.
  !/^\(.*\)$/.test(text) &&
  // "and many more...", "…and more": the list trailing off, not a capability.
  !/^(?:\.{3}|…)?\s*(?:and|&)\s+(?:so\s+)?(?:many\s+|much\s+|lots\s+|a lot\s+)?more\b/i.test(text);

/** A list without its items that only trail it off ("✨ And much more!"); null when nothing is left. */
function withoutTrailingOff(found: ProposedValue<string[]> | null): ProposedValue<string[]> | null {
  if (!found || !found.value.some(trailsOff)) return found;
  const kept = found.value.flatMap((item, index) => (trailsOff(item) ? [] : [index]));
  return kept.length
    ? { value: kept.map((index) => found.value[index]!), evidence: kept.map((index) => found.evidence[index]!) }
    : null;
}

/**
 * A ticked task box before an item ("[x] Support TLS", a task list on a page that does not render it: Akasa's
 * README, thirty-second round, tuning) says it is done, and is no part of the capability: the value is the
 * item after it (the quote keeps the page's text). Unticked ones ("[ ] Cluster mode") are planned items and
 * never features (isFeatureText, verify/field-rules.ts).
 */
const TICKED_BOX = /^\[[xX✓✔]\]\s{1,3}/u;
export function withoutTickedBoxes(found: ProposedValue<string[]> | null): ProposedValue<string[]> | null {
  if (!found || !found.value.some((item) => TICKED_BOX.test(item))) return found;
  return { ...found, value: found.value.map((item) => item.replace(TICKED_BOX, '')) };
}

/** Features laid out as marketing pages lay them out (feature-layouts.ts), quoted from the page. */
function laidOutFeatures(v: View, layout: 'block' | 'cards'): ProposedValue<string[]> | null {
  const skip = instructionalSet(v);
  const context = {
    $: v.$,
    textOf: (element: AnyNode) => textOf(v.$, element),
    usable: (element: AnyNode) =>
      !inside(v.$, element, NON_CONTENT) && !inside(v.$, element, `${QUOTED}, figure`) && !skip.has(element),
  };
  const laidOut =
    layout === 'block' ? featureBlockTitles(context) : (cardRunTitles(context) ?? definitionGridTerms(context));
  const titles = (laidOut ?? []).slice(0, 20);
  const found = titles.length
    ? proposed(
        titles,
        titles.map((title) => quoteFor(v, title)),
      )
    : null;
  if (found) titleLists.add(found);
  return found;
}

/**
 * The home page's features when no heading calls them that: its first run of feature cards (three or
 * more siblings, each a title heading with a short text: the titles), else its first list of four or
 * more short items in the page's content. Not a menu (items that are only links), nothing under an
 * instructional heading or in a quotation, nothing in the header, navigation or footer.
 */
function unheadedFeatures(v: View): ProposedValue<string[]> | null {
  const { $ } = v;
  const skip = instructionalSet(v);
  // The heading a block stands under, in document order: a list under "Trusted by" names customers,
  // under "Integrations" other products, under "Pricing" a plan's limits.
  // Each element's last heading before it, found in one pass: walking back from each block to its heading made a
  // page of thousands of blocks and no heading quadratic (8,000 nested blocks 8 s, 16,000 77 s).
  const lastHeading = new Map<AnyNode, AnyNode | null>();
  let heading: AnyNode | null = null;
  for (const element of $('main, body').first().find('*').toArray()) {
    lastHeading.set(element, heading);
    if (/^h[1-6]$/.test(element.name)) heading = element;
  }
  const headingTexts = new Map<AnyNode, string>();
  const headingBefore = (element: AnyNode): string => {
    const before = lastHeading.get(element);
    if (!before) return '';
    let text = headingTexts.get(before);
    if (text === undefined) {
      scanSteps.headingTexts++;
      headingTexts.set(before, (text = textOf($, before)));
    }
    return text;
  };
  let latinPage: boolean | undefined;
  const OTHERS_HEADING =
    /\b(?:trusted|customers?|clients?|used by|loved by|partners?|press|as seen|testimonials?|reviews?|integrat\w*|requirements?|faq|pricing|plans?|team|sponsors?|backers|investors?)\b/i;
  const usable = (element: AnyNode) =>
    !inside($, element, NON_CONTENT) && !inside($, element, QUOTED) && !skip.has(element);
  const cardTitles = (container: Element): string[] | null => {
    const cards = $(container)
      .children()
      .toArray()
      .filter((child) => child.type === 'tag');
    if (cards.length < 3) return null;
    // Not people (a team), plans (prices) or posts: those cards name no capability.
    if (
      $(container).closest(
        '[class*="team" i], [class*="pricing" i], [class*="plan" i], [class*="blog" i], [class*="post" i], [class*="news" i], [class*="review" i]',
      ).length
    )
      return null;
    if (cards.some((card) => PRICE.test(textOf($, card)))) return null;
    const titles = cards.map((card) => {
      const headings = $(card).find('h3, h4');
      const text = textOf($, card);
      return headings.length === 1 && text.length <= 300 && text.length > textOf($, headings[0]!).length + 10
        ? textOf($, headings[0]!)
        : null;
    });
    if (!titles.every((title): title is string => title !== null && isFeatureText(title))) return null;
    // Cards of people: a role beside the name ("Co-founder & CEO", "Head of Design").
    const ROLE =
      /\b(?:ceo|cto|coo|cfo|founder|co-founder|engineer|designer|developer|head of|manager|lead|director|intern|advisor|investor)\b/i;
    return cards.filter((card) => ROLE.test(textOf($, card))).length * 2 >= cards.length ? null : titles;
  };
  let found: string[] | null = null;
  let fromCards = false;
  $('main, body')
    .first()
    .find('ul, ol, div, section')
    .each((_, container) => {
      if (found) return false;
      if (!usable(container)) return;
      if (OTHERS_HEADING.test(headingBefore(container))) return;
      const children = $(container).children().toArray();
      if (container.name === 'ul' || container.name === 'ol') {
        const items = children.filter((child) => child.type === 'tag' && (child as Element).name === 'li');
        if (items.length < 4 || !items.every((li) => usable(li) && !isDetailOrStep($, li))) return;
        const texts = items.map((li) => ownText($, li));
        // Not a list of links, nor of links with a word on each ("Home — Kimai project homepage",
        // "Website: wallabag.org"): those point to places, they do not name capabilities.
        const linked = items.filter((li) => $(li).find('a').length > 0).length;
        if (linked * 2 >= items.length || !texts.every((text) => isFeatureText(text) && text.length <= 120)) return;
        // Nor a list of file names written as code ("`manifest.json`", "`tree.json`", … "etc." under "Always
        // Protected": cdk-agc's README, eighty-first round, tuning): files, not capabilities. An item is code when
        // its code children hold seven tenths of its own words.
        const inCode = items.filter((li, i) => {
          const code = $(li).children('code, kbd').text().length;
          return code > 0 && code * 10 >= texts[i]!.length * 7;
        }).length;
        if (inCode * 2 >= items.length) return;
        // Calls to action ("Try …", "Join the Discord …", "Open issues …") ask something of the reader.
        if (texts.filter((text) => CALL_TO_ACTION.test(text)).length * 2 >= texts.length) return;
        // Nor a demo's sample words, all short and in another script than the page's Latin one (Sortable's
        // "бегемот", "корм", …: verify/field-rules.ts shortInOtherScript, writtenInLatin); the next list is read.
        if (
          texts.every(shortInOtherScript) &&
          (latinPage ??= writtenInLatin($('title').first().text(), $('body').text()))
        )
          return;
        found = texts;
        return;
      }
      // Cards: each child holds one title heading (h3/h4) and a little text beside it; the rows of
      // cards that follow it in the same layout (same element and class) are the same run.
      const titles = cardTitles(container);
      if (!titles) return;
      const layout = `${container.name}.${$(container).attr('class') ?? ''}`;
      for (const next of $(container).nextAll().toArray()) {
        if (`${next.name}.${$(next).attr('class') ?? ''}` !== layout) break;
        const more = cardTitles(next);
        if (!more) break;
        titles.push(...more);
      }
      found = titles;
      fromCards = true;
    });
  const items: string[] = [...new Set<string>(found ?? [])].slice(0, 20);
  const proposal = items.length
    ? proposed(
        items,
        items.map((item) => quoteFor(v, item)),
      )
    : null;
  if (proposal && fromCards) titleLists.add(proposal);
  return proposal;
}

/**
 * The page's labelled points: its first list, before any section heading, when each of its three or more items states a short bold term and
 * what it means ("**Resolute**: content is blocked in non-browser locations, …", the ten points Pi-hole's README
 * opens with, before its "Features" breakdown: issue 34, hundred-and-eleventh round, real tuning). A README or a
 * landing page states its points so, first; they are features beside the ones under a features heading further
 * down, which were drafted alone. Not a notice ("**Note**: …"), not a term over a nested list (a group label), not
 * under an instructional heading ("Requirements": "**Node**: v18"), in a quotation or the page's furniture; one
 * pass over the page's lists, stopping at the first: linear.
 */
export function labelledPoints(v: View): ProposedValue<string[]> | null {
  const { $ } = v;
  const skip = instructionalSet(v);
  // The page's lead: its first list, before any section heading (a heading below the title starts the page's sections,
  // where a labelled list may be platforms, steps or settings).
  const first = $('main, body')
    .first()
    .find('h2, h3, h4, h5, h6, ul, ol')
    .toArray()
    .find(
      (element) =>
        !inside($, element, NON_CONTENT) && (/^h[2-6]$/.test(element.name) || $(element).children('li').length >= 3),
    );
  const list = first && !/^h[2-6]$/.test(first.name) ? first : null;
  if (!list || inside($, list, QUOTED) || skip.has(list) || $(list).parents('li').length) return null;
  const items = $(list).children('li').toArray();
  const points = items.every((li) => {
    if (skip.has(li) || $(li).children('ul, ol').length || !isLabelledItem($, li)) return false;
    const bold = oneLine($(li).children('strong, b').first().text());
    const term = bold.replace(/:$/, '');
    // The term and its meaning joined by a colon, in the bold or after it (isLabelledParagraph's term).
    const own = ownText($, li);
    const colon =
      bold.endsWith(':') ||
      own
        .slice(own.indexOf(bold) + bold.length)
        .trimStart()
        .startsWith(':');
    return (
      colon &&
      term.split(/\s+/).length <= 4 &&
      !NOTICE_LABEL.test(term) &&
      !$(li).children('strong, b').first().closest('a').length
    );
  });
  if (!points) return null;
  const texts = items.map((li) => ownText($, li));
  if (!texts.every((text) => isFeatureText(text))) return null;
  return proposed(
    texts,
    texts.map((text) => quoteFor(v, text)),
  );
}

/** The labelled points first, then the features found elsewhere on the page that they do not repeat (twenty at most). */
function withPoints(
  points: ProposedValue<string[]> | null,
  found: ProposedValue<string[]> | null,
): ProposedValue<string[]> | null {
  if (!points || !found) return found ?? points;
  const stated = new Set(found.value.map((item) => item.toLowerCase()));
  if (points.value.every((item) => stated.has(item.toLowerCase()))) return found;
  const seen = new Set(points.value.map((item) => item.toLowerCase()));
  const more = found.value.flatMap((item, index) => (seen.has(item.toLowerCase()) ? [] : [index]));
  const value = [...points.value, ...more.map((index) => found.value[index]!)].slice(0, 20);
  const evidence = [...points.evidence, ...more.map((index) => found.evidence[index]!)].slice(0, 20);
  return { value, evidence };
}

/**
 * The list a lead-in sentence introduces as the product's features, with no features heading
 * ("**Gin's key features:**", "It is production-ready, and gives you the following:"; feature-layouts.ts
 * `isFeaturesLeadIn`): its items, three or more, taken before the page's first list, which may be another
 * (Gin's "ideal for:" uses). Nothing under an instructional heading, in a quotation or the page's furniture.
 */
function leadInFeatures(v: View, productName: string | null): ProposedValue<string[]> | null {
  const { $ } = v;
  const skip = instructionalSet(v);
  let found: string[] | null = null;
  let headlines = false;
  $('main, body')
    .first()
    .find('p')
    .each((_, p) => {
      if (skip.has(p) || inside($, p, NON_CONTENT) || inside($, p, 'blockquote, q')) return;
      if (!isFeaturesLeadIn(textOf($, p), productName)) return;
      const list = $(p).next('ul, ol');
      if (!list.length) return;
      const items = list.children('li').toArray();
      if (items.length < 3 || items.some((li) => skip.has(li) || isDetailOrStep($, li))) return;
      const texts = items.map((li) => ownText($, li));
      // A last item that only trails the list off ("And more!", liballeg.org's home page: issue 34, ninety-fourth
      // round, real tuning) does not unmake the list: it stays while the list is found, then is dropped
      // (withoutTrailingOff), as under a features heading.
      if (!texts.every((text, at) => isFeatureText(text) || (at === texts.length - 1 && trailsOff(text)))) return;
      found = [...new Set(texts)].slice(0, 20);
      // Items that each head a list of their own details ("Blazing fast" over "MipGo interfaces directly with the
      // native executable …", MipGo's README: issue 34, hundred-and-seventeenth round, real tuning) are headlines, as
      // card titles are: they make no tags.
      headlines = items.every((li) => $(li).children('ul, ol').length > 0);
      return false;
    });
  const items: string[] = found ?? [];
  const result = items.length
    ? proposed(
        items,
        items.map((item) => quoteFor(v, item)),
      )
    : null;
  if (result && headlines) titleLists.add(result);
  return result;
}

/**
 * Headings of sections that tell a developer how to install, build or contribute (a README's bulk),
 * not what the product is: "PostgreSQL database v12+" under Requirements is no category, a video
 * walkthrough of a local setup is no demo, "password umami" is no description; an "Origin" or "Authors"
 * section says who made it ("Original author: … Original repository: …"), not what it does, nor does
 * a "Background" (how the makers came to build it, naming the tools they tried). A
 * "Downloads" section says where to get it ("Users from China can download … from Tianyi Netdisk").
 */
const INSTRUCTIONAL_HEADING =
  /\b(?:install\w*|downloads?|requirements?|prerequisites|report\w* (?:a |an )?(?:security|bugs?|issues?|vulnerabilit\w*)|security (?:issues?|polic\w*|vulnerabilit\w*|disclosure)|vulnerabilit\w*|github issues|bug reports?|reporting bugs|support (?:our|the|us|this|development)\b|memberships?|funding|donat\w*|getting started|get started|quick ?start|usage(?![- ]\w)|local development|developer|set ?up|setting up|configur(?!able)\w*|build(?:ing)? the|getting updates|updat\w+|upgrad\w+|contribut\w*|tech stack|built with|continuous integration|licen[cs]e|deploy\w*|self-host\w*|docker|development|testing|video walkthrough|translations?|spelling|sponsors?|featured sponsor|backers|supporters|special thanks|thanks|credits|acknowledg\w*|contributors|community projects|third[- ]party|motivation|background|origins?|authors?|maintainers?|roadmap|todo|to-do list|planned|coming soon|documentation|developers(?:'? guide)?)\b/i;
/** A lead-in to ways of helping the project: "here are some (other) ways you can help (this project)". */
const WAYS_TO_HELP = /\bways (?:you can|to) (?:help|support|contribute)\b[^.!?]{0,60}[.:]?\s*$/i;
/** A heading that is only a section's label: a README's "TODO", "Roadmap", "Installation", "License". */
const SECTION_LABEL =
  /^\P{L}*(?:todo|to-?do(?: list)?|roadmap|planned(?: features)?|coming soon|documentation|installation|install|usage|requirements|prerequisites|configuration|getting started|quick ?start|development|deployment|docker|testing|contributing|contributors|contribution|licen[cs]e|licensing|sponsors?|backers|credits|acknowledg(?:e)?ments|thanks|special thanks|authors?|maintainers?)\P{L}*$/iu;
/**
 * A heading that is only the section where readers ask for features ("Feedback and Feature Requests" over "We're
 * happy to receive your feedback at …" and "Please feel to contribute …", BooMstrap's README, thirty-fifth round,
 * tuning; "Feature Requests"): what stands under it asks the reader, it offers nothing. The whole heading, so a
 * feedback product's "Collect feature requests from your users" still heads its features.
 */
const FEATURE_REQUESTS_HEADING =
  /^\P{L}*(?:(?:feedback|suggestions|ideas)\s{1,3}(?:and|&)\s{1,3})?feature\s{1,3}requests?(?:\s{1,3}(?:and|&)\s{1,3}(?:feedback|suggestions|ideas))?\P{L}*$/iu;
/**
 * A features section's sub-heading that names how easy a part of using the product is ("### Easy setup" over "Single,
 * drop-in 12 KB gzipped ooml.js file.", ooml's README; "### Easy Setup and Operation" over "One-Click Installation:
 * Simple installer for Windows and macOS", ThymeLab Launcher's; eighty-second round, tuning): a quality of the
 * product, its items features, though its word ("setup") is an instructional heading's. Opening with "Easy" or
 * "Simple", the whole heading short; read only under a features heading (`instructionalSet`), so a README's
 * "## Easy setup" steps stay instructional. Anchored, one bounded run: linear.
 */
const EASE_SUBHEADING = /^\P{L}{0,8}(?:easy|simple)\s{1,3}[^\n]{1,60}$/iu;
/** A heading that opens by naming a video: "YouTube: …", "Video: …", "Demo video – …". */
const VIDEO_HEADING = /^\P{L}*(?:youtube|vimeo|loom|(?:demo |product )?video)\s*[:–—-]/iu;
const instructional = new WeakMap<View, Set<AnyNode>>();
/** Feature items name capabilities ("API keys"), not what the product is: they weigh as body text for categories. */
const featureItems = new WeakMap<View, Set<AnyNode>>();
/** A paragraph that is only a label for the features after it: "Feature Overview:", "Key features:". */
const FEATURE_LABEL =
  /^[\p{L} ]{0,20}\b(?:features?|feature overview|capabilities|funktionen|fonctionnalités|funciones|características)\b[\p{L} ]{0,20}:$/iu;

/** The elements of a page that stand under an instructional heading (until a heading of that level or higher). */
function instructionalSet(v: View): Set<AnyNode> {
  const known = instructional.get(v);
  if (known) return known;
  const instructions = new Set<AnyNode>();
  const features = new Set<AnyNode>();
  let level = 0;
  let troubleLevel = 0;
  let supportedLevel = 0;
  let featureLevel = 0;
  let seenTitle = false;
  let seenHeading = false;
  v.$('h1, h2, h3, h4, h5, h6, p, li, td, dd, blockquote, a, iframe, video, pre').each((_, element) => {
    if (/^h[1-6]$/.test(element.name)) {
      const at = Number(element.name.slice(1));
      const heading = textOf(v.$, element);
      if (level && at <= level) level = 0;
      if (troubleLevel && at <= troubleLevel) troubleLevel = 0;
      if (supportedLevel && at <= supportedLevel) supportedLevel = 0;
      // A sub-heading of a troubleshooting section stands inside it ("### API Issues", "### Audio Issues" under
      // "## Troubleshooting", waystt's README, fifty-second round, tuning): it names a problem, not what the
      // product is. (Other instructional sections' sub-headings are still read: "### Docker" under "## Install".)
      if (troubleLevel) instructions.add(element);
      // The page's title, its first h1 ("Free Self-Hosted Zendesk Alternative"), heads the whole page,
      // not a section; a later h1 ("# Contributing" in a README) is a section.
      // A page with no h1 before it has its title in its opening heading ("### Bruno - Opensource IDE
      // for exploring and testing APIs." over the lead, Bruno's README): a title, not a "testing" section,
      // unless it is only a section's label ("## Installation" opening a page without a title).
      const title = (at === 1 && !seenTitle) || (!seenHeading && !seenTitle && !SECTION_LABEL.test(heading.trim()));
      seenHeading = true;
      if (at === 1) seenTitle = true;
      // A heading that opens by naming a video ("YouTube: Getting Started with Summit Finance")
      // presents the video, whatever its title says.
      if (
        !level &&
        !title &&
        ((INSTRUCTIONAL_HEADING.test(heading) &&
          // "### Easy setup" under "## Features" names a quality of the product (EASE_SUBHEADING), not steps.
          !(featureLevel && at > featureLevel && EASE_SUBHEADING.test(heading.trim()))) ||
          INTERNALS_HEADING.test(heading) ||
          FEATURE_REQUESTS_HEADING.test(heading.trim()) ||
          // A troubleshooting section ("## Troubleshooting" over the folders to delete, Manatan's README,
          // fifty-second round, tuning) says how to fix a failing install: its items are no features.
          TROUBLESHOOTING_HEADING.test(heading.trim()) ||
          // What the product does not do or support ("## Unsupported Features", "## Features not yet supported":
          // ElementaryJS's and Spreadsheet Decoder's READMEs, seventieth round, tuning; "## What it does not do
          // (yet)", which the features heading "what it does" matched: arcdrip's README, hundred-and-sixteenth
          // round, tuning, with Tellina's and Victauri's "What it doesn't do"): what it lacks, no feature
          // (verify/field-rules.ts NOT_OFFERED_HEADING, the verifier's check alike).
          NOT_OFFERED_HEADING.test(heading.trim()) ||
          // The problem the product answers ("### Problems" under "## Why?": cdk-agc's README; "### The Problem"
          // beside "### The Solution": react-ssr-seo-toolkit's; eighty-first round, tuning): the market's or the users'
          // lack, no feature and no reason to choose it (verify/field-rules.ts PROBLEM_HEADING, the verifier's check
          // alike).
          PROBLEM_HEADING.test(heading.trim()) ||
          // Work still to come ("### Upcoming Features", "### Future Plans" under "## Features"; a "### Wishlist"
          // outside a features section: KrbeFileManager's, assetviewer's and Laika's READMEs, seventy-ninth round,
          // tuning; an "## Ideas" heading outside a features section: Derail Valley Mod Toolbar's and tifsep's
          // READMEs, hundred-and-twenty-fourth round, tuning): what the product does not do yet, no feature
          // (verify/field-rules.ts headsFutureWork, the verifier's check alike).
          headsFutureWork(heading, featureLevel > 0 && at > featureLevel) ||
          // What the product works with ("### Supported Databases" under "## Core Features": DBL's docs home page;
          // "## 🎯 Supported Frameworks & Libraries" over "### Web Frameworks": SecureNow's README; eighty-ninth round,
          // tuning): a checklist of databases or frameworks ("✅ PostgreSQL 11+", "✅ Express.js"), no feature
          // (verify/field-rules.ts SUPPORTED_LIST_HEADING, the verifier's check alike).
          SUPPORTED_LIST_HEADING.test(heading.trim()) ||
          // The steps of using the product ("### How to use" over "Put the \"soccar\" folder in your servers \"addon\"
          // directory", "Run the server": KissMP-Soccar's README, hundred-and-second round, tuning): how to set it up or
          // work it, no feature (verify/field-rules.ts HOW_TO_USE_HEADING, the verifier's check alike).
          HOW_TO_USE_HEADING.test(heading.trim()) ||
          // A changelog ("## Changelog 13/10/2016" over "Updated to Angular 2.1", "Fix: Build issues, rigth nav issue":
          // ng2-admin-lte's README, hundred-and-tenth round, tuning): what a version changed, no feature
          // (verify/field-rules.ts CHANGELOG_HEADING, the verifier's check alike).
          CHANGELOG_HEADING.test(heading.trim())) &&
        !VIDEO_HEADING.test(heading)
      ) {
        level = at;
        if (TROUBLESHOOTING_HEADING.test(heading.trim())) troubleLevel = at;
        if (SUPPORTED_LIST_HEADING.test(heading.trim())) supportedLevel = at;
      }
      // A heading of what the product works with, and its sub-headings ("### Web Frameworks", "### Databases"), name
      // kinds of things it works with: no feature card's title and no category ("Databases").
      if (supportedLevel) instructions.add(element);
      if (featureLevel && at <= featureLevel) featureLevel = 0;
      // A heading under a features heading ("### Design and build apps with powerful pre-made components" under
      // "## ✨ Features", Budibase's README, forty-first round, tuning) heads one feature's section: it names a
      // capability, as the features list's items do, not what the product is.
      if (featureLevel && at > featureLevel) features.add(element);
      // So do the items under a heading presenting its capabilities without that word ("Key points": Memos'
      // "RESTful API for third-party services." is weak evidence of an API tool, fortieth round, tuning).
      if (!featureLevel && (FEATURE_HEADING.test(heading) || CAPABILITY_LIST_HEADING.test(heading))) featureLevel = at;
      return;
    }
    if (level) instructions.add(element);
    if (featureLevel && element.name === 'li') features.add(element);
    const paragraph = element.name === 'p' ? textOf(v.$, element) : '';
    // A bold line standing as a heading ("**Feature Overview:**" in a README): the list after it is features.
    if (paragraph && FEATURE_LABEL.test(paragraph)) {
      const list = v.$(element).next('ul, ol, dl');
      list.find('li, dt').each((__, item) => {
        features.add(item);
      });
    }
    // A list a sentence introduces as ways to help the project ("here are some other ways you can help this project",
    // Feri's README, eighty-fourth round, tuning: "Social media, meetups, fan art, …"): what readers may do for it,
    // as a contributing section says, not what the product is (no feature, category or description from it).
    if (paragraph && WAYS_TO_HELP.test(paragraph.slice(-200))) {
      v.$(element)
        .next('ul, ol')
        .find('li, a')
        .each((__, item) => {
          instructions.add(item);
        });
    }
  });
  // A collapsed section (<details>) whose summary is such a heading ("Background": "We've tried several
  // tools including Akaunting …" in Summit's README) is one too.
  v.$('details').each((_, details) => {
    const summary = v.$(details).children('summary').first();
    if (summary.length && INSTRUCTIONAL_HEADING.test(textOf(v.$, summary[0]!)))
      v.$(details)
        .find('p, li, td, dd, blockquote, a, iframe, video, pre')
        .each((__, element) => {
          instructions.add(element);
        });
  });
  instructional.set(v, instructions);
  featureItems.set(v, features);
  return instructions;
}

/**
 * The paragraphs of a section on problems ("Common issues", "Troubleshooting", "Known issues", "FAQ"): what
 * goes wrong and how to fix it, not what the product does. Glance's README (thirtieth round, tuning): once
 * its link rows left the description (thirty-seventh round), its "Common issues" answer naming Pi-Hole and
 * AdGuard Home came in.
 */
const FAQ_SECTION_HEADING = /^\P{L}{0,8}(?:faqs?|frequently asked questions)\P{L}{0,8}$/iu;
function troubleshootingParagraphs(v: View): Set<string> {
  const found = new Set<string>();
  v.$(HEADINGS).each((_, heading) => {
    const text = textOf(v.$, heading);
    // The troubleshooting headings are the verifier's (field-rules.ts TROUBLESHOOTING_HEADING), one pattern.
    if (TROUBLESHOOTING_HEADING.test(text) || FAQ_SECTION_HEADING.test(text))
      for (const text of paragraphs(v, sectionAfter(v.$, heading as Element))) found.add(text);
  });
  return found;
}

function paragraphs(v: View, root?: Element[], storySection = false): string[] {
  const { $ } = v;
  const found: string[] = [];
  const scope = root ? $(root).find('p').addBack('p') : $('p');
  // A story section chosen by its heading is read whole: "The problem" heads no features or usps (PROBLEM_HEADING),
  // but its paragraphs are the story's problem.
  const skip = storySection ? new Set<AnyNode>() : instructionalSet(v);
  scope.each((_, p) => {
    // A quotation (a featured sponsor's line, a customer) is not the site describing itself.
    if (inside($, p, NON_CONTENT) || skip.has(p) || inside($, p, 'blockquote')) return;
    const text = textOf($, p);
    if (text.length >= 40 && !found.includes(text)) found.push(text);
  });
  return found;
}

const STORY_HEADINGS: [string, RegExp][] = [
  ['why_started', /\bwhy (we|i) (started|built|founded|created)\b/i],
  ['problem', /\b(the )?problem\b/i],
  ['journey', /\bjourney\b/i],
  ['challenges', /\bchallenges?\b/i],
  ['achievements', /\bachievements?\b/i],
  ['lessons', /\blessons?\b/i],
  ['whats_next', /\b(what'?s next|what is next|the future|looking ahead|roadmap)\b/i],
  ['story', /\b(our|my) story\b|^story$/i],
];

/**
 * A person's name: two to four capitalised words, lowercase particles between them ("Mathijs de Bruin", "Jan van
 * der Berg": ipfs-search's team post, issue 34, forty-seventh round, real tuning), at most three in a row.
 */
const PERSON_NAME =
  /^\p{Lu}[\p{L}'’.-]+(?:(?: (?:de|da|van|von|der|den|del|della|di|du|le|la|dos|das|ten|ter|bin|ibn)){0,3} \p{Lu}[\p{L}'’.-]+){1,3}$/u;
/** Only a stated founding role makes a founder (a CEO hired later is not one). */
const FOUNDER_TITLE =
  /\b(co-?founders?|founders?|founding partner|owner|inhaber(?:in)?|gründer(?:in)?|fundador(?:a)?|fondateur|fondatrice)\b/i;

export class ExtractiveDrafter implements Drafter {
  async draft(site: CrawlResult, options: DraftOptions = {}): Promise<DraftProposal> {
    const views = site.pages.map(view);
    const byKind = (...kinds: CrawledPage['kind'][]) => [
      ...kinds.flatMap((kind) => views.filter((v) => v.page.kind === kind)),
    ];
    const home = views.find((v) => v.page.kind === 'home') ?? views[0];
    const ordered = [...(home ? [home] : []), ...views.filter((v) => v !== home)];
    const fields: Partial<Record<DraftFieldName, ProposedValue | null>> = {};

    /** The first non-null result over the views. */
    const first = <T>(list: View[], find: (v: View) => ProposedValue<T> | null): ProposedValue<T> | null => {
      for (const v of list) {
        const found = find(v);
        if (found) return found;
      }
      return null;
    };
    const jsonLdOrg = (v: View) =>
      v.jsonLd.find((object) =>
        isType(
          object,
          'Organization',
          'Corporation',
          'LocalBusiness',
          'SoftwareApplication',
          'WebApplication',
          'MobileApplication',
          'Product',
          'WebSite',
        ),
      );

    // name
    fields.name = first(ordered, (v) => {
      const candidates = [
        str(jsonLdOrg(v)?.name),
        // "ipfs-search.com blog" (ipfs-search's team post, forty-seventh round): a domain and the kind of site it
        // is name the product at that domain.
        // A site named only for the host the page stands under, one project's page of many ("RicoStaCruz.com" over
        // ".../jquery.transit/": jQuery Transit's home, eightieth round, tuning), names the host's owner, not the product.
        ((siteName) =>
          // "Hamburgers by Jonathan Suh" under og:site_name "Jonathan Suh" (Hamburgers' page, hundredth round, real
          // tuning): the site is its author's; the product is what the title says the author made.
          (siteName && v.page.title ? nameBeforeTheSiteAuthor(v.page.title, siteName) : null) ??
          (siteName && !namesOnlyTheHost(siteName, metaContent(v, 'og:url'))
            ? siteName.replace(
                /^([\p{L}\p{N}-]{1,60}(?:\.[\p{L}\p{N}-]{1,60}){0,2}\.[a-z]{2,12}) (?:blog|docs|documentation|wiki)$/iu,
                '$1',
              )
            : null))(metaContent(v, 'og:site_name', 'application-name')),
        // "Tidewire Docs": the title of a documentation site names the product and its docs.
        v.page.title ? titleCandidate(v.$, v.page.title) : null,
        openingSubject(v),
      ];
      for (const candidate of candidates) {
        // A title that is only the page's kind ("Legal Notice", "About Us") names no product (the verifier's rule).
        if (candidate && candidate.length <= 80 && nameVerdict(candidate) === null) {
          const found = proposed(candidate, [quoteFor(v, candidate)]);
          if (found) return found;
        }
      }
      return null;
    });
    const name = typeof fields.name?.value === 'string' ? fields.name.value : null;

    // tagline: the home page's h1, else the rest of the title, else og:title
    fields.tagline = home
      ? (() => {
          const h1 = home.$('h1').first();
          const h1Text = h1.length ? textOf(home.$, h1[0]!) : '';
          const candidates = [
            h1Text,
            home.page.title ? splitTitle(home.page.title)[1] : null,
            metaContent(home, 'og:title', 'twitter:title'),
          ];
          for (const candidate of candidates) {
            // A tagline naming what the product is an alternative to ("… Alternative To Notion") is about others too.
            if (
              candidate &&
              candidate.length >= 3 &&
              candidate.length <= 200 &&
              candidate !== name &&
              !namesAlternatives(candidate)
            ) {
              const found = proposed(candidate, [quoteFor(home, candidate)]);
              if (found) return found;
            }
          }
          return null;
        })()
      : null;

    // short_description
    fields.short_description = first(ordered, (v) => {
      const candidate =
        metaContent(v, 'description', 'og:description', 'twitter:description') ?? str(jsonLdOrg(v)?.description);
      return candidate && candidate.length <= 500 ? proposed(candidate, [quoteFor(v, candidate)]) : null;
    });

    // description: paragraphs of the about page, else of the home page
    fields.description = first([...byKind('about'), ...(home ? [home] : [])], (v) => {
      const chosen: string[] = [];
      let length = 0;
      // What the product does: company history ("founded in 2022 in Helsinki by …") is not a description.
      // Nor thanks to a sponsor or a pointer to the docs ("A full list of features is available in …").
      // Nor a quotation of a user or the press ("“It fixes every issue I have with Vim.” —Geoff Greer").
      // Nor a comparison's note on another product's price ("* Rivalo has a free plan limited to 3 projects.").
      // Nor a sentence naming the products it is an alternative to ("… alternative for Notion & Miro."):
      // the paragraph's other sentences stay, each run as written.
      // Nor a troubleshooting answer ("Common issues": "The most common cause of this is when using Pi-Hole …").
      const troubles = troubleshootingParagraphs(v);
      for (const paragraph of paragraphs(v)
        .filter((paragraph) => !troubles.has(paragraph))
        .flatMap(withoutAlternatives)
        .filter(
          (paragraph) =>
            !isHistory(paragraph) &&
            !isAside(paragraph) &&
            // A row of links ("Website • FAQ • Documentation • Donate") is the page's navigation.
            !isLinkRow(paragraph) &&
            !isQuotation(paragraph) &&
            // A shell session's line ("~/my-site $ bundle exec jekyll serve") is a quick start's step.
            !isShellLine(paragraph) &&
            !(pricesAnotherProduct(paragraph, name) && (PRICE.test(paragraph) || /\bfree\b/i.test(paragraph))),
        )) {
        if (length + paragraph.length > 3000) break;
        chosen.push(paragraph);
        length += paragraph.length + 2;
        if (chosen.length >= 5) break;
      }
      return chosen.length
        ? proposed(
            chosen.join('\n\n'),
            chosen.map((paragraph) => quoteFor(v, paragraph)),
          )
        : null;
    });

    // pricing
    const pricingViews = byKind('pricing').length ? byKind('pricing') : home ? [home] : [];
    // The words the site writes in lower case: a sentence opening "Hosting …" or "Self-hosting …" is
    // about that word, not about another product.
    const ordinary = lowercaseWords(views.map((v) => v.page.text).join('\n'));
    const pricing = pricingViews
      .map((v) => ({ v, ...readPricing(v, name, ordinary) }))
      .find((found) => found.model || found.summary);
    fields.pricing_model = pricing?.model ?? null;
    fields.pricing_summary = pricing?.summary ?? null;

    // stage: only what the site says (beta, alpha, a waitlist, launched); a price states no stage
    fields.stage = first(ordered, (v) => readStage(v, name, v === home));

    // features and usps
    // Page by page (the features page first, then the home page): a block the page marks as its
    // features (id="features", class="features-grid"), its cards' titles; else what stands under a
    // features heading. Card titles are headlines ("Secure by Default", "Static Binary"), not topical
    // words: they make no tags. "How it works" heads steps ("Create Account", "Pass Your Exam"), not
    // features (openhamprep.com).
    let featuresAreTitles = false;
    // The names a features table gave (RustFS' "Swift API" beside its "OpenStack Swift API" item): no tags.
    let featureTableNames_: Set<string> | null = null;
    const headed = (v: View) =>
      listItemsUnder(
        v,
        /\b(features?|what you get|what it does|capabilities|everything you need|funktionen|merkmale|fonctionnalités|funciones|características|funzionalità)\b/i,
        { productName: typeof fields.name?.value === 'string' ? fields.name.value : null },
      );
    fields.features = first([...byKind('features'), ...(home ? [home] : [])], (v) => {
      // A features page is about its features as a whole: its cards or first list are, headed or not.
      const found =
        laidOutFeatures(v, 'block') ??
        headed(v) ??
        leadInFeatures(v, typeof fields.name?.value === 'string' ? fields.name.value : null) ??
        (v.page.kind === 'features' ? (unheadedFeatures(v) ?? laidOutFeatures(v, 'cards')) : null);
      featuresAreTitles = found !== null && titleLists.has(found);
      featureTableNames_ = (found && tableNamesOf.get(found)) ?? null;
      return found;
    });
    fields.features ??= first(byKind('pricing'), headed);
    if (!fields.features && home) {
      fields.features = unheadedFeatures(home);
      featuresAreTitles = fields.features !== null && titleLists.has(fields.features);
    }
    // Marketing layouts without a features heading or list: a block marked as features, a run of
    // sibling cards each a heading with a little text, a definition list used as a grid (feature-layouts.ts).
    if (!fields.features) {
      fields.features = first([...byKind('features'), ...(home ? [home] : [])], (v) => laidOutFeatures(v, 'cards'));
      featuresAreTitles = fields.features !== null;
    }
    // Last: a list of capabilities under a heading without the word "features" ("Key points", "Why Plausible?").
    if (!fields.features) {
      fields.features = first([...byKind('features'), ...(home ? [home] : [])], capabilityListUnder);
      featuresAreTitles = fields.features !== null && titleLists.has(fields.features);
    }
    // The page's labelled points, its first list, stated before or beside the features found elsewhere: they lead.
    if (home && !featuresAreTitles)
      fields.features = withPoints(labelledPoints(home), (fields.features ?? null) as ProposedValue<string[]> | null);
    // A closing "✨ And much more!" stays in the list while the list is found (it is still the page's
    // list, its other items features), then is dropped: it names no capability (verify/field-rules.ts).
    fields.features = withoutTickedBoxes(withoutTrailingOff(fields.features as ProposedValue<string[]> | null));
    // "Why Acme?", "Why use Acme?" head reasons to choose it; "Why does Acme fail to …?", "Why doesn't the
    // button appear?" head a FAQ's answer (GoIV's README, tuning): its list is causes, not selling points.
    fields.usps = first([...(home ? [home] : []), ...byKind('features', 'about', 'pricing')], (v) =>
      listItemsUnder(
        v,
        /\b(why(?! (?:do|does|did|is|are|was|were|can|could|will|would|should|must|has|have)(?:n['’]t)?\b| (?:don|doesn|didn|isn|aren|can|won|wasn)['’]t\b)|benefits?|advantages?|reasons|what makes us|sets us apart|different|our promise|unlike)\b/i,
        null,
        true,
      ),
    );

    // contact e-mail: mailto links, else an address written on the contact page
    fields.contact_email = first([...byKind('contact'), ...ordered], (v) => {
      // An address written only in a link's target ("© 2006-2026 <a href=mailto:…>The X project</a>")
      // is judged by the line of the link's words, as if written there.
      const linkWords = new Map<string, string>();
      const mails = v
        .$('a[href^="mailto:" i]')
        .toArray()
        .map((a) => {
          const mail = decodeURIComponent(
            (v.$(a).attr('href') ?? '')
              .replace(/^mailto:/i, '')
              .split('?')[0]!
              .trim(),
          );
          // The words before the link in its block ("Copyright ©2006-2026 The qBittorrent project").
          const words = textOf(v.$, a);
          const block = v.$(a).closest('p, li, dd, td, div, footer, section')[0];
          const around = block ? textOf(v.$, block) : words;
          const at = words ? around.indexOf(words) : -1;
          if (at >= 0 && !linkWords.has(mail)) linkWords.set(mail, around.slice(0, at + words.length));
          return mail;
        })
        .filter((mail) => /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(mail) && !/no-?reply/i.test(mail));
      const lineOf = (mail: string) => {
        const written = lineAround(v.lines, mail);
        if (written) return written;
        const before = linkWords.get(mail);
        return before ? `${before} ${mail}` : '';
      };
      for (const mail of mails.filter((candidate) => contactEmailVerdict(candidate, lineOf(candidate)) === null)) {
        const found = proposed(mail, [quoteFor(v, mail) ?? quoteFor(v, `mailto:${mail}`)]);
        if (found)
          return {
            value: mail,
            evidence: found.evidence.map((e) => (e.quote === mail ? e : { ...e, quote: `mailto:${mail}` })),
          };
      }
      if (v.page.kind === 'contact') {
        const written = writtenMails(v.page.text).find(
          (mail) => !/no-?reply/i.test(mail) && contactEmailVerdict(mail, lineOf(mail)) === null,
        );
        if (written) return proposed(written, [quoteFor(v, written)]);
      }
      // A line that is only a label and an address ("E-Mail: webmaster@…", CargoRocket's imprint, forty-third
      // round): the site states it as its address on any page, linked or not.
      for (const [index, line] of v.lines.entries()) {
        const labelled = LABELLED_MAIL.exec(line.trim());
        const mail = labelled?.[1];
        const around = index + 1 < v.lines.length ? `${line}\n${v.lines[index + 1]}` : line;
        if (!mail || /no-?reply/i.test(mail) || contactEmailVerdict(mail, around) !== null) continue;
        const found = proposed(mail, [quoteFor(v, mail)]);
        if (found) return found;
      }
      return null;
    });

    // country and city: from one statement, so the two agree
    const place = first([...byKind('contact', 'about'), ...ordered, ...byKind('team')], (v) => {
      const found = readPlace(v);
      const quotes = found?.evidence.map((item) => item.quote) ?? [];
      if (!found) return null;
      if (found.value.city && placeVerdict('city', found.value.city, quotes)) return null;
      if (found.value.country && placeVerdict('country', found.value.country, quotes)) return null;
      return found;
    });
    fields.city = place?.value.city ? { value: place.value.city, evidence: place.evidence } : null;
    fields.country = place?.value.country ? { value: place.value.country, evidence: place.evidence } : null;

    // founded year: stated, never inferred from a copyright line
    fields.founded_year = first([...byKind('about'), ...ordered], (v) => {
      for (const object of v.jsonLd) {
        const date = str(object.foundingDate);
        const year = date ? /\b(1[89]\d{2}|20\d{2})\b/.exec(date)?.[1] : undefined;
        if (year && date) {
          const found = proposed(year, [quoteFor(v, date)]);
          if (found) return found;
        }
      }
      const match =
        /\b(?:founded|established|incorporated|started|began|fondée?|fundad[ao])\b[^.\n]{0,40}?\b((?:19|20)\d{2})\b/i.exec(
          v.page.text,
        ) ??
        // German puts the year first: "Terminfix wurde 2020 in Graz gegründet".
        /\b((?:19|20)\d{2})\b[^.\n]{0,40}?\bgegründet\b/i.exec(v.page.text) ??
        // "Est. 2011: the AntennaPod project today" (its about page's heading, twentieth round; "Est. 2017", the
        // seventeenth round's invented trap pebblepost): the abbreviation of "established", the year right after it.
        ESTABLISHED_ABBREVIATION.exec(v.page.text) ??
        // "… une société … basée à Nantes créée en 2010" (verify/field-rules.ts, sixty-third round).
        FRENCH_COMPANY_CREATED.exec(v.page.text);
      return match ? proposed(match[1]!, [{ quote: match[0], url: v.page.url }]) : null;
    });

    // logo, video
    fields.logo_url = first(ordered, (v) => {
      const logo = jsonLdOrg(v)?.logo;
      const fromJsonLd = str(logo) ?? str((logo as Record<string, unknown> | undefined)?.url);
      // A logo image in the header or navigation, or one whose alt text or file names the product: an
      // "os-circle-logo.png" section icon in the body is someone else's logo.
      const nameKey = (name ?? '').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
      const squash = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
      const skip = instructionalSet(v);
      // A "Fork me on GitHub" ribbon is no image of the page's own: the page's first image is the first after it
      // (Sortable's home page: the ribbon, then its "st/logo.png"; hundred-and-twenty-first round, tuning).
      const fromImage = v
        .$('img[src]')
        .toArray()
        .filter((img) => !isForkRibbon(v.$(img).attr('src') ?? '', v.$(img).attr('alt') ?? ''))
        .find((img, index) => {
          // The file's path, not its query: a badge's "?logo=twitter" names no logo of the product.
          const src = (v.$(img).attr('src') ?? '').split(/[?#]/)[0]!;
          if (isBadgeImage(src)) return false;
          // Nor an image in a section of sponsors, credits or install steps (the instructional sections): a
          // sponsor's wordmark under "💛 Sponsors" whose file the product's own CDN serves ("cdn.voltagent.dev/…/
          // logo_wordmark_lite_dark.svg", alt "Ego Lite": VoltAgent's README, sixty-fifth round, tuning).
          const block = v.$(img).closest('a, p, li, td, dd')[0];
          if (block && skip.has(block)) return false;
          // The image's own words, and its container's when that is called the logo (qbittorrent.org's
          // <div id="LogoChris"><img alt="qBittorrent">): a wall of customers' logos names no product. Its own id
          // is its own word as its class is (underscorejs.org's <img id="logo" alt="Underscore.js">, alone in a
          // paragraph after the sidebar: ninety-first round, tuning); still taken only with the product's name.
          const holder = v.$(img).parent();
          const said = `${v.$(img).attr('alt') ?? ''} ${src} ${v.$(img).attr('class') ?? ''} ${(v.$(img).attr('id') ?? '').slice(0, 80)} ${holder.attr('id') ?? ''} ${holder.attr('class') ?? ''}`;
          if (!/logo/i.test(said)) return false;
          const squashed = said.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
          // The page's first image called logo.* is the product's (a README's opening "./assets/logo.png").
          // Not when its alt text names someone else ("Liyas Thomas", the author's logo over his README).
          const alt = squash(v.$(img).attr('alt') ?? '');
          const altNamesOther = alt !== '' && !/logo/.test(alt) && !(nameKey.length >= 3 && alt.includes(nameKey));
          const firstLogoFile = index === 0 && /(?:^|\/)logo[\w-]*\.\w+$/i.test(src) && !altNamesOther;
          return (
            v.$(img).closest('header, nav').length > 0 ||
            (nameKey.length >= 3 && squashed.includes(nameKey)) ||
            firstLogoFile
          );
        });
      // A README opens with the product's image, its alt text the name (ntfy's "![ntfy](…/ntfy.png)");
      // so does a one-page site (SerenityOS's pixel-art banner, alt "SerenityOS", before any text).
      // The page's title, read once (not once per image: a page of thousands of images made it quadratic).
      logoReads.titles++;
      const title = v.$('h1').first()[0];
      const nameTitle = title && name && squash(textOf(v.$, title)) === squash(name) ? title : undefined;
      const firstNamedImage = v
        .$('img[src]')
        .toArray()
        .find((img, index) => {
          const file = (v.$(img).attr('src') ?? '').split(/[?#]/)[0]!.split('/').pop()!.toLowerCase();
          const alt = (v.$(img).attr('alt') ?? '').trim().toLowerCase();
          if (!name || /screenshot|preview|demo|social|cover|hero|og[-_.]/.test(file)) return false;
          // Nor one kept with the screenshots ("screenshots/vnote.png", alt "VNote"): a picture of the app.
          if (SCREENSHOT_FOLDER.test(v.$(img).attr('src') ?? '')) return false;
          const product = name.toLowerCase();
          if (index === 0 && alt === product && file.includes(product) && !/banner/.test(file)) return true;
          // An opaque upload ("user-attachments/assets/cabf8af7-…", a hash) names nothing: a banner
          // drawn from an upload says nothing of being the product's mark but its alt text. Unless it is drawn at
          // an icon's size (decibri's 100 × 100 upload, alt "decibri": eighty-sixth round, tuning).
          if (OPAQUE_FILE.test(file) && !drawnAsIcon(v.$, img)) return false;
          // Or right under the page's title when the title is the name alone ("# Plausible Analytics" over the
          // linked image alt "Plausible Analytics", Plausible's README, fortieth round, tuning).
          return (
            ([product, `${product} logo`, `logo ${product}`, `${product}-logo`].includes(alt) ||
              markAlt(alt, product)) &&
            (opensPage(v.$, img) || (nameTitle !== undefined && opensPage(v.$, img, nameTitle)))
          );
        });
      // An image alone in its block right over the heading that names the product, its file named for the
      // product (NewPipe's centred "assets/new_pipe_icon_5.png", no alt text, over "<h2>NewPipe</h2>").
      const markOverName = v
        .$('img[src]')
        .toArray()
        .find((img) => (name ? isMarkOverName(v.$, img, name) : false));
      // The page's first image, before any section, its file the product's name alone (Dashy's "dashy.png").
      const firstImageNamedProduct = v
        .$('img[src]')
        .toArray()
        .slice(0, 1)
        .find((img) => (name ? isFirstImageNamedProduct(v.$, img, name) : false));
      // The page's opening image, its file named as an icon (Dockge's "frontend/public/icon.svg").
      const openingIcon = v
        .$('img[src]')
        .toArray()
        .slice(0, 1)
        .find((img) => isOpeningIcon(v.$, img));
      // The page's opening image, its alt "logo" or "icon" alone (BlindBook's upload right under its h1).
      const openingLogoAlt = v
        .$('img[src]')
        .toArray()
        .slice(0, 1)
        .find((img) => isOpeningLogoAlt(v.$, img, title));
      // Or with the image linked to the product's own repository or home page (linkding's header.svg
      // links to github.com/sissbruecker/linkding), when nothing but badges comes before it.
      const openingLinkedImage = v
        .$('a[href] img[src]')
        .toArray()
        .find((img) => {
          if (!name || squash(name).length < 3 || !opensPage(v.$, img)) return false;
          const file = (v.$(img).attr('src') ?? '').split(/[?#]/)[0]!.toLowerCase();
          if (/screenshot|preview|demo|badge|shields|social|cover/.test(file)) return false;
          const href = absolute(v.$(img).closest('a').attr('href'), v.page.url);
          if (!href) return false;
          const url = new URL(href);
          if (url.host === new URL(v.page.url).host) return url.pathname === '/';
          const repo = /^\/[^/]+\/([^/]+)\/?$/.exec(url.pathname)?.[1];
          return (
            /^(?:github\.com|gitlab\.com|codeberg\.org)$/.test(url.host) && !!repo && squash(repo) === squash(name)
          );
        });
      const homeLinkImage = v
        .$('header a[href] img[src], nav a[href] img[src]')
        .toArray()
        .find((img) => {
          const href = absolute(v.$(img).closest('a').attr('href'), v.page.url);
          return href !== null && new URL(href).pathname === '/' && new URL(href).host === new URL(v.page.url).host;
        });
      const candidates = [
        fromJsonLd && /^https?:\/\//.test(fromJsonLd) ? fromJsonLd : null,
        fromImage ? absolute(v.$(fromImage).attr('src'), v.page.url) : null,
        firstNamedImage ? absolute(v.$(firstNamedImage).attr('src'), v.page.url) : null,
        markOverName ? absolute(v.$(markOverName).attr('src'), v.page.url) : null,
        firstImageNamedProduct ? absolute(v.$(firstImageNamedProduct).attr('src'), v.page.url) : null,
        openingIcon ? absolute(v.$(openingIcon).attr('src'), v.page.url) : null,
        openingLogoAlt ? absolute(v.$(openingLogoAlt).attr('src'), v.page.url) : null,
        openingLinkedImage ? absolute(v.$(openingLinkedImage).attr('src'), v.page.url) : null,
        homeLinkImage ? absolute(v.$(homeLinkImage).attr('src'), v.page.url) : null,
        absolute(v.$('link[rel~="apple-touch-icon" i]').attr('href'), v.page.url),
        absolute(v.$('link[rel~="icon" i]').attr('href'), v.page.url),
        absolute(metaContent(v, 'og:logo') ?? undefined, v.page.url),
        absolute(metaContent(v, 'og:image') ?? undefined, v.page.url),
      ];
      for (const candidate of candidates) {
        // A sponsor's banner or a screenshot, by its path, is no logo (verify/field-rules.ts).
        // Nor a favicon at the root of another host not named for the product (the same verdicts).
        if (
          candidate &&
          candidate.length <= 500 &&
          !logoVerdict(candidate) &&
          !foreignFaviconVerdict(candidate, v.page.url, name)
        ) {
          const found = proposed(candidate, [quoteFor(v, candidate)]);
          if (found) return found;
        }
      }
      return null;
    });
    fields.demo_video_url = first(ordered, (v) => {
      const skip = instructionalSet(v);
      const outside = (element: AnyNode) =>
        !skip.has(element) &&
        !v
          .$(element)
          .parents()
          .toArray()
          .some((p) => skip.has(p));
      // A player the page embeds (or declares: og:video, a VideoObject) is the video it shows; a link
      // comes after it, as a link in a list or a sentence may point at any video (a feature item's
      // "image previews" linked to a talk) while the page's demo plays in the player.
      const bare = v
        .$('p > a[href]')
        .toArray()
        .filter((a) => outside(a) && isBareVideoFile(v.$, a))
        .map((a) => absolute(v.$(a).attr('href'), v.page.url));
      // Whether each block presents a talk, read once per block: a paragraph of thousands of links
      // (a hostile page) would otherwise have its whole text read again for each of them.
      const talks = new Map<AnyNode, boolean>();
      const urls = [
        ...v
          .$('iframe[src], video[src], video source[src]')
          .toArray()
          .filter(outside)
          .map((el) => absolute(v.$(el).attr('src'), v.page.url)),
        absolute(metaContent(v, 'og:video', 'og:video:url', 'og:video:secure_url') ?? undefined, v.page.url),
        ...v.jsonLd
          .filter((object) => isType(object, 'VideoObject'))
          .flatMap((object) => [str(object.embedUrl), str(object.contentUrl), str(object.url)]),
        // A bare link to a video file, alone in its paragraph: a README's uploaded clip, which GitHub
        // draws as a player ("https://user-images.githubusercontent.com/…/….mp4" under the tagline).
        ...bare,
        // Not a link from a list of examples ("## Examples": "… Agent (Source | Video)", VoltAgent's README): it shows
        // that example (verify/field-rules.ts videoOfAnExample, the verifier's check alike).
        ...v
          .$('a[href]')
          .toArray()
          .filter((a) => outside(a) && !presentsTalk(v, a, talks) && !inExamplesList(v.$, a))
          .map((a) => absolute(v.$(a).attr('href'), v.page.url)),
      ].filter((url): url is string => !!url && (isVideoUrl(url) || bare.includes(url)));
      for (const url of urls) {
        const found = proposed(url, [quoteFor(v, url)]);
        if (found) return found;
      }
      return null;
    });

    // What the site says about itself, line by line, weighted by place: for categories, tags, keywords.
    const siteLines = [
      ...(home ? [home] : []),
      ...byKind('features', 'about', 'pricing'),
      ...views.filter((v) => !['home', 'features', 'about', 'pricing'].includes(v.page.kind)),
    ].flatMap((v) => selfDescription(v, v === home, name));

    // categories: chosen from the live tree by the site's own words (none without a tree)
    fields.categories = options.categories?.length ? chooseCategories(siteLines, options.categories, 3, name) : null;

    // keywords: as the site declares them (meta keywords, JSON-LD keywords), else its repeated key phrases
    const phrases = keyPhrases(siteLines, name ? [name] : []);
    fields.keywords =
      first(ordered, (v) => {
        const content = metaContent(v, 'keywords') ?? jsonLdKeywords(v);
        if (!content) return null;
        const list = [
          ...new Set(
            content
              .split(/[,;]/)
              .map((keyword) => keyword.trim())
              .filter((keyword) => keyword && keyword.length <= 200 && keywordVerdict(keyword) === null),
          ),
        ].slice(0, 20);
        return list.length ? proposed(list, [quoteFor(v, content)]) : null;
      }) ?? phraseList(phrases.filter((phrase) => phrase.phrase.includes(' ')).slice(0, 10));

    // tags: short names of what it does (feature items of one to three words), then repeated key phrases
    const tagItems: { tag: string; evidence: Evidence }[] = [];
    const addTag = (tag: string, evidence: Evidence) => {
      const key = tag.toLowerCase();
      if (tagVerdict(tag, name) !== null) return;
      if (tagItems.length < 12 && !tagItems.some((item) => item.tag.toLowerCase() === key))
        tagItems.push({ tag, evidence });
    };
    // A feature's name of two or three words is a tag when the features are a list of names
    // ("Kanban boards", "Weekly planning": two in three such), or when the site uses it again outside
    // its list; a short line among sentences ("Choose method", "Image hosting") is no topic, and a
    // single word ("Simple", "Search") too vague alone.
    const featureValues = (fields.features?.value as string[] | undefined) ?? [];
    const named = (feature: string) => isShortTopic(feature) && feature.split(/\s+/).length >= 2;
    const listOfNames = !featuresAreTitles && featureValues.filter(named).length * 3 >= featureValues.length * 2;
    const saidElsewhere = (feature: string) => {
      const pattern = new RegExp(
        `(?<![\\p{L}\\p{N}])${feature.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}])`,
        'iu',
      );
      return siteLines.filter((line) => line.text !== feature && pattern.test(line.text)).length >= 1;
    };
    featureValues.forEach((feature, index) => {
      if (featuresAreTitles || featureTableNames_?.has(feature)) return;
      if (named(feature) && (listOfNames || saidElsewhere(feature))) addTag(feature, fields.features!.evidence[index]!);
    });
    // Repeated phrases of two or three words ("bank reconciliation"); single words are too vague alone.
    for (const phrase of phrases.filter((phrase) => phrase.phrase.includes(' ')).slice(0, 8))
      addTag(phrase.phrase, phrase.evidence);
    fields.tags = tagItems.length
      ? {
          value: tagItems.map((item) => item.tag),
          evidence: tagItems.map((item) => item.evidence),
        }
      : null;

    // company socials: links on every page but team pages (those are people's)
    const company_socials: Record<string, ProposedValue<string>> = {};
    let ownChat: ProposedValue<string> | null = null;
    // The repository or organisation named exactly for the product, the fallback when no other GitHub link passes.
    let namedRepository: ProposedValue<string> | null = null;
    for (const v of ordered.filter((candidate) => candidate.page.kind !== 'team')) {
      const sameAs = v.jsonLd
        .flatMap((object) => (Array.isArray(object.sameAs) ? object.sameAs : [object.sameAs]))
        .filter((x): x is string => typeof x === 'string');
      const links = [
        ...v
          .$('a[href]')
          .toArray()
          .map((a) => ({
            href: absolute(v.$(a).attr('href'), v.page.url),
            label: `${v.$(a).text()} ${v.$(a).attr('title') ?? ''} ${v
              .$(a)
              .find('img[alt]')
              .toArray()
              .map((img) => v.$(img).attr('alt'))
              .join(' ')}`,
          })),
        ...sameAs.map((href) => ({ href, label: '' })),
      ];
      for (const { href, label } of links) {
        if (!href) continue;
        const platform = socialPlatform(href);
        // A redirect to the chat is the fallback: a page's own invite or profile link names it directly.
        if (!platform && !ownChat && ownChatLink(href, name, label)) {
          if (companySocialVerdict(href, v.page.html, v.page.url, name) === null)
            ownChat = proposed(href, [quoteFor(v, href)]);
          continue;
        }
        if (!platform || company_socials[platform]) continue;
        // The site's own account only: not a handle in a testimonial, not a donation page.
        if (companySocialVerdict(href, v.page.html, v.page.url, name, false) !== null) {
          if (
            platform === 'github' &&
            !namedRepository &&
            codeHostRootNamedForProduct(href, name) &&
            companySocialVerdict(href, v.page.html, v.page.url, name) === null
          )
            namedRepository = proposed(href, [quoteFor(v, href)]);
          continue;
        }
        const found = proposed(withoutTracking(href), [quoteFor(v, href)]);
        if (found) company_socials[platform] = found;
      }
      // The account its Twitter card names (`twitter:site`), quoted as the meta text gives it.
      const handle = company_socials.x ? null : twitterSiteOf(v.page.html);
      if (handle) {
        const found = proposed(`https://x.com/${handle}`, [quoteFor(v, `twitter:site: @${handle}`)]);
        if (found && companySocialVerdict(found.value, v.page.html, v.page.url, name) === null)
          company_socials.x = found;
      }
    }
    if (ownChat && !company_socials.custom) company_socials.custom = ownChat;
    if (namedRepository && !company_socials.github) company_socials.github = namedRepository;

    // founders (and the first founder's socials)
    const { founders, founderSocials } = readFounders(views, name);

    // FAQs
    const faqs = readFaqs([...byKind('faq'), ...ordered.filter((v) => v.page.kind !== 'faq')], name);

    // story sections from the about page's headings
    const story: Record<string, ProposedValue<string>> = {};
    for (const v of byKind('about')) {
      v.$(HEADINGS).each((_, heading) => {
        if (inside(v.$, heading, NON_CONTENT)) return;
        const title = textOf(v.$, heading);
        const section = STORY_HEADINGS.find(([, pattern]) => pattern.test(title))?.[0];
        if (!section || story[section]) return;
        const texts = paragraphs(v, sectionAfter(v.$, heading as Element), true);
        const body = texts.join('\n\n').slice(0, 8000);
        if (!texts.length || body.length !== texts.join('\n\n').length) return;
        const found = proposed(
          body,
          texts.map((text) => quoteFor(v, text)),
        );
        if (found) story[section] = found;
      });
    }

    const wanted = options.fields ?? DRAFT_FIELDS;
    const proposal: DraftProposal = {
      fields: Object.fromEntries(
        wanted.map((field) => [field, (fields[field] as ProposedValue<FieldValue> | null) ?? NOT_FOUND]),
      ),
      faqs: options.fields ? [] : faqs,
      founders: options.fields ? [] : founders,
      company_socials: options.fields ? {} : company_socials,
      founder_socials: options.fields ? {} : founderSocials,
      story: options.fields ? {} : story,
      milestones: [],
    };
    return proposal;
  }
}

const jsonLdKeywords = (v: View): string | null => {
  for (const object of v.jsonLd) {
    const keywords = object.keywords;
    if (typeof keywords === 'string' && keywords.trim()) return oneLine(keywords);
  }
  return null;
};

const phraseList = (phrases: { phrase: string; evidence: Evidence }[]): ProposedValue<string[]> | null =>
  phrases.length
    ? { value: phrases.map((phrase) => phrase.phrase), evidence: phrases.map((phrase) => phrase.evidence) }
    : null;

/** "E-Mail: info@acme.test", "Email - info@acme.test", "Kontakt: …": a label, then one address, and nothing else. */
const LABELLED_MAIL = /^(?:e-?mail|mail|contact|kontakt)\s{0,3}[:–-]\s{0,3}([^@\s]{1,64}@[^@\s]{1,200}\.[a-z]{2,24})$/i;

/** One to three words naming a thing ("Invoice matching"), not a sentence or a call to action. */
const isShortTopic = (text: string) =>
  /^[\p{L}][\p{L}\p{N}&/+' -]*$/u.test(text) &&
  text.split(/\s+/).length <= 3 &&
  !/^(?:get|start|try|see|meet|join|sign|book|contact|buy|learn|read|watch|no|free|unlimited)\b/i.test(text);

/**
 * Whether a sentence's subject is another product ("VSCode is …" on VSCodium's page): a capitalised
 * subject the page also writes capitalised mid-sentence, as a name ("Accessibility is a high-priority
 * feature" starts a sentence; nothing else on the page calls accessibility "Accessibility").
 */
function namesAnotherProduct(v: View, text: string, productName: string | null): boolean {
  const subject = aboutAnotherProduct(text, productName);
  if (!subject) return false;
  const escaped = subject.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`[\\p{Ll},] ${escaped}(?![\\p{L}\\p{N}])`, 'u').test(v.lines.join('\n'));
}

/**
 * A list item that opens with a link to another project, named in a few words, then a colon or a dash
 * and what it is: "defx.nvim: What I switched to after vim-vinegar. … the API is a little hard to work
 * with" (oil.nvim's alternatives, tuning). It says what that project is, not what this one is. A link to
 * the site itself, or one naming the product, opens an item about the product as before.
 */
function opensWithAnothersLink(v: View, item: AnyNode, productName: string | null): boolean {
  const link = v.$(item).find('a').first();
  const name = oneLine(link.text()).trim();
  if (!name || name.split(/\s+/).length > 4 || namesProduct(name, productName)) return false;
  const text = textOf(v.$, item);
  if (!text.startsWith(name) || !/^\s*(?:[:–—]|-\s)/.test(text.slice(name.length))) return false;
  try {
    return new URL(link.attr('href') ?? '', v.page.url).host !== new URL(v.page.url).host;
  } catch {
    return false;
  }
}

/**
 * A link the sentence around it presents as a recorded talk ("📢 Watch our recent talk at India FOSS 3.0
 * Conference here", Bruno's README): a video of the makers speaking at an event, an interview or a podcast
 * episode, not the product's demo.
 */
const TALK = /\b(?:talks?|conferences?|keynotes?|interviews?|podcasts?|meetups?)\b/i;
function presentsTalk(v: View, a: AnyNode, seen: Map<AnyNode, boolean>): boolean {
  const block = v.$(a).closest('p, li, td, dd')[0];
  if (!block) return false;
  let talk = seen.get(block);
  if (talk === undefined) seen.set(block, (talk = TALK.test(textOf(v.$, block))));
  return talk;
}

/** An element whose text is all inside its links: a menu entry or a table of contents, not a statement. */
function isLinkOnly($: CheerioAPI, element: AnyNode): boolean {
  const links = $(element).find('a').toArray();
  if (!links.length) return false;
  // What is left once the links' words are taken out: separators ("•", "|", "·") at most.
  let rest = textOf($, element);
  for (const link of links) rest = rest.replace(oneLine($(link).text()), ' ');
  return !/[\p{L}\p{N}]/u.test(rest);
}

/** Headings of terms, privacy and billing policies: "Account Terms", "Refunds", "Cookies", "Liability". */
export const POLICY_HEADING =
  /\b(?:terms|privacy|cookies?|liability|refunds?|payments?|billing|gdpr|data (?:processing|protection|retention)|legal|imprint|impressum|disclaimer|warrant(?:y|ies)|encryption|third[- ]part(?:y|ies)|sub-?processors?|acceptable use|dmca|copyright|account data|service availability)\b/i;

/**
 * A page of policies (terms of service, a privacy policy, a "methodology" of accounts, payments and
 * refunds): three or more policy headings. Its words ("Account Terms", "card payments through
 * Stripe") say how the service is run, not what the product is, so they choose no category or tag.
 * The one test of it: the drafter reads such a page (not the home page) for no category or tag, and the
 * verifier (verify-proposal.ts isPolicyPage) keeps no model's category or tag quoted from one.
 */
export function isPolicyDocument($: CheerioAPI): boolean {
  let policies = 0;
  for (const heading of $(HEADINGS).toArray()) {
    if (POLICY_HEADING.test(textOf($, heading)) && ++policies >= 3) return true;
  }
  return false;
}

/**
 * The page's statements about the product, one per line, weighted: the home page's title, h1 and meta
 * description 3; headings and list items 2; paragraphs and table cells 1. Navigation, header and
 * footer text is left out (menus and legal lines say nothing about the product).
 */
/** "<Name> is a/an/the …": a sentence that says what the product is. */
function definesProduct(text: string, productName: string | null): boolean {
  if (!productName) return false;
  const escaped = productName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped}(?:\\.\\w+)?\\s+(?:is|are)\\s+(?:an?|the)\\b`, 'i').test(text.trim());
}

/**
 * A README's tagline set as a quote right under its title ("# LarkLedger" … "> A self-hosted AI bookkeeping
 * bot for Feishu/Lark.", LarkLedger's README): the page's first quote, before any heading but the title,
 * saying what the product is ("A …", "An …", "The …" or its name), with no one credited for it. A quote
 * later on, one opening otherwise (a notice, a warning) or one signed ("— Jane, CTO") is someone speaking.
 */
function openingQuote(v: View, title: AnyNode | undefined, productName: string | null): AnyNode | undefined {
  if (!title) return undefined;
  let seenTitle = false;
  for (const element of v.$('h1, h2, h3, h4, h5, h6, blockquote').toArray()) {
    if (element === title) {
      seenTitle = true;
      continue;
    }
    if (element.name !== 'blockquote') {
      if (seenTitle) return undefined;
      continue;
    }
    if (!seenTitle || inside(v.$, element, NON_CONTENT)) return undefined;
    if (v.$(element).find('cite, footer, blockquote').length) return undefined;
    const text = textOf(v.$, element);
    const name = productName ? productName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&') : null;
    const opens = new RegExp(`^(?:an?|the${name ? `|${name}` : ''})\\s`, 'iu').test(text);
    const signed = /[—–―]\s*@?\p{Lu}[^—–―]{0,60}$/u.test(text);
    return opens && !signed && text.length <= 400 ? element : undefined;
  }
  return undefined;
}

function selfDescription(v: View, isHome: boolean, productName: string | null = null): SiteLine[] {
  const lines: SiteLine[] = [];
  if (!isHome && isPolicyDocument(v.$)) return lines;
  // The home page's first three paragraphs are where it says what the product is (its lead).
  let leadParagraphs = isHome ? 3 : 0;
  const add = (text: string | null | undefined, weight: number, feature = false, lead = false) => {
    if (text && text.length >= 3 && text.length <= 600)
      lines.push({ text, url: v.page.url, weight, ...(feature ? { feature } : {}), ...(lead ? { lead } : {}) });
  };
  if (isHome) {
    // A documentation site's "Tidewire Docs" is the product and a section of its site, not a topic.
    if (v.page.title) add(v.page.title.replace(/\s+(?:Docs|Documentation|Blog|Help Center|Wiki)$/, ''), 3);
    add(metaContent(v, 'description', 'og:description'), 3);
  }
  const skip = instructionalSet(v);
  // Only the page's first h1 is its title; a later one ("# Important Note" in a README) heads a section.
  const title = v.$('h1').first()[0];
  const tagline = isHome ? openingQuote(v, title, productName) : undefined;
  // Quoted speech (a customer's testimonial, another company's maintainer) is not the site about itself.
  v.$('h1, h2, h3, h4, li, p, td, dd').each((_, element) => {
    if (inside(v.$, element, NON_CONTENT) || skip.has(element)) return;
    if (tagline && element.name === 'p' && v.$(element).parent()[0] === tagline) {
      add(textOf(v.$, element), 2, false, true);
      return;
    }
    if (inside(v.$, element, QUOTED)) return;
    if (element.name === 'li' && v.$(element).find('p, li').length) return;
    // A list item, heading or paragraph that is only links ("Notes about GoatCounter's design",
    // "Try Typebot • Docs") names other pages. The page's title linked to the product's site ("Inbox
    // Zero - your 24/7 AI email assistant" inside a link, Inbox Zero's README) is still its title.
    if (isLinkOnly(v.$, element) && element !== title) return;
    // An item about another project: it opens with a link to it, then says what it is.
    if (element.name === 'li' && opensWithAnothersLink(v, element, productName)) return;
    const text = textOf(v.$, element);
    // A heading that is only the label of a section on how to run it or what its makers plan ("TODO",
    // "Roadmap", "Documentation") names that section, not what the product is (Scoold's "## TODO" chose
    // Task Management); a heading that says more ("Deploy with confidence") still speaks of the product.
    if (
      /^h[1-6]$/.test(element.name) &&
      element !== title &&
      (SECTION_LABEL.test(text) || INTERNALS_HEADING.test(text))
    )
      return;
    const feature = featureItems.get(v)?.has(element) ?? false;
    // The home page's definition of the product ("FreeScout is the … help desk and shared inbox"):
    // its first sentence weighs as the title does.
    if (isHome && element.name === 'p' && definesProduct(text, productName)) {
      const first = sentenceAround(text, 0, 1, 300);
      add(first, 3);
      if (first.length < text.length) add(text.slice(text.indexOf(first) + first.length).trim(), 1);
      return;
    }
    const weight =
      element.name === 'h1'
        ? isHome && element === title
          ? 3
          : 2
        : /^h[2-4]$/.test(element.name) || (element.name === 'li' && !feature)
          ? 2
          : 1;
    const lead = element.name === 'p' && leadParagraphs > 0 && text.length >= 3;
    if (lead) leadParagraphs--;
    add(text, weight, feature, lead);
  });
  return lines;
}

function absolute(href: string | undefined, base: string): string | null {
  if (!href) return null;
  try {
    const url = new URL(href.trim(), base);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    // The fragment points inside a page, except on matrix.to, where it is the room ("#/#room:server"),
    // and on a web IRC client, where it is the channel ("…/?channels=#etherpad-lite-dev").
    if (url.hostname !== 'matrix.to' && !ircChannelOf(url.href)) url.hash = '';
    return url.href;
  } catch {
    return null;
  }
}

function readPricing(
  v: View,
  productName: string | null,
  ordinary?: ReadonlySet<string>,
): { model: ProposedValue | null; summary: ProposedValue | null; paidLine?: string } {
  // A line about another product ("VSCode is a Free and Open Source software …", a comparison's note
  // "* Rivalo has a free plan limited to 3 projects.") prices nothing here.
  const lines = v.lines
    .map((line) => line.trim())
    .map((line) =>
      (aboutAnotherProduct(line, productName, ordinary) ?? pricesAnotherProduct(line, productName, ordinary))
        ? ''
        : line,
    );
  const priceLines: { index: number; line: string }[] = [];
  lines.forEach((line, index) => {
    const price = PRICE.exec(line);
    if (!price) return;
    // A price inside a long paragraph ("You can buy a plan for as low as $5/month."): its sentence.
    const stated = line.length <= 200 ? line : sentenceAround(line, price.index, price.index + price[0].length, 200);
    // The price of an extra ("a $30 white-label license", "add-ons from $5") prices nothing of the product.
    // A competitor's price in its own clause ("…, CloudCannon costs $45+/mo, …") prices nothing here.
    const othersOnly = statesProductPrice(stated) && !statesOwnPrice(stated, productName, ordinary);
    if (stated.length <= 200 && !extraPrice(stated) && !othersOnly) priceLines.push({ index, line: stated });
  });
  const paid = priceLines.filter(({ line }) => !ZERO_PRICE.test(line));
  const periodic = lines.find(
    (line) =>
      PERIOD.test(line) &&
      !extraPrice(line) &&
      (PRICE.test(line) || /^\/|^per /i.test(line)) &&
      !(statesProductPrice(line) && !statesOwnPrice(line, productName, ordinary)),
  );
  const oneTime = lines.find((line) => ONE_TIME.test(line) && !extraPrice(line));
  let headingTexts: Set<string> | undefined;
  const headings = () =>
    (headingTexts ??= new Set(
      v
        .$('h1, h2, h3, h4, h5, h6')
        .toArray()
        .map((element) => textOf(v.$, element).trim()),
    ));
  const freeLine =
    // The self-hosted edition stated free ("Self-hosting is free and unrestricted").
    lines.find((line) => SELF_HOSTED_FREE.test(line) && statesFreePlan(line)) ??
    // A platform's free tier ("a Cloudflare Worker you deploy once, on the free tier") is not the product's.
    lines.find(
      (line) =>
        freePlanPhrase(line) &&
        !FREE_TRIAL.test(line) &&
        statesFreePlan(line) &&
        !anotherProductsFreeTier(line, productName, ordinary),
    ) ??
    lines.find((line) => statesFreeOffer(line, productName)) ??
    priceLines.find(({ line }) => ZERO_PRICE.test(line) && statesFreePlan(line))?.line ??
    // A plans page's heading naming a plan free ("1. Limited: Free"): only a heading, not any line.
    lines.find((line) => PLAN_CALLED_FREE.test(line) && statesFreePlan(line) && headings().has(line)) ??
    // A plan card's heading "Free on GitHub": only a heading.
    lines.find((line) => FREE_WHERE.test(line) && headings().has(line)) ??
    (v.page.kind === 'pricing' ? lines.find((line) => /^free$/i.test(line)) : undefined) ??
    // The site's own summary calls it free ("Free, no-nonsense, super-fast blogging").
    [metaContent(v, 'description', 'og:description'), v.page.title].find(
      (line): line is string =>
        !!line &&
        ((freePlanPhrase(line) && statesFreePlan(line)) || statesFreeOffer(line, productName)) &&
        !aboutAnotherProduct(line, productName, ordinary) &&
        !pricesAnotherProduct(line, productName, ordinary),
    );

  const evidence = (...quotes: (string | undefined)[]) =>
    quotes.filter((quote): quote is string => !!quote).map((quote) => ({ quote, url: v.page.url }));
  let model: ProposedValue | null = null;
  // "Majority of our features are free" beside "explore our paid versions": free and paid tiers, unpriced.
  // A paid tier of another product ("Binaries of Subsonic are only available under a commercial license")
  // is not this one's (verify/field-rules.ts).
  const paidPlanLine = lines.find(
    (line) => PAID_PLAN.test(line) && !/\?\s*$/.test(line) && !paidPlanOfAnother(line, productName),
  );
  if (paid.length && freeLine) model = { value: 'freemium', evidence: evidence(freeLine, paid[0]!.line) };
  else if (!paid.length && freeLine && paidPlanLine)
    model = { value: 'freemium', evidence: evidence(freeLine, paidPlanLine) };
  else if (paid.length && oneTime) model = { value: 'one-time', evidence: evidence(oneTime) };
  else if (paid.length && periodic)
    model = {
      value: 'subscription',
      evidence: evidence(periodic === paid[0]!.line ? periodic : paid[0]!.line, periodic),
    };
  else if (paid.length) model = { value: 'paid', evidence: evidence(paid[0]!.line) };
  else if (
    freeLine &&
    ((freePlanPhrase(freeLine) && statesFreePlan(freeLine)) ||
      (SELF_HOSTED_FREE.test(freeLine) && statesFreePlan(freeLine)) ||
      statesFreeOffer(freeLine, productName)) &&
    !PARTLY_FREE.test(freeLine)
  )
    model = { value: 'free', evidence: evidence(freeLine) };
  if (model)
    model.evidence = model.evidence.filter(
      (item, index, all) => all.findIndex((other) => other.quote === item.quote) === index,
    );

  // Summary: "Plan: price line" for each price line, the plan name being a short line just before it.
  const parts: string[] = [];
  const quotes: Evidence[] = [];
  for (const { index, line } of priceLines.slice(0, 8)) {
    const previous = index > 0 ? lines[index - 1]! : '';
    const named = previous && previous.length <= 40 && !PRICE.test(previous) && !/[.!?]$/.test(previous);
    const part = named ? `${previous}: ${line}` : line;
    if ([...parts, part].join('; ').length > 500) break;
    parts.push(part);
    quotes.push({ quote: named ? `${previous}\n${line}` : line, url: v.page.url });
  }
  const summary = parts.length ? { value: parts.join('; '), evidence: quotes } : null;
  return { model, summary, ...(paid.length ? { paidLine: paid[0]!.line } : {}) };
}

const STAGES = STAGE_WORDING;

/** The stage a page states: the first of alpha, beta, waitlist, launched whose wording a line uses. */
function readStage(v: View, productName: string | null, isHome = true): ProposedValue | null {
  // A label beside the name in the home page's first h1 ("Mailtrain v2 (beta)": verify/field-rules.ts); a blog
  // post's or a release page's h1 ("Acme 3.0 (beta)") presents that release, not the product.
  const h1 = isHome ? v.$('h1').first() : null;
  const heading = h1?.length ? textOf(v.$, h1[0]!) : '';
  const label = heading ? stageLabelBesideName(heading, productName) : null;
  if (label) return { value: label, evidence: [{ quote: heading.trim(), url: v.page.url }] };
  for (const [stage, pattern] of STAGES) {
    for (const raw of v.lines) {
      const line = raw.trim();
      const match = pattern.exec(line);
      if (!match) continue;
      // The sentence, so that what is in that stage can be read: "The full documentation is now
      // available" is the docs', not the product's.
      // A sentence ends at a stop followed by a space ("Tidewire 2.0 is now available." is one).
      const from = Math.max(
        0,
        match.index - 160,
        ...[...line.slice(0, match.index).matchAll(/[.!?]+\s+/g)].map((stop) => stop.index + stop[0].length),
      );
      const end = line.slice(match.index).search(/[.!?](?:\s|$)/);
      const sentence = line.slice(from, end < 0 ? line.length : match.index + end + 1).trim();
      if (stageOfSomethingElse(sentence, pattern, productName)) continue;
      return { value: stage, evidence: [{ quote: sentence, url: v.page.url }] };
    }
  }
  return null;
}

type PlaceValue = { city: string | null; country: string | null };

/**
 * Where the company is, as this page states it (see places.ts): a JSON-LD address, OpenGraph place
 * tags, a "based in …" sentence, then an address line (contact blocks, footers, imprints).
 */
function readPlace(v: View): ProposedValue<PlaceValue> | null {
  for (const object of v.jsonLd) {
    const addresses = (Array.isArray(object.address) ? object.address : [object.address]) as unknown[];
    const location = object.location as Record<string, unknown> | undefined;
    if (location && typeof location === 'object') addresses.push(location.address);
    for (const address of addresses as (Record<string, unknown> | undefined)[]) {
      if (!address || typeof address !== 'object') continue;
      const city = str(address.addressLocality);
      const countryRaw =
        str(address.addressCountry) ?? str((address.addressCountry as Record<string, unknown> | undefined)?.name);
      const country = countryRaw ? countryCode(countryRaw, true) : city ? countryOfCity(city) : null;
      const evidence = [city ? quoteFor(v, city) : null, countryRaw ? quoteFor(v, countryRaw) : null].filter(
        (e): e is Evidence => !!e,
      );
      if ((city || country) && evidence.length === [city, countryRaw].filter(Boolean).length) {
        return { value: { city, country }, evidence };
      }
    }
  }
  const locality = metaContent(v, 'og:locality', 'business:contact_data:locality');
  const countryName = metaContent(v, 'og:country-name', 'business:contact_data:country_name');
  const metaCountry = countryName ? countryCode(countryName, true) : null;
  if (locality || metaCountry) {
    const evidence = [locality ? quoteFor(v, locality) : null, metaCountry ? quoteFor(v, countryName!) : null];
    const found = proposed(
      { city: locality, country: metaCountry ?? (locality ? countryOfCity(locality) : null) },
      evidence,
    );
    if (found) return found;
  }
  const stated = (place: { city: string | null; country: string | null; quote: string } | null) =>
    place && (place.city || place.country)
      ? proposed({ city: place.city, country: place.country }, [quoteFor(v, place.quote)])
      : null;
  // Not a sentence about the servers, the web host or another company's office (the verifier's rule).
  const aboutOthers = (line: string, quote: string) => {
    const at = line.indexOf(quote);
    return THIRD_PARTY_PLACE.test(at < 0 ? line : sentenceAround(line, at, at + quote.length, 400));
  };
  for (const line of v.lines) {
    const place = placeInSentence(line);
    if (place && aboutOthers(line, place.quote)) continue;
    const found = stated(place);
    if (found) return found;
  }
  // Address blocks: <address> elements first (their lines joined), then any line that reads as one.
  const blocks = [
    ...v
      .$('address')
      .toArray()
      .map((element) => visibleText(v.$, v.$(element)).split('\n')),
    ...addressLikeBlocks(v),
  ];
  for (const lines of blocks) {
    for (let size = 1; size <= Math.min(lines.length, 4); size++) {
      for (let at = 0; at + size <= lines.length; at++) {
        const joined = lines.slice(at, at + size).join(', ');
        const found = placeInAddress(joined);
        if (found?.city || (found?.country && size === lines.length)) {
          // Quote the lines as they stand on the page (evidence treats line breaks as spaces).
          const quote = lines.slice(at, at + size).join('\n');
          const result = proposed({ city: found.city, country: found.country }, [quoteFor(v, quote)]);
          if (result) return result;
        }
      }
    }
  }
  for (const line of v.lines) {
    if (THIRD_PARTY_PLACE.test(line)) continue;
    const found = stated(placeInAddress(line.trim()));
    if (found) return found;
  }
  // An address block with no country line: a street, then a postal code and a city (places.ts).
  for (const lines of blocks) {
    const found = stated(placeInPostalLines(lines));
    if (found) return found;
  }
  return null;
}

/**
 * Paragraphs laid out as an address: two to six short lines broken by <br> (issue 34, twenty-first round;
 * real tuning: LightGroove's legal notice, "Address:" / "Sophie-Scholl-Str. 51" / "45721 Haltern am See" /
 * "Germany"). Read as an <address> element's lines are: a window of them must read as an address
 * (placeInAddress: a country last, a place of it or a name beside a postal code before).
 */
function addressLikeBlocks(v: View): string[][] {
  const out: string[][] = [];
  for (const element of v.$('p:has(br)').toArray().slice(0, 200)) {
    const lines = visibleText(v.$, v.$(element))
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    if (lines.length >= 2 && lines.length <= 6 && lines.every((line) => line.length <= 80)) out.push(lines);
  }
  return out;
}

const PERSON = String.raw`\p{Lu}\p{Ll}+(?:[ -](?:(?:de|da|van|von|der|den|del|di|le|la|dos|das|ten|ter)[ -])*\p{Lu}[\p{Ll}'’]+){1,3}`;
/**
 * A list of at most twelve persons. Bounded so that a pattern ending in a verb after the list ("<names> founded") does
 * not rescan an endless comma list from each of its names (a credit followed by 16,000 names took 11.5 s; linear now).
 */
const NAME_LIST = String.raw`${PERSON}(?:(?:,\s*|,?\s+(?:and|&)\s+)${PERSON}){0,11}`;
/** "founded in 2021 in Porto, Portugal, by Maria Silva and Tom Becker", "Maria Silva and Tom Becker founded Ledgerly". */
/**
 * The co-makers after a maker: "Mosh was written by Keith Winstein, along with Anders Kaseorg, Quentin Smith, Richard
 * Tibbetts, Keegan McAllister, and John Hood." (Mosh's home page, issue 34, hundred-and-seventh round, real tuning):
 * only as the credit's own tail, a list of at most twelve persons (a surname may have an inner capital, "McAllister")
 * that ends the sentence, so that "along with the help of …", "along with Jane Roe's team" or "along with Jane Roe, who
 * …" adds no one. Bounded, so linear.
 */
const CO_MAKER = String.raw`\p{Lu}\p{Ll}+(?: \p{Lu}[\p{Ll}'’]+(?:\p{Lu}\p{Ll}+)?){1,3}`;
const ALONG_WITH = String.raw`(?:,?\s+along with (${CO_MAKER}(?:(?:,\s*|,?\s+(?:and|&)\s+)${CO_MAKER}){0,11})(?=\s*(?:[.;!?\n]|$)))?`;
/** "<subject> is made by <names>", the subject in the match so that the quote holds what is made. */
const MADE_BY = new RegExp(`${MADE_BY_SUBJECT_WORDS}${MADE_BY_AFTER_SUBJECT}(${NAME_LIST})${ALONG_WITH}`, 'gu');
const FOUNDED_BY = [
  new RegExp(
    String.raw`\b(?:[Ff]ounded|[Ss]tarted|[Cc]reated|[Bb]uilt|[Ee]stablished)\b[^.;!?\n]{0,80}?\bby (${NAME_LIST})`,
    'gu',
  ),
  // "Calibre Kindle Comics is made by Pavel Zwerschke." (fifty-seventh round), "Clabo is developed by Ivan Osipov"
  // (eighty-fifth round): the verifier's MADE_BY_VERB, read
  // only where the product is what is made (madeByProduct, below).
  MADE_BY,
  new RegExp(String.raw`(?<![\p{L}])(${NAME_LIST}) (?:co-?)?founded\b`, 'gu'),
  new RegExp(String.raw`\b(?:[Oo]ur )?(?:co-?)?[Ff]ounders?,? (${NAME_LIST})\b`, 'gu'),
];
/**
 * "Created by [@jmeltz](https://github.com/jmeltz)" under a README's "## Author" (MacSonic's and Focus Timer's READMEs,
 * issue 34, seventy-first round, real tuning): a founding verb's maker as an account's handle, which no `PERSON`
 * reads. The same verbs and bounded clause as `FOUNDED_BY`'s first pattern ("made" stays out: a sign-off, the
 * fifth round's facts); the handle is kept without its "@", as the corpus keeps Kavita's "majora2007", and only
 * when the page links it to that account's own profile (`linkedHandles`).
 */
const HANDLE_CREDIT = new RegExp(
  String.raw`\b(?:[Ff]ounded|[Ss]tarted|[Cc]reated|[Bb]uilt|[Ee]stablished)\b[^.;!?\n]{0,80}?\bby @([A-Za-z0-9](?:[A-Za-z0-9_-]|\.(?=[A-Za-z0-9])){0,38})(?![\w@.-])`,
  'gu',
);
/**
 * The handles a page links to their own profiles ("@jmeltz" → github.com/jmeltz, "@synfonaut" → twitter.com/synfonaut):
 * a link whose text is "@handle" and whose address is a profile (`socialPlatform`) with the handle as its first path
 * segment. Read once per page (a WeakMap, as `linkHostsByText`).
 */
const LINKED_HANDLES = new WeakMap<View, Set<string>>();
function linkedHandles(v: View): Set<string> {
  let handles = LINKED_HANDLES.get(v);
  if (handles) return handles;
  handles = new Set();
  for (const link of v.$('a[href]').toArray()) {
    const text = /^@([\w.-]{1,39})$/.exec(textOf(v.$, link));
    if (!text) continue;
    let url: URL;
    try {
      url = new URL(v.$(link).attr('href') ?? '', v.page.url);
    } catch {
      continue; // An address that does not parse names no profile.
    }
    if (!socialPlatform(url.href, true)) continue;
    const first = url.pathname.split('/')[1]?.replace(/^@/, '') ?? '';
    if (first.toLowerCase() === text[1]!.toLowerCase()) handles.add(text[1]!.toLowerCase());
  }
  LINKED_HANDLES.set(v, handles);
  return handles;
}

/** "Maria Silva, Co-founder & CEO" or "Maria Silva — Founder" on one line. */
const NAME_WITH_TITLE = new RegExp(String.raw`^(${PERSON})\s*(?:[,–—|:-]|\bis (?:our|the)\b)\s*(.{3,100})$`, 'u');

/** "… and co-founder of Sandstorm", "… and Founder at Fosshost": the founded product's name, captured. */
const FOUNDER_OF = new RegExp(String.raw`\b(?:[Cc]o-?)?[Ff]ounder (?:of|at) (?:the )?${NAMED_PRODUCT}`, 'u');

/**
 * A card's bio sentence making its person a founder of this product, the card's role being another
 * ("Kenton Varda / Technical Architect / Kenton is technical lead and co-founder of Sandstorm."; "Jade Wang
 * curates geek communities and is a co-founder of Sandstorm.": sandstorm.io's about page, twentieth round).
 * The sentence's subject is the person (full name, first name, or a pronoun), and what they founded is the
 * product: a bio's "he moved to Mountain View to co-found Statsketch" founds another company.
 */
export function bioFoundingSentence(bio: string, person: string, productName: string | null): string | null {
  if (!productName) return null;
  const first = person.split(' ')[0]!;
  for (const sentence of bio.split(/(?<=[.!?])\s+/)) {
    const subject =
      sentence.startsWith(`${person} `) || sentence.startsWith(`${first} `) || /^(?:He|She|They) /.test(sentence);
    if (!subject || sentence.length > 300) continue;
    const match = FOUNDER_OF.exec(sentence);
    if (match && namesProduct(match[1]!, productName)) return sentence;
  }
  return null;
}

/**
 * "published in 2011 by Daniel Oeh, the original creator of AntennaPod" (AntennaPod's about page, twentieth
 * round): a person named in apposition as the product's creator or founder.
 */
const CREATOR_APPOSITION = new RegExp(String.raw`(${PERSON})(?:${HANDLE})?${CREATOR_OF}`, 'gu');
/**
 * "**Mathijs de Bruin** the inventor, founder and maintainer of ipfs-search." (ipfs-search's team post, issue 34,
 * forty-seventh round, real tuning): a person in apposition with a list of roles of the product, one founding it
 * (the verifier's `foundingRoleList` checks the roles, `namesProduct` the product).
 */
const ROLE_LIST_APPOSITION = new RegExp(String.raw`(${PERSON})(?:${HANDLE})?${ROLE_LIST_OF}`, 'gu');
/**
 * "The author and maintainer of the project is Vasile Pește." (Mida's README, issue 34, seventy-first round, real
 * tuning): a list of roles of the product as the subject, one founding it (`foundingRoleList`), the person after "is".
 */
const ROLE_LIST_SUBJECT_PERSON = new RegExp(String.raw`${ROLE_LIST_SUBJECT}(${PERSON})`, 'gu');
/**
 * "- **Jan Oberhauser, Founder and CEO, n8n.io**" closing a quote (n8n's README, issue 34, hundred-and-eighteenth
 * round, real tuning): a person signed with founding roles and the product, no article (the verifier's
 * `SIGNED_ROLES`; `foundingRoleList` checks the roles, `namesProduct` the product).
 */
const SIGNED_FOUNDER = new RegExp(String.raw`(${PERSON})(?:${HANDLE})?${SIGNED_ROLES}`, 'gu');
/** "the creator of UnoCSS, Anthony Fu" (UnoCSS's why page, thirty-fourth round): the person after it. */
const CREATOR_APPOSITION_BEFORE = new RegExp(String.raw`${CREATOR_OF_BEFORE}(${PERSON})`, 'gu');

/**
 * A page titled as a team page ("Our Team", "Meet the Team", "The Fosshost Team": its first h1 or its title),
 * wherever it stands (issue 34, thirty-ninth round; real tuning: Task's and Fosshost's team pages, each read
 * at the site's root): its cards are read as a team page's.
 */
function teamTitled(v: View): boolean {
  const h1 = v.$('h1').first()[0];
  const heading = (h1 ? textOf(v.$, h1) : '') || (v.page.title ? titleName(v.page.title) : '');
  return /^(?:(?:our|the|meet the|meet our)\s+)?team$/i.test(heading) || TEAM_PAGE_TITLE.test(heading);
}

function readFounders(
  views: View[],
  productName: string | null = null,
): {
  founders: DraftProposal['founders'];
  founderSocials: Record<string, ProposedValue<string>>;
} {
  const founders: DraftProposal['founders'] = [];
  const founderSocials: Record<string, ProposedValue<string>> = {};
  /** Adds a founder; a later statement with a title completes an earlier one without. */
  const add = (entry: DraftProposal['founders'][number]): boolean => {
    const known = founders.findIndex((item) => item.value.name === entry.value.name);
    if (known >= 0) {
      if (!founders[known]!.value.title && entry.value.title) founders[known] = entry;
      return false;
    }
    if (founders.length >= 6) return false;
    founders.push(entry);
    return true;
  };
  const isPerson = (name: string) => PERSON_NAME.test(name) && name.length <= 60 && !ORGANISATION_NAME.test(name);
  for (const v of views) {
    // JSON-LD: Organization.founder, and Person objects whose job title is a founder's
    const people = [
      ...v.jsonLd
        .filter((object) => isType(object, 'Person'))
        .filter((person) => FOUNDER_TITLE.test(str(person.jobTitle) ?? '')),
      ...v.jsonLd.flatMap((object) =>
        Array.isArray(object.founder) ? object.founder : object.founder ? [object.founder] : [],
      ),
    ] as Record<string, unknown>[];
    for (const person of people) {
      const name = str(person?.name);
      const title = str(person?.jobTitle);
      if (!name || !isPerson(name)) continue;
      const found = proposed({ name, ...(title ? { title } : {}) }, [
        quoteFor(v, name),
        ...(title ? [quoteFor(v, title)] : []),
      ]);
      if (found) add(found);
    }
    if (v.page.kind !== 'team' && v.page.kind !== 'about' && v.page.kind !== 'home') continue;
    const peoplePage = v.page.kind === 'team' || v.page.kind === 'about' || teamTitled(v);
    // Team cards: a heading that is a person's name, with a founder's role on the line after it.
    if (peoplePage)
      v.$('h1, h2, h3, h4, h5, h6, strong, b, figcaption, dt').each((_, heading) => {
        if (inside(v.$, heading, NON_CONTENT)) return;
        const name = textOf(v.$, heading);
        if (!isPerson(name)) return;
        const lineIndex = v.lines.findIndex((line) => line.trim() === name);
        const titleLine = lineIndex >= 0 ? v.lines[lineIndex + 1]?.trim() : undefined;
        if (!titleLine || titleLine.length > 120) return;
        // A sentence is a bio, not a role: under a card's role heading ("Technical Architect") the next line
        // is the bio ("Kenton is technical lead and co-founder of Sandstorm."), and the heading no person.
        if (/[.!?]$/.test(titleLine) && titleLine.split(/\s+/).length > 5) return;
        if (!FOUNDER_TITLE.test(titleLine) && !CREATOR_ROLE.test(titleLine)) {
          // The role is another, and the bio says this person co-founded the product: the card's role is the title.
          const said = bioFoundingSentence(v.lines[lineIndex + 2]?.trim() ?? '', name, productName);
          if (!said || titleLine.length > 60) return;
          const found = proposed({ name, title: titleLine }, [
            { quote: `${name}\n${titleLine}`, url: v.page.url },
            quoteFor(v, said),
          ]);
          if (found) add(found);
          return;
        }
        const bioLine = v.lines[lineIndex + 2]?.trim();
        const bio =
          bioLine && bioLine.length >= 40 && !PERSON_NAME.test(bioLine) && !FOUNDER_TITLE.test(bioLine.slice(0, 40))
            ? bioLine
            : undefined;
        const found = proposed({ name, title: titleLine, ...(bio ? { bio } : {}) }, [
          { quote: `${name}\n${titleLine}`, url: v.page.url },
          ...(bio ? [{ quote: bio, url: v.page.url }] : []),
        ]);
        if (!found) return;
        const firstFounder = founders.length === 0 || founders[0]!.value.name === name;
        add(found);
        if (firstFounder) readFounderLinks(v, heading, founderSocials);
      });
    // "Maria Silva, Co-founder & CEO" lines
    if (peoplePage)
      for (const [index, line] of v.lines.entries()) {
        const match = NAME_WITH_TITLE.exec(line.trim());
        if (!match || /[.!?]$/.test(match[2]!)) continue;
        if (!FOUNDER_TITLE.test(match[2]!)) {
          // "Thomas Markey, Chief Executive Officer (he/him)" over the bio "Thomas is the Chief Executive Officer
          // and Founder at Fosshost." (Fosshost's team page, thirty-ninth round): the bio founds the product.
          // The line's own index (indexOf here made the scan quadratic in the lines, and read a repeated
          // line's first copy's neighbour).
          const said = bioFoundingSentence(v.lines[index + 1]?.trim() ?? '', match[1]!, productName);
          const found = said ? proposed({ name: match[1]! }, [quoteFor(v, match[0]), quoteFor(v, said)]) : null;
          if (found) add(found);
          continue;
        }
        const found = proposed({ name: match[1]!, title: match[2]!.trim() }, [quoteFor(v, match[0])]);
        if (found) add(found);
      }
    // Sentences naming the founders (no title unless a card or JSON-LD gives one)
    for (const line of v.lines) {
      for (const match of line.matchAll(CREATOR_APPOSITION)) {
        const person = match[1]!;
        if (!isPerson(person) || !namesProduct(match[2]!, productName) || linksToItsOwnSite(v, person)) continue;
        const found = proposed({ name: person }, [quoteFor(v, match[0])]);
        if (found) add(found);
      }
      for (const match of line.matchAll(ROLE_LIST_APPOSITION)) {
        const person = match[1]!;
        if (!isPerson(person) || !foundingRoleList(match[2]!) || !namesProduct(match[3]!, productName)) continue;
        if (linksToItsOwnSite(v, person)) continue;
        const found = proposed({ name: person }, [quoteFor(v, match[0])]);
        if (found) add(found);
      }
      for (const match of line.matchAll(SIGNED_FOUNDER)) {
        const person = match[1]!;
        if (!isPerson(person) || !foundingRoleList(match[2]!) || !namesProduct(match[3]!, productName)) continue;
        if (linksToItsOwnSite(v, person)) continue;
        // The signed roles are the person's title ("Founder and CEO"), as a team card's line gives it.
        const found = proposed({ name: person, title: match[2]! }, [quoteFor(v, match[0])]);
        if (found) add(found);
      }
      for (const match of line.matchAll(ROLE_LIST_SUBJECT_PERSON)) {
        const person = match[3]!;
        if (!isPerson(person) || !foundingRoleList(match[1]!) || !ofProduct(match[2]!, productName)) continue;
        if (linksToItsOwnSite(v, person)) continue;
        const found = proposed({ name: person }, [quoteFor(v, match[0])]);
        if (found) add(found);
      }
      for (const match of line.matchAll(CREATOR_APPOSITION_BEFORE)) {
        const person = match[2]!;
        if (!isPerson(person) || !namesProduct(match[1]!, productName) || linksToItsOwnSite(v, person)) continue;
        const found = proposed({ name: person }, [quoteFor(v, match[0])]);
        if (found) add(found);
      }
      // "Created by @jmeltz" (seventy-first round): a handle the page links to its own profile.
      for (const match of line.matchAll(HANDLE_CREDIT)) {
        const handle = match[1]!;
        if (!linkedHandles(v).has(handle.toLowerCase()) || ORGANISATION_NAME.test(handle)) continue;
        // "The logo was created by @jane": the logo's maker (the verifier's rule).
        if (artefactCredit([sentenceAround(line, match.index, match.index + match[0].length, 400)], handle)) continue;
        const found = proposed({ name: handle }, [quoteFor(v, match[0])]);
        if (found) add(found);
      }
      for (const pattern of FOUNDED_BY) {
        for (const match of line.matchAll(pattern)) {
          if (pattern === MADE_BY && !madeByProduct(match[0], productName)) continue;
          // The co-makers "along with" the maker (MADE_BY only, group 2), read as its own names are.
          const names = [match[1]!, ...(pattern === MADE_BY && match[2] ? [match[2]] : [])]
            .join(', ')
            .split(/,\s*(?:and\s+|&\s+)?|\s+(?:and|&)\s+/)
            .map((name) => name.trim())
            // "Since Maria Silva founded …": a sentence's first word is not part of the name.
            .map((name) => name.replace(/^(\S+)\s+/, (word, first: string) => (isStopWord(first) ? '' : word)));
          // "offen is created by <a frederikring.com>Frederik Ring</a> and <a niefeld.com>Hendrik Niefeld</a>" (offen's
          // about page, forty-seventh round, real tuning): makers named side by side are of one kind, so when one
          // of them is a person, a site named after another is that person's home page, no company's.
          const ownSite = names.map((name) => isPerson(name) && linksToItsOwnSite(v, name));
          const aPerson = names.some((name, i) => isPerson(name) && !ownSite[i]);
          for (const [i, name] of names.entries()) {
            if (!isPerson(name) || (ownSite[i] && !aPerson)) continue;
            // "The F-Droid logo was created by William Theaker": the logo's maker (the verifier's rule).
            if (artefactCredit([sentenceAround(line, match.index, match.index + match[0].length, 400)], name)) continue;
            const found = proposed({ name }, [quoteFor(v, match[0])]);
            if (found) add(found);
          }
        }
      }
    }
  }
  return { founders, founderSocials };
}

/**
 * Whether the page links the name to a site named after it ("created by <a href=https://www.featurelabs.com/>Feature
 * Labs</a>", "built by <a href=http://securitycompass.com/>Security Compass</a>"): a company's home page, so the
 * maker the sentence credits is a company, no founder (Featuretools' README, tuning). A person's profile on a
 * platform (github.com/…) is no site of their own name.
 */
function linksToItsOwnSite(v: View, name: string): boolean {
  const key = name.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
  if (key.length < 4) return false;
  return (linkHostsByText(v).get(name) ?? []).some((label) => label.includes(key));
}

/**
 * Each link text's hosts on a page (the host's labels before its last, joined, letters and digits only), read once
 * per page: a page naming many makers would otherwise walk every link once per name (forty-seventh round).
 */
const LINK_HOSTS = new WeakMap<View, Map<string, string[]>>();
/** A code host's user or project pages: "<user>.github.io", "<user>.gitlab.io", "<user>.codeberg.page". */
const USER_PAGES_HOST = /\.(?:github\.io|gitlab\.io|codeberg\.page)$/i;
function linkHostsByText(v: View): Map<string, string[]> {
  let hosts = LINK_HOSTS.get(v);
  if (hosts) return hosts;
  hosts = new Map();
  for (const link of v.$('a[href]').toArray()) {
    try {
      const host = new URL(v.$(link).attr('href') ?? '', v.page.url).hostname.replace(/^www\./, '');
      // A user's pages on a code host ("ariharrisonlab.github.io": NovoMCP's README, fifty-seventh round, real
      // tuning) are a page on a platform, as a github.com profile is: no site of a company's own.
      if (USER_PAGES_HOST.test(host)) continue;
      const label = host
        .split('.')
        .slice(0, -1)
        .join('')
        .replace(/[^a-z0-9]+/g, '');
      const text = textOf(v.$, link);
      const known = hosts.get(text);
      if (known) known.push(label);
      else hosts.set(text, [label]);
    } catch {
      // An address that does not parse names no site.
    }
  }
  LINK_HOSTS.set(v, hosts);
  return hosts;
}

/** The links on the first founder's card: their profiles (and a personal site as `website`). */
function readFounderLinks(v: View, heading: AnyNode, founderSocials: Record<string, ProposedValue<string>>): void {
  const card = v
    .$(heading)
    .parents()
    .filter((_, parent) => v.$(parent).find('a[href]').length > 0)
    .first();
  if (!card.length || card.find(HEADINGS).length > 2) return;
  card.find('a[href]').each((_, a) => {
    const href = absolute(v.$(a).attr('href'), v.page.url);
    if (!href) return;
    let platform: string | null = socialPlatform(href, true);
    if (!platform && new URL(href).host !== new URL(v.page.url).host && !isVideoUrl(href)) platform = 'website';
    if (platform && !founderSocials[platform]) {
      const evidence = quoteFor(v, href);
      if (evidence) founderSocials[platform] = { value: href, evidence: [evidence] };
    }
  });
}

/** The label a Q/A list puts before a question: "Q: ", "Question: ". */
const QUESTION_LABEL = /^(?:Q|Question)\s*:\s*/i;

/** A heading that asks: an asking word first, three words or more, a question mark last. */
const ASKING_HEADING = new RegExp(
  String.raw`^(?:what|why|how|who|where|when|which|${AUXILIARY_VERB})\s+\S+\s+[^?]{1,250}\?$`,
  'i',
);

/**
 * "What is Airsonic?", "What is it exactly?", "Who is it for?" (READMEs of Airsonic, Boomstrap and Monica, real
 * tuning): a heading over the product's introduction, its description, not a question a visitor asks.
 */
const INTRODUCING_HEADING =
  /^(?:what|who)(?:\s+(?:is|are)|['’]s)\s+(?:it|this|that|[\p{L}\p{N}.+-]+(?:\s+\p{Lu}[\p{L}\p{N}.+-]*){0,2})(?:\s+(?:exactly|for|about))?\s*\?$/iu;
/**
 * "What makes Saleor special?", "When should I use Hatchet?" (READMEs of Saleor and Hatchet, forty-eighth round's
 * tuning pages, met by the forty-sixth round's question headings when both were merged): a heading over the
 * product's case for itself, its reasons to choose it or its fit, not a question a visitor asks.
 */
const PITCHING_HEADING =
  /^(?:what\s+makes\s+\S+(?:\s+\S+){0,2}\s+(?:special|different|unique|stand\s+out|great|better)|when\s+(?:(?:should|would|do|can)\s+(?:i|you|we|one)\s+|to\s+)(?:use|choose|pick)\s+\S+(?:\s+\S+){0,2})\s*\?$/iu;

/**
 * A paragraph that sends the reader elsewhere ("See the comparisons page", "You can check out …", "Read more in
 * …") answers nothing itself.
 */
const REFERS_ELSEWHERE =
  /^(?:see|you can (?:check out|read|find|see|learn)|check out|read more|continue reading|refer to|head (?:over )?to|visit|for (?:more )?details)\b/i;

/** Whether a question names the product (its name, whole words) or asks about "it". */
function asksOfProduct(question: string, productName: string | null): boolean {
  if (/\bit\b/i.test(question)) return true;
  const name = (productName ?? '').trim();
  // The name, or its first word when that is a name of its own ("Plausible" for Plausible Analytics).
  const first = name.split(/\s+/)[0]!;
  return [name, ...(first.length >= 4 && first !== name ? [first] : [])].some((said) => {
    if (said.length < 2) return false;
    const escaped = said.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'iu').test(question);
  });
}

/**
 * The paragraphs under a heading, up to the next heading, when they answer it: the first is a sentence of eight
 * words or more that does not lead in to something (":"), and no list stands among them (a list is reasons or
 * steps, not an answer). Null otherwise. At most three paragraphs.
 */
function answeringParagraphs($: CheerioAPI, heading: Element): string | null {
  const out: string[] = [];
  let run = true;
  for (let node = $(heading).next(); node.length && !node.is(HEADINGS); node = node.next()) {
    if (node.is('ul, ol, dl')) return null;
    if (out.length === 0) {
      const first = textOf($, node[0]!);
      // A lone lead-in ("Here's the overview:") answers nothing; a sentence before one does ("Plausible is open
      // source … Here are the differences …:").
      const leadInOnly = /:\s*$/.test(first) && !/[.!?]\s+\p{Lu}/u.test(first);
      if (!node.is('p') || first.split(/\s+/).length < 8 || leadInOnly || REFERS_ELSEWHERE.test(first)) return null;
    }
    // The answer is the leading run of paragraphs, quoted as one passage: what follows a table is not joined to it.
    if (!node.is('p')) run = false;
    if (run && out.length < 3) out.push(textOf($, node[0]!));
  }
  return out.length ? out.join(' ') : null;
}

/**
 * An accordion's toggles (issue 34, fifty-eighth round; real tuning: Free For Charity's home page, a `<button
 * class="faq-question">` holding the question and a "+" mark over its sibling `<div class="faq-answer">`; sl-sh's FAQ
 * page, a Bootstrap `<a data-toggle="collapse" href="#collapseOne">` whose panel is the element that id names). A
 * toggle is a button, or an element that says what it opens (`aria-controls`, `aria-expanded`, a collapse toggle).
 */
const ACCORDION_TOGGLES =
  'button, [aria-controls], [aria-expanded], [data-toggle="collapse"], [data-bs-toggle="collapse"]';
/** The mark a toggle shows after its label ("What is Acme? +", "… ▾"): not part of the question. */
const TOGGLE_MARK = /\s*[+\u2212\u2013\u00d7\u25b2\u25b4\u25b6\u25b8\u25bc\u25be\u203a\u2304]{1,3}$/u;
/** At most this many toggles are read on a page: an accordion has tens, a hostile page may have thousands. */
const MAX_ACCORDION_TOGGLES = 200;

/**
 * The questions of a page's accordions and the panels that answer them: a toggle whose label (less its mark) asks,
 * answered by the element it names (`aria-controls`, `data-target`, `data-bs-target`, `href="#…"`) or, naming none, by
 * the element after it. Only where the page has two such pairs or more (an accordion, not a lone "Ready to start?"
 * button); not inside a form, `<summary>` or `<dt>` (read as `<details>` and definition lists).
 */
function accordionQuestions($: CheerioAPI): [question: string, answer: string][] {
  const byId = new Map<string, Element>();
  $('[id]').each((_, element) => {
    const id = (element as Element).attribs['id'];
    if (id && !byId.has(id)) byId.set(id, element as Element);
  });
  const pairs: [string, string][] = [];
  // A panel's text is read once, however many toggles name it.
  const panelText = new Map<AnyNode, string>();
  const toggles = $(ACCORDION_TOGGLES).toArray().slice(0, MAX_ACCORDION_TOGGLES);
  for (const toggle of toggles) {
    if (inside($, toggle, NON_CONTENT) || inside($, toggle, 'form, summary, dt')) continue;
    // Only the beginning of a toggle or a panel is read (the review of the fifty-second to sixtieth rounds: 200 nested
    // toggles around a 1 MB body read the body 200 times): a question is at most 300 characters, an answer is cut
    // at 1,500.
    const question = oneLine(visibleText($, $(toggle), 400)).replace(TOGGLE_MARK, '');
    if (!question.endsWith('?') || question.length > 300) continue;
    const attribs = (toggle as Element).attribs;
    const named = [attribs['aria-controls'], attribs['data-target'], attribs['data-bs-target'], attribs['href']]
      .map((value) => value?.trim().replace(/^#/, ''))
      .find((value) => value && byId.has(value));
    const panel = named ? byId.get(named) : $(toggle).next()[0];
    if (!panel || panel === toggle || $(panel).is(ACCORDION_TOGGLES) || $.contains(panel, toggle)) continue;
    let answer = panelText.get(panel);
    if (answer === undefined) {
      panelText.set(panel, (answer = oneLine(visibleText($, $(panel), 4_000))));
      scanSteps.accordionPanels++;
    }
    if (answer && !answer.endsWith('?')) pairs.push([question, answer]);
  }
  return pairs.length >= 2 ? pairs : [];
}

/** Questions shorter than this are read under a FAQ heading only as headings of its section. */
const SHORT_QUESTION = 12;

/**
 * The short questions asked as headings inside a page's FAQ sections (issue 34, seventy-sixth round): the headings
 * after a FAQ heading and deeper than it ("### Why Go?" under "## FAQ"), up to the next heading of its level or
 * above, that end "?". One pass over the page's headings in order.
 */
function shortQuestionsInFaqSections($: CheerioAPI, headings: readonly Element[]): ReadonlySet<string> {
  const found = new Set<string>();
  let faqLevel = 0;
  for (const heading of headings) {
    const level = Number(heading.tagName.slice(1));
    const text = textOf($, heading);
    if (faqLevel && level <= faqLevel) faqLevel = 0;
    if (FAQ_HEADING_TEXT.test(text)) faqLevel = level;
    else if (faqLevel && text.length < SHORT_QUESTION && text.endsWith('?')) found.add(text);
  }
  return found;
}

function readFaqs(views: View[], productName: string | null = null): DraftProposal['faqs'] {
  const faqs: DraftProposal['faqs'] = [];
  const add = (v: View, asked: string, answer: string) => {
    // A README's "**Q: Why "oil"**?" over "**A:** …": the label marks the question, it is not part of it.
    const question = asked.replace(QUESTION_LABEL, '');
    if (faqs.length >= 10 || !question || !answer || question.length > 300) return;
    // A definition list's term or a summary that asks nothing ("Push to deploy") is the verifier's to
    // turn down anyway; it must not take one of the ten places before the real questions.
    if (faqVerdict(question, [oneWordFaqHeadings(v.page)]) !== null) return;
    if (faqs.some((faq) => faq.value.question === question)) return;
    const cut = answer.length > 1500 ? answer.slice(0, 1500) : answer;
    const found = proposed({ question, answer: cut }, [quoteFor(v, question), quoteFor(v, cut)]);
    if (found) faqs.push(found);
  };
  for (const v of views) {
    for (const object of v.jsonLd.filter((candidate) => isType(candidate, 'FAQPage'))) {
      const entities = Array.isArray(object.mainEntity) ? object.mainEntity : [object.mainEntity];
      for (const entity of entities as Record<string, unknown>[]) {
        const answer = entity?.acceptedAnswer as Record<string, unknown> | undefined;
        const question = str(entity?.name);
        const text = str(answer?.text);
        if (question && text)
          add(
            v,
            question,
            text
              .replace(/<[^>]+>/g, ' ')
              .replace(/\s+/g, ' ')
              .trim(),
          );
      }
    }
    const { $ } = v;
    $('details').each((_, details) => {
      const summary = $(details).children('summary').first();
      if (!summary.length) return;
      const question = textOf($, summary[0]!);
      const answer = oneLine(
        $(details)
          .children()
          .not('summary')
          .toArray()
          .map((child) => textOf($, child))
          .join(' '),
      );
      add(v, question, answer);
    });
    $('dt').each((_, dt) => {
      const dd = $(dt).next('dd');
      if (dd.length) add(v, textOf($, dt), textOf($, dd[0]!));
    });
    // Accordions and plain lists, on a FAQ page or under a FAQ heading: a line asking a question, the
    // lines up to the next question or heading answer it.
    const main = cheerio.load(v.page.html);
    main(NON_CONTENT).remove();
    const headingElements = main(HEADINGS).toArray();
    const headings = new Set(headingElements.map((heading) => textOf(main, heading)));
    const allLines = visibleText(main).split('\n');
    const faqHeading = allLines.findIndex((line) => headings.has(line) && FAQ_HEADING_TEXT.test(line));
    const lines = v.page.kind === 'faq' ? allLines : faqHeading >= 0 ? allLines.slice(faqHeading + 1) : [];
    // A line of twelve characters or more that ends "?" asks; a shorter one only as a heading inside a FAQ section
    // (issue 34, seventy-sixth round; real tuning: Hallaca's and MipGo's READMEs, "### Why Go?" under "## FAQ"), as
    // a FAQ page's question headings are read whatever their length: in running text a short "Why not?" is part of
    // an answer, and a heading beside the FAQ heading's level ("## How to use?" over steps) is a section of its own.
    const sectionQuestions = shortQuestionsInFaqSections(main, headingElements);
    // A question of one word only as a heading inside a FAQ section ("### Why?" under "## FAQ", oneWordFaqHeadings).
    const oneWord = oneWordFaqHeadings(v.page);
    const isQuestion = (line: string) =>
      line.endsWith('?') &&
      line.length <= 300 &&
      (line.includes(' ') || oneWord.has(line)) &&
      (line.length >= SHORT_QUESTION || sectionQuestions.has(line));
    lines.forEach((line, index) => {
      if (!isQuestion(line)) return;
      const answer: string[] = [];
      for (let next = index + 1; next < lines.length && answer.length < 6; next++) {
        const following = lines[next]!;
        if (isQuestion(following) || headings.has(following)) break;
        answer.push(following);
      }
      if (answer.length) add(v, line, answer.join(' '));
    });
    // Elsewhere, a heading that asks and the paragraphs under it that answer (issue 34, forty-sixth round; real
    // tuning: Plausible's README, "Why is Plausible Analytics Cloud not free like Google Analytics?" over four
    // paragraphs, "### Can Plausible Analytics be self-hosted?"). Not a "Why X?" (reasons), not one asked of the
    // reader ("Are you tired of …?"), not one over a list; one about the product, by its name or as "it" ("Why is
    // it free?"), as the class's questions are ("Why is X not free like Y?", "Can X be self-hosted?"), not one
    // about something else ("Why not just use SQLite?").
    if (v.page.kind !== 'faq') {
      $('h2, h3, h4').each((_, heading) => {
        if (inside($, heading, NON_CONTENT)) return;
        const question = textOf($, heading);
        if (
          !ASKING_HEADING.test(question) ||
          WHY_REASONS_HEADING.test(question) ||
          INTRODUCING_HEADING.test(question) ||
          PITCHING_HEADING.test(question) ||
          /^\S+ you\b/i.test(question) ||
          !asksOfProduct(question, productName)
        )
          return;
        const answer = answeringParagraphs($, heading as Element);
        if (answer) add(v, question, answer);
      });
    }
    for (const [question, answer] of accordionQuestions($)) add(v, question, answer);
    if (v.page.kind === 'faq') {
      $('h2, h3, h4, h5').each((_, heading) => {
        if (inside($, heading, NON_CONTENT)) return;
        const question = textOf($, heading);
        if (!question.endsWith('?')) return;
        const answer = sectionAfter($, heading as Element)
          .map((element) => textOf($, element))
          .filter(Boolean);
        if (answer.length) add(v, question, answer.join(' '));
      });
    }
  }
  return faqs;
}
