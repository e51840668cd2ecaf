/**
 * Field rules of the verifier: does a quote that is verbatim on the site also *state* the value drafted
 * from it? A true quote can still carry a wrong value: an investor's "Founder & Managing Partner,
 * Northwind Ventures" is not this product's founder, a "$12 per user per month" is not a stage, a
 * "14-day free trial" is not a free plan. Each rule is a pure function of the value and its quotes
 * (and, for social links, the HTML of the page the link stands on) and answers null when the value
 * stands, or the reason it does not, in words the maker reads on the draft.
 *
 * Both drafters (offline and Gemini) go through these rules (verify-proposal.ts); the offline drafter
 * also uses some of them while choosing, so that a rejected first candidate does not hide a good one.
 */
import * as cheerio from 'cheerio';
import type { AnyNode } from 'domhandler';
import type { CategoryOption } from '../../drafting.ports.ts';
import {
  isStopWord,
  lastAtOrBefore,
  negated,
  splitCompounds,
  wordsBefore,
  wordAt,
  wordsOf,
  type Word,
} from '../words.ts';
import { addressSpans, foundedBySubject } from '../linear-scans.ts';
import { IRC_WEB_CLIENT, oneLine } from '../../crawling/page-text.ts';
import { normaliseForEvidence } from '../evidence.ts';

export type Verdict = string | null;

const lower = (text: string) => text.toLowerCase();
const joined = (quotes: readonly string[]) => quotes.join('\n');

// ——— founders ———

/** Words that make someone a founder of the thing named. */
export const FOUNDER_TERM =
  /\b(?:co-?\s?founders?|founders?|founding (?:partner|team|member)|founded|co-?founded|owner|inhaber(?:in)?|gründer(?:in)?|gegründet|fundador(?:a)?|fundó|fondateur|fondatrice|fondé)\b/i;
/**
 * "Calibre Kindle Comics is made by Pavel Zwerschke.", "NovoMCP is made by Ari Harrison and contributors." (their
 * READMEs' closing credits, issue 34, fifty-seventh round, real tuning): something said to be made by the person,
 * a copula before "made". A bare sign-off ("Made with 🔥 by …", "Made by …" under a page) says what made the
 * product no more than a website credit does (the fifth round's facts), and a thing the product has that someone
 * made ("The Acme logo is made by …") is `artefactCredit`'s, checked first. Shared with the drafter's FOUNDED_BY.
 *
 * A product said to be someone's side or hobby project is made by them alike: "This is a side project by Pierandrea
 * Guarnieri", "`spacetime` is a hobby project by Philip Linden (me)" (the Get Palette App's README and spacetime's
 * docs home, issue 34, sixty-second round, real tuning). The subject must still be the product (`madeByProduct`),
 * and "by" must be followed by a name ("a side project by a product manager" names no one).
 *
 * A product said to be developed by someone is made by them alike: "Clabo is developed by [Ivan Osipov](github
 * profile) as free and open source project." (Clabo's README, issue 34, eighty-fifth round, real tuning). Only with
 * the copula and the product as the subject, as "made" (`madeByProduct`): "Jane Roe developed the website", "The
 * iOS app is developed by Jane Roe" found nothing, nor does "This project is developed by …" (`madeByProduct`: a
 * README template's versioning line); an organisation ("Saxon is developed by Saxonica", "… by Northwind
 * Software GmbH") is no person's name, so no founder.
 *
 * A product said to be written by someone is made by them alike: "LuaSwift is written and maintained by Tom Sutcliffe,
 * with contributions from Jason Barrie Morley, …", "SmallyMouse2 is written and maintained by Simon Inns." (their
 * READMEs' credits, issue 34, ninety-eighth round, real tuning): the product's author is its maker (the seventy-first
 * round's convention, authors as founders). Only with "by" right after "written" (or after "written and (is)
 * maintained"), so that "Acme is written in Rust and inspired by Jane Roe" credits no one, and with the product's name
 * ending the subject (`madeByProduct`: "The docs are written by Jane Roe", "A book … using Allegro 5 has been written
 * by …", "This project is written by …" found nothing); the contributors after "with contributions from" are no maker.
 */
export const MADE_BY_VERB = String.raw`\b(?:is|was|are|were|been)\s+(?:made|developed|written(?=\s+(?:and\s+(?:is\s+)?maintained\s+)?by\s)|an?\s+(?:side|hobby|pet|personal)\s+project)\b`;
/** "started in 2022 by …", "built by … and …": a founding statement without the word. */
const STARTED_BY = /\b(?:started|created|established|built)\b[^.!?\n]{0,80}\bby\b/i;
/**
 * The subject of a "<subject> is made by …" credit: words of at most 60 characters, a dot only inside a word
 * ("Node.js"), so that an earlier sentence is never part of it ("Thanks to all who helped. Acme is made by …": the
 * review of the fifty-second to sixtieth rounds); and what follows it up to its first "by" ("a hobby project by the
 * first author, …, who was later joined by Jane Roe" credits no Jane Roe). The drafter's MADE_BY reads the same two
 * sources, with the names after "by".
 */
export const MADE_BY_SUBJECT_WORDS = String.raw`(?<![\p{L}\p{N}])\p{L}(?:[\p{L}\p{N} &'’-]|\.(?=\p{L})){0,60}?`;
export const MADE_BY_AFTER_SUBJECT = String.raw`\s+${MADE_BY_VERB}(?:(?!\bby\b)[^.;!?\n]){0,80}?\bby\s`;
const MADE_BY_SUBJECT = new RegExp(`(${MADE_BY_SUBJECT_WORDS})${MADE_BY_AFTER_SUBJECT}`, 'gu');
/**
 * Whether the text says the product is made by someone: "Calibre Kindle Comics is made by Pavel Zwerschke.", "It
 * is made by …", "This project is made by …". A part, a plugin or another thing made by someone ("Part 1 is made
 * by Jane Roe") founds nothing of this product (the merge of the fifty-seventh round: a hostile page of 2,000 such
 * credits drafted the maker of its parts). Bounded subject and clause, so linear.
 */
export function madeByProduct(text: string, productName: string | null): boolean {
  for (const match of text.slice(0, 20_000).matchAll(MADE_BY_SUBJECT)) {
    // The subject's last words name the product ("The app Ledgerly is made by …"): each word's start is tried.
    const words = match[1]!.trim().split(/\s+/);
    // "This project is developed by <a github.com/liyasthomas>Liyas Thomas</a> using the Semantic Versioning
    // specification" (a README template's "Versioning" section, on the tuning pages marcdown, mnmlurl and PRAW data
    // scraper, whose facts name no founder): "developed" founds only with the product named as the subject.
    const developed = /^\s+(?:is|was|are|were|been)\s+developed\b/.test(match[0].slice(match[1]!.length));
    // "A book introducing game programming using Allegro 5 has recently been written by Frédéric Drouillon" (Allegro's
    // home page, the ninety-fourth round's tuning page, in the ninety-eighth round's first after-run): "written" founds
    // only when the subject's last word is the product name's last word ("LuaSwift is written …"), not a book using it,
    // nor "it" or "this project".
    if (/^\s+(?:is|was|are|were|been)\s+written\b/.test(match[0].slice(match[1]!.length))) {
      const last = (text: string) => lower(text.split(/\s+/).at(-1) ?? '').replace(/[^\p{L}\p{N}]+/gu, '');
      if (productName && last(productName) && last(words.join(' ')) === last(productName)) return true;
      continue;
    }
    for (let at = 0; at < words.length; at++) {
      const subject = words.slice(at).join(' ');
      if (
        !developed &&
        /^(?:it|this(?:\s+(?:project|app|application|tool|library|plugin|extension|software|site))?)$/i.test(subject)
      )
        return true;
      if (namesProduct(subject, productName)) return true;
    }
  }
  return false;
}
/** Roles that are not founders of the product, whatever else the line says. */
const NOT_FOUNDER_ROLE =
  /\b(?:advis[oe]rs?|advisory|investors?|invested|investing|angel|backers?|backed by|board (?:member|director|of directors|observer)|board|mentors?|(?:managing|general|venture|limited|operating) partner|partner at|LP|chair(?:man|woman|person)?)\b/i;
/** An investment firm or another organisation named in a role. */
const FIRM =
  /\b(?:ventures?|capital|partners|fund|funds|vc|holdings|investments?|labs?|studio|accelerator|foundation)\b/i;
/**
 * A name that is an organisation's, not a person's: a firm's word or a company's suffix ("Feature Labs",
 * "Acme Inc.", "Northwind Software GmbH"). A founder is a person; "created by Feature Labs" names the
 * product's maker, a company, whatever verb the sentence uses.
 */
export const ORGANISATION_NAME =
  /\b(?:ventures?|capital|partners|funds?|holdings|investments?|labs?|studios?|accelerator|foundation|inc|llc|ltd|gmbh|corp|corporation|company|technologies|software|systems|solutions|collective)\b/i;
/** Roles a founder may hold beside founding (so "Co-founder, CEO" names no other company). */
const ROLE_WORD =
  /^(?:and |& )?(?:ceo|cto|coo|cpo|cfo|cmo|chief [\w ]+|president|head of [\w ]+|vp [\w ]+|lead [\w ]+|[\w ]*engineer(?:ing)?|design(?:er)?|product|engineering|operations|sales|marketing|growth|research|developer|maker|creator|director|managing director|geschäftsführer(?:in)?|technology|tech)$/i;

/** Whether `other` names the product (its name, ignoring case, "the"/"our" and suffixes like ".io"). */
export function namesProduct(other: string, productName: string | null): boolean {
  if (!productName) return false;
  const key = (text: string) =>
    lower(text)
      .replace(/^(?:the|our)\s+/, '')
      .replace(/\.(?:io|com|app|ai|dev|co)$/, '')
      .replace(/[^\p{L}\p{N}]+/gu, '');
  const a = key(other);
  const b = key(productName);
  return !!a && !!b && (a === b || a.startsWith(b) || b.startsWith(a));
}

// ——— name ———

/**
 * A page's kind, which its title may be and no product's name is: whole titles only ("Contact Cloud",
 * "Community Hub" may be names), with an aside in brackets ("Legal Notice (Impressum)") or a decorative
 * sign before ("⭐ Acknowledgements"). One list, three rounds of issue 34:
 * - legal, about, contact, team, pricing, policy and section pages (twenty-first round; real tuning:
 *   LightGroove's legal notice titled "Legal Notice", MarkBind's about page titled "About Us");
 * - a docs site's pages that thank or gather people (twenty-seventh round; real tuning: Eleventy's
 *   "Credits", AstroNvim's "Acknowledgements", PopGen.jl's "Community");
 * - sponsor pages (thirty-first round; real tuning: Calva's sponsors page): "Sponsors", "Donations",
 *   "Support Us" (a name and the kind after it, "Calva Sponsors", is SPONSOR_PAGE_SUFFIX's).
 * - the same kinds in other languages (sixtieth round; real tuning: BasicCAT's Japanese about page titled
 *   このサイトについて, "About this site", and Clever Cloud's French one titled "Qui sommes-nous ?", "Who are we?"):
 *   the standard titles of about, contact, team, pricing, legal, privacy and FAQ pages (German's are above).
 *   French: à propos (de nous), qui sommes-nous, contactez-nous, nous contacter, (notre) équipe, tarifs,
 *   tarification, mentions légales, politique de confidentialité, foire aux questions. Spanish: acerca de
 *   (nosotros), sobre nosotros, quiénes somos, contacto, contáctanos, (nuestro) equipo, precios, aviso legal,
 *   política de privacidad, preguntas frecuentes. Portuguese: sobre (nós), quem somos, contato, fale conosco,
 *   (nossa) equipe, equipa, preços, política de privacidade, perguntas frequentes. Italian: chi siamo, contatti,
 *   contattaci, prezzi, note legali, domande frequenti. Japanese: このサイトについて, 私たちについて, 当社について,
 *   会社概要, 会社案内, お問い合わせ, 料金(プラン), プライバシーポリシー, 利用規約, よくある質問. Chinese (simplified
 *   and traditional): 关于(我们), 關於(我們), 联系我们, 聯絡我們, 价格, 定价, 团队, 團隊, 隐私政策, 常见问题.
 *   A title may end in its language's punctuation ("Qui sommes-nous ?", "Acerca de..."): nameVerdict reads past it.
 */
const PAGE_KINDS = [
  String.raw`legal(?: notice| information| info)?|imprint|impressum|site notice|disclaimer|about(?: us| me)?|contact(?: us| me)?|kontakt|get in touch|(?:our |the |meet the )?team|people|pricing(?: plans)?|plans(?: (?:&|and) pricing)?|privacy(?: policy| notice)?|data protection|datenschutz(?:erkl(?:ä|ae)rung)?|cookie(?:s| policy)|terms(?: (?:of (?:service|use)|(?:&|and) conditions))?|faqs?|frequently asked questions|blog|news|press|careers|jobs|support|help|home|homepage|features`,
  String.raw`credits|acknowledge?ments?|(?:special )?thanks|(?:the |our )?community`,
  String.raw`(?:our |the )?(?:sponsors|sponsorship|backers|supporters|donors)|donate|donations|sponsor us|support us|become a sponsor`,
  // The same page asking for money in its own words (seventy-eighth round; real tuning: Ásbrú Connection Manager's
  // donations page titled "Contribute Financially"), and the usual nouns of that wording.
  String.raw`contribute financially|financial (?:support|contributions?)`,
  // A project's page for contributors (issue 34, hundred-and-nineteenth round; real tuning: KMK's MkDocs page titled
  // "Contributing - KMKfw"): "Contributing", "Contribute", "How to contribute", "Contributors", "Contributing
  // guidelines", "Contribution guide". The kind names no product; the drafter reads the name beside it.
  String.raw`contributing|contribute|how to contribute|contributors|(?:contributing|contribution|contributor)(?:'s)? guide(?:lines)?`,
  // French
  String.raw`[àa] propos(?: de nous)?|qui sommes[- ]nous|contactez[- ]nous|nous contacter|(?:notre |l['’])?[ée]quipe|tarifs|tarification|mentions l[ée]gales|politique de confidentialit[ée]|foire aux questions`,
  // Spanish
  String.raw`acerca de(?: nosotros)?|sobre nosotros|qui[ée]nes somos|contacto|cont[áa]ctanos|(?:nuestro )?equipo|precios|aviso legal|pol[íi]tica de privacidad|preguntas frecuentes`,
  // Portuguese
  String.raw`sobre(?: n[óo]s)?|quem somos|contato|fale conosco|(?:nossa )?equipe|equipa|pre[çc]os|pol[íi]tica de privacidade|perguntas frequentes`,
  // Italian
  String.raw`chi siamo|contatti|contattaci|prezzi|note legali|domande frequenti`,
  // Japanese
  String.raw`このサイトについて|私たちについて|当社について|会社概要|会社案内|お問い?合わせ|料金(?:プラン)?|プライバシーポリシー|利用規約|よくある質問`,
  // Chinese, simplified and traditional
  String.raw`关于(?:我们)?|關於(?:我們)?|联系我们|聯絡我們|价格|定价|团队|團隊|隐私政策|常见问题`,
];
const PAGE_KIND_TITLE = new RegExp(`^(?:${PAGE_KINDS.join('|')})$`, 'i');

/**
 * An announcement's title opens with its verb: "Introducing Nimbus - Azure Service Bus made easy",
 * "Announcing Apache Wicket 8: Write Less, Achieve More" (issue 34, thirty-first round; real tuning: Nimbus's
 * and Apache Wicket's posts). The verb names what follows; the title whole is no product's name.
 */
export const ANNOUNCEMENT_VERB = /^(?:introducing|announcing|presenting|unveiling)\s+(?=\S)/i;

/** "Calva Sponsors": a name and a sponsor page's kind after it; the drafter reads the name before the kind. */
export const SPONSOR_PAGE_SUFFIX = /\s(?:sponsors|sponsorship|backers|donations)$/i;

/**
 * "The Fosshost Team", "Juvix Team": a team page's title names the people, not the product (issue 34, thirty-ninth
 * round; real tuning: Fosshost's docs team page, "# The Fosshost Team"). The drafter reads X from it only when the
 * page's title names X again ("The Fosshost Team - Fosshost Docs"). At most 60 characters before " Team", and no
 * preposition or "your"/"every" among them: "Project management for your team", "Built with your team" say whom the
 * product serves (the final read of 2026-11-27); the lookahead is bounded, so the test stays linear.
 */
export const TEAM_PAGE_TITLE =
  /^(?:the\s+)?(?![^\n]{0,60}?\b(?:for|with|to|of|in|on|at|your|every|any|each|whole|entire)\s)(\S.{0,59}?)\s+team$/i;

/**
 * A tagline read as a name (issue 34, forty-ninth round; real tuning: HyperUI's title "Free Open Source Tailwind CSS
 * Components | HyperUI", PoeticMetric's title "Free and open source, privacy-friendly Google Analytics alternative"):
 * three words or more that open on what a tagline claims (free, open source, self-hosted, privacy-first; after
 * "the", "a" or "your") and end on what the product is in common words (an alternative, components, a platform, a
 * tool, an app, a library …). A name of that shape ends on a word of its own ("Free Software Foundation", "Open Source
 * Initiative", "Simple Analytics"). Words split once, two anchored tests: linear on any input.
 */
const TAGLINE_OPENER =
  /^(?:(?:the|an?|your) )?(?:free|open[- ]source|self[- ]hosted|privacy[- ](?:first|friendly|focused)|lightweight)\b/i;
const TAGLINE_NOUN =
  /(?:^|[\s,])(?:alternative|components|platform|tools?|apps?|application|software|solution|library|framework|suite)$/i;
export function isTaglineName(name: string): boolean {
  const text = name.replace(/\s+/g, ' ').trim();
  return text.split(' ').length >= 3 && TAGLINE_OPENER.test(text) && TAGLINE_NOUN.test(text);
}

/**
 * "The team behind ipfs-search", "Meet the people behind Acme": a team page's title names the people and, after
 * "behind", the product (issue 34, forty-seventh round; real tuning: ipfs-search's team post). The whole title is
 * no name; the drafter reads the product after "behind" (at most 60 characters).
 */
export const TEAM_BEHIND_TITLE = /^(?:meet\s+)?(?:the\s+)?(?:team|people|humans|folks|faces)\s+behind\s+(\S.{0,59})$/i;

/**
 * A donations page's title names the product inside what it asks (issue 34, seventy-eighth round; real tuning:
 * Joplin's donations page titled "Support Joplin development"): "Support X development", "Support X's development",
 * "Support the development of X". X is one to three capitalised words; a sign before the title is read past as
 * `isPageKind` reads it ("🙌 Support Acme Development"). The whole title is no name; the drafter reads X from it.
 * "Support Center", "Support Portal" (no "development") are not such titles. Anchored, bounded: linear.
 */
const DONATION_NAME = String.raw`[\p{Lu}\p{N}][\p{L}\p{N}.'’&+-]{0,30}(?: [\p{Lu}\p{N}][\p{L}\p{N}.'’&+-]{0,30}){0,2}`;
const DONATION_TITLE = new RegExp(
  String.raw`^[Ss]upport (?:(?:[Tt]he )?[Dd]evelopment of (${DONATION_NAME})|(${DONATION_NAME}) [Dd]evelopment)$`,
  'u',
);
export function donationTitleName(title: string): string | null {
  const text = withoutLeadingSign(title.replace(/\s+/g, ' ').trim());
  if (text.length > 120) return null;
  const match = DONATION_TITLE.exec(text);
  // "Support Joplin's development": the possessive is the title's, not the name's.
  const name = (match?.[1] ?? match?.[2] ?? '').replace(/['’]s$/u, '');
  // "Support Our Development", "Support Open Source Development": whose development, not a product's name.
  return name && !NOT_DONATED.test(name) ? name : null;
}
const NOT_DONATED =
  /^(?:our|the|this|its|their|my|your|open[- ]source|further|future|continued|ongoing|independent|free|community)(?![\p{L}\p{N}])/iu;

/**
 * A contributors' page titled for what it asks one to contribute to (issue 34, hundred-and-nineteenth round; real
 * tuning: OpenWF's contribute page titled "Contributing to OpenWF"): "Contributing to X", "Contribute to X", "How to
 * contribute to (the) X". X is one to three capitalised words (a sign before the title is read past); the whole title
 * is no name, the drafter reads X from it. What one contributes to that is no product's name stays unread: "Contributing
 * to Open Source", "Contributing to Our Docs", "Contributing to Documentation", "Contributing to Localisation".
 * Anchored, bounded, at most 120 characters: linear.
 */
const CONTRIBUTION_TITLE = new RegExp(
  String.raw`^(?:[Hh]ow to c|C)ontribut(?:ing|e) to (?:the )?(${DONATION_NAME})$`,
  'u',
);
const NOT_CONTRIBUTED =
  /^(?:(?:the|our|this|its|their|my|your|open[- ]source|community)(?![\p{L}\p{N}])|(?:documentation|docs|translations?|locali[sz]ation|code|development|website|wiki|projects?)$)/iu;
export function contributionTitleName(title: string): string | null {
  const text = withoutLeadingSign(title.replace(/\s+/g, ' ').trim());
  if (text.length > 120) return null;
  const name = CONTRIBUTION_TITLE.exec(text)?.[1] ?? '';
  return name && !NOT_CONTRIBUTED.test(name) ? name : null;
}

/**
 * A title's long form: the name as a sentence of its own, then one claim as a second sentence (issue 34, hundredth
 * round; real tuning: Sortable's landing page titled "Sortable. No jQuery."). The whole is no name; the drafter reads
 * the name before the full stop. The name is one to three capitalised words, a full stop only inside a word
 * ("Acme.js"); the claim opens on a capital, holds no other full stop and ends on ".", "!" or "?". "Acme Inc. Software" (no closing
 * stop) and "Sortable" stay. Anchored, bounded, at most 120 characters: linear.
 */
const CLAIMED_NAME_WORD = String.raw`[\p{Lu}\p{N}](?:[\p{L}\p{N}'’&+-]|\.(?=[\p{L}\p{N}])){0,30}`;
const NAME_THEN_CLAIM = new RegExp(
  String.raw`^(${CLAIMED_NAME_WORD}(?: ${CLAIMED_NAME_WORD}){0,2})\. \p{Lu}[^.!?\n]{0,80}[.!?]$`,
  'u',
);
export function nameBeforeClaim(title: string): string | null {
  const text = title.replace(/\s+/g, ' ').trim();
  if (text.length > 120) return null;
  return NAME_THEN_CLAIM.exec(text)?.[1] ?? null;
}

/**
 * A site named for its author over a project's page titled "<Product> by <the site's name>" (issue 34, hundredth
 * round; real tuning: Hamburgers' page at jonsuh.com/hamburgers/, og:site_name "Jonathan Suh", titled "Hamburgers by
 * Jonathan Suh"): the site's name is the author's, not the product's; the product is what the title says the author
 * made, one to three capitalised words. Any other title, or a title whose "by" names someone else, reads nothing.
 * The site's name is compared at the title's end once (120 characters at most): linear. The verifier sees no
 * og:site_name, so the drafter alone reads it; a name "X by Y" still stands before the verifier as before.
 */
const AUTHORED_NAME = new RegExp(String.raw`^${CLAIMED_NAME_WORD}(?: ${CLAIMED_NAME_WORD}){0,2}$`, 'u');
export function nameBeforeTheSiteAuthor(title: string, siteName: string): string | null {
  const text = title.replace(/\s+/g, ' ').trim();
  const by = ` by ${siteName.replace(/\s+/g, ' ').trim()}`;
  if (text.length > 120 || by.length < 5 || !text.toLowerCase().endsWith(by.toLowerCase())) return null;
  const name = text.slice(0, text.length - by.length);
  return AUTHORED_NAME.test(name) ? name : null;
}

/** A title read past a decorative sign before it ("⭐ Acknowledgements", "🙌 Support Acme Development"). */
function withoutLeadingSign(text: string): string {
  return text.replace(/^[^\p{L}\p{N}]{1,4} ?/u, '');
}

/**
 * Whether a site's name is only the host a page stands under, one page of many on it: og:site_name "RicoStaCruz.com"
 * on "http://ricostacruz.com/jquery.transit/" (jQuery Transit's home, eightieth round, tuning), a personal site's
 * name over one of its projects' pages. The name is the host's (its "www." dropped), letter for letter but case; the
 * page's address has a path below the root. A site named for its domain at its root ("ipfs-search.com") still names
 * the product there.
 */
export function namesOnlyTheHost(siteName: string, pageUrl: string | null): boolean {
  if (!pageUrl) return false;
  let url: URL;
  try {
    url = new URL(pageUrl);
  } catch {
    return false;
  }
  const host = url.hostname.replace(/^www\./i, '').toLowerCase();
  return (
    siteName
      .trim()
      .toLowerCase()
      .replace(/^www\./, '') === host && /^\/[^/?#]/.test(url.pathname)
  );
}

/** A name that is only the page's kind ("Legal Notice", "About Us") names no product. */
export function nameVerdict(name: string): Verdict {
  const text = name
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/ ?[([][^()[\]]{1,40}[)\]]$/, '');
  if (SPONSOR_PAGE_SUFFIX.test(text)) return `"${name}" is a sponsor page's title, not the product's name`;
  if (DONATION_TITLE.test(withoutLeadingSign(text)))
    return `"${name}" is a donations page's title: the product's name is inside it, the title is no name`;
  if (contributionTitleName(text))
    return `"${name}" is a contributors' page's title: the product's name is inside it, the title is no name`;
  if (nameBeforeClaim(text)) return `"${name}" is a title's long form: the name, then a claim; the title is no name`;
  if (TEAM_PAGE_TITLE.test(text) || TEAM_BEHIND_TITLE.test(text))
    return `"${name}" is a team page's title: it names the people, not the product`;
  if (ANNOUNCEMENT_VERB.test(text)) {
    return `"${name}" is an announcement's title: its verb names what follows, the title is no product's name`;
  }
  if (isTaglineName(text)) return `"${name}" is a tagline (what the product is), not the product's name`;
  return isPageKind(text) ? `"${name}" is what the page is, not the product's name` : null;
}

/**
 * Whether a title (or a title's side) is only the page's kind ("Imprint", "Donate", "Qui sommes-nous ?"): read past
 * a sign before ("⭐ Acknowledgements") and a question mark or an ellipsis after ("Acerca de..."). One test for the
 * verifier (`nameVerdict`) and the drafter (`titleName`, which reads the name after such a side: "Donate |
 * Hawkmatix", sixty-seventh round).
 */
export function isPageKind(text: string): boolean {
  const kind = withoutLeadingSign(text.replace(/\s+/g, ' ').trim()).replace(/ ?[?？!！.…。:：]{1,3}$/u, '');
  if (PAGE_KIND_TITLE.test(kind)) return true;
  // "Sponsors & Backers" (Xenko's sponsors page, sixty-seventh round, real tuning), "Credits and Thanks": two or
  // three kinds joined by "&", "and" or a comma are the page's kind too, each part a kind. A title's length only
  // (120 characters), one split on single spaces: linear.
  if (kind.length > 120) return false;
  const parts = kind.split(/ ?(?:&|,|\band\b) ?/i);
  return parts.length >= 2 && parts.length <= 3 && parts.every((part) => PAGE_KIND_TITLE.test(part));
}

/**
 * A founder stands when a quote names the person with a founding role that is this product's:
 * not an advisor, investor or board member, not the founder of another company or a venture firm.
 */
/**
 * A job title read as a name (issue 34, twenty-first round; invented tuning: quillfeather's "Founder,
 * Program Director" card, where "Founder, <Name>" took the role beside the founding title for a name):
 * a name ending in a role noun ("Program Director", "Head of Growth", "CTO") is nobody's.
 */
export const JOB_TITLE =
  /^(?:(?:[\p{L}&-]+ ){0,3}(?:director|manager|officer|engineer|developer|designer|lead|president|architect|advisor|adviser|consultant|coordinator|strategist|scientist|analyst|maintainer)|head of [\p{L}& ]{1,30}|c[etofpm]o|vp(?: [\p{L}& ]{1,30})?)$/iu;

/**
 * A card's role that opens with "Creator" ("Creator & Maintainer" under a name on Task's team page: issue 34,
 * thirty-ninth round, real tuning): the person created the product the team page is about. Only as the role's
 * first word ("Content Creator" is a job).
 */
export const CREATOR_ROLE = /^(?:(?:the|original|project)\s+)?creator\b/i;

export function founderVerdict(
  founder: { name: string; title?: string },
  quotes: readonly string[],
  productName: string | null,
  context: readonly string[] = [],
): Verdict {
  const text = joined(quotes);
  if (!text.includes(founder.name)) return 'no quote names this person';
  const credited = artefactCredit([...quotes, ...context], founder.name);
  if (credited) return `the sentence credits this person with the product's ${credited}, not with founding it`;
  const title = founder.title ?? '';
  // The role as stated: the title, else the quote around the name.
  const role = title || text;
  if (
    !FOUNDER_TERM.test(role) &&
    !FOUNDER_TERM.test(text) &&
    !CREATOR_ROLE.test(title) &&
    !STARTED_BY.test(text) &&
    !madeByProduct(text, productName) &&
    !createdAsApposition(text, founder.name, productName)
  )
    return 'no quote says this person founded the product';
  if (ORGANISATION_NAME.test(founder.name))
    return `"${founder.name}" is an organisation's name, not a person's: it made the product, it founded nothing`;
  if (JOB_TITLE.test(founder.name.trim()))
    return `"${founder.name}" is a role, not a person's name (a role beside a founding title: "Founder, Program Director")`;
  if (NOT_FOUNDER_ROLE.test(title))
    return `the role "${title}" is not a founder of this product (advisor, investor, board or partner)`;
  // "Founder & Managing Partner, Northwind Ventures", "Co-founder, Acme": the founder of what follows.
  for (const part of title.split(/\s*(?:,|\bat\b|@|\||–|—| - )\s*/).slice(1)) {
    const rest = part.trim();
    // "Founder, Program Director": a role beside the founding title (quillfeather, twenty-first round).
    if (!rest || ROLE_WORD.test(rest) || (JOB_TITLE.test(rest) && !FIRM.test(rest)) || namesProduct(rest, productName))
      continue;
    if (FIRM.test(rest) || /^\p{Lu}/u.test(rest)) return `the role "${title}" names another organisation ("${rest}")`;
  }
  // "founder of X", "co-founded X", "X was founded … by": X must be the product.
  const ofOther = new RegExp(
    String.raw`\b(?:[Cc]o-?\s?)?(?:[Ff]ounder|[Ff]ounded|[Ss]tarted|[Cc]reated|[Bb]uilt)\s+(?:of\s+|at\s+)?((?:\p{Lu}[\p{L}\p{N}.&'-]*)(?:\s+\p{Lu}[\p{L}\p{N}.&'-]*)*)`,
    'gu',
  );
  // A card's role that is not a founding one ("Technical Architect", "Software Engineer (emeritus)"): the
  // founding is said in the bio, whose founding sentences must found this product ("is a co-founder of
  // Sandstorm", not "co-founded OpenHatch": sandstorm.io's about page, twentieth round).
  const around =
    title && !FOUNDER_TERM.test(title)
      ? [title, ...text.split(/(?<=[.!?])\s+|\n/).filter((sentence) => FOUNDER_TERM.test(sentence))].join(' ')
      : title || sentencesWith(text, founder.name).join(' ');
  for (const match of around.matchAll(ofOther)) {
    const other = match[1]!;
    if (founder.name.includes(other) || other.includes(founder.name.split(' ')[0]!)) continue;
    if (/^(?:in|by|and|the|our|we|it)$/i.test(other)) continue;
    if (!namesProduct(other, productName))
      return `the quote makes this person the founder of "${other}", not of this product`;
  }
  // "Kees is founder and CEO of Visualspace …", "Co-founder of digi.bio." (ipfs-search's team post, forty-seventh
  // round): a founding role in a list of roles "of X" founds X, in lower case too; kept when one names the product.
  const foundedOf = foundingRolesOf(text);
  if (foundedOf.length && !foundedOf.some((other) => namesProduct(other, productName)))
    return `the quote makes this person the founder of "${foundedOf[0]}", not of this product`;
  // "Northwind Labs was founded in 2019 by …": a linear scan, the quote being any page text.
  const subjectFounded = foundedBySubject(around);
  if (
    subjectFounded !== null &&
    !namesProduct(subjectFounded, productName) &&
    !/^(?:It|We|This|The company)$/.test(subjectFounded)
  )
    return `the quote says "${subjectFounded}" was founded by this person, not this product`;
  if (NOT_FOUNDER_ROLE.test(sentencesWith(text, founder.name).join(' ')) && !FOUNDER_TERM.test(title))
    return 'the quote presents this person as an advisor, investor or board member';
  // "— Jane Roe, Founder & CEO, Northwind" under a testimonial (hundred-and-eighteenth round): signed as another's.
  const signedOf = signedFoundingRolesOf(text, founder.name);
  if (signedOf !== null && !namesProduct(signedOf, productName) && !/^(?:it|this|the project)$/i.test(signedOf))
    return `the quote signs this person as the founder of "${signedOf}", not of this product`;
  return null;
}

/**
 * A product's name as a founding phrase gives it, captured: up to four capitalised words, dotted ones too
 * ("Sandstorm", "Let's Encrypt", "Cal.com"). Shared by the drafter's founder readers and the verifier.
 */
export const NAMED_PRODUCT = String.raw`(\p{Lu}[\p{L}\p{N}&'’-]*(?:\.[\p{L}\p{N}]+)*(?: \p{Lu}[\p{L}\p{N}&'’-]*){0,3})`;
/** ", the original creator of AntennaPod": a person's apposition naming them a product's creator or founder. */
export const CREATOR_OF = String.raw`, (?:the|its|our) (?:original |first |sole )?(?:co-?)?(?:creator|founder) of (?:the )?${NAMED_PRODUCT}`;
const CREATOR_OF_AT_START = new RegExp(`^${CREATOR_OF}`, 'u');
/**
 * The same apposition with the person after it: "written by the creator of UnoCSS, Anthony Fu" (UnoCSS's
 * why page, thirty-fourth round, tuning). The product is captured; the person's name follows the comma.
 */
export const CREATOR_OF_BEFORE = String.raw`\b(?:the|its|our) (?:original |first |sole )?(?:co-?)?(?:creator|founder) of (?:the )?${NAMED_PRODUCT}, `;
const CREATOR_OF_BEFORE_AT_END = new RegExp(`${CREATOR_OF_BEFORE}$`, 'u');

/**
 * A person's apposition as a list of roles of a product, one of them founding it: "**Mathijs de Bruin** the
 * inventor, founder and maintainer of ipfs-search." (ipfs-search's team post, issue 34, forty-seventh round, real
 * tuning), "Jane Roe, the creator and lead developer of Acme", "Jane Roe is the founder, CEO and maintainer of
 * Acme". The comma or "is" before it may be left out; the roles (group 1, at most 60 characters) are checked by
 * `foundingRoleList`; the product (group 2) may open in lower case ("ipfs-search"), dots only inside it.
 */
export const ROLE_LIST_OF = String.raw`(?:,| is)? (?:the|its|our) ([^.;:!?\n()"“”]{1,60}?) of (?:the )?([\p{L}\p{N}](?:[\p{L}\p{N}&'’-]|\.(?=[\p{L}\p{N}])){0,40})`;
const ROLE_LIST_OF_AT_START = new RegExp(`^${ROLE_LIST_OF}`, 'u');
/** One role of such a list: one to three words ("lead developer", "co-founder"). */
const ROLE_IN_LIST = /^[\p{L}-]+(?: [\p{L}-]+){0,2}$/u;
/**
 * The founding role among them: founder or creator (co-founder, co-creator); "inventor" alone founds nothing.
 * The product's author is its maker too (issue 34, seventy-first round; real tuning: Tomato's docs, "Hi, I'm David
 * Cooper, the author of Tomato.", and Mida's README, "The author and maintainer of the project is Vasile Pește."):
 * "author", "co-author", "original author", as the corpus reads "X is made by <person>" (fifty-seventh round). What
 * the role is of must still be the product, so "the author of the Acme blog post" or "the original author of
 * LibXDiff" (another thing) founds nothing of this product.
 */
const FOUNDING_ROLE = /^(?:(?:original|sole|main|primary) )?(?:co-?)?(?:founder|creator|author)$/i;

/**
 * The same list of roles as a sentence's subject, the person after "is": "The author and maintainer of the project
 * is Vasile Pește." (Mida's README, issue 34, seventy-first round, real tuning), "The creator of Acme is Jane Roe".
 * The roles (group 1) are `foundingRoleList`'s; what they are of (group 2) is "the project", "this project" or a
 * name `ofProduct` compares with the product's. Anchored on "The", bounded runs: linear. The drafter reads the
 * person after it, the verifier the text before the person.
 */
export const ROLE_LIST_SUBJECT = String.raw`\b[Tt]he ([^.;:!?\n()"“”]{1,60}?) of ((?:the|this) project|(?:the )?[\p{L}\p{N}](?:[\p{L}\p{N}&'’-]|\.(?=[\p{L}\p{N}])){0,40}) (?:is|was) `;
const ROLE_LIST_SUBJECT_AT_END = new RegExp(`${ROLE_LIST_SUBJECT}$`, 'u');
/** What a role list is of names this product: "the project" or "this project" on its own page, or its name. */
export function ofProduct(other: string, productName: string | null): boolean {
  return /^(?:the|this) project$/i.test(other) || namesProduct(other, productName);
}

/** "founder and CEO of Visualspace", "Co-founder of digi.bio": a founding role, maybe in a list, and what it is of. */
const FOUNDER_ROLES_OF = new RegExp(
  String.raw`\b((?:[Cc]o-?)?(?:[Ff]ounder|[Cc]reator))\b([^.;:!?\n()"“”]{0,60}?) of (?:the )?([\p{L}\p{N}](?:[\p{L}\p{N}&'’-]|\.(?=[\p{L}\p{N}])){0,40})`,
  'gu',
);

/** What each founding role list in the text is of ("Visualspace", "digi.bio"); bounded scans, any page text. */
export function foundingRolesOf(text: string): string[] {
  const out: string[] = [];
  for (const match of text.slice(0, 20_000).matchAll(FOUNDER_ROLES_OF)) {
    // "founder of our company", "creator of this project": a determiner says nothing of what it is.
    if (/^(?:our|this|these|that|a|an|its|their|his|her|my|your|it|we)$/i.test(match[3]!)) continue;
    if (foundingRoleList(`${match[1]}${match[2]}`)) out.push(match[3]!);
    if (out.length >= 20) break;
  }
  return out;
}

/** Whether a captured role list is roles only ("inventor, founder and maintainer") and one of them founds. */
export function foundingRoleList(roles: string): boolean {
  const parts = roles.trim().split(/\s*,\s*(?:and\s+|&\s+)?|\s+(?:and|&)\s+/);
  return (
    parts.length <= 4 &&
    parts.every((part) => ROLE_IN_LIST.test(part)) &&
    parts.some((part) => FOUNDING_ROLE.test(part))
  );
}

/**
 * A person signed with a founding role and what it is of, no article before the roles: "- **Jan Oberhauser, Founder
 * and CEO, n8n.io**" closing a quote (n8n's README, issue 34, hundred-and-eighteenth round, real tuning: n8n-readme
 * and n8n-readme-fortieth), "Jane Roe, Creator of Acme", "Jane Roe, Co-founder at Acme". Group 1 is the roles (a
 * founding role first, then at most three roles of one to three words, checked by `foundingRoleList`), group 2 what
 * they are of, after ", ", " of " or " at ". Bounded runs, read right after the person's name: linear. The drafter
 * reads the person before it when group 2 names the product; the verifier keeps such a person and turns down one
 * signed so as another's founder (a testimonial's "— Jane Roe, Founder & CEO, Northwind").
 */
export const SIGNED_ROLES = String.raw`, ((?:[Cc]o-?)?(?:[Ff]ounder|[Cc]reator|(?:[Oo]riginal )?[Aa]uthor)(?:(?:, | and | & )[\p{L}-]+(?: [\p{L}-]+){0,2}){0,3})(?:, | of | at )(?:the )?([\p{L}\p{N}](?:[\p{L}\p{N}&'’-]|\.(?=[\p{L}\p{N}])){0,40})`;
const SIGNED_ROLES_AT_START = new RegExp(`^${SIGNED_ROLES}`, 'u');
/** What the founding roles signed right after the person (its first mention, a handle in brackets read past) are of. */
export function signedFoundingRolesOf(text: string, person: string): string | null {
  const at = text.indexOf(person);
  if (at < 0) return null;
  const rest = text.slice(at + person.length, at + person.length + 200).replace(HANDLE_AFTER_NAME, '');
  const signed = SIGNED_ROLES_AT_START.exec(rest);
  return signed && foundingRoleList(signed[1]!) ? signed[2]! : null;
}

/**
 * "Daniel Oeh, the original creator of AntennaPod" (AntennaPod's about page, twentieth round): the person
 * in apposition as this product's creator or founder (the drafter's CREATOR_APPOSITION finds it).
 */
function createdAsApposition(text: string, person: string, productName: string | null): boolean {
  const at = text.indexOf(person);
  const before = at > 0 ? CREATOR_OF_BEFORE_AT_END.exec(text.slice(Math.max(0, at - 160), at)) : null;
  if (before && namesProduct(before[1]!, productName)) return true;
  // "The author and maintainer of the project is Vasile Pește." (seventy-first round).
  const subject = at > 0 ? ROLE_LIST_SUBJECT_AT_END.exec(text.slice(Math.max(0, at - 160), at)) : null;
  if (subject && foundingRoleList(subject[1]!) && ofProduct(subject[2]!, productName)) return true;
  if (at < 0) return false;
  const rest = text.slice(at + person.length, at + person.length + 200).replace(HANDLE_AFTER_NAME, '');
  const after = CREATOR_OF_AT_START.exec(rest);
  if (after && namesProduct(after[1]!, productName)) return true;
  // "Mathijs de Bruin the inventor, founder and maintainer of ipfs-search" (forty-seventh round).
  const roles = ROLE_LIST_OF_AT_START.exec(rest);
  if (roles && foundingRoleList(roles[1]!) && namesProduct(roles[2]!, productName)) return true;
  // "Jan Oberhauser, Founder and CEO, n8n.io" (hundred-and-eighteenth round): signed with the roles, no article.
  const signed = signedFoundingRolesOf(text, person);
  return signed !== null && namesProduct(signed, productName);
}

/**
 * A person's handle in brackets after their name ("Hector Martin (marcan), the founder of Asahi Linux": Asahi
 * Linux's about page, thirty-sixth round, real tuning): an aside, no part of the name, at most 40 characters.
 */
export const HANDLE = String.raw` \([^()\n]{1,40}\)`;
export const HANDLE_AFTER_NAME = new RegExp(`^${HANDLE}`, 'u');

/**
 * What a credit gives a person instead of the product (issue 34, thirty-sixth round; real tuning: F-Droid's
 * about page, "The F-Droid logo was created by William Theaker.", and Asahi Linux's, "The Asahi Linux logo
 * and website were designed by soundflora*"): a thing the product has, a logo, a website, artwork,
 * documentation. "Acme was created by Jane Doe" founds Acme; "The Acme logo was created by Jane Doe" draws
 * its logo; "This site is built with Jekyll by Jane Doe" and "Website by Jane Doe" make its site.
 */
const ARTEFACT =
  /^(?:logos?|logomarks?|logotypes?|icons?|artwork|artworks|mascots?|illustrations?|drawings?|website|websites|site|web ?design|homepage|theme|themes|fonts?|typefaces?|graphics|badges?|banners?|wallpapers?|documentation|docs|manual|translations?|branding|brand|identity|stickers?|photos?|photographs?|screenshots?|videos?|trailer|music|soundtrack|design|designs|layout|css)$/i;
/** "was created", "were designed", "is built", "has been made": the credit's verb, before "by". */
const CREDIT_VERB =
  /\b(?:was|were|is|are|has been|have been)\s+(?:originally\s+|initially\s+|first\s+|lovingly\s+)?(?:created|designed|made|drawn|built|developed|done|crafted|produced|written|illustrated|painted|maintained)\b/iu;

/** "built by ", "by ": the end of a credit with no verb before the person. */
const CREDIT_PARTICIPLE_BY =
  /\s*\b(?:(?:created|designed|made|drawn|built|developed|done|crafted|produced|written|illustrated|painted|maintained)\s+)?by\s+$/i;

/**
 * The thing a sentence credits the person with when it is not the product ("logo", "website"), else null.
 * The sentence must hold "… by <person>": the words before the verb ("The F-Droid logo") end in the thing
 * credited, or a thing stands right before "by" with no verb ("Kawaii Asahi Linux logo by SAWARATSUKI").
 * Bounded slices, no nested repetition (the text is any page's).
 */
export function artefactCredit(sentences: readonly string[], person: string): string | null {
  for (const sentence of sentences) {
    const at = sentence.indexOf(person);
    if (at < 0) continue;
    const before = sentence.slice(Math.max(0, at - 200), at);
    // "by @janeroe": a handle's "@" between (issue 34, seventy-first round: "The logo was created by @janeroe").
    if (!/\bby\s+@?$/i.test(before)) continue;
    // The clause the credit stands in: from the last sentence or clause break before the person.
    const clause = before.slice(
      Math.max(before.lastIndexOf('. '), before.lastIndexOf('; '), before.lastIndexOf('\n')) + 1,
    );
    const verb = CREDIT_VERB.exec(clause);
    // With no verb, the credit is the thing and "by", a participle maybe between ("Website built by").
    const subject = verb ? clause.slice(0, verb.index) : clause.replace(CREDIT_PARTICIPLE_BY, '');
    // An apposition closed before the verb ("Penpot, the open-source platform for design, was created by …";
    // "The Acme logo, a blue fox, was drawn by …"): the thing is the subject before it (the final read of
    // 2026-11-27; the apposition's last word had been read as the thing).
    const trimmed = subject.trim();
    const main = trimmed.endsWith(',') ? trimmed.slice(0, trimmed.indexOf(',')) : trimmed;
    // The thing's head noun, or the nouns joined by "and" ("The Asahi Linux logo and website").
    const heads = main.split(/\s+(?:and|&)\s+/).map((part) =>
      part
        .split(/\s+/)
        .pop()!
        .replace(/[^\p{L}]+$/u, ''),
    );
    const thing = heads.find((word) => ARTEFACT.test(word));
    if (thing) return thing.toLowerCase();
  }
  return null;
}

function sentencesWith(text: string, needle: string): string[] {
  return text.split(/(?<=[.!?])\s+|\n/).filter((sentence) => sentence.includes(needle));
}

// ——— social accounts ———

/** Pages that ask for money are not social accounts. */
const DONATION =
  /^https?:\/\/(?:www\.)?(?:opencollective\.com|patreon\.com|ko-fi\.com|buymeacoffee\.com|liberapay\.com|paypal\.me|paypal\.com\/donate|donorbox\.org|gofundme\.com|github\.com\/sponsors|polar\.sh|thanks\.dev)\b/i;
const TESTIMONIAL =
  'blockquote, q, cite, figure, [class*="testimonial" i], [class*="review" i], [class*="quote" i], [class*="customer" i], [id*="testimonial" i]';
/**
 * A section of the page classed or named as its credits (jQuery Transit's home, eightieth round, tuning: "Transit is
 * authored and maintained by Rico Sta. Cruz", "Follow @rstacruz", "Github (@rstacruz)", "Twitter (@rstacruz)" in its
 * `<div class="section credits">`): who made it, each link that person's own, no account of the product's.
 */
const CREDITS_PLACE = '[class~="credits" i], [id="credits" i]';
const OWN_PLACE =
  'header, footer, nav, [role="contentinfo"], [role="banner"], [class*="social" i], [class*="footer" i], [class*="header" i]';
const SOCIAL_HOST =
  /^https?:\/\/(?:www\.)?(?:twitter\.com|x\.com|linkedin\.com|facebook\.com|instagram\.com|github\.com|youtube\.com|discord\.(?:gg|com)|reddit\.com|tiktok\.com|threads\.net|mastodon\.social|bsky\.app)\//i;

/**
 * A row of links to two or more social networks with next to no other text (a README's "Support"
 * badges, a contact page's icons): the site's own channels, as a footer would hold them.
 */
function inSocialRow($: cheerio.CheerioAPI, link: AnyNode, people = true): boolean {
  for (const parent of $(link).parents().slice(0, 2).toArray()) {
    // A whole page or section is no row (and reading it once per link would cost a page per link).
    if ($(parent).is('html, body, main, article, section')) return false;
    const line = lineOf($, parent, link);
    if (line && isSocialRow($, line, people)) return true;
    if (isSocialRow($, $(parent).contents().toArray(), people)) return true;
  }
  return false;
}

/**
 * The line a link stands on in a block broken by line breaks: the nodes between the <br>s around it. A
 * README's header paragraph holds the tagline, a line break and then the project's links ("Open-source
 * collaborative wiki and documentation software. <br> Website | Documentation | Twitter / X"; real
 * tuning: umbrelOS's tagline, a link and a sentence, then its X / Discord / Reddit badges): the row is
 * that last line, and the tagline above it is not the row's words. Null when the block has no <br>.
 */
function lineOf($: cheerio.CheerioAPI, parent: AnyNode, link: AnyNode): AnyNode[] | null {
  const children = $(parent).contents().toArray();
  if (!children.some((node) => $(node).is('br'))) return null;
  const lines: AnyNode[][] = [[]];
  for (const node of children) {
    if ($(node).is('br')) lines.push([]);
    else lines[lines.length - 1]!.push(node);
  }
  const around = new Set<AnyNode>([link, ...$(link).parents().toArray()]);
  return lines.find((line) => line.some((node) => around.has(node))) ?? null;
}

/**
 * Two or more different accounts on one network in a row (issue 34, twenty-first round; real tuning:
 * MarkBind's contributors table, a row of seven people's GitHub profiles and a LinkedIn one): the row
 * lists people, each with their own account; a site's own row holds one account per network. A link of
 * such a row whose label is a platform's name ("X/Twitter" beside a "Creator" X link) is still the
 * site's (companySocialVerdict).
 */
const NOT_ACCOUNT =
  /^(?:intent|share|sharer(?:\.php)?|hashtag|search|home|watch|embed|playlist|explore|topics|orgs|sponsors)$/;
const ACCOUNT_KIND = /^(?:c|channel|user|u|r|company|school|showcase|groups?|pages?|in)$/;
function peopleRow(profiles: readonly string[]): boolean {
  const byHost = new Map<string, Set<string>>();
  for (const href of profiles) {
    const url = new URL(href);
    const host = url.hostname.replace(/^www\./, '').toLowerCase();
    const [first = '', second = ''] = url.pathname.toLowerCase().split('/').slice(1);
    // Share buttons and searches are no accounts; "/c/acme", "/company/acme", "/r/acme" name one by two parts.
    if (!first || NOT_ACCOUNT.test(first)) continue;
    const account = ACCOUNT_KIND.test(first) ? `${first}/${second}` : first;
    const accounts = byHost.get(host) ?? new Set<string>();
    accounts.add(account);
    byHost.set(host, accounts);
    if (accounts.size >= 2) return true;
  }
  return false;
}

/** Nodes that make a row of links to two or more social networks with next to no other text. */
function isSocialRow($: cheerio.CheerioAPI, nodes: AnyNode[], people = true): boolean {
  const links = $(nodes).find('a[href]').addBack('a[href]').toArray();
  const profiles = links
    .map((a) => $(a).attr('href') ?? '')
    // Profiles only: a repository's issue list or file is not a channel of the product.
    .filter((href) => SOCIAL_HOST.test(href) && !/^https?:\/\/(?:www\.)?github\.com\/[^/]+\/[^/]+\/./i.test(href));
  const hosts = new Set(profiles.map((href) => new URL(href).hostname.replace(/^www\./, '')));
  if (people && peopleRow(profiles)) return false;
  const squash = (text: string) => text.replace(/\s+/g, '').length;
  const ownText = squash($(nodes).text()) - links.reduce((sum, a) => sum + squash($(a).text()), 0);
  // A README's header row, "Website · Documentation · Discord": the product's own places, one a chat.
  const ownSiteRow =
    links.length >= 3 &&
    links.some((a) => /^(?:website|home ?page|docs|documentation|blog)$/i.test($(a).text().trim()));
  if (hosts.size < 2 && !ownSiteRow) return false;
  return ownText <= 40;
}

/** A chat's invite: a Discord invite, a Telegram group, a Matrix or Gitter room, a Slack workspace's invite. */
const CHAT_INVITE =
  /^https?:\/\/(?:(?:www\.)?discord\.gg\/[\w-]+\/?$|(?:www\.)?discord(?:app)?\.com\/invite\/[\w-]+\/?$|t\.me\/[\w+]+\/?$|matrix\.to\/#\/|gitter\.im\/[\w.-]+\/[\w.-]+\/?$|join\.slack\.com\/t\/)/i;

/** For a parsed page: the links that stand before its first section heading (h2-h6), found in one pass. */
const openingLinks = new WeakMap<cheerio.CheerioAPI, Set<AnyNode>>();
/** …and those before its first h2 only (an h3 may be a README's title line: Immich's). */
const headLinks = new WeakMap<cheerio.CheerioAPI, Set<AnyNode>>();

/**
 * A Discord server's live badge (issue 34, hundred-and-twenty-fifth round): shields.io's or badgen's picture of its
 * member count ("img.shields.io/discord/979116623879368755"), drawn from the very server it links to. A "Discord"
 * badge drawn from a static label ("img.shields.io/badge/…") is not one; nor a Matrix or Gitter room's count, whose
 * room names whose it is (a Jellyfin client's badge of "#jellyfin:matrix.org": the alias rule above reads those).
 */
const CHAT_COUNT_BADGE = /^https?:\/\/(?:img\.shields\.io|badgen\.net)\/discord\//i;

/** The links standing before the page's first heading of `headings`, found once per page. */
function linksBefore($: cheerio.CheerioAPI, cache: WeakMap<cheerio.CheerioAPI, Set<AnyNode>>, headings: string) {
  let early = cache.get($);
  if (!early) {
    early = new Set();
    for (const node of $(`a[href], ${headings}`).toArray()) {
      if ($(node).is(headings)) break;
      early.add(node);
    }
    cache.set($, early);
  }
  return early;
}

/**
 * A link that is one badge of the page's opening row of badges (issue 34, forty-sixth round; real tuning: the
 * READMEs of Memos, Dawarich and AList, whose header rows hold a Discord badge among build, download and
 * donation badges): the link shows only a picture, its block (a paragraph or a div, not a section) holds two
 * or more such links and next to no words of its own (separators), and it comes before the page's first h2-h6.
 * A badge further down (a dependency's, a sponsor's) is not the header's.
 *
 * A chat's live count badge (`CHAT_COUNT_BADGE`) is the header's alone in its block too, and before the first h2
 * (issue 34, hundred-and-twenty-fifth round; real tuning: assetviewer's README, a lone Discord count badge under the
 * h1's sentence; Immich's, its License and Discord badges under an h3 title line): a project puts its own server's
 * count at its README's head; the picture is drawn from the chat it links to, so no label need name it.
 */
function inOpeningBadgeRow($: cheerio.CheerioAPI, link: AnyNode): boolean {
  const badge = (a: AnyNode) => $(a).text().trim() === '' && $(a).find('img').length > 0;
  if (!badge(link)) return false;
  const liveChat = $(link)
    .find('img')
    .toArray()
    .some((img) => CHAT_COUNT_BADGE.test(($(img).attr('src') ?? '').trim()));
  const early = liveChat ? linksBefore($, headLinks, 'h2') : linksBefore($, openingLinks, 'h2, h3, h4, h5, h6');
  if (!early.has(link)) return false;
  const block = $(link).parent();
  if (!block[0] || !block.is('p, div') || block.is('body, main, html, section, article')) return false;
  // Read once per block: a row of thousands of badges is not read once per badge.
  let row = badgeRows.get(block[0]);
  if (row === undefined) {
    const links = block.children('a[href]').toArray();
    badgeRowSteps.links += links.length;
    const own = block
      .contents()
      .toArray()
      .filter((node) => node.type === 'text')
      .map((node) => $(node).text())
      .join('')
      .replace(/\s+/g, '');
    row = links.every(badge) && own.length <= 20 ? links.length : 0;
    badgeRows.set(block[0], row);
  }
  return row >= (liveChat ? 1 : 2);
}
/** For a block: how many badges its row holds (0 when it is no row of badges: inOpeningBadgeRow), read once. */
const badgeRows = new WeakMap<AnyNode, number>();
/** The badge links the rows' reads have looked at, for a spec to bound on a large row (no timing). */
export const badgeRowSteps = { links: 0 };

/** A heading over where to get help or talk to the project: "Supports", "Community", "Contact us". */
const CHANNELS_HEADING = /\b(?:supports?|community|contact(?: us)?|get in touch|(?:get(?:ting)?|need) help)\b/i;
/** …not over asking for money ("Support the project", "Sponsors", "Donate"). */
const MONEY_HEADING = /\b(?:support (?:our|the|us|this|development)|sponsor\w*|donat\w*|fund\w*|backers)\b/i;

/**
 * The heading a list stands under: a heading among its earlier siblings, or else (issue 34, seventeenth
 * round; real tuning: etherpad.org's "<div><h1>Get in touch</h1></div><div><ul class="links">…") the last
 * heading of the nearest earlier sibling of the list's parent or grandparent that holds one, as a
 * section's title block sits before its body. Only that close: a heading further up heads more than
 * the list.
 */
export function headingOverList($: cheerio.CheerioAPI, list: cheerio.Cheerio<AnyNode>): string {
  // Linear on a page of thousands of lists or links (issue 34): the nearest earlier heading of each child
  // is read in one pass over its parent's children, and what stands before a parent once per parent.
  // Asked per list or link, `prevAll` walked all earlier siblings each time (quadratic).
  const own = list[0] ? lastHeadingBefore($, list[0]) : null;
  if (own) return $(own).text();
  const parent = list.parent();
  if (!parent[0]) return '';
  let above = headingAboveParent.get(parent[0]);
  if (above === undefined) headingAboveParent.set(parent[0], (above = headingBeforeBlock($, parent)));
  return above;
}
const HEADINGS = 'h1, h2, h3, h4';
/** For a parent: each child element's nearest earlier sibling heading (null: none), filled in one pass. */
const headingsBefore = new WeakMap<AnyNode, Map<AnyNode, AnyNode | null>>();
/** For a list's parent: the heading the block before it (or before its parent) ends with, '' when none. */
const headingAboveParent = new WeakMap<AnyNode, string>();
/** Nodes the scans over siblings have looked at, for a spec to bound on a large page (no timing). */
export const headingSteps = { headingOverList: 0 };

function lastHeadingBefore($: cheerio.CheerioAPI, node: AnyNode): AnyNode | null {
  const parent = node.parent;
  if (!parent) return null;
  let before = headingsBefore.get(parent);
  if (!before) {
    before = new Map();
    let last: AnyNode | null = null;
    for (const child of $(parent).children().toArray()) {
      headingSteps.headingOverList++;
      before.set(child, last);
      if ($(child).is(HEADINGS)) last = child;
    }
    headingsBefore.set(parent, before);
  }
  return before.get(node) ?? null;
}

/**
 * The nearest earlier sibling with any content of a list's parent, or of its grandparent: a heading itself,
 * or a block holding one (its last heading). Only that close: a heading further up heads more than the list.
 */
function headingBeforeBlock($: cheerio.CheerioAPI, parent: cheerio.Cheerio<AnyNode>): string {
  let node = parent;
  for (let depth = 0; depth < 2 && node.length && !node.is('body, html, main'); depth++) {
    headingSteps.headingOverList++;
    const before = node.prev();
    if (before.is(HEADINGS)) return before.text();
    const inside = before.find(HEADINGS).last();
    if (inside.length) return inside.text();
    if (before.length) return '';
    node = node.parent();
  }
  return '';
}

/**
 * A list of the project's channels under such a heading (VNote's "# Supports": Github issues, Slack,
 * Telegram): each item is the link, with a word or two at most, so the links are the project's own
 * places to talk, as a footer's would be. A link inside a sentence of the list is not one.
 */
function inChannelsList($: cheerio.CheerioAPI, link: AnyNode): boolean {
  const item = $(link).closest('li');
  if (!item.length) return false;
  const words = (text: string) => text.replace(/\s+/g, ' ').trim();
  if (words(item.text()).length - words($(link).text()).length > 20) return false;
  const text = words(headingOverList($, item.closest('ul, ol')));
  return text.length > 0 && text.length <= 40 && CHANNELS_HEADING.test(text) && !MONEY_HEADING.test(text);
}

/** A link that says it is the site's channel: "Follow Excalidraw on Twitter", "Chat on Discord", "Join our Slack". */
// "Check out our GitHub repo": the label calls the account the site's own.
/**
 * A link's own label presenting it as the site's: "Follow us on …", "Chat on …", "Join our …", a chat
 * badge's "Join the chat at https://gitter.im/Erudika/scoold" (real: Scoold's README).
 */
const OWN_LABEL =
  /\b(?:follow(?: us)?(?: on)?|chat (?:with us )?on|join (?:us|our)|join the (?:[\p{L}\p{N}-]+ ){0,2}?(?:chat|discord|slack|server|community)\b|our (?:github|gitlab|codeberg|discord|slack|twitter|mastodon|linkedin|youtube|instagram|facebook|bluesky|reddit|subreddit)\b)/iu;
// "The source code is hosted on GitHub" (RogueMek's about paragraph, fiftieth round, real tuning): the code's
// home named as the product's own, as "its source code is available on" was.
const FOLLOW_US =
  /\b(?:follow us|find us|connect with us|join us|join our community|join (?:the|our) [\p{L}\p{N} ]{0,30}(?:discord|slack|server|community|chat|forum)|our socials|social media|(?:is|are) developed (?:publicly |openly |in the open )?on|development (?:takes place|happens) (?:at|on)|(?:our|its|the) source code (?:is )?(?:(?:publicly |freely |openly )?available )?(?:on|at)|(?:our|its|the) (?:complete |full )?source code is (?:publicly |openly )?hosted (?:on|at)|we(?:'re| are) on (?:github|gitlab|codeberg|twitter|x|mastodon|discord|slack|linkedin|youtube|instagram|facebook|bluesky|reddit)|folge(?:n sie)? uns|suivez-nous|síguenos)\b/iu;

/** Where a link goes, as two links to one place compare: no fragment, no tracking parameters, no "www.". */
const linkKey = (url: string) => {
  try {
    const parsed = new URL(url);
    parsed.hash = '';
    // Tracking parameters ("?utm_source=badge" of a chat badge) say where a click came from, not where it goes.
    for (const name of [...parsed.searchParams.keys()]) if (/^utm_/i.test(name)) parsed.searchParams.delete(name);
    return `${parsed.host.replace(/^www\./, '')}${parsed.pathname.replace(/\/$/, '')}${parsed.search}`.toLowerCase();
  } catch {
    return url.toLowerCase();
  }
};

/**
 * A page as the company-social check reads it, once per page: its DOM, its JSON-LD sameAs, its Twitter card's account
 * and its links by where they go. The check is asked once per link of a page; parsing the page for each made a page of
 * 2,000 profile links quadratic (500 links 10 s, 2,000 links 122 s). Kept for the last few pages (the drafter asks
 * about one page's links in a row, the verifier about each page a quote names).
 */
interface SocialPage {
  readonly $: cheerio.CheerioAPI;
  readonly sameAs: ReadonlySet<string>;
  readonly twitterSite: string | null;
  readonly links: ReadonlyMap<string, AnyNode[]>;
}
/** By the page's html (a string keeps its hash: the same page's string is found without reading it again). */
const socialPages = new Map<string, SocialPage & { readonly pageUrl: string }>();
/** Pages parsed for the company-social check, for a spec to count (no timing). */
export const socialPageReads = { parsed: 0 };
function socialPage(html: string, pageUrl: string): SocialPage {
  const known = socialPages.get(html);
  if (known && known.pageUrl === pageUrl) return known;
  socialPageReads.parsed++;
  const $ = load(html);
  const links = new Map<string, AnyNode[]>();
  for (const element of $('a[href], link[rel~="me"][href]').toArray()) {
    let key: string;
    try {
      key = linkKey(new URL($(element).attr('href')!.trim(), pageUrl).href);
    } catch {
      continue;
    }
    const same = links.get(key);
    if (same) same.push(element);
    else links.set(key, [element]);
  }
  const read = {
    pageUrl,
    $,
    sameAs: new Set(sameAsOf(html).map(linkKey)),
    twitterSite: twitterSiteOf(html),
    links,
  };
  if (socialPages.size >= 8) socialPages.delete(socialPages.keys().next().value!);
  socialPages.delete(html);
  socialPages.set(html, read);
  return read;
}

/**
 * The IRC channel a web client's link opens ("http://webchat.freenode.net/?channels=#etherpad-lite-dev",
 * "https://web.libera.chat/#borgbackup", "…?channels=%23ShareX"), without its "#", or null (issue 34,
 * seventeenth round; real tuning: etherpad.org's "IRC: #etherpad-lite-dev on freenode"). A channel is a
 * project's chat room, as a Matrix room is; an unescaped "#" makes it the address's fragment.
 */
export function ircChannelOf(href: string): string | null {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return null;
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || !IRC_WEB_CLIENT.test(url.hostname)) return null;
  const named = url.searchParams.get('channels') || url.searchParams.get('channel') || url.hash;
  const channel = /^#?([\w.-]{2,50})$/.exec(named.trim())?.[1];
  return channel ?? null;
}

/** The last page parsed: the verdicts of one page's links read it once, not once per link. */
let parsed: { html: string; $: cheerio.CheerioAPI } | null = null;
const load = (html: string) => {
  if (parsed?.html !== html) parsed = { html, $: cheerio.load(html) };
  return parsed.$;
};

/** The X handle of a profile URL ("https://x.com/freshrss" → "freshrss"), or null. */
export function xHandleOf(url: string): string | null {
  const match = /^https?:\/\/(?:www\.)?(?:x|twitter)\.com\/@?([A-Za-z0-9_]{1,15})\/?$/i.exec(url.trim());
  return match ? match[1]! : null;
}

/**
 * The account an X "follow" button opens ("https://twitter.com/intent/follow?screen_name=budibase" →
 * "budibase"), or null (issue 34, forty-sixth round; real tuning: Budibase's README, whose badge row links
 * its "Follow @budibase" badge there). A follow button names one account, as its profile's address does.
 */
export function xFollowIntentHandleOf(url: string): string | null {
  const match =
    /^https?:\/\/(?:www\.)?(?:x|twitter)\.com\/intent\/(?:follow|user)\/?\?(?:[\w-]{1,30}=[\w.%-]{0,60}&){0,4}screen_name=@?([A-Za-z0-9_]{1,15})(?:&[\w-]{1,30}=[\w.%-]{0,60}){0,4}$/i.exec(
      url.trim(),
    );
  return match ? match[1]! : null;
}

/**
 * The site's own X account as its Twitter card names it (`<meta name="twitter:site" content="@freshrss">`):
 * the account the site attributes its pages to, as `sameAs` does.
 */
export function twitterSiteOf(html: string): string | null {
  const $ = load(html);
  const content = $('meta[name="twitter:site" i], meta[property="twitter:site" i]').first().attr('content') ?? '';
  const match = /^@?([A-Za-z0-9_]{1,15})$/.exec(content.trim());
  return match ? match[1]! : null;
}

/** The JSON-LD `sameAs` URLs of a page. */
export function sameAsOf(html: string): string[] {
  const $ = load(html);
  const out: string[] = [];
  $('script[type="application/ld+json"]').each((_, script) => {
    const visit = (value: unknown, depth: number) => {
      if (depth > 5 || !value || typeof value !== 'object') return;
      if (Array.isArray(value)) return value.forEach((item) => visit(item, depth + 1));
      const record = value as Record<string, unknown>;
      const sameAs = record.sameAs;
      for (const url of Array.isArray(sameAs) ? sameAs : [sameAs]) if (typeof url === 'string') out.push(url);
      for (const inner of Object.values(record)) visit(inner, depth + 1);
    };
    try {
      visit(JSON.parse($(script).text()), 0);
    } catch {
      // not JSON: nothing stated
    }
  });
  return out;
}

/** The text of a block that comes before a node inside it. */
function textBefore(block: AnyNode, target: AnyNode): string {
  let out = '';
  let done = false;
  const walk = (node: AnyNode) => {
    if (done) return;
    if (node === target) {
      done = true;
      return;
    }
    if (node.type === 'text') out += (node as unknown as { data: string }).data;
    else if ('children' in node) for (const child of (node as { children: AnyNode[] }).children) walk(child);
  };
  walk(block);
  return out;
}

/** A platform a label may name ("Twitter", "YouTube"). */
const PLATFORM_WORD =
  '(?:twitter|x|youtube|discord|slack|telegram|matrix|gitter|mastodon|linkedin|facebook|instagram|reddit|bluesky|tiktok|threads|zulip)';
/** A label that is only a platform's name ("X/Twitter", "GitHub", "Mastodon"). */
const PLATFORM_LABEL = new RegExp(
  `^(?:${PLATFORM_WORD}|github|gitlab|codeberg)(?:\\s?/\\s?(?:${PLATFORM_WORD}|github|gitlab|codeberg))?$`,
  'i',
);
/** What a label calls the project's place on a platform ("Telegram Group", "YouTube Channel"). */
const CHANNEL_WORD = '(?:channel|group|server|community|account|page|profile|workspace|room|chat)';

/** A label naming only a platform or a place to talk: "Discord channel", "Discourse forum", "Subreddit". */
const OUR_PLACE = new RegExp(
  `^\\s*(?:${PLATFORM_WORD}|subreddit|forums?|discourse)(?: (?:${CHANNEL_WORD}|forums?))?\\s*$`,
  'i',
);

/**
 * A label naming only a code host, or the project's repository or organisation there: "GitHub", "GitHub repository",
 * "GitLab project" (after "our": ChainFiliates' README, "head over to our GitHub repository"; sixty-fifth round, tuning).
 */
const OUR_CODE_PLACE =
  /^\s*(?:github|gitlab|codeberg)(?: (?:repository|repo|organi[sz]ation|org|project|page|account))?\s*$/i;

/**
 * The words a community section's chat link may be labelled with besides the product's name: a platform, a place to
 * talk, a call to join ("Discord", "Join our Discord server", "Chat on Matrix"), nothing naming anyone.
 */
const COMMUNITY_LABEL_WORD = new RegExp(
  `^(?:${PLATFORM_WORD}|${CHANNEL_WORD}|forums?|join|chat|talk|on|in|at|with|our|us|the|here|invite|official|members?|online)$`,
  'i',
);
/** A label that is only a platform's name, one or two ("Twitter", "Mastodon", "X/Twitter", "YouTube"). */
const PLATFORM_ONLY_LABEL = new RegExp(`^${PLATFORM_WORD}(?:\\s?/\\s?${PLATFORM_WORD})?$`, 'i');
/** "the Tauri [Discord]", "Tauri's [Discord]": the place named another's just before the link (last 40 characters). */
const ANOTHERS_BEFORE =
  /(?:\b(?:[Tt]he|[Aa]n?)\s{1,3}(\p{Lu}[\p{L}\p{N}.+-]{0,30})|(\p{Lu}[\p{L}\p{N}.+-]{0,30})['’]s)\s{0,3}$/u;

/**
 * A chat's invite, or a profile labelled only by its platform, in the page's section about where to talk or get help
 * (issue 34, hundred-and-ninth round; real tuning: Akasa's README, "## Community" over "English Community on
 * [Discord]" and "Chinese Community on [Telegram]"; Ente's, "## Community" over a Discord badge and "Twitter" and
 * "Mastodon" icons): the section's heading (the nearest before the link's paragraph or list: "Community", "Support",
 * "Contact", "Get help", not "Support the project") says these are the product's own places, as a footer would. Only a
 * chat's invite (Discord, Telegram, Matrix, Gitter, Slack) or a link whose label is only a platform ("Mastodon"); a
 * chat labelled with any other word than a platform, a place to talk or a call to join ("Tauri Discord"), or named
 * another's just before it ("the Tauri [Discord]", "Rust's [Discord]"), stays out. The heading is read once per
 * block (headingOverList), the text before the link on its last 40 characters: linear.
 */
function inCommunitySection(
  $: cheerio.CheerioAPI,
  link: AnyNode,
  block: AnyNode | undefined,
  url: string,
  label: string,
  product: string,
): boolean {
  const bare = label.replace(/\s+/g, ' ').trim();
  if (bare.length > 80) return false;
  if (CHAT_INVITE.test(url)) {
    const words = bare
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter((word) => word && word !== product);
    if (!words.every((word) => COMMUNITY_LABEL_WORD.test(word))) return false;
  } else if (!PLATFORM_ONLY_LABEL.test(bare)) return false;
  if (block !== undefined) {
    const another = ANOTHERS_BEFORE.exec(textBefore(block, link).slice(-40));
    const name = another?.[1] ?? another?.[2];
    if (name !== undefined && slugOf(name) !== product) return false;
  }
  const section = $(link).closest('p, ul, ol, dl, table, div');
  if (!section.length || section.is('body, main, html, article, section')) return false;
  const heading = headingOverList($, section).replace(/\s+/g, ' ').trim();
  return heading.length > 0 && heading.length <= 40 && CHANNELS_HEADING.test(heading) && !MONEY_HEADING.test(heading);
}

/**
 * A label naming only a code host's repository, without "our": "Github Repo", "GitHub repository", "GitLab repo"
 * (cmder's home page of 2015: "Github Repo (for issues/requests/sauce)"; seventy-third round, tuning).
 */
const CODE_HOST_REPOSITORY_LABEL = /^(?:github|gitlab|codeberg)[ -]?(?:repo|repository)$/i;

/**
 * A button's label that calls the reader to the repository on its code host, and says nothing else: "Star on
 * GitHub" (odometer's documentation home, its marquee's first button), "View on Github" (jQuery Transit's home,
 * its top bar's item); eightieth round, tuning. Anchored, one word before "on": linear.
 */
const CODE_HOST_CALL_LABEL = /^(?:view|star) on (?:github|gitlab|codeberg)$/i;

/**
 * A "Fork me on GitHub" ribbon's label, its picture's alt (Elevator.js's demo page: the ribbon a link straight under
 * the body, positioned over the page's corner; eighty-seventh round, tuning): the page's project calling the reader to
 * fork it. A ribbon stands in no line, so `opensItsLine` is not asked; it is a picture in no block of text, to a
 * repository whose own name names the product. Anchored, fixed words: linear.
 */
const CODE_HOST_RIBBON_LABEL = /^fork me on (?:github|gitlab|codeberg)$/i;

/**
 * The writer's own call to find or follow them, just before a link ("Made by Claudio Holanda. Find me at @kazzkiq",
 * Balloon.css's footer; eighty-seventh round, tuning): "me" is its maker, the link their own account, no account of
 * the product's even in a footer. Read on the last 40 characters before the link: bounded, linear.
 */
const FIND_ME_BEFORE = /\b(?:find|follow|reach|contact) me (?:at|on|via)\s{0,3}:?\s{0,3}$/i;

/**
 * A person's name and a comma just before a link (Hamburgers' footer "Chef Jonathan Suh, @jonsuh"; hundred-and-sixth
 * round, tuning): two to four capitalised words, read on the last 60 characters before the link: bounded, linear.
 */
const PERSON_THEN_COMMA = /(?:^|[^\p{L}'’.-])(\p{Lu}[\p{L}'’.-]{0,30}(?: \p{Lu}[\p{L}'’.-]{0,30}){1,3}),\s{0,3}$/u;

/**
 * Whether an X link labelled only by its own handle ("@jonsuh") follows a person's name and a comma in its line
 * ("Chef Jonathan Suh, @jonsuh", Hamburgers' footer; hundred-and-sixth round, tuning): the handle is that person's,
 * the maker's own account, no account of the product's even in a footer. Not when the name names the product, is an
 * organisation's, or holds a common word ("Follow Us, @acme").
 */
function handleAfterPersonName(label: string, url: string, before: string, productName: string | null): boolean {
  const handle = xHandleOf(url);
  if (!handle || label.replace(/\s+/g, ' ').trim().toLowerCase() !== `@${handle.toLowerCase()}`) return false;
  const name = PERSON_THEN_COMMA.exec(before.slice(-60))?.[1];
  return (
    name !== undefined &&
    !ORGANISATION_NAME.test(name) &&
    !namesProduct(name, productName) &&
    !name.split(' ').some((word) => isStopWord(word.toLowerCase()))
  );
}

/**
 * Whether a link opens its line: nothing but symbols before it in its block (an item, a paragraph, a cell, a
 * heading), or, outside any, in its own parent element (a page's "<div>" line), unless that parent is the page or
 * a whole section.
 */
function opensItsLine($: cheerio.CheerioAPI, link: AnyNode, block: AnyNode | undefined): boolean {
  const holder = block ?? (link.parent as AnyNode | null) ?? undefined;
  if (!holder || $(holder).is('html, body, main, section, article')) return false;
  return !/[\p{L}\p{N}]/u.test(textBefore(holder, link));
}

/** What follows a link that credits it to someone else: "by Fireship", "from the conference", "of Acme Labs". */
const CREDITED = /^\s*(?:by|from|of)\s/i;

/**
 * A link's label that calls it the product's channel on a platform (issue 34, thirteenth round; real
 * tuning: Frappe HR's "Telegram Group" in its "Learning and Community" list): the platform and what the
 * place is ("Telegram Group", "YouTube Channel") when the link opens its item or paragraph, naming the
 * place the item is about ("Join their Discord server" is someone else's); or the product's name and
 * the platform, with or without that word ("Acme Twitter", "Acme YouTube Channel"), wherever it
 * stands, as "Acme on GitHub" does. Nothing else may stand in the label: "Fireship's YouTube channel"
 * names someone else. `opens`: whether only symbols come before the link in its block.
 */
function channelLabel(label: string, productName: string | null, opens: boolean): boolean {
  const text = label.replace(/\s+/g, ' ').trim();
  if (opens && new RegExp(`^${PLATFORM_WORD} ${CHANNEL_WORD}$`, 'i').test(text)) return true;
  if (!productName || productName.length < 3) return false;
  const name = productName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${name} ${PLATFORM_WORD}(?: ${CHANNEL_WORD})?$`, 'i').test(text);
}

/** A person's name as a card shows it: two to four capitalised words, none a common word ("Follow Us"). */
const CARD_PERSON = /^\p{Lu}[\p{L}'’.-]{0,30}(?: \p{Lu}[\p{L}'’.-]{0,30}){1,3}$/u;

/**
 * Whether a link stands on one person's card (issue 34, twenty-first round; invented tuning: quillfeather's
 * team cards, each a name, a role and the person's own rel="me" links): the nearest of its three closest
 * blocks that names anyone names exactly one person, not the product or an organisation.
 */
function onPersonCard($: cheerio.CheerioAPI, link: AnyNode, productName: string | null): boolean {
  for (const parent of $(link).parents().slice(0, 3).toArray()) {
    if ($(parent).is('html, body, main, header, footer, nav')) return false;
    const names = cardPeople($, parent, productName);
    // A card is small: a name, a role, a line or two and a few links; a section naming one person is no card.
    if (names.length > 0) {
      if (new Set(names).size !== 1 || $(parent).find('a[href]').length > 6) return false;
      const size = $(parent).text().replace(/\s+/g, ' ').trim().length;
      return size <= 300 || (size <= GRID_CARD_CHARS && inCardGrid($, parent, names[0]!, productName));
    }
  }
  return false;
}

/** The people a block names as a card shows them (a heading, a bold or a caption line), at most 20 looked at. */
function cardPeople($: cheerio.CheerioAPI, block: AnyNode, productName: string | null): string[] {
  return $(block)
    .find('h1, h2, h3, h4, h5, h6, strong, b, dt, figcaption')
    .toArray()
    .slice(0, 20)
    .map((node) => $(node).text().replace(/\s+/g, ' ').trim())
    .filter(
      (text) =>
        CARD_PERSON.test(text) &&
        !ORGANISATION_NAME.test(text) &&
        !namesProduct(text, productName) &&
        !text.split(' ').some((word) => isStopWord(word.toLowerCase())),
    );
}

/** A block's text length, measured once per node (a page of many cards beside one long block stays linear). */
const BLOCK_SIZES = new WeakMap<AnyNode, number>();
function blockSize($: cheerio.CheerioAPI, node: AnyNode): number {
  let size = BLOCK_SIZES.get(node);
  if (size === undefined) {
    size = $(node).text().replace(/\s+/g, ' ').trim().length;
    BLOCK_SIZES.set(node, size);
  }
  return size;
}

/** The most a grid's card may hold (a name, a role, a bio of a few sentences, a row of links). */
const GRID_CARD_CHARS = 900;

/**
 * Whether a block naming one person is one card of a grid of people (issue 34, twenty-ninth round;
 * invented tuning: driftwood's mkdocs-material grid cards, each a bold name, a rule, a role, a bio and the
 * person's own icon links, longer than a short card): a sibling of the same element, of at most the same
 * size, names exactly one other person. Whatever the markup (a list item, a column, a card's div), a
 * link there is that person's.
 */
function inCardGrid($: cheerio.CheerioAPI, block: AnyNode, person: string, productName: string | null): boolean {
  const tag = (block as { name?: string }).name;
  return $(block)
    .siblings()
    .toArray()
    .slice(0, 12)
    .some((sibling) => {
      if ((sibling as { name?: string }).name !== tag) return false;
      if (blockSize($, sibling) > GRID_CARD_CHARS) return false;
      const others = new Set(cardPeople($, sibling, productName));
      return others.size === 1 && !others.has(person);
    });
}

/** A code host's link (a repository or an organisation there). */
const CODE_HOST = /^https?:\/\/(?:www\.)?(?:github\.com|gitlab\.com|codeberg\.org|bitbucket\.org)\//i;
/** "Source Code:", "Source:", "Repository:", "Code:" and nothing else before the link. */
const SOURCE_LABEL = /^\s*(?:source(?:\s+code)?|code|repository|repo)\s*[:：]\s*$/i;
/**
 * The same label opening a later sentence of the block, just before the link ("Licensed under GPL v3.0 or later.
 * Source code: https://github.com/sevos/waystt", waystt's README, fifty-second round, tuning). Read on the last 80
 * characters before the link: bounded, linear.
 */
const SOURCE_LABEL_IN_SENTENCE = /[.!?;]\s{1,3}(?:source(?:\s{1,3}code)?|code|repository|repo)\s{0,3}[:：]\s{0,3}$/i;

/**
 * Whether a name taken from an address (a repository's owner or name, a room's alias, a launch's slug) holds the
 * product's, both letters and digits only, lower-cased: "Featuretools" in "featuretools", "papermark" in
 * "papermark-3". `product` is already so (slugOf), of three characters or more. The one test of the socials rules.
 */
const slugOf = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '');
const slugNamesProduct = (name: string, product: string) => product.length >= 3 && slugOf(name).includes(product);

/**
 * Whether a code host's link is a repository or organisation whose name names the product ("sevos/waystt" of
 * waystt): the owner's or the repository's name, letters and digits only, holds the product's (three or more).
 */
export function repositoryNamesProduct(url: string, product: string): boolean {
  const parts = repositoryParts(url, product);
  return parts !== null && parts.some((part) => part !== undefined && slugNamesProduct(part, product));
}

/**
 * Whether a code host's link is the product's own repository by its own name: a repository whose name (not only its
 * owner's) names the product ("bliker/cmder" of cmder), or an organisation that does. "acme/acme-cli" names Acme;
 * "acme/browser-extension" is another of Acme's repositories, no account of the product's under this test.
 */
export function repositoryItselfNamesProduct(url: string, product: string): boolean {
  const parts = repositoryParts(url, product);
  if (parts === null) return false;
  const [owner, name] = parts;
  return slugNamesProduct(name ?? owner ?? '', product);
}

/** A code host's repository or organisation link's owner and name (".git" dropped); null for any other link. */
function repositoryParts(url: string, product: string): [string | undefined, string | undefined] | null {
  if (product.length < 3) return null;
  const path =
    /^https?:\/\/(?:www\.)?(?:github\.com|gitlab\.com|codeberg\.org|bitbucket\.org)\/([^/?#]{1,100})(?:\/([^/?#]{1,100}))?\/?(?:[?#]|$)/i.exec(
      url,
    );
  if (!path) return null;
  return [path[1], path[2]?.replace(/\.git$/i, '')];
}

/**
 * The names an organisation on GitHub adds to its product's name ("wger-project", "alist-org"): whole words after the
 * product's name only, the organisation's name otherwise exactly the product's.
 */
const ORGANISATION_NAME_SUFFIX = /^(?:project|org|team|hq|dev|labs)?$/;
/** GitHub's own top-level pages, no account's: topics, collections, organisations' and users' settings, its own. */
const GITHUB_OWN_PATH =
  /^(?:topics|collections|orgs|users|features|marketplace|sponsors|apps|blog|about|pricing|enterprise|explore|trending|security|settings|login|join|search|site|events|readme|customer-stories)$/i;

/**
 * Whether a GitHub link is the very root of a repository or an organisation named exactly for the product (issue 34,
 * hundred-and-eighth round): a repository whose own name, letters and digits only, is the product's ("damianmac/nimbus"
 * of Nimbus, "PixelStudioforEveryone/Pixel_Connection" of PixelConnection), whatever its owner; or, with no repository,
 * an organisation whose name is the product's, one of a few words after it at most ("decibri", "wger-project",
 * "alist-org"). Not a tab, a file, an issue list, a query or a fragment: the repository's front page only. Anchored,
 * bounded: linear.
 */
export function codeHostRootNamedForProduct(url: string, productName: string | null): boolean {
  const product = slugOf(productName ?? '');
  if (product.length < 3) return false;
  const path = /^https?:\/\/(?:www\.)?github\.com\/([A-Za-z0-9_.-]{1,100})(?:\/([A-Za-z0-9_.-]{1,100}))?\/?$/i.exec(
    url,
  );
  if (!path) return false;
  // GitHub's own pages ("github.com/topics/acme", "github.com/orgs/acme") are no owner's.
  if (GITHUB_OWN_PATH.test(path[1]!)) return false;
  const repository = path[2]?.replace(/\.git$/i, '');
  if (repository !== undefined) return slugOf(repository) === product;
  const owner = slugOf(path[1]!);
  return owner.startsWith(product) && ORGANISATION_NAME_SUFFIX.test(owner.slice(product.length));
}

/**
 * What stands just before a link that makes it another project's: "built with", "powered by", "based on", "a fork of",
 * "thanks to", "inspired by", "a port of". Read on the last 80 characters before the link: bounded, linear.
 */
const BORROWED_BEFORE =
  /\b(?:(?:built|made|written|developed)\s{1,3}(?:with|on|using|upon)|powered\s{1,3}by|based\s{1,3}(?:on|upon)|fork(?:ed)?\s{1,3}(?:of|from)|thanks\s{1,3}to|inspired\s{1,3}by|port(?:ed)?\s{1,3}(?:of|from))\b/i;

/** Words that call a link the code: its host, its repository, its source, its project or organisation there. */
const OWN_CODE_WORD = /^(?:github|gitlab|codeberg|git|source|code|repo|repository|readme|project|organi[sz]ation)$/i;
/** Words a label for the code may hold around them: an article, "our", "its", "on". */
const OWN_CODE_FILLER = /^(?:the|our|its|on)$/i;

/**
 * Whether a link's own text says it is the product's code (issue 34, hundred-and-eighth round): the product's name
 * alone ("Nimbus", "Decibri"), the address itself ("https://github.com/wger-project"), or a label of six words at most
 * made only of words for the code, the product's name and a few fillers ("the repo", "git source", "GitHub", "Calva
 * README"). A picture with no text of its own, a label naming something else ("View Demo", "Bootstrap project on
 * GitHub", "GitHub repository of examples") or calling the reader to act ("Star on GitHub", read by its own rule) are
 * not. Bounded: a label over 80 characters is none; each word tested by an anchored regex: linear.
 */
export function namesOwnCode(text: string, productName: string | null): boolean {
  const label = text.replace(/\s+/g, ' ').trim();
  if (!label || label.length > 80) return false;
  if (/^(?:https?:\/\/)?(?:www\.)?github\.com\/\S+$/i.test(label)) return true;
  const product = slugOf(productName ?? '');
  if (product.length >= 3 && slugOf(label) === product) return true;
  const words = label.split(' ').map((word) => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''));
  const productWords = new Set((productName ?? '').toLowerCase().split(/\s+/));
  return (
    words.length <= 6 &&
    words.some((word) => OWN_CODE_WORD.test(word)) &&
    words.every(
      (word) => !word || OWN_CODE_WORD.test(word) || OWN_CODE_FILLER.test(word) || productWords.has(word.toLowerCase()),
    )
  );
}

/** The account a "follow" badge inside a link names ("…/twitter/follow/dubdotco?style=flat"), lower-cased. */
function followBadgeOf($: cheerio.CheerioAPI, link: AnyNode): string | null {
  for (const img of $(link).find('img[src]').toArray()) {
    const found = /\/(?:twitter|x)\/follow\/([A-Za-z0-9_]{1,15})(?![A-Za-z0-9_])/i.exec($(img).attr('src') ?? '');
    if (found) return found[1]!.toLowerCase();
  }
  return null;
}

/**
 * A company social account stands when the site presents it as its own: a link in its header, footer
 * or navigation, under a "follow us" line, a `rel="me"` link, or `sameAs` in its JSON-LD. A link
 * inside a testimonial or a quote is someone else's; a donation page is not an account at all.
 * `html` is the page the quote came from ('' when only its text is known: then only sameAs counts,
 * read from the meta text by the caller).
 */
export function companySocialVerdict(
  url: string,
  html: string,
  pageUrl: string,
  productName: string | null = null,
  fallback = true,
): Verdict {
  if (DONATION.test(url)) return 'a donation or sponsorship page, not a social account';
  if (!html) return 'where the link stands on the page is not known';
  const page = socialPage(html, pageUrl);
  if (page.sameAs.has(linkKey(url))) return null;
  // The Twitter card's account, when it bears the product's name (a page hosted on a platform may name
  // the platform's account: "@substack", "@NotionHQ").
  const handle = (xHandleOf(url) ?? xFollowIntentHandleOf(url))?.toLowerCase();
  const product = slugOf(productName ?? '');
  if (handle && page.twitterSite?.toLowerCase() === handle && product.length >= 3 && handle.includes(product))
    return null;
  // A Matrix room whose alias names the product ("#moderncv:matrix.org") is its own wherever it is linked,
  // a badge among build badges or a sentence: the alias says whose room it is. Another project's room
  // ("#jellyfin" on a Jellyfin client's page) is not.
  // So is a Slack workspace's invite whose workspace names it ("join.slack.com/t/featuretools/…" in a
  // support list's sentence, Featuretools' README): the workspace's address says whose it is.
  // And an IRC channel a web client opens whose name names it ("#etherpad-lite-dev" on etherpad.org).
  const room =
    /^https?:\/\/matrix\.to\/#\/(?:#|%23)([^:%]+)(?::|%3a)/i.exec(url)?.[1] ??
    /^https?:\/\/join\.slack\.com\/t\/([^/?#]+)\/shared_invite\//i.exec(url)?.[1] ??
    ircChannelOf(url) ??
    // A subreddit named for the product ("Post questions in the [subreddit](…/r/GoIV/)", GoIV's README,
    // tuning): the subreddit's name says whose community it is, as a room's alias does.
    /^https?:\/\/(?:www\.|old\.)?reddit\.com\/r\/([^/?#]+)\/?$/i.exec(url)?.[1];
  if (room && slugNamesProduct(room, product)) return null;
  // The product's own Product Hunt post or page ("…/posts/papermark-3", a "Product of the Day" badge in a README's
  // header; AFFiNE's and Frappe HR's READMEs, real tuning, once the fifty-second round's facts audit listed them):
  // its slug names the product, as a room's alias does, wherever it is linked.
  const launch = /^https?:\/\/(?:www\.)?producthunt\.com\/(?:posts|products)\/([^/?#]{1,100})\/?(?:[?#]|$)/i.exec(
    url,
  )?.[1];
  if (launch && slugNamesProduct(launch, product)) return null;
  const $ = page.$;
  const links = page.links.get(linkKey(url)) ?? [];
  if (links.length === 0) return 'the link is not on the page quoted';
  let inQuote = false;
  let inCredits = false;
  let byMaker = false;
  const namedRoot = fallback && codeHostRootNamedForProduct(url, productName);
  for (const link of links) {
    const element = $(link);
    // The link's own label: its text, its images' alt text, its title ("Follow Excalidraw on Twitter").
    const label = `${element.text()} ${element.attr('title') ?? ''} ${element
      .find('img[alt]')
      .toArray()
      .map((img) => $(img).attr('alt'))
      .join(' ')}`;
    if (element.is('link')) return null;
    // rel="me" says the page's author is the account's owner: the site's own, unless the link stands on one
    // person's card (then it is that person's; the other signs below may still make it the site's).
    const personal = onPersonCard($, link, productName);
    if (/\bme\b/.test(element.attr('rel') ?? '') && !personal) return null;
    if (element.closest(TESTIMONIAL).length) {
      inQuote = true;
      continue;
    }
    if (element.closest(CREDITS_PLACE).length) {
      inCredits = true;
      continue;
    }
    // Its line: its block, or its own parent element (a footer's text) unless that is the page or a whole section (a
    // page of links straight under the body is not read once per link).
    const line = element.closest('li, p, dd, td, h1, h2, h3, h4, h5, h6')[0] ?? (link.parent as AnyNode | null);
    const before = line && !$(line).is('html, body, main, section, article') ? textBefore(line, link) : null;
    if (
      before !== null &&
      (FIND_ME_BEFORE.test(before.slice(-40)) || handleAfterPersonName(label, url, before, productName))
    ) {
      byMaker = true;
      continue;
    }
    if (element.closest(OWN_PLACE).length) return null;
    if (OWN_LABEL.test(label)) return null;
    // A badge that says "follow @handle" ("img.shields.io/twitter/follow/dubdotco") on a link to that very
    // account (Dub's README, tuning): the badge is the README's "follow us".
    if (handle && followBadgeOf($, link) === handle) return null;
    // "SerenityOS on GitHub": the link's own label says it is the product's account. So does "the MarkBind
    // project on GitHub" (MarkBind's about page, twenty-first round, tuning): the product's project there.
    if (productName && productName.length >= 3) {
      const name = productName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      if (
        new RegExp(
          `^\\s*(?:the\\s+)?${name}(?:\\s+(?:project|repository|repo|organi[sz]ation|org|account|page|community))?\\s+on\\s+\\S+\\s*$`,
          'i',
        ).test(label.replace(/\s+/g, ' '))
      )
        return null;
    }
    const block = element.closest('li, p, dd, td, h1, h2, h3, h4, h5, h6')[0];
    // A bare "YouTube Channel" label opens an item about the product's own place, unless the item goes
    // on to credit the channel to someone ("YouTube Channel by Fireship", "… of the conference").
    const opens =
      block !== undefined &&
      !/[\p{L}\p{N}]/u.test(textBefore(block, link)) &&
      !CREDITED.test(
        $(block)
          .text()
          .slice(textBefore(block, link).length + $(link).text().length),
      );
    if (channelLabel(label, productName, opens)) return null;
    // "Source Code: https://github.com/encode/starlette" (Starlette's docs home, twenty-eighth round, tuning): a
    // paragraph or item that opens by calling the link the source code is the product's own repository. Only
    // a code host's link, only that label before it ("Source code of the theme: …" is not).
    if (block !== undefined && CODE_HOST.test(url) && SOURCE_LABEL.test(textBefore(block, link))) return null;
    // The label may open a later sentence of the block ("Licensed under GPL v3.0 or later. Source code: …", waystt's
    // README, fifty-second round, tuning) when the repository's name names the product: a paragraph on the
    // licence or credits may name another project's code after its first sentence; the name says whose it is.
    if (
      block !== undefined &&
      repositoryNamesProduct(url, product) &&
      SOURCE_LABEL_IN_SENTENCE.test(textBefore(block, link).slice(-80))
    )
      return null;
    // "visit our [Discord channel]", "ask questions in our [Discourse forum]" (GoIV's and restic's READMEs,
    // tuning): "our" just before a link whose label names only a platform or a place to talk.
    if (
      block !== undefined &&
      /\bour\s*$/i.test(textBefore(block, link).slice(-40)) &&
      OUR_PLACE.test(label.replace(/\s+/g, ' '))
    )
      return null;
    // "head over to our [GitHub repository]" (ChainFiliates' README, sixty-fifth round, tuning): "our" just before a
    // link labelled only by a code host, to a repository or organisation whose name names the product (a README's
    // "our GitHub repository" may point at another of the organisation's, as "see the examples in our GitHub" does).
    if (
      block !== undefined &&
      CODE_HOST.test(url) &&
      repositoryNamesProduct(url, product) &&
      /\bour\s*$/i.test(textBefore(block, link).slice(-40)) &&
      OUR_CODE_PLACE.test(label.replace(/\s+/g, ' '))
    )
      return null;
    // "Github Repo (for issues/requests/sauce)" (cmder's home page of 2015, seventy-third round, tuning): a line that
    // opens with a link labelled only as a code host's repository, to a repository whose own name names the product
    // (not the owner's alone: another of the organisation's repositories is no account of the product's). The
    // sixty-fifth round's "the GitHub repository" inside a sentence stays out: the line must open with the link.
    // So does a button calling the reader to it ("Star on GitHub", "View on Github": odometer's and jQuery Transit's
    // home pages, eightieth round, tuning), under the same tests: only that label, a repository named for the product.
    const bare = label.replace(/\s+/g, ' ').trim();
    // A "Fork me on GitHub" ribbon (Elevator.js's demo page, eighty-seventh round, tuning): a picture whose alt is the
    // label, the link holding no text of its own and standing in no block of text (a link straight under the body,
    // over the page's corner), to a repository named for the product. A text link so labelled inside a paragraph or
    // an item is not read as a ribbon.
    if (
      block === undefined &&
      CODE_HOST.test(url) &&
      CODE_HOST_RIBBON_LABEL.test(bare) &&
      !/[\p{L}\p{N}]/u.test(element.text()) &&
      repositoryItselfNamesProduct(url, product)
    )
      return null;
    if (
      CODE_HOST.test(url) &&
      (CODE_HOST_REPOSITORY_LABEL.test(bare) || CODE_HOST_CALL_LABEL.test(bare)) &&
      repositoryItselfNamesProduct(url, product) &&
      opensItsLine($, link, block)
    )
      return null;
    // In a row of people's accounts only a link its label calls a platform ("X/Twitter", "GitHub") is the
    // site's own; one labelled by a person or a picture is that person's.
    // A person's card's own row of links (GitHub, Mastodon, X under a name and a role) is that person's.
    if (!personal && inSocialRow($, link, !PLATFORM_LABEL.test(label.replace(/\s+/g, ' ').trim()))) return null;
    if (inChannelsList($, link)) return null;
    if (inCommunitySection($, link, block, url, label, product)) return null;
    // A chat's invite in the page's opening row of badges (Memos' "Discord" badge beside its Docker pulls;
    // Dawarich's, AList's: real tuning, forty-sixth round): the README's header, where a project puts its own
    // place to talk. Only a chat: a plain X badge there still needs its label or its badge to say whose it is
    // (eighteenth round).
    if (CHAT_INVITE.test(url) && inOpeningBadgeRow($, link)) return null;
    // A "follow us" line just before the link, in its parent or grandparent (not the whole page).
    const context = element
      .parents()
      .slice(0, 3)
      .toArray()
      .filter((parent) => !$(parent).is('html, body, main'))
      .map((parent) =>
        $(parent)
          .contents()
          .toArray()
          .map((node) => $(node).text())
          .join(' ')
          .slice(0, 600),
      )
      .join(' ');
    if (FOLLOW_US.test(context)) return null;
    // The repository or organisation named exactly for the product, at its root (issue 34, hundred-and-eighth round;
    // real tuning: Nimbus' "and Nimbus was born", Newsboat's "the repo", Bacula-Web's "git source", PixelConnection's
    // "GitHub", decibri's "© 2026 Decibri"): its own code wherever the page links it, but not on a person's card nor
    // after "built with", "based on", "a fork of" (another project's). The drafter takes it only when no other GitHub
    // link on the site passes (`fallback`): an organisation's account the page presents as its own comes first.
    // Only a link whose own words say it is the code or the product (`namesOwnCode`): a picture linked to the
    // repository (a README's header logo, a stars or platform badge) decorates the page, and "View Demo" names
    // something else (Linkding's, Lago's header logos, Dockge's and Notch's badges, Mealie's "View Demo": real tuning,
    // whose facts hold no GitHub account).
    if (
      namedRoot &&
      !personal &&
      namesOwnCode(element.text(), productName) &&
      !(before !== null && BORROWED_BEFORE.test(before.slice(-80)))
    )
      return null;
  }
  return inQuote
    ? "the link is inside a testimonial or quote: someone else's account"
    : inCredits
      ? "the link stands in the page's credits: its maker's own account"
      : byMaker
        ? 'the link follows its maker\'s "find me at" or name: their own account'
        : 'the site does not present the link as its own (not in its header, footer, a "follow us" line or sameAs)';
}

// ——— logo ———

/**
 * A picture kept as a sponsor's or a backer's, or as a screenshot, is no logo of the product: the path's
 * folder ("…/sponsors/umbrel-banner.jpg", ".github/assets/sponsors/x.svg", "screenshots/") or its file's
 * own words ("ssd-nodes-sponsorship.png", "screenshot-1.png"). Real tuning: Dashy's README, three
 * sponsors' banners ("Dashy is kindly sponsored by …") around its mark. A file called logo is the
 * product's mark whatever its folder (Dokploy's README, tuning: its opening ".github/sponsors/logo.png").
 * The address's path only, not its query; its host only for a badge service (below).
 */
const NOT_A_MARK_FOLDER = /(?:^|\/)(?:sponsors?|sponsorships?|backers?|screen-?shots?)\//i;
const NOT_A_MARK_FILE = /(?:^|[_.-])(?:sponsors?|sponsorships?|backers?|screen-?shots?)(?=[_.-]|$)/i;
const LOGO_FILE = /^logo(?:[_.-]|$)/i;
/**
 * A file called "preview" and nothing else (a number at most: "preview.jpg", "preview-2.png") is the page's share
 * picture, a view of the product, not its mark (issue 34, hundred-and-fourth round; real tuning: jQuery Transit's
 * home page, whose og:image "…/jquery.transit/preview.jpg" was drafted as its logo, the page having no mark). Only the
 * file's whole name: "logo-preview.svg" or "preview-logo.png" says logo and is kept. Anchored and bounded.
 */
const PREVIEW_FILE = /^previews?(?:[_-]?\d{1,3})?\.[a-z0-9]{2,5}$/i;

/**
 * A badge service's image is a version, build or download badge, never the product's mark, whatever its file is
 * called: "badge.fury.io/js/hotel.svg" in the h1 "hotel" (hotel's README, sixty-eighth round, tuning), shields.io's
 * npm version badge "img.shields.io/npm/v/vue-html-secure.svg" in the h1 "vue-html-secure" (tuning), each file named
 * for the product, so taken as its mark. The host only, as the drafter already read it for an image called a logo:
 * shields.io's and badgen's image hosts, or a host that says "badge" ("badge.fury.io", "ghcr-badge.egpl.dev",
 * "forthebadge.com"); not a path ("…/badge-logo.svg" on the product's own site), nor a query.
 */
const BADGE_IMAGE_HOST = /^(?:img\.shields\.io|badgen\.net)$|badge/i;

/** Whether an image's absolute address is on a badge service's host (a relative one is the page's own). */
export function isBadgeImage(url: string): boolean {
  if (!/^https?:\/\//i.test(url)) return false;
  try {
    return BADGE_IMAGE_HOST.test(new URL(url).hostname);
  } catch {
    return false;
  }
}

/**
 * GitHub's "Fork me on GitHub" ribbon, pinned to a corner of an old project page and linked to its repository, is a
 * call to fork it, never the product's mark (issue 34, hundred-and-twenty-first round; real tuning: Sortable's home
 * page, whose "s3.amazonaws.com/github/ribbons/forkme_right_orange_ff7600.png" was drafted as its logo, and taken as
 * the page's first image before its own "st/logo.png"). GitHub's ribbons are kept in its "github/ribbons" folder and named
 * "forkme_<side>_<colour>_<hex>.png"; a proxied copy ("camo.githubusercontent.com/<hex>") says so only by its alt text,
 * "Fork me on GitHub" (or GitLab, Bitbucket). Anchored and bounded: the file's first characters, the alt's first 40.
 */
const RIBBON_FOLDER = /(?:^|\/)github\/ribbons\//i;
const RIBBON_FILE = /^fork[-_]?me[-_]/i;
const RIBBON_ALT = /^\s*fork me on (?:github|gitlab|bitbucket)\b/i;

/** Whether an image (its address, and its alt text when read from a page) is a "Fork me on GitHub" ribbon. */
export function isForkRibbon(url: string, alt = ''): boolean {
  if (RIBBON_ALT.test(alt.slice(0, 40))) return true;
  let path: string;
  try {
    path = new URL(url, 'http://localhost/').pathname.slice(0, 500);
  } catch {
    return false;
  }
  return (
    RIBBON_FOLDER.test(path) || RIBBON_FILE.test(path.slice(path.lastIndexOf('/') + 1, path.lastIndexOf('/') + 41))
  );
}

export function logoVerdict(url: string): Verdict {
  if (isBadgeImage(url)) return "the image is a badge service's (a version or build badge), not the product's logo";
  if (isForkRibbon(url))
    return 'the image is a "Fork me on GitHub" ribbon, a call to fork the repository, not the product\'s logo';
  let path: string;
  try {
    path = new URL(url, 'http://localhost/').pathname.slice(0, 500);
  } catch {
    return null;
  }
  const file = path.slice(path.lastIndexOf('/') + 1);
  const notMark = NOT_A_MARK_FILE.test(file) || (NOT_A_MARK_FOLDER.test(path) && !LOGO_FILE.test(file));
  if (notMark)
    return "the image is kept as a sponsor's, a backer's or a screenshot (its path says so), not the product's logo";
  return PREVIEW_FILE.test(file)
    ? "the image is a preview picture (its file is called preview), not the product's logo"
    : null;
}

/**
 * A favicon at the root of another host ("http://static.hubspot.com/favicon.ico") is that host's site icon, its
 * maker's or its platform's, not the product's, when the host is not named for the product (issue 34,
 * hundred-and-twenty-first round; real tuning: odometer's documentation home on HubSpot's open-source template, whose
 * `<link rel="icon" href="http://static.hubspot.com/favicon.ico">`, HubSpot's sprocket, was drafted as odometer's
 * logo). Only the root's "/favicon.<ext>" (a site's icon by convention) on a host other than the page's, and only when
 * no word of the product's name (three letters or more) is in the host: Zola's "https://www.getzola.org/favicon.ico"
 * is its own. No name known, no verdict. The host and the name are read cut (253 and 80 characters).
 */
const ROOT_FAVICON = /^\/favicon\.(?:ico|png|svg|gif)$/i;

export function foreignFaviconVerdict(url: string, pageUrl: string, productName: string | null): Verdict {
  if (!productName) return null;
  let icon: URL;
  let page: URL;
  try {
    icon = new URL(url);
    page = new URL(pageUrl);
  } catch {
    return null;
  }
  if (!/^https?:$/.test(icon.protocol) || !ROOT_FAVICON.test(icon.pathname.slice(0, 40))) return null;
  if (icon.host === page.host) return null;
  const host = icon.hostname
    .slice(0, 253)
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');
  const words = productName
    .slice(0, 80)
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= 3);
  if (words.length === 0 || words.some((word) => host.includes(word))) return null;
  return "the favicon is another site's (the root icon of a host not named for the product), not the product's logo";
}

// ——— pricing model ———

/**
 * A price: a currency sign and a sum, or a sum and a currency. A sign glued to "=" is a value assigned in code, not a
 * price: a query's positional placeholder "where id=$1" (postgres-pool's README, sixty-sixth round, tuning: its usage
 * example "pool.query('SELECT * from "users" where id=$1', [userId])" drafted `paid`; issue 34, seventy-fourth round).
 * The drafter reads prices with this one pattern, and the verifier's pricing verdict too.
 */
export const PRICE = /(?:(?<!=)[$€£¥]\s?\d[\d,.]*|\b\d[\d,.]*\s?(?:USD|EUR|GBP|CHF|€|\$))/;
const ZERO_PRICE = /(?:[$€£¥]\s?0(?:[.,]0+)?(?![\d.,]*[1-9])\b|\b0(?:[.,]0+)?\s?(?:USD|EUR|GBP|€|\$))/;
const PERIOD =
  /(?:\/\s?(?:mo|month|yr|year|user|seat)\b|\bper (?:month|year|user|seat)\b|\bmonthly\b|\bannually\b|\byearly\b|\bbilled\b|\bsubscription\b)/i;
const ONE_TIME = /\b(?:one[- ]time|lifetime (?:deal|licen[cs]e|access)|pay once|single payment|buy once)\b/i;
/**
 * "Free and open source" said in another language, after the verb "is" (issue 34, sixty-third round; real tuning:
 * BambuJab's German documentation, "BambuJab ist kostenlos und Open Source (AGPL v3)"): German "ist/sind kostenlos und
 * Open Source", French "est/sont gratuit(e)(s) et open source" and Spanish "es/son gratuito(a)(s) y de código abierto"
 * (standard translations of the English phrase FREE_PLAN reads); "gratis" is a free word in all three. An adverb of
 * degree may stand before it ("entièrement", "komplett", "totalmente"). As in English, "… open source license" is a licence.
 */
const FREE_AND_OPEN_ELSEWHERE =
  /\b(?:ist|sind|est|sont|es|son)\s+(?:(?:komplett|völlig|vollständig|entièrement|totalement|complètement|totalmente|completamente)\s+)?(?:kostenlos|gratuite?s?|gratuit[oa]s?|gratis)\s+(?:und|et|y)\s+(?:de\s+código\s+abierto|open[- ]source)(?![\p{L}-])(?!\s+(?:licen[cs]e|Lizenz|licencia))/iu;
/**
 * A free plan or a free product stated: a free-plan phrase; "free and open source"; a tagline whose
 * coordinated adjectives (three or more) include "free", first or later ("A free, fast and beautiful …",
 * "A Fast, Easy and Free Bittorrent Client"), not before "trial"; two ("Fast, free delivery") may be an offer;
 * "Free as in Free Beer", the idiom for no price (VikingGTD's README, tuning; "not free as in beer" is none).
 * "&" joins as "and" does: "✅ Free & open source — no expensive diagramming tool licenses" (TerraVision's README,
 * fifty-sixth round, tuning), wherever "free and open source" is read (at the line's start, after "is"/"are",
 * after a comma); "a Free & Open Source license" is still a license. So does a comma, at the line's start or after
 * "is"/"are": "Free, open-source remote desktop software you can host yourself." (PixelConnection's README,
 * fifty-sixth round, tuning). A promise that it stays free: "Bacula-Web is an open source project and will always be
 * free of charge." (Bacula-Web's README, seventy-fourth round, tuning), "… is and will always be free"; not "free
 * from ads" or "free of bugs" (what it is without, not its price), not "free-as-in-freedom" nor "free software" (a
 * licence), not a trial. Nor a compound "X-free" ("Produces a duplicate-free version of the array": underscorejs.org, the
 * ninety-first round's tuning page, merged after): what it is without, as "free of" is.
 * "Free and open source" after "as" too, and with no "and" at the line's start or after "is"/"are"/"as" (issue 34,
 * hundred-and-thirteenth round; real tuning: Monica's README, "by offering Monica as a free, open-source project";
 * Clabo's, "Clabo is developed by Ivan Osipov as free and open source project."; HyperUI's title "Free Open Source
 * Tailwind CSS Components | HyperUI"), not in a list of other things ("such as", "as well as"), not a licence. "Most
 * features are free" (or "the majority of … features") is a free plan too (SiYuan's README, "Most features are free,
 * even for commercial use.", beside "Some features are only available to paid members"): only part of it is free
 * (PARTLY_FREE), so never "free" alone; not "free of ads" or "free from bugs", not a trial.
 */
const FREE_PLAN_ENGLISH =
  /\b(?<!-)(?:free (?:plan|tier|forever|version|edition|account)|free for(?:ever| everyone| individuals| personal use| small teams| open[- ]source)|forever free|always free|completely free|100% free|free to use|free as in (?:free )?beer)\b|\bwill\s(?:always|forever)\sbe\sfree\b(?!-|\s(?:from|of(?!\scharge\b)|trial|software)\b)|(?:^(?:an?\s+)?|\b(?:is|are)\s+|\b(?<!\b(?:such|well)\s)as\s+(?:an?\s+)?)free(?:\s(?:and|&)|,)?\sopen[- ]source\b(?!\s+licen[cs]e)|\b(?:most|(?:the\s+)?majority\s+of)\s+(?:(?:our|its|the)\s+)?features\s+(?:are|remain|stay)\s+free\b(?![\s-](?:from|of(?!\scharge\b)|trial)\b)|^free\s*(?:[—–:]|\s-)\s*\S|^(?:an?\s+)?free,\s+[\p{L}-]+(?:,|\s+and)\s|^(?:an?\s+)?(?:[\p{L}-]+,\s+){1,4}(?:[\p{L}-]+,?\s+and\s+free\s+(?!trial\b)\p{L}|free,?\s+and\s+[\p{L}-]+\s+\p{L})|,\s+free\s+(?:and|&)\s+open[- ]source\b(?!\s+licen[cs]e)/iu;
/**
 * A free allowance (issue 34, ninety-seventh round; real tuning: Ente's README, "Ente Photos is a paid service, but we
 * offer 10GB of free storage.", "Ente Locker is free for up to 100 items."): a quantity of storage "of free storage", or
 * "free for up to <number> <things>". A free plan with its limit (FREE_PLAN), so only part of it is free (PARTLY_FREE):
 * beside a paid plan it is freemium, alone it is not "free". A trial is still no plan (statesFreePlan). Bounded runs
 * of digits and spaces: linear.
 */
export const FREE_ALLOWANCE =
  /\b\d{1,6}\s?(?:[KMGT]B|GiB|TiB)\s{1,3}of\s{1,3}free\s{1,3}storage\b|\bfree\s{1,3}for\s{1,3}up\s{1,3}to\s{1,3}\d{1,9}\s{1,3}\p{L}/iu;
export const FREE_PLAN = new RegExp(
  `${FREE_PLAN_ENGLISH.source}|${FREE_AND_OPEN_ELSEWHERE.source}|${FREE_ALLOWANCE.source}`,
  'iu',
);

/**
 * A list item's leading marks (LEADING_MARKS, below: check marks, emoji, bullets, shortcodes) read past:
 * "✅ Free and open-source", a features checklist's item (Ryot's README, fifty-fourth round, tuning). Not a
 * run holding a currency sign ("$0 / month" keeps its "$").
 */
export function withoutLeadingMarks(text: string): string {
  const marks = LEADING_MARKS.exec(text)?.[0];
  return marks && !/[$€£¥]/u.test(marks) ? text.slice(marks.length) : text;
}
/**
 * A list item opened by a mark that says no ("❌ Free plan", "✗ Free and open-source", "🚫 Free forever"; the
 * tuning page Dockge's README lists "❌ Windows (Will be supported later)" so): what it names is not there.
 */
export const deniedByMark = (text: string): boolean => /[❌✗✘✖×🚫⛔]/u.test(LEADING_MARKS.exec(text)?.[0] ?? '');
/** A free-plan phrase (FREE_PLAN), read past a list item's leading marks ("✅ Free and open-source"), not denied. */
export const freePlanPhrase = (line: string): boolean =>
  !deniedByMark(line.trim()) && FREE_PLAN.test(withoutLeadingMarks(line.trim()));

/** "X is (currently) offered for free": free, when X is the product (not "Updates are available for free"). */
const FREE_OFFER = new RegExp(
  // "This program/project/software …" on the product's own page is the product (AList's README, tuning:
  // "This program is a free and open source project.").
  String.raw`^((?:\p{Lu}[\p{L}\p{N}.+#-]*)(?:\s\p{Lu}[\p{L}\p{N}.+#-]*){0,2}|It|This(?:\s(?:program|project|software|app|application|tool))?)` +
    // "X is (currently) offered for free", "X is a free, self-hostable …", "X is the … free open
    // source help desk", or in apposition: "X, a free, self-hostable feeds aggregator"; a word or two
    // may say what kind ("X is a free meal-planning app": issue 34, seventeenth round; invented tuning
    // trap: loomleaf).
    String.raw`(?:\s+(?:is|are)\s+(?:currently\s+|now\s+)?(?:offered|available|provided)\s+(?:for\s+free|free\s+of\s+charge)\b` +
    String.raw`|(?:\s+(?:is|are)\s+(?:an?\s+|the\s+)?(?:[\p{L}-]+\s+){0,4}|,\s+an?\s+)free(?:,\s|\s+(?:and\s+)?(?:open[- ]source|libre|self-host\w*|(?:[\p{L}-]+\s+){0,2}?(?:app|application|tool|service|platform|alternative|program)\b)))`,
  'u',
);

/** "This program", "This project": the product whose page it is (FREE_OFFER's subject). */
const THIS_PRODUCT = /^This\s(?:program|project|software|app|application|tool)$/;

/**
 * A statement that the product itself is free ("GoatCounter.com is currently offered for free",
 * "FreshRSS, a free, self-hostable feeds aggregator"): its subject is the product, not a feature
 * ("Updates are available for free") nor another tool ("The Chrome extension is a free tool").
 */
export function statesFreeOffer(quote: string, productName: string | null): boolean {
  // A name written in lower case ("offen is a free and open source analytics software": offen's about page, issue
  // 34, forty-seventh round, real tuning) is the subject as the site writes it: read as the product's name.
  const text = quote.trim();
  const lowerName = productName && /^\p{Ll}/u.test(productName) && text.startsWith(`${productName} `);
  const subject = FREE_OFFER.exec(lowerName ? `It${text.slice(productName.length)}` : text)?.[1];
  if (!subject || /\?\s*$/.test(text) || TRIAL.test(quote) || FREE_PERIOD.test(quote)) return false;
  return subject === 'It' || subject === 'This' || THIS_PRODUCT.test(subject) || namesProduct(subject, productName);
}
/**
 * A paid tier stated in words, without a price: "explore our paid versions", "a commercial license"; a fee the
 * site says it charges ("so we charge a subscription fee", "We choose the subscription business model": Plausible's
 * README, fortieth round, tuning, beside its "free as in beer" self-hosted edition), not one it denies ("we don't
 * charge a fee", "no subscription fee", "We don't charge a subscription fee": up to three words between the
 * denial and the fee). A paid hosted edition or the service itself called paid (issue 34, ninety-seventh round; real
 * tuning: Coolify's README, "If you do not want to self-host Coolify, there is a paid cloud version available", and
 * Ente's, "Ente Photos is a paid service, but we offer 10GB of free storage."): "paid cloud/hosted/managed version,
 * plan, service …", "<it> is a paid service/offering": what it is, not what a user may make of it ("resell it as a
 * paid service": a licence's freedom), nor others' ("integrates with paid services"). Paid members, a paid account,
 * paid subscribers (issue 34, hundred-and-thirteenth round; real tuning: SiYuan's README, "Some features are only
 * available to paid members", and Monica's, "… or by subscribing to a paid account"): a paid plan the product sells,
 * not an account on another service ("a paid account on OpenAI", "with"/"at"/"from" too). Bounded runs and
 * lookbehind: linear.
 */
export const PAID_PLAN =
  /\b(?:paid (?:versions?|plans?|tiers?|editions?|subscriptions?)|paid (?:cloud|hosted|managed) (?:versions?|plans?|editions?|tiers?|services?|offerings?)|(?:is|are) an? paid (?:service|offering)|paid (?:accounts?|members(?:hips?)?|memberships?|subscribers?)(?!\s{1,3}(?:on|at|with|from)\s)|commercial (?:versions?|licen[cs]es?|plans?|editions?)|(?:pro|premium|enterprise) (?:plans?|tiers?|editions?|versions?)|(?<!\b(?:no|not|never|don['’]t|doesn['’]t|won['’]t|without|zero)\s{1,3}(?:[\w-]{1,20}\s{1,3}){0,3})(?:charges?\s{1,3}(?:you\s{1,3})?an?\s{1,3}(?:(?:small|monthly|yearly|annual|subscription|licen[cs]e|usage)\s{1,3})?fee|subscription\s{1,3}(?:fees?|business\s{1,3}model)))\b/i;
/** The product a paid-tier phrase belongs to: "Binaries of Subsonic", "Subsonic's", "Subsonic Premium". */
const PAID_OWNER =
  /\b(?:of|from|by)\s+(\p{Lu}[\p{L}\p{N}-]{1,40})|(\p{Lu}[\p{L}\p{N}-]{1,40})(?:['’]s\b|\s+(?:Premium|Pro|Enterprise|Plus)\b)/gu;

/**
 * A paid tier stated of another product: every sentence naming a paid tier names another product as
 * what it sells ("Binaries of Subsonic are only available under a commercial license." on Airsonic's
 * README, tuning: the fork's history, not its price). A sentence naming no product, or this one, is
 * this product's.
 */
export function paidPlanOfAnother(quote: string, productName: string | null): boolean {
  if (!productName) return false;
  const sentences = (quote.match(/[^.!?]+[.!?]*/g) ?? []).filter((sentence) => PAID_PLAN.test(sentence));
  return (
    sentences.length > 0 &&
    sentences.every((sentence) => {
      const owners = [...sentence.matchAll(PAID_OWNER)].map((match) => match[1] ?? match[2]!);
      return (
        owners.some((owner) => !OWN_PLAN_WORDS.test(owner) && !namesProduct(owner, productName)) &&
        !owners.some((owner) => namesProduct(owner, productName))
      );
    })
  );
}

/**
 * The price of an extra, not of the product: "a $30 per year white-label license", "remove the
 * branding for $10", "add-ons from $5", "sponsor us for $5 a month"; a referral's reward ("Stickermule
 * earn a $10 credit after your first purchase", Pi-hole's list of ways to support it); money raised, not asked of a
 * user: a fundraising goal or total ("Goal of $1,000,000", "Our target is to raise $1,000,000", "raised $2M":
 * issue 34, sixty-fourth round, real tuning: Free For Charity's endowment cards). It states no pricing model of
 * the product itself.
 */
export const ADD_ON_PRICE =
  /\b(?:white[- ]?label(?:ed|ing)?|remov(?:e|es|ing|al of) (?:the |our |all )?(?:[\w-]+ )?branding|branding removal|add-?ons?|donat\w+|sponsor\w*|earn (?:an? )?\S{1,12} (?:in )?credits?|fundrais\w*|goal of|rais(?:e|es|ed|ing)(?= (?:over |more than |about |nearly )?[$€£]))\b/i;
/**
 * A patron's pledge on Patreon: money given to the makers, no price of the product (Feri's README, eighty-fourth
 * round, tuning: "Help support this project on Patreon. Help me caretake and craft new software, videos, and
 * interactive art. All for as little as $1 a month." drafted `paid`). Not when the line sells something there: a
 * paid version or plan (PAID_PLAN: "Poiyomi Pro is a Paid Version of the shader, available as a subscription model for
 * $10/month on Patreon") or a subscription ("Subscribe on Patreon ($10/month)"): that is the product's price, paid
 * through Patreon. Three fixed-word tests: linear.
 */
const PATREON = /\bpatreon\b/i;
const SUBSCRIBED = /\bsubscri(?:be[sd]?|bing|ptions?)\b/i;
export const patronPledge = (text: string): boolean =>
  PATREON.test(text) && !SUBSCRIBED.test(text) && !PAID_PLAN.test(text);
/** The price of an extra or money given (ADD_ON_PRICE, or a patron's pledge): no price of the product. */
export const extraPrice = (text: string): boolean => ADD_ON_PRICE.test(text) || patronPledge(text);
/** A quote that states a price of the product (not of an extra, not $0). */
export const statesProductPrice = (quote: string) => PRICE.test(quote) && !ZERO_PRICE.test(quote) && !extraPrice(quote);

/** Only part of it is free: "Majority of our features are free", "most features are free"; a free allowance. */
export const PARTLY_FREE = new RegExp(
  `${/\b(?:majority|most|many|some|several|core|basic)\b[^.!?]{0,40}\bfree\b/.source}|${FREE_ALLOWANCE.source}`,
  'iu',
);
const TRIAL = /\b(?:free trial|trial|try (?:it )?(?:for )?free|free for \d+ days|\d+[- ]day)\b/i;
/**
 * Free only for a while: "free during the beta", "While Acme Cloud is in public beta, you can build …
 * completely free", "free for a limited time", "free for now". A free period states no pricing model, as
 * a trial states no free plan (issue 34, class 3).
 */
export const FREE_PERIOD =
  /\b(?:while\b[^.!?]{0,60}?\b(?:in (?:a |an |its |the )?(?:private |closed |public |open |early )?(?:beta|alpha|preview|early access))|during (?:the |our |its |this )?(?:private |closed |public |open |early )?(?:beta|alpha|preview|early access|launch)|(?:beta|alpha|preview|launch) (?:period|phase)|for a limited time|limited[- ]time|for now|for the time being|until (?:the )?(?:beta|launch|general availability|further notice)\b)/i;
const NO_FREE =
  /\b(?:no|not a|isn't a|is not a|without a|don't (?:have|offer) a|do not (?:have|offer) a)\s+free (?:plan|tier|version)\b|\bnot free\b/i;

/**
 * A plan named and called free, as a plans page heads it: "1. Limited: Free", "Hobby — Free" (real
 * tuning: GoPusher's plans page, "### 1. Limited: Free" beside "### 2. Monthly: $29 per month"). An
 * extra called free is no plan ("Setup: Free", "Shipping: Free", "Trial: Free").
 */
export const PLAN_CALLED_FREE = /^(?:\d{1,2}[.)]\s+)?\p{L}[\p{L}-]*(?:\s\p{L}[\p{L}-]*){0,2}(?::|\s[—–-])\s*free$/iu;
const FREE_EXTRA =
  /\b(?:set-?up|shipping|delivery|support|onboarding|migration|installation|returns?|updates?|upgrades?|trials?|demos?|consultations?|cancell?ations?|registration|sign-?up)\b/i;

/**
 * The self-hosted edition stated free, as open-source products state their pricing: "Self-hosting is free
 * and unrestricted; the paid tiers exist for people who'd rather not do this page" (real tuning: Kiln's
 * self-hosting guide), "The self-hosted version is free", "free to self-host", "Self-host it for free",
 * "free for self-hosted users". A free plan of the product (with a paid cloud beside it, freemium).
 * Bounded: at most 30 characters between the subject and "is free".
 */
export const SELF_HOSTED_FREE =
  /\bself-host(?:ing|ed)?\b[^.!?;]{0,30}?\b(?:is|are|stays|remains)\s+(?:(?:completely|entirely|always|100%)\s+)?free\b|\bfree to self-host\b|\bself-host(?:\s+it)?\s+for\s+free\b|\bfree (?:for|when) self-host(?:ed|ing)\b/i;
/**
 * A plan card's price line calling it free where it is got: "Free on GitHub" (real tuning: Dekart's
 * self-hosted pricing page, its Open-Source card beside Premium and Enterprise). The whole line only.
 */
export const FREE_WHERE = /^[Ff]ree (?:on|from|via) (?:the )?\p{Lu}[\p{L}\p{N}.-]*(?:\s\p{Lu}[\p{L}\p{N}.-]*){0,2}$/u;

/** A statement of a free plan: a free-plan phrase, a $0 plan, or a plan called "Free" (not a question, not a trial). */
export function statesFreePlan(quote: string): boolean {
  const text = withoutLeadingMarks(quote.trim());
  if (/\?\s*$/.test(text) || NO_FREE.test(text) || FREE_PERIOD.test(text) || deniedByMark(quote.trim())) return false;
  if (PLAN_CALLED_FREE.test(text) && !FREE_EXTRA.test(text)) return true;
  if (FREE_WHERE.test(text)) return true;
  if (SELF_HOSTED_FREE.test(text)) return !TRIAL.test(text);
  // "Free — 14-day trial", "a free, 30-day trial": a trial is not a free plan.
  if (FREE_PLAN.test(text)) return !/\bfree trial\b|\btrial\b/i.test(text);
  if (/^free$/i.test(text) || /^free\n/i.test(text)) return true;
  return ZERO_PRICE.test(text) && !TRIAL.test(text);
}

/** Words that open a sentence about this product's own plans, never another product's name. */
const OWN_PLAN_WORDS =
  /^(?:It|Its|This|That|These|We|Our|You|Your|They|Their|The|A|An|All|Both|Every|Each|Everything|There|Here|No|Free|Plans?|Tiers?|Pricing|Prices?|Pro|Premium|Enterprise|Team|Teams|Business|Starter|Basic|Hobby|Personal|Standard|Plus|Growth|Scale|Cloud|Self-hosted|Self-hosting|Self-host|Lifetime|Community|Edition|Version|Open|Source)$/;
/** A capitalised name of one to three words opening a sentence: the subject that may be another product. */
const NAME_SUBJECT = String.raw`^((?:\p{Lu}[\p{L}\p{N}.+#-]*)(?:\s\p{Lu}[\p{L}\p{N}.+#-]*){0,2})`;
/** A sentence about its subject: "VSCode is a Free and Open Source software …". */
const ABOUT_SUBJECT = new RegExp(String.raw`${NAME_SUBJECT}\s+(?:is|are|was|has)\b`, 'u');
/** A price or a free plan a sentence's subject offers, not a sentence that only names it. */
const PRICING_SUBJECT = new RegExp(
  NAME_SUBJECT +
    String.raw`(?:['’]s\s+(?:[\p{L}-]+\s+){0,3}?(?:plans?|tiers?|pricing|prices?|versions?|editions?)\b` +
    String.raw`|\s+(?:is|are|was|has|have|offers?|provides?|charges?|costs?|gives?|includes?|starts?)\b)`,
  'u',
);

/** Punctuation a word of running text may open or close with ("(hosting,", "“storage”."). */
const WORD_EDGE = /^[("'“‘[]+|[)"'”’\],.;:!?]+$/gu;

/**
 * The words a site writes in lower case in running text ("free hosting for everyone", "self-hosting,"):
 * ordinary words, so the same word capitalised at the start of a sentence ("Hosting starts at $9",
 * "Self-hosting is free forever") is that word, not another product's name. A word inside an address
 * ("notion.so", "github.com/x", "@slack") is no running text: it is not counted. One linear pass.
 */
export function lowercaseWords(text: string): ReadonlySet<string> {
  const words = new Set<string>();
  for (const token of text.split(/\s+/)) {
    if (token.length > 40) continue;
    const word = token.replace(WORD_EDGE, '');
    if (word && word === word.toLowerCase() && /^\p{Ll}[\p{Ll}-]*$/u.test(word)) words.add(word);
  }
  return words;
}

/** The subject `pattern` finds in `text` when it names a product other than this one (not a pronoun or a plan). */
function anotherProductIn(
  text: string,
  pattern: RegExp,
  productName: string | null,
  ordinary?: ReadonlySet<string>,
): string | null {
  const subject = pattern.exec(text)?.[1];
  // Pronouns and this product's plans ("Free Plan has 3 projects") are no other product; nor words the
  // site also writes in lower case ("Hosting starts at $9" beside "free hosting"): ordinary words.
  if (
    !subject ||
    !productName ||
    subject.split(/\s+/).every((word) => OWN_PLAN_WORDS.test(word) || !!ordinary?.has(word.toLowerCase()))
  )
    return null;
  return namesProduct(subject, productName) ? null : subject;
}

/**
 * The other product a sentence is about, when its subject names one ("VSCode is a Free and Open Source
 * software …" on VSCodium's page): what it says is not this product's.
 */
export const aboutAnotherProduct = (
  quote: string,
  productName: string | null,
  ordinary?: ReadonlySet<string>,
): string | null => anotherProductIn(quote.trim(), ABOUT_SUBJECT, productName, ordinary);

/**
 * The other product a pricing statement is about, read past the footnote marks, check marks and emoji
 * that open a comparison table's notes ("* Rivalo has a free plan limited to 3 projects.", "† Clockbase
 * offers a free tier …", "Rivalo's free plan is limited …"): a capitalised name other than the
 * product's, as subject or possessive, prices nothing of this product. The product's own ("Hourloom
 * has a free plan"), its plans ("Free plan: 3 projects", "Pro has unlimited projects") and pronouns are
 * not another product.
 */
export const pricesAnotherProduct = (
  quote: string,
  productName: string | null,
  ordinary?: ReadonlySet<string>,
): string | null =>
  anotherProductIn(quote.trim().replace(/^[^\p{L}\p{Nd}$€£¥]+/u, ''), PRICING_SUBJECT, productName, ordinary);

/** A host's or another product's free tier named: "Cloudflare Workers free tier", "Vercel's free plan". */
const NAMED_FREE_TIER = /(\p{Lu}[\p{L}\p{N}.+-]*(?:\s\p{Lu}[\p{L}\p{N}.+-]*){0,2})(?:['’]s)?\s+free\s+(?:tier|plan)\b/u;
/** Deploying or running on a platform: the free tier in that sentence is the platform's. */
const DEPLOYED_ON = /\b(?:(?:re)?deploy(?:s|ed|ing)?|host(?:s|ed)?\s+(?:it\s+)?on|runs?\s+on|running\s+on)\b/i;

/**
 * A free account on another service, named by its address, that the product needs (issue 34, hundred-and-first
 * round; real tuning: IPW's README, "This requires a free account on https://vercel.com/", and WXfetch's, "For
 * wxfetch to work you will need a free account on https://avwx.rest/"): the account is that service's, no free plan
 * of the product. An address only (a host with a dot, with or without its scheme), not a name ("a free account on
 * Docker Hub" is left). Bounded labels: linear.
 */
const FREE_ACCOUNT_AT =
  /\bfree\s{1,3}account\s{1,3}(?:on|at|with)\s{1,3}(?:https?:\/\/)?((?:[\p{L}\p{N}-]{1,63}\.){1,4}\p{L}{2,24})(?![\p{L}\p{N}-])/iu;

/**
 * Whether a line's free account is on another service's address (FREE_ACCOUNT_AT), none of whose labels names the
 * product ("a free account on https://acme.com" on Acme's page is Acme's own), and the line states no free plan
 * besides it.
 */
function anotherServicesFreeAccount(text: string, productName: string | null): boolean {
  const match = FREE_ACCOUNT_AT.exec(text);
  if (!match || !productName) return false;
  const labels = match[1]!.toLowerCase().split('.').slice(0, -1);
  if (labels.some((label) => label !== 'www' && namesProduct(label, productName))) return false;
  return !statesFreePlan(text.slice(0, match.index) + text.slice(match.index + match[0].length));
}

/**
 * A dated news item: a line opened by its date and a colon or dash ("September 20, 2016: Blink Shell: Mosh & SSH
 * Terminal for iOS has its first gold release on the App Store. Free version is available on GitHub.", Mosh's home
 * page, issue 34, hundred-and-twenty-eighth round, tuning; "2024-03-01 — …", "20 September 2016: …"). A news list
 * reports what happened (another app's release, a port), so a free version or plan named in it is the news's subject's,
 * no plan of the product, unless the sentence naming it names the product too ("March 1, 2024: Acme is now free for
 * everyone."). Anchored, bounded runs; one pass over the sentences: linear.
 */
const MONTH_NAMES =
  'jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?';
const DATED_NEWS_ITEM = new RegExp(
  String.raw`^(?:(?:${MONTH_NAMES})\.?\s{1,3}\d{1,2}(?:st|nd|rd|th)?,?\s{1,3}\d{4}|\d{1,2}\s{1,3}(?:${MONTH_NAMES})\.?,?\s{1,3}\d{4}|\d{4}-\d{2}-\d{2})\s{0,3}(?::|[—–]|-\s)`,
  'i',
);

/** Whether a dated news item's every sentence naming a free plan (FREE_PLAN) leaves the product unnamed. */
function datedNewsOfAnother(text: string, productName: string | null): boolean {
  if (!productName || !DATED_NEWS_ITEM.test(text)) return false;
  const name = productName.trim().toLowerCase();
  const free = (text.match(/[^.!?]+[.!?]*/g) ?? []).filter((sentence) => FREE_PLAN.test(sentence.trim()));
  return free.length > 0 && !free.some((sentence) => sentence.toLowerCase().includes(name));
}

/**
 * Whether the free tier a line names is another product's, not this product's plan (real tuning: Kiln's
 * self-hosting guide, "a Cloudflare Worker you deploy once, on the free tier", and its README's table cell
 * "Cloudflare Workers free tier"): a capitalised name other than the product's before "free tier/plan",
 * or a line about deploying the product onto a platform (its free tier is the platform's) unless the tier
 * is "our"/"its" own; or a free account on another service's address (anotherServicesFreeAccount: "This requires a
 * free account on https://vercel.com/"); or a dated news item (DATED_NEWS_ITEM: "September 20, 2016: … Free version is
 * available on GitHub."). Such a line states no free plan of the product.
 */
export function anotherProductsFreeTier(
  line: string,
  productName: string | null,
  ordinary?: ReadonlySet<string>,
): boolean {
  const text = line.trim();
  if (anotherServicesFreeAccount(text, productName)) return true;
  if (datedNewsOfAnother(text, productName)) return true;
  if (!/\bfree\s+(?:tier|plan)\b/i.test(text)) return false;
  const named = NAMED_FREE_TIER.exec(text)?.[1];
  if (named && anotherProductIn(named, /^(.+)$/u, productName, ordinary)) return true;
  return DEPLOYED_ON.test(text) && !/\b(?:our|its)\s+(?:own\s+)?free\s+(?:tier|plan)\b/i.test(text);
}

/** Where a clause ends before a price: "…, CloudCannon costs $45+/mo". */
const CLAUSE_BREAK = /[,;:.!?()—–]/;

/**
 * The platform a price just after it is paid to: deploying or hosting the product "via", "on" or "with" a
 * named platform, the price following the name ("One-click deployment via PikaPods (~2.00 $/month)", "Managed
 * hosting via Fly.io (~1.50 $/month)": Actual's README, fifty-sixth round, tuning). Deploying and hosting only:
 * "Install on Windows ($19.99, one-time)" and "Run it with Docker Desktop" price or run the product itself (the
 * review of the fifty-second to sixtieth rounds). Read on the text before
 * the price (at most 120 characters), anchored at its end: a bracket, tilde or dash may stand between.
 */
const HOSTED_ON_PLATFORM = new RegExp(
  String.raw`\b(?:[Dd]eploy\w{0,6}|[Hh]ost\w{0,4}|[Hh]osting)\b[^.!?]{0,60}?\b(?:via|on|with|through)\s+` +
    String.raw`(\p{Lu}[\p{L}\p{N}.-]{0,30}(?:\s\p{Lu}[\p{L}\p{N}.-]{0,30}){0,2})[\s(\[~:–—-]{0,6}$`,
  'u',
);

/**
 * Whether the price that follows `before` is a platform's charge for hosting the product, not the product's
 * price: the platform named (HOSTED_ON_PLATFORM) is another product (not this one, not its own plan or an
 * ordinary word). "Deploy on Acme Cloud ($9/month)" on Acme's page is Acme's own.
 */
export function hostingPlatformPrice(
  before: string,
  productName: string | null,
  ordinary?: ReadonlySet<string>,
): boolean {
  const platform = HOSTED_ON_PLATFORM.exec(before.slice(-120))?.[1];
  return !!platform && !!anotherProductIn(platform, /^(.+)$/u, productName, ordinary);
}

/**
 * Whether a line states a price of this product: some price in it (not $0, not an extra's) whose own
 * clause does not open with another product as its subject, nor follows a hosting platform it is paid to
 * (hostingPlatformPrice). Real tuning: Kiln's README, "… are
 * form-dashboards rather than on-page editing, CloudCannon costs $45+/mo, Netlify Visual Editor locks you
 * to Netlify, …": the price's clause is CloudCannon's, so the sentence prices nothing of Kiln. Linear: the
 * clause is read back from each price to the last break, at most 120 characters.
 */
export function statesOwnPrice(line: string, productName: string | null, ordinary?: ReadonlySet<string>): boolean {
  if (!statesProductPrice(line)) return false;
  for (const match of line.matchAll(new RegExp(PRICE.source, 'g'))) {
    if (ZERO_PRICE.test(match[0])) continue;
    const before = line.slice(Math.max(0, match.index - 120), match.index);
    let start = before.length;
    while (start > 0 && !CLAUSE_BREAK.test(before[start - 1]!)) start--;
    const clause = before.slice(start) + match[0];
    // A hosting platform's charge ("via PikaPods (~2.00 $/month)") is no price of the product.
    if (!pricesAnotherProduct(clause, productName, ordinary) && !hostingPlatformPrice(before, productName, ordinary))
      return true;
  }
  return false;
}

/**
 * A pricing model stands when a quote states that model; a trial is not a free plan, a question is no
 * answer. `ordinary`: the words the site writes in lower case (lowercaseWords of its text), so that
 * "Hosting starts at $9" is not read as another product's price.
 */
export function pricingModelVerdict(
  value: string,
  quotes: readonly string[],
  productName: string | null = null,
  ordinary?: ReadonlySet<string>,
): Verdict {
  const text = joined(quotes);
  const other = quotes
    .map(
      (quote) =>
        aboutAnotherProduct(quote, productName, ordinary) ?? pricesAnotherProduct(quote, productName, ordinary),
    )
    .find((subject) => subject !== null);
  if (other) return `the quote is about ${other}, not this product`;
  const paid = quotes.some((quote) => statesOwnPrice(quote, productName, ordinary));
  if (
    !paid &&
    quotes.some(statesProductPrice) &&
    (value === 'subscription' || value === 'one-time' || value === 'paid')
  )
    return "the price is another product's (its clause names it), not this product's";
  const free = quotes.some(
    (quote) =>
      (statesFreePlan(quote) && !anotherProductsFreeTier(quote, productName, ordinary)) ||
      statesFreeOffer(quote, productName),
  );
  if (!free && (value === 'free' || value === 'freemium') && quotes.some((quote) => statesFreePlan(quote)))
    return "the free tier is another product's (a platform it is deployed on, a service it needs an account on), not this product's plan";
  if (quotes.some((quote) => NO_FREE.test(quote)) && (value === 'free' || value === 'freemium'))
    return 'the site says there is no free plan';
  if (!free && (value === 'free' || value === 'freemium') && quotes.some((quote) => FREE_PERIOD.test(quote)))
    return 'it is free only for a while (a beta, a limited time), which states no pricing model';
  switch (value) {
    case 'freemium':
      if (!free)
        return TRIAL.test(text)
          ? 'a free trial is not a free plan'
          : 'no quote states a free plan (a question about one is not an answer)';
      return paid ||
        quotes.some((quote) => PAID_PLAN.test(quote) && !/\?\s*$/.test(quote) && !paidPlanOfAnother(quote, productName))
        ? null
        : 'no quote states a paid plan beside the free one';
    case 'free':
      if (!free) return TRIAL.test(text) ? 'a free trial is not a free product' : 'no quote states that it is free';
      if (quotes.some((quote) => PARTLY_FREE.test(quote))) return 'only part of it is said to be free';
      return paid ? 'a quote states a price: not free' : null;
    case 'subscription':
      if (!paid && quotes.some((quote) => PRICE.test(quote) && extraPrice(quote)))
        return 'the price is of an extra (a white-label license, an add-on) or money raised (a donation, a fundraising goal), not of the product';
      return paid && quotes.some((quote) => PERIOD.test(quote) && !extraPrice(quote))
        ? null
        : 'no quote states a recurring price';
    case 'one-time':
      if (!paid && quotes.some((quote) => PRICE.test(quote) && extraPrice(quote)))
        return 'the price is of an extra (a white-label license, an add-on) or money raised (a donation, a fundraising goal), not of the product';
      return paid && quotes.some((quote) => ONE_TIME.test(quote)) ? null : 'no quote states a one-time price';
    case 'paid':
      if (!paid && quotes.some((quote) => PRICE.test(quote) && extraPrice(quote)))
        return 'the price is of an extra (a white-label license, an add-on) or money raised (a donation, a fundraising goal), not of the product';
      return paid ? null : 'no quote states a price';
    default:
      return `"${value}" is not a pricing model`;
  }
}

// ——— stage ———

/**
 * The words that state a stage. "<Product> is (currently) alpha/beta software" states it too (issue 34, ninety-fifth
 * round: Taunicorn's "Taunicorn is currently alpha software.", Ouch Browser's "As Ouch Browser is beta software, …").
 */
export const STAGE_WORDING: [string, RegExp][] = [
  [
    'alpha',
    /\b(?:(?:now|currently|still) in|is in|(?:we are|we're) in|(?:private|closed|public|open)) alpha\b|\bis (?:(?:now|currently|still) )?alpha software\b|^alpha$/im,
  ],
  [
    'beta',
    /\b(?:(?:now|currently|still) in|is in|(?:we are|we're|it's) in|join (?:the|our)|(?:private|closed|public|open)) beta\b|\bis (?:(?:now|currently|still) )?beta software\b|\b(?:in|get|request|join) early access\b|^(?:public |private |open |closed )?beta$/im,
  ],
  [
    'waitlist',
    /\b(?:join (?:the|our) wait ?-?list|wait ?-?list is open|get on the wait ?-?list)\b|^(?:[\w ]{0,30} is )?(?:coming|launching) soon[.!]?$/im,
  ],
  [
    'launched',
    /\b(?:(?:we|was|were|is|has|have|it|first) (?:officially )?launched|launched (?:in|on) (?:\d{4}|[A-Z]\w+)|(?:is |are )?now (?:generally )?available|generally available|went live)\b/m,
  ],
];

/**
 * Whether the words before the stage wording name something other than the product: "The full
 * documentation is now available", "The API is in beta", "Version 2 is now available". Nothing
 * before it ("Now available on iOS"), the product's name, "it" or "we" is the product.
 */
export function stageOfSomethingElse(sentence: string, wording: RegExp, productName: string | null): boolean {
  const match = wording.exec(sentence);
  if (!match) return false;
  const before = (
    sentence
      .slice(0, match.index)
      .split(/[.!?;:]\s|\n|\s[—–-]\s/)
      .pop() ?? ''
  )
    .toLowerCase()
    .replace(/[^\p{L}\p{N}' ]+/gu, ' ')
    .trim();
  if (!before) return false;
  // The name read as the words before are ("Cal.com" as "cal com", "İzmir" lowered with its dot cut).
  const name = productName
    ?.toLowerCase()
    .replace(/[^\p{L}\p{N}' ]+/gu, ' ')
    .trim();
  if (name && before.includes(name)) {
    // The product's name followed by another word names one of its offerings ("Appwrite Cloud",
    // "Acme Mobile", "Acme's API"), whose stage is not the product's; its name alone, before a verb
    // ("Acme is now", "Acme has") or a version ("Caddy 2", "Hireloop 2.0", "Acme v3") is the product.
    const after = before
      .slice(before.lastIndexOf(name) + name.length)
      .replace(/^'s?\b/, '')
      .trim();
    // A later version in beta or alpha ("htmx v4 is under active development and is now in beta") is a
    // coming release's stage: versions before it are out, so the product is in neither (issue 34,
    // twenty-fifth round: htmx.org's news line). A new version "now available" is still the product's.
    const version = /^v?(\d{1,4})\b/.exec(after);
    if (version && Number(version[1]) >= 2 && /\b(?:beta|alpha)\b/i.test(match[0])) return true;
    return (
      /^\p{L}/u.test(after) &&
      !/^v\d/.test(after) &&
      !/^(?:is|are|was|were|has|have|had|will|now|currently|still|officially|finally|just|already|today|itself|and|so|it|it's|which|that|who)\b/.test(
        after,
      )
    );
  }
  // "This project is currently in alpha." (the page's own product, named by "this" and what it is: issue 34,
  // ninety-fifth round, Plopdown's README) is the product as "it" is; "the app" or "the API" is not read so.
  if (
    /^(?:(?:and|so|but|today|now|finally|officially|already|currently|still|it|it's|this (?:project|library|tool|software|app|application)|this|we|we're|are|is|in|us)\s*)+$/.test(
      before,
    )
  )
    return false;
  // Without the product's name, only a named part of it is something else ("The API is in beta").
  return productName
    ? true
    : /\b(?:documentation|docs|guide|api|sdk|cli|app|apps|extension|plugin|integration|feature|version|update|release)\b/.test(
        before,
      );
}

/**
 * A stage label beside the product's name in its title heading: "Mailtrain v2 (beta)", "1Password Python SDK (beta)"
 * (issue 34, hundred-and-fifteenth round, tuning: Mailtrain's and the 1Password Python SDK's READMEs). The line is the
 * name, a version at most, and "(alpha)" / "(beta)" (or "(public beta)", "[beta]") closing it: nothing else is read, so
 * "Sync (beta)" (a feature), "Acme Mobile (beta)" (an offering) or "Download Acme v3 (beta)" (a channel) are not. A
 * version beside the label is the one the page presents, not a coming release (stageOfSomethingElse's "htmx v4 is
 * now in beta" reads a sentence, not a heading). The drafter reads it in the page's first h1 only.
 */
const STAGE_LABEL = /^([^()[\]]{1,100}?)\s*[([]\s*(?:(?:public|private|open|closed)\s+)?(alpha|beta)\s*[)\]]$/i;
export function stageLabelBesideName(line: string, productName: string | null): 'alpha' | 'beta' | null {
  if (!productName || line.length > 140) return null;
  const match = STAGE_LABEL.exec(line.trim());
  if (!match) return null;
  const words = (text: string) =>
    text
      .toLowerCase()
      .replace(/[^\p{L}\p{N}' ]+/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim();
  const name = words(productName);
  const before = words(match[1]!);
  if (!name || !before.startsWith(name)) return null;
  const rest = before.slice(name.length).trim();
  // The name alone, or with a version ("v2", "2.0", "version 2").
  if (rest && !/^(?:v(?:ersion)? ?)?\d{1,4}(?: \d{1,4}){0,3}$/.test(rest)) return null;
  return match[2]!.toLowerCase() as 'alpha' | 'beta';
}

/** A stage stands only when a quote says it in words; a price, a plan or a date is an inference. */
export function stageVerdict(value: string, quotes: readonly string[], productName: string | null = null): Verdict {
  const wording = STAGE_WORDING.find(([stage]) => stage === value)?.[1];
  if (!wording) return `"${value}" is not a stage`;
  if (quotes.some((quote) => stageLabelBesideName(quote, productName) === value)) return null;
  const stating = quotes.filter((quote) => wording.test(quote.trim()));
  if (stating.some((quote) => !stageOfSomethingElse(quote.trim(), wording, productName))) return null;
  if (stating.length)
    return 'the quote gives the stage of something else (its docs, an app, a version), not the product';
  return quotes.some((quote) => PRICE.test(quote))
    ? 'a price does not state a stage'
    : `no quote says the product is ${value === 'waitlist' ? 'taking a waitlist' : value}`;
}

// ——— description ———

const HISTORY_START =
  /^(?:(?:[\p{Lu}][\p{L}\p{N}.&'-]*\s){0,3}(?:was|were|is|has been) (?:co-?)?(?:founded|started|established|created|born|incorporated)\b|(?:founded|started|established|incorporated) in\b|(?:in|since|back in) (?:19|20)\d{2}\b|our (?:story|history|journey)\b|(?:it all )?(?:started|began) (?:in|when|with)\b|we (?:were founded|founded|started|began)\b)/iu;

/** Setup instructions in prose: a README's "launch the application on http://localhost:3000". */
const INSTRUCTIONS =
  /\blocalhost\b|\b127\.0\.0\.1\b|\bpassword\s+\**\w+|\b(?:npm|pnpm|yarn|docker|git|pip|brew|apt(?:-get)?) (?:install|run|clone|pull|compose|build)\b/i;

/**
 * A line of a shell session ("~/my-awesome-site $ bundle exec jekyll serve", "$ npm i acme"): a prompt,
 * a path before it or none, and a command: a quick start's step, not what the product does (issue 34,
 * twenty-fifth round: jekyllrb.com's quick-start session drafted as a description paragraph).
 */
const SHELL_PROMPT = /^(?:[~/][^\s$]{0,80} )?\$ [a-z][\w.-]{0,40}(?: |$)/m;
export const isShellLine = (paragraph: string) => SHELL_PROMPT.test(paragraph.trim());

/** Whether a paragraph is company history ("Tallybird was founded in 2022 in Helsinki by …"). */
export const isHistory = (paragraph: string) => HISTORY_START.test(paragraph.trim());

/**
 * A paragraph that is all a quotation, with or without its attribution ("“Neovim is exactly what it
 * claims to be.” —Geoff Greer"): someone else's words, an impression, not the site saying what the
 * product does. A name in quotation marks at the start of a sentence ("“Acme” is a …") is not one.
 */
export const isQuotation = (paragraph: string) => {
  const text = paragraph.trim();
  return /^["“„«‘]/u.test(text) && /["”»’](?:\s*[—–―-]+\s*@?[\p{L}][^"“”]{0,80})?$/u.test(text);
};

// ——— other products named ———

/**
 * "An alternative to Eventbrite, Tickettailor, Dice.fm", "An alternative to: Buffer.com, Hypefury" (Postiz's
 * README, tuning), "alternative for Notion & Miro", "The Open Source Alternative To Notion", "a replacement
 * for Trello": the names after these words are other products', not this one's (issue 34, thirty-seventh round: AFFiNE's README, tuning, kept "A privacy-focused, local-first,
 * open-source, and ready-to-use alternative for Notion & Miro." and "It's a better alternative to Notion and
 * Miro." in its description). A name is capitalised or opens with a digit; "an alternative to spreadsheets"
 * or "a replacement for paper forms" names none. Case-sensitive on purpose (a title-case "Alternative To"
 * is spelled out), bounded, no nested quantifier: linear on any input.
 */
const ALTERNATIVE_TO =
  /(?<![\p{L}\p{N}])(?:[Aa]lternatives?|ALTERNATIVES?|[Rr]eplacements?|[Ss]ubstitutes?|[Ss]uccessors?)[ \t\n]{1,3}(?:[Tt]o|[Ff]or|[Oo]f|TO|FOR):?[ \t\n]{1,3}(?:(?:[Tt]he|an?)[ \t\n]{1,3})?(?:[Ll]ikes of[ \t\n]{1,3})?[\p{Lu}\p{N}]/u;

/** Whether a text names other products as what this one is an alternative to. */
export const namesAlternatives = (text: string) => ALTERNATIVE_TO.test(text);

/** The verdict for a text value (tagline, description, a feature or a tag) that names other products so. */
export function otherProductsVerdict(text: string): Verdict {
  return namesAlternatives(text)
    ? 'it names other products (what the product is an alternative to), not what this product is'
    : null;
}

/** A sentence's end: a stop, then space, then a capital, a digit or an opening quote or bracket. */
const SENTENCE_BREAK = /(?<=[.!?])[ \t\n]{1,8}(?=[\p{Lu}\p{N}"“‘'(])/gu;

/**
 * A paragraph without its sentences that name other products as alternatives: the runs of the other
 * sentences, each as written (a verbatim quote), in order. The whole paragraph when none does; nothing
 * when every sentence does.
 */
export function withoutAlternatives(paragraph: string): string[] {
  if (!namesAlternatives(paragraph)) return [paragraph];
  const starts = [0, ...[...paragraph.matchAll(SENTENCE_BREAK)].map((match) => match.index! + match[0].length)];
  const runs: string[] = [];
  let runStart = -1;
  let runEnd = -1;
  starts.forEach((start, index) => {
    const end = index + 1 < starts.length ? starts[index + 1]! : paragraph.length;
    if (namesAlternatives(paragraph.slice(start, end))) {
      if (runStart >= 0) runs.push(paragraph.slice(runStart, runEnd).trim());
      runStart = -1;
    } else {
      if (runStart < 0) runStart = start;
      runEnd = end;
    }
  });
  if (runStart >= 0) runs.push(paragraph.slice(runStart, runEnd).trim());
  return runs.filter((run) => run.length > 0);
}

/**
 * A row of links set apart by separators ("Website • Instances list • FAQ • Documentation • Contribute •
 * Donate", "Register · Join Our Discord (devs only) · Public API", "Explore the docs » Watch the YouTube
 * Tutorials»": Invidious's and Postiz's READMEs, thirty-seventh round, tuning, drafted as their
 * descriptions): a page's navigation, not what the product does. Two or more pieces, each a few words and
 * no sentence; a sentence with a "|" or "·" inside stays.
 */
const ROW_SEPARATOR = /[ \t]*[·•|»›][ \t]*/;
export function isLinkRow(paragraph: string): boolean {
  const text = paragraph.trim();
  if (text.length > 300 || !ROW_SEPARATOR.test(text)) return false;
  const pieces = text
    .split(ROW_SEPARATOR)
    .map((piece) => piece.trim())
    .filter((piece) => piece.length > 0);
  return (
    pieces.length >= 2 &&
    pieces.every((piece) => piece.split(/\s+/).length <= 6 && !/[.!?:;,]$/.test(piece) && !/[.!?] \p{Lu}/u.test(piece))
  );
}

/** A description says what the product does and for whom; company history is not one. */
/**
 * A paragraph that thanks someone or points elsewhere ("Thanks to the generous folks at DigitalOcean,
 * a demo is available …", "A full list of features is available in the documentation", "Please see
 * the wiki …"), or a legal notice (trademarks, copyright): about others or other pages, not what the
 * product does.
 */
export const isAside = (paragraph: string) =>
  // A legal notice: "(Google Play and the Google Play logo are trademarks of Google LLC.)", "All rights reserved".
  /\b(?:is an?|are) (?:registered )?trademarks? (?:of|held by|owned by)\b|\ball rights reserved\b|^\P{L}*(?:©|copyright\b)/iu.test(
    paragraph,
  ) ||
  /^\P{L}*(?:(?:special |many |big )?thanks\b|thank you\b|for (?:any |all )?security (?:issues?|vulnerabilit\w*|concerns?)\b|(?:to )?report (?:a |any )?(?:security|vulnerabilit)\w*|please (?:see|check|refer|read|visit)\b|see (?:the|our)\b|for more (?:details|information|info)\b|more details\b|a full list of\b|(?:important )?note:|disclaimer\b|sponsored by\b|this project is (?:supported|sponsored) by\b|(?:we(?:'re|’re| are) )?(?:happy|pleased|excited|thrilled|proud|delighted) to announce\b)/iu.test(
    paragraph.trim(),
  ) ||
  // A disclaimer of liability, a pointer to the license or to a list kept elsewhere ("We take no
  // responsibility for the use of our tool …", "You may view the LICENSE …", "A list of projects … can be
  // found in the documentation": Invidious's README, thirty-seventh round, tuning).
  /^\P{L}*(?:we (?:take|accept|assume|bear) no (?:responsibility|liability)\b|you (?:may|can) (?:view|read|find) the licen[cs]e\b|a list of\b.{0,80}\b(?:can|may) be found\b)/iu.test(
    paragraph.trim(),
  );

export function descriptionVerdict(value: string): Verdict {
  const first = value.trim().split(/\n{2,}/)[0] ?? '';
  if (namesAlternatives(value)) return otherProductsVerdict(value);
  if (isHistory(first)) return 'it tells the company\'s history ("founded in …"), not what the product does';
  if (isAside(first)) return 'it thanks others or points to other pages, not what the product does';
  if (isLinkRow(first)) return "it is a row of the page's links, not what the product does";
  if (isQuotation(first)) return "it quotes someone's impression, not the site saying what the product does";
  if (INSTRUCTIONS.test(value) || value.split(/\n{2,}/).some(isShellLine))
    return 'it holds setup instructions (commands, localhost, passwords), not what the product does';
  return null;
}

// ——— tags ———

/** Words a topic does not start with (adverbs) or end with (verbs): "actually keep" is half a sentence. */
const ADVERB = new Set(
  'actually really just simply easily quickly finally truly totally fully only even also always never still instantly effortlessly'.split(
    ' ',
  ),
);
const VERB = new Set(
  'keep get make use need want love help start try see let lets stop find write work run ship save do does go know'.split(
    ' ',
  ),
);

/**
 * Words ending in "-ly" that are no adverb: nouns and adjectives a topic may start or end with
 * ("Family photos", "Weekly reports", "Privacy friendly", "Early access").
 */
const LY_NOT_ADVERB = new Set(
  'family supply reply apply imply comply multiply assembly anomaly monopoly butterfly italy july friendly unfriendly weekly biweekly daily monthly yearly hourly quarterly nightly early lovely costly timely elderly orderly holy jelly belly bully rally ally lily fly ugly silly curly poly homily folly holly emily molly sally kelly billy only'.split(
    ' ',
  ),
);
/** An adverb made from an adjective ("freely", "securely", "instantly"): a verb phrase's word, no topic's. */
const isLyAdverb = (word: string) => /^\p{L}{3,}ly$/u.test(word) && !LY_NOT_ADVERB.has(word);

/**
 * The ends of a sentence fragment, not of a topic: a phrase opening with "own" (what is left of "your own
 * API key" once "your" is cut) or opening or closing with an adverb ("Write freely", "actually keep"). A
 * topic is a noun phrase (issue 34, class 6: tags are the site's own topical words).
 */
export function fragmentEnds(words: readonly string[]): boolean {
  const first = lower(words[0] ?? '');
  const last = lower(words[words.length - 1] ?? '');
  return (
    (words.length > 1 && first === 'own') ||
    ADVERB.has(first) ||
    ADVERB.has(last) ||
    (words.length > 1 && (isLyAdverb(first) || isLyAdverb(last)))
  );
}

/** A keyword is a word or a short phrase; a run of words with no commas, or a sentence's fragment, is not one. */
export function keywordVerdict(keyword: string): Verdict {
  if (namesAlternatives(keyword)) return otherProductsVerdict(keyword);
  const words = keyword.trim().split(/\s+/);
  if (words.length > 5) return 'not a keyword: a run of words, not a phrase';
  return fragmentEnds(words) ? `not a keyword: a sentence fragment ("${keyword.trim()}")` : null;
}

/**
 * A feature item that claims a quality rather than naming a topic: a count or degree ("Few dependencies",
 * "Multiple styles", "Numerous options", "Minimal vanilla JS") or a light use of resources ("Low memory usage", "Minimal overhead", "Small
 * footprint"). Glance's README (thirtieth round, tuning): its "Fast and lightweight" list's "Low memory usage" and
 * "Few dependencies" became tags beside the list's topics ("RSS feeds", "Weather forecasts"). A topic stays:
 * "Low-code", "Low latency", "High availability", "Memory management", "Multiplayer games".
 */
const COUNT_WORD = new Set([
  'few',
  'fewer',
  'many',
  'multiple',
  'numerous',
  'various',
  'several',
  'countless',
  'minimal',
]);
const LIGHT_WORD = new Set(['low', 'lower', 'small', 'tiny', 'reduced']);
const RESOURCE_USE = new Set(['usage', 'footprint', 'overhead', 'consumption', 'requirements']);
export function isQualityClaim(words: readonly string[]): boolean {
  if (words.length < 2) return false;
  const first = lower(words[0]!);
  const last = lower(words[words.length - 1]!);
  return COUNT_WORD.has(first) || (LIGHT_WORD.has(first) && RESOURCE_USE.has(last));
}

/**
 * A feature phrase, not a topic (issue 34, forty-third round; real tuning: espanso's README, whose "Key Features"
 * list of short lines became ten tags): what the product supports ("Date expansion support", "Support Regex
 * triggers": the topic is the thing supported), a predicate or a qualified line with a preposition inside
 * ("Works with Images", "Expandable with packages"), or a thing qualified by how it is made ("App-specific
 * configurations", "File based configuration"). A topic is a noun phrase naming a subject ("Regex triggers",
 * "Kanban boards", "Multi-currency ledgers", "Point of sale": "of" and "as" make a name, not a predicate).
 */
const SUPPORT_WORD = /^support(?:s|ed|ing)?$/;
const SUPPORT_FIELD = new Set('customer technical tech it remote decision peer'.split(' '));
const PREPOSITION = new Set(
  'with without for on in into onto to via by from at across over through under within'.split(' '),
);
const QUALITY_HEAD = /^(?:specific|based)$/;
export function isFeaturePhrase(words: readonly string[]): boolean {
  if (words.length < 2) return false;
  const lowered = words.map(lower);
  // "Customer support", "IT support" name a field of work, not a thing the product supports.
  const supported = SUPPORT_WORD.test(lowered[lowered.length - 1]!) && !SUPPORT_FIELD.has(lowered[lowered.length - 2]!);
  if (SUPPORT_WORD.test(lowered[0]!) || supported) return true;
  if (lowered.slice(1, -1).some((word) => PREPOSITION.has(word))) return true;
  // "App-specific", "Cloud-based" as the first word, or "File based" as its first two.
  const firstHead = lowered[0]!.includes('-') ? lowered[0]!.slice(lowered[0]!.lastIndexOf('-') + 1) : '';
  return QUALITY_HEAD.test(firstHead) || (words.length > 2 && QUALITY_HEAD.test(lowered[1]!));
}

/**
 * A feature line that says what the user does, a verb and its object, not a topic (issue 34, ninetieth round; real
 * tuning: SplitPro's README, whose short feature lines "Upload expense bills" and "Download your data" became tags
 * beside its topic "Push notification"). The verbs the tuning pages' feature lines open on to act on the user's
 * things (SplitPro's "Add …", "Upload …", "Download …", "Import …"; the Mobile App Landing Page Template's
 * "Display …", "Show …"; "Export" the pair of "Import"; the eighty-eighth round's tuning page Ambaan's "Create simple
 * visualisations", merged after), and an object that makes it a clause: a determiner or possessive next ("Download your data", "Export all
 * contacts"), or a third word that is a plural head ("Upload expense bills"). A noun compound that opens on such a
 * word stays a topic: two words ("Export options", "Display ads", "Post scheduling"), or a singular head ("Display
 * app icon" is left to the lists that have it; "Import duty calculator").
 */
const ACTION_VERB = new Set('add upload download import export display show create'.split(' '));
const OBJECT_OPENER = new Set('your the a an all any my our their its every each'.split(' '));
export function isActionLine(words: readonly string[]): boolean {
  if (words.length < 2 || !ACTION_VERB.has(lower(words[0]!))) return false;
  if (OBJECT_OPENER.has(lower(words[1]!))) return true;
  const last = lower(words[words.length - 1]!);
  return words.length === 3 && /^\p{L}{3,}s$/u.test(last) && !/(?:ss|us|is)$/.test(last);
}

/**
 * A feature's name that ends on a part of the product's own interface, not a topic (issue 34, hundred-and-twentieth
 * round; real tuning: AList's README, whose features list's "Dark mode" became a tag, and ng2-admin-lte's README, whose
 * App Header's "Messages Box", "Notification Box", "Tasks Box" and "User box" did): a mode it switches to, a box or a
 * button it shows. What the product is about names its subject ("Offline download", "Kanban boards", "Status pages");
 * a setting or a widget of its screen is one of its features. Two words at least: the head alone is left to the other
 * rules. One anchored test of the last word.
 */
const INTERFACE_PART = /^(?:modes?|box(?:es)?|buttons?)$/;
export function namesInterfacePart(words: readonly string[]): boolean {
  return words.length >= 2 && INTERFACE_PART.test(lower(words[words.length - 1]!));
}

/**
 * A feature's name that describes by likeness to another product, not a topic (issue 34, hundred-and-twentieth round;
 * real tuning: DBL's docs, whose card title "Git-like Branching" became a tag where its topic is "branching"): a word
 * "<something>-like" ("Git-like", "Notion-like", "Excel-like") says what the feature resembles, and a topic names its
 * subject in the site's own words. One anchored test per word of a tag (three words, thirty characters at most).
 */
const LIKENESS_WORD = /^[\p{L}\p{N}.+#]+-like$/iu;
export function describesByLikeness(words: readonly string[]): boolean {
  return words.some((word) => LIKENESS_WORD.test(word));
}

/**
 * A feature line's either/or of two words, not a topic (issue 34, hundred-and-twentieth round; real tuning: AList's
 * README, whose "File/Folder package download" became a tag): words joined by a slash with a lower-case letter among
 * them ("File/Folder", "read/write") are a line's shorthand for two features. Acronyms joined so name one topic and
 * stay ("CI/CD", "I/O", "TCP/IP", "A/B testing"), and so does a slash set apart by spaces ("LISTEN / NOTIFY", pgx's
 * README). Each word is split once (a tag is thirty characters at most), so linear.
 */
export function joinsAlternatives(words: readonly string[]): boolean {
  return words.some((word) => {
    if (!word.includes('/')) return false;
    const parts = word.split('/');
    return parts.every((part) => /^\p{L}+$/u.test(part)) && parts.some((part) => /\p{Ll}/u.test(part));
  });
}

/** A tag is one to three of the site's topical words, not a fragment of a sentence or a feature line. */
export function tagVerdict(tag: string, productName: string | null = null): Verdict {
  const text = tag.trim();
  if (productName && lower(text).includes(lower(productName))) return 'not a tag: it names the product itself';
  if (namesAlternatives(text)) return 'not a tag: it names other products (what the product is an alternative to)';
  const words = text.split(/\s+/);
  if (!/^[\p{L}\p{N}][\p{L}\p{N}&/+.#' -]*$/u.test(text)) return 'not a tag: punctuation of a sentence';
  if (words.length > 3 || text.length > 30) return 'not a tag: a phrase, not a topic';
  if (words.filter((word) => word.includes('-')).length > 1) return 'not a tag: a feature line, not a topic';
  const first = lower(words[0]!);
  const last = lower(words[words.length - 1]!);
  if (isQualityClaim(words)) return `not a tag: a claim about the product, not a topic ("${text}")`;
  if (isFeaturePhrase(words)) return `not a tag: a feature phrase, not a topic ("${text}")`;
  if (isActionLine(words)) return `not a tag: an action, a verb and its object, not a topic ("${text}")`;
  if (namesInterfacePart(words)) return `not a tag: a part of the product's interface, not a topic ("${text}")`;
  if (describesByLikeness(words)) return `not a tag: a likeness to another product, not a topic ("${text}")`;
  if (joinsAlternatives(words)) return `not a tag: an either/or of a feature line, not a topic ("${text}")`;
  if (isStopWord(first) || isStopWord(last) || fragmentEnds(words) || VERB.has(last))
    return `not a tag: a sentence fragment ("${text}")`;
  return null;
}

// ——— categories ———

// The chooser's word rules (categories.ts weighs a site's words with them; categoryVerdict below holds a model's
// quotes to the same), here so that neither module imports the other.

/**
 * Whether an acronym category's name is said as something the product has, not what it is: after a
 * possessive ("Caddy's REST API", "its API", "your CRM"), after "with a" / "via" / "through" ("configurable
 * with a RESTful JSON API"), or as the head of a short title after a modifier ("Config API", "REST API").
 * The product named as one ("an API for payments", "a simple CRM", "API testing") still counts.
 */
export function ownsOne(text: string, at: { start: number; end: number }): boolean {
  // The words just before it, a bounded slice (the whole text before it, asked for every acronym of a long text of
  // "(API, (API, …", made a verdict quadratic: forty-eighth round).
  const before = text.slice(Math.max(0, at.start - 200), at.start);
  if (/(?:['’]s|\b(?:its|our|your|their|his|her))\s+(?:[\p{L}\p{N}-]+\s+){0,2}$/iu.test(before)) return true;
  if (
    /\b(?:with an?|via(?: an?| the)?|through(?: an?| the)?|using(?: an?| the)?)\s+(?:[\p{L}\p{N}-]+\s+){0,2}$/iu.test(
      before,
    )
  )
    return true;
  // Credentials or access for one ("API tokens", "API keys", "API access"): the product hands them out
  // or uses them (LarkLedger's "… as Feishu and API tokens", tuning); it is not an API for that.
  if (/^s?\s+(?:keys?|tokens?|secrets?|credentials|access)\b/i.test(text.slice(at.end))) return true;
  // A short title ("Config API"): three words at most, so a long text is none (and is not split for every acronym).
  if (text.length > 300) return false;
  const words = text.trim().split(/\s+/);
  return words.length <= 3 && at.end >= text.trimEnd().length && /[\p{L}\p{N}]\s+$/u.test(before);
}

/**
 * Whether an acronym category's name opens a short heading that labels a section on the product's own interface: the
 * acronym, then one word naming a part of that interface or of its documentation, an aside in brackets and a colon at
 * most ("API Server", "API summary", "API quick reference", "API Documentation (via Apifox):": the READMEs of Leviath,
 * LuaSwift, Credo and AList, hundred-and-twelfth round, tuning, which chose APIs and through it Developer Tools). The
 * section says how to reach or call what the product has, not that it is an API; "API testing", "API client", "API
 * gateway" name what a product is and still count. Bounded (a heading of 100 characters at most, an aside of 60, the
 * acronym within the first 8), so linear.
 */
export function interfaceSection(text: string, at: { start: number; end: number }): boolean {
  if (text.length > 100 || at.start > 8 || /\p{L}/u.test(text.slice(0, at.start))) return false;
  return INTERFACE_SECTION_AFTER.test(text.slice(at.end));
}
const INTERFACE_SECTION_AFTER =
  /^s?\s{1,3}(?:quick\s{1,3})?(?:reference|summary|overview|docs|documentation|guide|manual|usage|examples?|server)\s{0,3}(?:\([^()]{0,60}\))?\P{L}{0,8}$/iu;
/**
 * Whether a line is a short heading over the settings of one of the product's parts: an acronym category's name opening
 * it (only non-letters before it, within the first 8), up to three words naming the part, then "settings",
 * "configuration", "options", "variables" or "parameters", an aside in brackets and trailing punctuation at most ("AI
 * Formula Assistant related variables (all optional):": Grist's README, hundred-and-twenty-third round, tuning, which
 * chose AI from it; "API configuration", "AI settings"). What one configures is a part the product has, not what it is:
 * no word of such a heading names a category (the acronym, nor a term of its category such as "Assistant"). The chooser
 * reads no category from such a line and categoryVerdict keeps none from such a quote. Bounded (100 characters, an aside
 * of 60, three words of 24 letters at most), so linear.
 */
export function settingsHeading(text: string): boolean {
  if (text.length > 100) return false;
  const label = /^\P{L}{0,8}?([A-Z]{2,5})(?![\p{L}\p{N}])/u.exec(text);
  return label !== null && SETTINGS_SECTION_AFTER.test(text.slice(label[0].length));
}
const SETTINGS_SECTION_AFTER =
  /^s?(?:-related)?\s{1,3}(?:[\p{L}-]{1,24}\s{1,3}){0,3}(?:related\s{1,3})?(?:environment\s{1,3})?(?:settings|configuration|config|options|variables|parameters)\s{0,3}(?:\([^()]{0,60}\))?\P{L}{0,8}$/iu;

/**
 * Whether an acronym category's name follows a programming language's name, a version number between them at most
 * ("User-friendly, intuitive C API usable from C++ and many other languages": Allegro's home page; "A Swift wrapper for
 * the Lua 5.4 C API", "All Swift APIs are added as extensions": LuaSwift's README; hundred-and-twelfth round, tuning,
 * both of which chose APIs and through it Developer Tools): the language a library is called from, or the one whose
 * interface it wraps, not an API product. A web API ("a REST API for payments", "GraphQL API") names no language and
 * still counts. The names are matched as written (capitalised), in a bounded slice before the word: linear.
 */
export function languageBinding(text: string, at: { start: number }): boolean {
  return LANGUAGE_BEFORE.test(text.slice(Math.max(0, at.start - 40), at.start));
}
const LANGUAGE_BEFORE =
  /(?<![\p{L}\p{N}+#.-])(?:C|C\+\+|C#|Objective-C|Lua|Python|Java|JavaScript|TypeScript|Go|Rust|Swift|Ruby|PHP|Kotlin|Dart|Perl|Haskell|Elixir|Erlang|Zig|Nim|OCaml|Scala|Julia)\s{1,3}(?:\d{1,3}(?:\.\d{1,3}){0,2}\s{1,3}(?:C\s{1,3})?)?$/u;

/**
 * Whether the character at `at` lies in a web address written out in the text
 * ("https://www.navidrome.org/docs", "https://crowdin.com/project/crater-invoice", "go.dev/doc/install"):
 * the words of an address name a page, not what the product is (real: Navidrome's, Paperless-ngx's and
 * Crater's READMEs).
 */
export function inAddress(text: string, at: number): boolean {
  // A linear scan (a regex here backtracked quadratically on a long dotted run); it is asked for every
  // word of a line, so the last line's spans are kept.
  if (text !== addressesOf.text) addressesOf = { text, spans: addressSpans(text) };
  return addressesOf.spans.some((span) => span.start <= at && at < span.end);
}
let addressesOf: { text: string; spans: Array<{ start: number; end: number }> } = { text: '', spans: [] };

/**
 * The site's own newsletter, offered to its readers ("Subscribe to our Newsletter", a heading of Let's
 * Encrypt's contact page, twentieth round): how the site keeps in touch, not what the product is, so no
 * Email Marketing term.
 */
export function ownNewsletter(text: string, word: Word): boolean {
  if (!/^newsletters?$/i.test(word.raw)) return false;
  return /\b(?:subscribe|sign[- ]?up|join)\b[^.!?\n]{0,20}\b(?:our|the)\s+(?:\p{L}+\s+)?$/iu.test(
    text.slice(Math.max(0, word.start - 60), word.start),
  );
}

/**
 * The field of a grant or fund that pays for the product ("funded by an education grant from NUS": MarkBind's
 * about page, twenty-first round, tuning): who pays and for what cause, not what the product is, so no
 * Education term. Only the word right before "grant", "funding", "fund" or "scholarship".
 */
export function grantField(text: string, word: Pick<Word, 'end'>): boolean {
  return /^\s+(?:grants?|funding|funds?|scholarships?)\b/i.test(text.slice(word.end, word.end + 20));
}

/**
 * "The project", "this open-source project": a README's way of naming the product itself, not a kind of
 * work it manages ("This open-source project is proudly maintained by …", "Contact us to talk about the
 * project!"; real: Summit's README, openhamprep.com). It names no category such as project management.
 */
export function theProject(text: string, word: Word): boolean {
  if (!/^projects?$/i.test(word.raw)) return false;
  // The head of its phrase ("the project at #neovim", "This project started"), not a modifier
  // ("an open-source project management tool" names project management).
  const head = /^(?:\s*$|[.,;:!?)]|\s+(?:is|was|has|had|at|by|on|in|of|and|or|for|to|that|which|\p{L}+(?:ed|ing)\b))/iu;
  return (
    /\b(?:this|the|our)\s+(?:(?:open[- ]source|free|whole|entire)\s+)?$|\b(?:an?\s+)?open[- ]source\s+$/i.test(
      wordsBefore(text, word.start),
    ) && head.test(text.slice(word.end))
  );
}

/**
 * Whether an acronym category's name follows, mid-sentence, the name of another product or maker: "and
 * Twenty CRM (consume too much CPU)" is another product (real: Summit's README), "an implementation of
 * the Bitwarden Client API", "the Google Reader API", "your own OpenAI API key" are another's interface the
 * product speaks or uses. A name is one or two capitalised words ("Twenty", "OpenAI", "Bitwarden Client")
 * after a word of the same sentence, none the product's own name, in a line not written in title case.
 */
export function anothers(text: string, at: { start: number; end: number }, productName: string | null): boolean {
  const before = /(\p{Ll}[\p{L}\p{N}]*[,]?\s+)((?:\p{Lu}\p{Ll}[\p{L}\p{N}]*\s+){1,2})$/u.exec(
    text.slice(Math.max(0, at.start - 200), at.start),
  );
  if (!before) return false;
  // A line in title case, no long word in lower case ("Meet Acme, the Open Source CRM"), capitalises common words too.
  if (text !== lowerWordIn.text) lowerWordIn = { text, found: /(?<![\p{L}\p{N}])\p{Ll}\p{L}{3,}/u.test(text) }; // once per text: linear
  if (!lowerWordIn.found) return false;
  return !before[2]!
    .trim()
    .split(/\s+/)
    .some((word) => isPartOfName(word, productName));
}

let lowerWordIn = { text: '', found: false };

/**
 * An adjective of ability names a quality, not a category: "on track and accountable" is not
 * Accounting (real: creatorcompanionapp.com), "schedulable" not Scheduling.
 */
export const notQuality = (word: Word) => !/^\p{L}{3,}(?:able|ible)$/iu.test(word.raw);

/**
 * A verb's past form says how something was made or what it does ("designed to distribute the
 * work", "scheduled posts"), not what the product is: it names no category ("Design", "Scheduling").
 */
export const notParticiple = (word: Word) => !/^\p{L}{3,}ed$/iu.test(word.raw) || /(?:eed|embed)$/i.test(word.raw);

/**
 * A heading that is only the label of a section on how the product is built inside: "Architecture",
 * "Design Goals", "Design principles" (VikingGTD's README, tuning: its "### Design Goals" under
 * "## Architecture" chose Design, and a goal's "Open APIs for other projects" APIs). What it is made of,
 * or aims at, is not what it is: no category, description or demo from the heading or what it heads. A
 * heading that says more ("Serverless architecture", "App Design") still speaks of the product.
 *
 * So is the label of the product's reference documentation: "API", "API Reference", "API docs",
 * "Reference" (oil.nvim's README, tuning: its "## API", the Lua functions it offers, chose APIs and,
 * through it, Developer Tools). A section documenting the product's own interface says how to call
 * it, not that it is an API tool; "Bruno - Opensource IDE for exploring and testing APIs" still names one.
 * So is "Technology", what it is built with ("a standard Elixir/Phoenix application backed by a PostgreSQL database",
 * Plausible's README, fortieth round, tuning: it chose Databases), not what it is for.
 * So is "Notes / Docs", the label of a page's own notes and documentation (cmder's home page of 2015, seventy-third
 * round, tuning: its "Notes / Docs" section, on aliases and building it, chose Notes & Docs by both halves of that
 * category's name); "Notes" or "Docs" said alone are not labels of this kind.
 * So is "Design Principle", one principle as the plural's "Design Principles" (flatnotes's README, ninety-second round,
 * tuning: its "## Design Principle", the author's reasons and the boxes an editor should tick, chose Design).
 * The offline drafter reads no such heading, nor what it heads (extractive-drafter.ts); the chooser
 * (categories.ts) and `categoryVerdict` take none of them, said alone, for a category's quote.
 */
export const INTERNALS_HEADING =
  /^\P{L}*(?:(?:system |software |technical |high-level )?architecture(?: overview)?|technology|technologies|tech(?:nology)? stack|design (?:goals?|principles?|decisions|philosophy|notes)|(?:api|references?)(?: (?:reference|docs|documentation|guide|manual|overview))?|notes? ?(?:\/|&|\+|and) ?(?:docs|documentation))\P{L}*$/iu;

/** A term just before one of these words names a part of the site ("this Docs page"), not the product; "Note:" is a label. */
const NAVIGATION_AFTER = /^(?:\s+(?:page|pages|section|link|tab|menu)\b|:)/i;

/**
 * Whether a word is part of the product's name ("Health" of healthchecks.io, "Uptime" of Uptime Kuma): not a
 * topic. It lies within one of the name's parts, or spans whole parts ("InvoiceShelf" of "InvoiceShelf's"),
 * never across the seam of two ("invoices" is no part of "Invoice|Shelf": the product helps "create
 * professional invoices").
 */
export function isPartOfName(word: string, productName: string | null): boolean {
  if (!productName || word.length < 3) return false;
  const parts = nameParts(productName);
  const nameKey = parts.join('');
  const wordKey = nameKeyOf(word);
  if (nameKey.length < 3 || !wordKey) return false;
  const seams = new Set<number>([0, nameKey.length]);
  parts.reduce((at, part) => (seams.add(at + part.length), at + part.length), 0);
  for (let at = nameKey.indexOf(wordKey); at >= 0; at = nameKey.indexOf(wordKey, at + 1)) {
    const end = at + wordKey.length;
    const across = [...seams].some((seam) => seam > at && seam < end);
    if (!across || (seams.has(at) && seams.has(end))) return true;
  }
  return false;
}

/** Letters and digits only, lower-cased: how a name and a word are compared. */
const nameKeyOf = (text: string) => lower(text).replace(/[^\p{L}\p{N}]+/gu, '');

/** The name's parts, split at spaces, punctuation and camel case seams ("InvoiceShelf" → invoice | shelf), as keys. */
const nameParts = (productName: string) =>
  productName
    .replace(/(?<=\p{Ll})(?=\p{Lu})/gu, ' ')
    .split(/[^\p{L}\p{N}]+/u)
    .map(nameKeyOf)
    .filter(Boolean);

/**
 * Whether a word isPartOfName takes for the name's is only a piece inside one of the name's parts, no whole part nor
 * run of parts ("note" of "flatnotes", "task" of "Taskwarrior"), and the words around it as written do not spell that
 * part with it: there it is a word of its own, saying what the product is ("A note taking web app that utilises a flat
 * folder of markdown files", flatnotes's README, hundred-and-twenty-second round, tuning: its "note" named no Notes &
 * Docs). "Health Checks" still spells healthchecks.io's "healthchecks", "Uptime" is a whole part of Uptime Kuma. Read
 * on windows twice the part's length either side: linear.
 */
export function apartFromName(text: string, start: number, end: number, productName: string | null): boolean {
  if (!productName) return false;
  const word = nameKeyOf(text.slice(start, end));
  const parts = nameParts(productName);
  if (word.length < 3 || parts.join('') === word) return false;
  // Whole parts, one or a run of them ("InvoiceShelf" of "InvoiceShelf's"): the name's.
  for (let first = 0; first < parts.length; first++)
    for (let last = first, run = ''; last < parts.length && run.length < word.length; last++)
      if ((run += parts[last]!) === word) return false;
  const part = parts.find((candidate) => candidate.length > word.length && candidate.includes(word));
  if (!part) return false;
  const before = nameKeyOf(text.slice(Math.max(0, start - 2 * part.length), start));
  const around = before + word + nameKeyOf(text.slice(end, end + 2 * part.length));
  for (let at = around.indexOf(part); at >= 0; at = around.indexOf(part, at + 1))
    if (at < before.length + word.length && at + part.length > before.length) return false;
  return true;
}

/**
 * Whether a word that is part of the product's name stands, in this quote, outside every place the quote
 * spells the name: "Krayin CRM is a hand tailored CRM framework" (Krayin's README, twenty-second round,
 * tuning) says what it is by its second "CRM". A quote that does not spell the name ("Health Checks is
 * currently at an early stage" of healthchecks.io) keeps the word as the name's.
 */
export function besideTheName(quote: string, at: number, productName: string | null): boolean {
  if (!productName || productName.length < 3) return false;
  const spellings = nameSpellings(quote, productName);
  if (!spellings.length) return false;
  // The last spelling starting at or before `at` (they are in order, all the name's length): found by
  // halving, so a quote of thousands of spellings, asked about each of its words, stays linear.
  const last = lastAtOrBefore(spellings, at);
  return last < 0 || at >= spellings[last]! + lower(productName).length;
}

/** Where the lower-cased quote spells the lower-cased name (overlapping too), for the last quote asked. */
let spelledIn: { quote: string; name: string; at: number[] } = { quote: '', name: '', at: [] };
function nameSpellings(quote: string, productName: string): number[] {
  if (spelledIn.quote === quote && spelledIn.name === productName) return spelledIn.at;
  const text = lower(quote);
  const name = lower(productName);
  const at: number[] = [];
  for (let from = text.indexOf(name); from >= 0; from = text.indexOf(name, from + 1)) at.push(from);
  spelledIn = { quote, name: productName, at };
  return at;
}

/**
 * A suffix that makes a word of quality, state or doctrine out of another ("productivity" of "product",
 * "activity" of "act", "connectivity" of "connect", "security" of "secure", "fitness" of "fit"): Porter's
 * stemmer gives both the same stem, but the meaning has changed.
 */
const QUALITY_SUFFIX = /(?<=\p{L}{3})(?:ity|ness|ism|ship|hood|dom)$/u;

/**
 * Whether a word sharing a category word's stem is that word in another inflection or agent ("invoices"
 * of Invoicing, "schedule" / "scheduler" of Scheduling, "monitor" of Monitoring), not a base the category
 * word was derived from by a suffix that changes its meaning, nor a derivative of it: "product" or
 * "production" is no Productivity ("an open-source web and product analytics platform"), "secure" no
 * Security. A homonym that differs only by an inflection ("accounts" / Accounting) is not told apart here.
 */
export function sameSense(raw: string, forms: readonly string[]): boolean {
  const suffix = (word: string) =>
    QUALITY_SUFFIX.exec(
      word
        .toLowerCase()
        .replace(/['’]s$/, '')
        .replace(/-/g, '')
        // A plural is an inflection, its suffix the singular's: "activities", "businesses", "partnerships".
        .replace(/ies$/, 'y')
        .replace(/(?<=ness)es$|(?<=ism|ship|hood|dom)s$/, ''),
    )?.[0] ?? '';
  return forms.length === 0 || forms.some((form) => suffix(form) === suffix(raw));
}

/**
 * Whether the word at `at` is one of the reader's own things the product handles, said after "your"
 * ("organize your thoughts, projects, and topics", "keep a record of your projects"; creatorcompanionapp.com,
 * tuning): a description's term said so names what the product keeps, not what it is ("projects" is no
 * Task Management there). The category's own name still counts ("your CRM" is left to `ownsOne`).
 * Up to three words, commas and "and"/"or" between "your" and the word; bounded, so linear.
 */
export function readersThing(text: string, at: number): boolean {
  return /\byour\s+(?:[\p{L}-]+,?\s+(?:(?:and|or)\s+)?){0,3}$/iu.test(text.slice(Math.max(0, at - 120), at));
}

/**
 * Whether the word at `at` is one item of a list of uses the site suggests for the product ("Use it for recurring
 * daily tasks, things to buy, next steps in a project, or longer-term goals.": creatorcompanionapp.com,
 * thirty-eighth round, tuning, which chose Task Management): what a reader may use it for, among other things,
 * names no category of what the product is. Only after "use it for" and its like ("perfect for", "great for",
 * "ideal for", "handy for", "useful for", "good for"), in a list of three or more (two commas) within the
 * sentence; "Use it for invoicing" alone still counts. Bounded slices, no nested repetition: linear.
 */
export function usesList(text: string, at: number): boolean {
  return inListAfter(USES_LEAD, text, at);
}
const USES_LEAD = /\b(?:use\s+(?:it|them|this|\p{L}+)|perfect|great|ideal|handy|useful|good)\s+for\s+([^.!?;]*)$/iu;

/**
 * Whether the word at `at` is one item of a list of things the product connects to or takes data from ("Budibase
 * pulls data from multiple sources, including MongoDB, CouchDB, PostgreSQL, MariaDB, MySQL, Airtable, S3,
 * DynamoDB, or a REST API.": Budibase's README, forty-first round, tuning, which chose APIs; "integrates with
 * Slack, Gmail and a CRM", "connect to databases, cloud storages and APIs"): the domains it touches, not what
 * it is. Only after a connecting verb ("integrates with", "connects to", "pulls / imports / syncs … from",
 * "works with") or "sources, including" / "such as", in a list of three or more (two commas) within the
 * sentence; "Acme is a CRM that integrates with Gmail" keeps its CRM, said before. Bounded slices, linear.
 */
export function connectsList(text: string, at: number): boolean {
  return inListAfter(CONNECTS_LEAD, text, at);
}
const CONNECTS_LEAD =
  /(?:\b(?:integrat(?:es?|ing|ions?)|connect(?:s|ing)?|pull(?:s|ing)?|import(?:s|ing)?|sync(?:s|ing)?|fetch(?:es|ing)?|works?|plugs?)\s+(?:[\p{L}-]+\s+){0,3}?(?:with|to|from|into)|\b(?:sources?|integrations?|connectors?|services?|tools?|providers?),?\s+(?:including|such\s+as|like))\s+([^.!?;]*)$/iu;

/**
 * Whether the word at `at` is one item of a list that `lead` opens (its group 1 is the list so far, up to the word,
 * within the sentence): three or more items (two commas) from there to the sentence's end. Both list rules above
 * read it so; bounded slices, no nested repetition: linear.
 */
function inListAfter(lead: RegExp, text: string, at: number): boolean {
  const before = lead.exec(withinSentence(text.slice(Math.max(0, at - 200), at)));
  if (!before) return false;
  const after = /^[^.!?;]*/u.exec(withinSentence(text.slice(at, at + 200)))![0];
  return (before[1]! + after).split(',').length >= 3;
}

/**
 * A slice with the stops of "i.e." and "e.g." taken out, so that a list they open stays within its sentence ("connect
 * Lago to any of your internal systems or tools (i.e. any payment gateway, CRM, CPQ, accounting software)": Lago's
 * README, sixty-ninth round, tuning, which chose Payments). Same length; one pass, linear.
 */
const withinSentence = (slice: string) => slice.replace(/\b(?:i\.e|e\.g)\./giu, (stops) => stops.replace(/\./g, '_'));

/**
 * Whether the word opens the line as an imperative verb joined to another ("Design and build apps with powerful
 * pre-made components", a feature heading of Budibase's README, forty-first round, tuning, which chose Design;
 * "Schedule and share …", "Monitor and deploy …"): an activity the reader does with the product, one
 * capability among others, not what it is. Only the line's first word, then "and" / "&" / "," and one of a few
 * verbs that take an object; "Design and prototyping" (two nouns) still names Design. Bounded, linear.
 */
export function activityOpening(text: string, word: { start: number; end: number }): boolean {
  if (/\p{L}/u.test(text.slice(0, word.start))) return false;
  return /^\s*(?:and|&|,)\s+(?:build|create|make|ship|launch|publish|share|deploy|test|run|manage|edit|host|develop|automate|customi[sz]e)\s+\p{L}/iu.test(
    text.slice(word.end, word.end + 40),
  );
}

/**
 * Whether the word at `at` stands in a clause a comma attaches to what the sentence says the product is, saying
 * what that means or allows ("Hatchet is a durable task queue, meaning it persists the history of all executions
 * …, which allows for easy monitoring + debugging": Hatchet's README, forty-eighth round, tuning, which chose
 * Monitoring): a consequence of what it is, not what it is. "Acme is a monitoring tool, which allows …" keeps its
 * Monitoring, said before the clause. What a definition says it is built on ("built on top of Postgres", "backed
 * by a PostgreSQL database", "powered by AI") is left alone: no tuning page chose a wrong category from one.
 * Within the sentence only, a bounded slice before the word, no nested repetition: linear.
 */
export function attachedPhrase(text: string, at: number): boolean {
  return /,\s*(?:meaning|which\s+(?:means|allows|lets|enables|makes)|allowing|enabling)\b[^.!?;]*$/iu.test(
    text.slice(Math.max(0, at - 160), at),
  );
}

/**
 * Whether the word at `at` names what the product protects its users against or answers, not what it is: the
 * circumstance a sentence opens with before the product's answer ("With the rise of government monitoring
 * programs, qTox provides an easy to use application that allows you to connect … without anyone else listening
 * in": qTox's home page, fifty-third round, tuning, which chose Monitoring), or the object of a protecting verb
 * ("protects your messages from monitoring", "security against spam campaigns", "safe from tracking"). "Acme is
 * a monitoring tool that protects uptime" keeps its Monitoring, said before the verb. The opening circumstance
 * only at the sentence's start, up to its comma, after "with" / "amid" / "given" / "in the face of" and a word
 * of growth or threat ("the rise of", "the spread of", "the threat of"); the protected-from object within three
 * words of "from" / "against". Bounded slices, no nested unbounded repetition: linear.
 */
export function opposedThing(text: string, at: number): boolean {
  const start = Math.max(0, at - 160);
  const before = text.slice(start, at);
  if (
    /(?:\b(?:protect|shield|guard|defen[cd]|secur|safe)\p{L}*\s+(?:[\p{L}'’-]+\s+){0,3}?(?:from|against)|\bsafe\s+from|\bfree\s+from)\s+(?:[\p{L}'’-]+\s+){0,3}$/iu.test(
      before,
    )
  )
    return true;
  const opening =
    /(?:^|[.!?]\s+)(?:with|amid|amidst|given|in\s+the\s+face\s+of)\s+(?:the\s+|an?\s+)?(?:rise|growth|spread|threat|surge|increase|prevalence|explosion)\s+of\s+[^,.!?;]*$/iu.exec(
      before,
    );
  if (!opening || (opening.index === 0 && start > 0)) return false;
  return /^[^,.!?;]{0,200},/u.test(text.slice(at, at + 201));
}

/**
 * Whether an acronym stands as one item of a list of the product's parts, opening a bracket or between commas
 * ("The easiest way to run all components of Saleor (API, storefront, and dashboard) together …": Saleor's
 * README, forty-eighth round, tuning, which chose APIs and, through it, Developer Tools): a part the product has
 * among others, not what it is. "(the API)" alone, or an acronym ending a list, is left to the other rules.
 */
export function partOfList(text: string, at: { start: number; end: number }): boolean {
  return (
    /(?:\(|,\s)\s*$/.test(text.slice(Math.max(0, at.start - 3), at.start)) &&
    /^s?\s*,/.test(text.slice(at.end, at.end + 4))
  );
}

/**
 * Whether the word at `at` stands in the noun phrase a definition says the product is: after "<Name> is a / an /
 * the" (an aside in brackets after the name allowed) or a tagline's opening "A / An", before the first comma,
 * stop, bracket, colon or a word that starts what follows it ("for", "that", "which", "to", "with", "built",
 * "written", "of", "on", "by" …): "Oppia is an online learning tool that enables anyone …" (Oppia's README,
 * fifty-fifth round, tuning) says it is a learning tool, as "Mailtrain is a self hosted newsletter application
 * built on Node.js" says it is a newsletter application. There one word of a category's description names the
 * category (the chooser, categories.ts, takes it as it takes the name); elsewhere a single word is only one of its
 * terms. The verifier's categoryVerdict already keeps a quote naming a description's word, so it reads nothing
 * new. The phrase is read within 80 characters of its start; bounded slices, no nested repetition: linear.
 */
export function inWhatItIs(text: string, at: { start: number; end: number }, productName: string | null): boolean {
  const head = text.slice(0, 200);
  const name = productName ? productName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&') : null;
  const opening =
    (name
      ? new RegExp(
          `^\\P{L}{0,4}${name}(?:\\.\\w{1,10})?\\s{0,3}(?:\\([^()]{1,40}\\)\\s{0,3})?(?:is|are)\\s{1,3}(?:an?|the)\\s{1,3}`,
          'iu',
        ).exec(head)
      : null) ?? /^\P{L}{0,4}an?\s{1,3}/iu.exec(head);
  if (!opening) return false;
  const start = opening[0].length;
  if (at.start < start || at.start - start > 80) return false;
  const before = text.slice(start, at.start);
  if (PHRASE_ENDS.test(before) || !MODIFIES_NEXT.test(text.slice(at.end, at.end + 40))) return false;
  // A plain noun right before it makes a compound of another sense ("a workflow automation platform" is no email
  // automation: n8n's README, tuning; "machine learning", "data pipeline"); a qualifier does not ("online learning",
  // "self hosted newsletter", "Open Source Learning"): a hyphenated or capitalised word, or one with an adjective's or
  // participle's ending.
  const previous = /([\p{L}\p{N}'’-]{1,40})\s{1,3}$/u.exec(before)?.[1];
  return !previous || /-|^\p{Lu}/u.test(previous) || QUALIFIER_ENDING.test(previous);
}
const QUALIFIER_ENDING = /(?:ed|ing|al|ive|ic|ful|less|ous|able|ible|ent|ant|ary|ly|line)$/iu;
export const PHRASE_END_WORDS = String.raw`(?:for|that|which|who|whose|where|when|to|with|without|built|written|made|based|designed|powered|used|of|in|on|from|by|via|like|than|allowing|enabling|helping|letting)`;
const PHRASE_ENDS = new RegExp(String.raw`[,.;:!?()—–]|\b${PHRASE_END_WORDS}\b`, 'iu');
/**
 * A word of the phrase goes on after it: it says what kind the product is ("learning tool"), it is not the phrase's head
 * ("a project", "a project and community": Asahi Linux's about page, tuning).
 */
const MODIFIES_NEXT = new RegExp(String.raw`^(?:\s{1,3}|-)(?!(?:${PHRASE_END_WORDS}|and|or|&)\b)\p{L}`, 'iu');

/**
 * Whether the word at `at` stands in a short label opening the line over a list of names ("Social media: G+,
 * YouTube, FB, Twitter", the links under "Keeping in touch" of Oppia's README, fifty-fifth round, tuning, which
 * chose Social Media): the label names what the list holds (the project's channels), not what the product is. The
 * label is one to four words and a colon at the line's start; the list three or more items after it, each one to
 * three words with no sentence's stop, split by commas, "|", "•" or "·". "Social media scheduling: plan posts for
 * every network" (one item, a sentence) is no list. A bounded label, the rest split once: linear.
 */
export function labelOfList(text: string, at: number): boolean {
  const label = /^\P{L}{0,4}(?:[\p{L}\p{N}&+'’/-]{1,24}\s{1,3}){0,3}[\p{L}\p{N}&+'’/-]{1,24}\s{0,3}:\s/u.exec(
    text.slice(0, 140),
  );
  if (!label || at >= label[0].length) return false;
  const items = text.slice(label[0].length).split(/[,|•·]/);
  return (
    items.length >= 3 &&
    items.every((item) => {
      const words = item
        .trim()
        .replace(/^(?:and|or)\s+/i, '')
        .replace(/[.!…]$/, '');
      return words.length >= 1 && words.length <= 30 && !/[.!?;:]/.test(words) && words.split(/\s+/).length <= 3;
    })
  );
}

/** Words that put a term in an integration or an output, not in what the product is. */
const NOT_WHAT_IT_IS =
  /\b(?:into|to|with|from|export(?:s|ing)?|integrat\w*|sync\w*|connect\w*|send\w*|plug\w*)\s+(?:\S+\s+){0,2}$/i;

/**
 * Writing whose object is code ("Writing new functions or methods for existing functions": PopGen.jl's
 * community page, twenty-seventh round, tuning; "write tests", "writing your own plugins") is programming,
 * and writing the project's own docs ("Writing or editing the docs", the same page's ways to contribute) is
 * contributing to it: neither is a Notes & Docs term. Only "write" and its forms, the object within the next
 * three words; docs only with "the" or "our" ("Write docs with your team" stays a term).
 */
export function codeWriting(text: string, word: { raw: string; start: number; end: number }): boolean {
  if (!/^(?:write|writes|writing|wrote|written)$/i.test(word.raw)) return false;
  return /^(?:\s+(?!functions?\b|methods?\b|code\b|tests?\b|scripts?\b|plugins?\b|queries\b|query\b|programs?\b|classes\b|modules?\b|packages?\b|extensions?\b)[\p{L}\p{N}-]{1,20}){0,3}\s+(?:functions?|methods?|code|tests?|scripts?|plugins?|quer(?:y|ies)|programs?|classes|modules?|packages?|extensions?|(?:the|our)\s+(?:docs|documentation))\b/iu.test(
    text.slice(word.end, word.end + 90),
  );
}

/**
 * "At the time of writing", "as of this writing": when the page was written, no writing the product does
 * (koa-branch-router's README, sixty-sixth round, tuning: "There seem to be no radix tree routers with nested router
 * support (at the time of writing)." chose Notes & Docs). Only "writing" after "time of" or "as of", "the" or "this"
 * between; a bounded slice before the word: linear.
 */
export function timeOfWriting(text: string, word: { raw: string; start: number }): boolean {
  return (
    /^writing$/i.test(word.raw) &&
    /\b(?:time\s{1,3}of|as\s{1,3}of)\s{1,3}(?:(?:the|this)\s{1,3})?$/i.test(
      text.slice(Math.max(0, word.start - 24), word.start),
    )
  );
}

/**
 * "The docs", "our documentation": the site's own documentation ("Writing or editing the docs": PopGen.jl's
 * community page, twenty-seventh round, tuning), no documents the product keeps, so no Notes & Docs term.
 * A notes product's docs are the user's ("your docs", "shared docs"). Bounded slice: linear.
 */
export function ownDocs(text: string, word: { raw: string; start: number; end: number }): boolean {
  if (!/^(?:docs|documentation)$/i.test(word.raw)) return false;
  // Also the docs of setting the product up, building on it or how it is made ("protocol docs" among a repository's
  // top-level tree, "dev-mode install docs in each surface repo": NovoMCP's README, fifty-seventh round's tuning
  // page, met when the rounds were merged; "setup docs", "API docs", "design docs").
  return /\b(?:the|our|install(?:ation)?|setup|set-up|deployment|developer|dev|api|protocol|spec|architecture|design|contributor|contributing|reference)\s+$/i.test(
    text.slice(Math.max(0, word.start - 16), word.start),
  );
}

/**
 * Whether a category's word stands where the site says what the product does, touches or is used for, not what it
 * is: a grant's field, writing code, the time of writing, the site's own docs, one item of a list of uses or of things it connects to,
 * an activity opening the line, a clause attached to its definition, what it protects its users against, the label
 * of a list of names, a thing already there ("an existing … database") (each rule above or below, with its round). The one
 * set both read: the chooser (categories.ts) proposes no category from such a word and categoryVerdict keeps none.
 */
export function besideWhatItIs(text: string, word: Pick<Word, 'raw' | 'start' | 'end'>): boolean {
  return (
    grantField(text, word) ||
    codeWriting(text, word) ||
    timeOfWriting(text, word) ||
    ownDocs(text, word) ||
    usesList(text, word.start) ||
    connectsList(text, word.start) ||
    activityOpening(text, word) ||
    attachedPhrase(text, word.start) ||
    opposedThing(text, word.start) ||
    labelOfList(text, word.start) ||
    existingThing(text, word.start)
  );
}

/**
 * Whether the word at `at` names a thing already there that the product reads, sits on or works with, not what it
 * is: "existing" one to three words before it ("a web app providing a clean interface for browsing, reading and
 * downloading eBooks using an existing Calibre database": Calibre-Web's README, ninety-second round, tuning, which
 * chose Databases; "a web dashboard for an existing Postgres database"). A database, CRM or design the
 * reader already has is the product's input. "Acme is a hosted database for existing apps" keeps its Databases (the
 * word "existing" comes after it). A bounded slice before the word, anchored at its end: linear.
 */
export function existingThing(text: string, at: number): boolean {
  return /\bexisting\s{1,3}(?:[\p{L}\p{N}'’-]{1,30}\s{1,3}){0,2}$/iu.test(text.slice(Math.max(0, at - 80), at));
}

/**
 * A category stands when its quote names what the product is in the category's terms (its name or a
 * word of its description), not as an integration or an output ("export to invoices").
 */
export function categoryVerdict(
  name: string,
  quotes: readonly string[],
  tree: readonly CategoryOption[],
  productName: string | null = null,
): Verdict {
  const category = tree.find((option) => option.name === name);
  if (!category) return 'not a category of list_categories';
  // A quote naming the product as one of its subcategories names it as this one too ("testing APIs"
  // names a developer tool when APIs is a subcategory of Developer Tools). By the subcategory's name:
  // its description's words ("Logs, metrics, traces and uptime" of Monitoring) would let any quote on
  // "fitness metrics" stand for Developer Tools.
  const own = wordsOf(
    [
      `${category.name} ${category.description}`,
      ...tree.filter((option) => option.parent === category.slug).map((option) => option.name),
    ].join(' '),
  ).filter((word) => !word.stop && word.raw.length >= 2);
  const terms = new Set(own.map((word) => word.stem));
  // The category's words as written, by stem: a quote's word must be one in sense ("product" is no "productivity").
  const forms = (stem: string) => own.filter((word) => word.stem === stem).map((word) => word.raw);
  // The words of the category's name and of its subcategories' names: a description's other words
  // ("projects" of "To-dos, projects and planning") name it only where they are not the reader's things.
  const named = new Set(
    wordsOf(
      [category.name, ...tree.filter((option) => option.parent === category.slug).map((option) => option.name)].join(
        ' ',
      ),
    )
      .filter((word) => !word.stop)
      .map((word) => word.stem),
  );
  // The chooser's other word rules (categories.ts), mirrored so that a model's category passes them too
  // (issue 34: the model path checked like the offline one). An acronym's name ("CRM", "APIs") is read as
  // the chooser reads it; a participle or an -able word names the category only as one of the description's
  // single-word terms, as the chooser's terms take them ("Calendars").
  const acronym = /^[A-Z][A-Z0-9/.-]{0,6}s?$/.test(category.name.trim().replace(/s$/, ''));
  const singleTerms = new Set(
    category.description
      .split(/[,;:.()]|\band\b|\bor\b/)
      .map((term) => wordsOf(term).filter((word) => !word.stop))
      .filter((term) => term.length === 1)
      .map((term) => term[0]!.stem),
  );
  // "Health" of "Health Checks" (healthchecks.io) is the product's name, not a topic.
  for (const quote of quotes) {
    // A section's label ("API", "Architecture") names the section, not what the product is; a planned item
    // (thirty-eighth round) what it may have one day.
    // A planned item ("[ ] HTTP API to interact with Akasa": Akasa's roadmap, thirty-eighth round, tuning) is what
    // the product may have one day, not what it is: no category's evidence.
    // A heading over the settings of one of its parts ("AI Formula Assistant related variables": settingsHeading,
    // hundred-and-twenty-third round) names none either.
    if (INTERNALS_HEADING.test(quote.trim()) || isPlannedItem(quote) || settingsHeading(quote)) continue;
    // The parts of a compound count ("a note-taking application" names notes).
    for (const word of [...wordsOf(quote), ...wordsOf(splitCompounds(quote))]) {
      if (
        word.stop ||
        !terms.has(word.stem) ||
        (isPartOfName(wordAt(quote, word.start), productName) &&
          !besideTheName(quote, word.start, productName) &&
          !apartFromName(quote, word.start, word.end, productName))
      )
        continue;
      if (!sameSense(word.raw, forms(word.stem))) continue;
      if (
        NOT_WHAT_IT_IS.test(wordsBefore(quote, word.start)) ||
        NAVIGATION_AFTER.test(quote.slice(word.end)) ||
        negated(quote, word.start)
      )
        continue;
      if (!named.has(word.stem) && readersThing(quote, word.start)) continue;
      // One of a list of uses or of things it connects to, an activity, a clause attached to its definition, a
      // grant's field, writing code, the site's docs (besideWhatItIs: the chooser's own set).
      if (besideWhatItIs(quote, word)) continue;
      // The site's own newsletter ("Subscribe to our Newsletter"), "the project" naming the product, a word of a
      // web address: the chooser takes none of them.
      if (ownNewsletter(quote, word) || theProject(quote, word) || inAddress(quote, word.start)) continue;
      // "Caddy's REST API", "its API", "Twenty CRM": an acronym said as something the product has, or another's.
      if (acronym && (ownsOne(quote, word) || anothers(quote, word, productName))) continue;
      // "API Server", "API summary": the label of a section on the product's own interface; "a C API", "the Lua 5.4 C
      // API": the language a library is called from. For APIs and, as the chooser adds it, for the parent the acronym
      // stands for (interfaceSection, languageBinding).
      if (
        (acronym || /^[A-Z][A-Z0-9/.-]{0,6}s?$/.test(word.raw)) &&
        (interfaceSection(quote, word) || languageBinding(quote, word))
      )
        continue;
      // One of a list of its parts ("components of Saleor (API, storefront, and dashboard)", forty-eighth round): a part
      // it has. An acronym word also when it names a subcategory (APIs standing for Developer Tools, as the chooser
      // adds the parent). A feature item's label ("GraphQL API: …") is turned down by the label rule above.
      if ((acronym || /^[A-Z][A-Z0-9/.-]{0,6}s?$/.test(word.raw)) && partOfList(quote, word)) continue;
      // "Scheduled posts", "an accountable team": a participle or an adjective of ability names no category.
      if ((!notParticiple(word) || !notQuality(word)) && !singleTerms.has(word.stem)) continue;
      return null;
    }
  }
  return 'no quote names the product as this category';
}

// ——— contact e-mail ———

const NOT_CONTACT_LOCAL =
  /^(?:press|media|pr|news|newsroom|journalists?|ping|no-?reply|do-?not-?reply|donotreply|bounces?|mailer-daemon|postmaster|abuse|dmca|legal|trademarks?|privacy|gdpr|security|jobs|careers|recruiting|investors?|ir|sponsors?|sponsorships?|sponsoring)$/i;
const NOT_CONTACT_HOST = /(?:^|\.)(?:hc-ping\.com|healthchecks\.io|sentry\.io|example\.(?:com|org|net))$/i;
const NOT_CONTACT_LABEL =
  /\b(?:press|media|journalists?|legal|trademarks?|security|vulnerabilit\w*|privacy|gdpr|careers|jobs|investors?|ping|heartbeat|sponsorships?)\b[^@\n]{0,40}$/i;

/**
 * The contact e-mail is an address for customers, not a press, legal or machine (ping) address, nor one
 * for sponsors ("Sponsorship — Email: sponsor@letsencrypt.org", Let's Encrypt's contact page, twentieth
 * round: an address for those who would pay the project, not for its users).
 */
/**
 * A login given with its password (issue 34, eighty-third round; real tuning: Komunitin's docs "Demo" page,
 * "email: euclides@komunitin.org" over "password: komunitin", and Solobase's "Live Demo" page, "Email:
 * demo@solobase.dev" over "Password: demo123"): a password label after the address, before any other address and
 * within two short lines, makes it an account to sign in with, not an address to write to. Bounded and anchored.
 */
const PASSWORD_AFTER = /^[^@\n]{0,60}(?:\n[^@\n]{0,60}?)?\bpass(?:word|wd)\s{0,3}:/i;

/**
 * The text a contact address is judged by: the line that holds it and the line after it (where a login's
 * "Password:" stands), joined by a newline; undefined when no line holds it. The drafter and the verifier both
 * read the line so (one mechanism).
 */
export function lineAround(lines: readonly string[], needle: string): string | undefined {
  const at = lines.findIndex((line) => line.includes(needle));
  if (at < 0) return undefined;
  const next = lines[at + 1];
  return next === undefined ? lines[at] : `${lines[at]}\n${next}`;
}

export function contactEmailVerdict(email: string, line: string): Verdict {
  const [local = '', host = ''] = email.split('@');
  if (NOT_CONTACT_HOST.test(host)) return 'a machine address (pings, monitoring), not a contact';
  if (
    /^[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$/i.test(local) ||
    /^[0-9a-f]{20,}$/i.test(local)
  )
    return 'a generated address, not a contact';
  if (NOT_CONTACT_LOCAL.test(local)) return `a ${local.toLowerCase()} address, not the general contact`;
  const at = Math.max(0, line.indexOf(email));
  const before = line.slice(0, at);
  if (PASSWORD_AFTER.test(line.slice(at + email.length, at + email.length + 200)))
    return 'a login given with its password (a demo account), not a contact';
  if (NOT_CONTACT_LABEL.test(before)) return 'the site gives this address for press, legal or security only';
  // "If you find a security issue …, please send an email to contact@…": the sentence gives its use.
  const sentence = before.split(/[.!?]\s/).pop() ?? '';
  if (/\b(?:security|vulnerabilit\w*|disclos\w*|bug bount\w*)\b/i.test(sentence))
    return 'the site gives this address for security reports only';
  // "If there is any infringement, please contact me by email" (AList's README disclaimer, tuning): an address
  // for rights holders' claims, as a legal address is, not the product's contact.
  if (/\b(?:infring\w*|takedowns?|take-downs?|dmca)\b/i.test(sentence))
    return 'the site gives this address for infringement claims only';
  // "Copyright © 2013-current Nicolas Lœuillet <nicolas@…>": a person named in a copyright notice.
  if (/©|\(c\)|\bcopyright\b/i.test(before)) return 'an address in a copyright notice, not a contact';
  // "Original author: Xavier Danaux <xdanaux@…>": a credit line gives a person's address, not the product's.
  if (/\b(?:author|maintainer|creator)s?\s*:[^:]{0,60}$/i.test(before))
    return "an address in an author's credit, a person's, not a contact";
  // "The original Subsonic is developed by [Sindre Mehus](mailto:…)", "Libresonic was created and maintained
  // by [Eugene …](mailto:…)" (Airsonic's README, tuning): the address of the person credited, not a contact.
  if (
    /\b(?:developed|created|maintained|written)(?: and (?:developed|created|maintained|written))? by\s+(?:[^.!?:@]|(?<=\b\p{Lu})\.){1,60}$/iu.test(
      before,
    )
  )
    return "an address in a maker's credit, a person's, not a contact";
  return null;
}

// ——— city and country ———

const PERSONAL_PLACE =
  /\b(?:lives?|living|resides?|grew up|was born|born and raised|moved to|(?:his|her|their|my) home (?:in|town)|I(?:'m| am) based|(?:he|she) is based|works remotely from|hometown)\b/i;

/**
 * A sentence about someone else's premises: where the servers, the data centre, the web host or a
 * provider is ("Our servers are operated by Hetzner Online GmbH, an EU company based in Gunzenhausen,
 * Germany"; "This website is hosted by OVH, head office at … Roubaix"), not where the company is.
 */
export const THIRD_PARTY_PLACE =
  /\b(?:servers?|data ?cent(?:er|re)s?|hosted (?:by|at|with|on)|hosting (?:provider|company|partner)|web ?host(?:er)?|hoster|operated by|provided by|(?:service|cloud|payment|hosting|infrastructure|email) providers?|sub-?processors?|backups?|head office of|(?:our|an?) (?:investors?|partners?|customers?|clients?|bank))\b/i;

/**
 * A place stands for the company when the quote is not about where a person lives, nor about where a
 * host or provider is (`context`: the sentences the quotes stand in); region codes are not cities.
 */
/**
 * A street of an address drafted as the city (issue 34, forty-third round; real tuning: CargoRocket's imprint,
 * "Drostestraße 28" above "70499 Stuttgart"): a house number, a German street compound ("-straße", "-str.",
 * "-gasse", "-allee"), or an English street word last ("Market St", "Wenlock Road"). No city is spelt so;
 * "St. Gallen", "Allentown" and "Weggis" keep theirs.
 */
const STREET_COMPOUND = /(?:stra(?:ß|ss)e|str\.|gasse|allee)$/iu;
const STREET_WORD = /\s(?:street|st\.?|road|rd\.?|avenue|ave\.?|lane|boulevard|blvd\.?)$/iu;
export const isStreet = (city: string): boolean => {
  const text = city.trim();
  return /\d/.test(text) || STREET_COMPOUND.test(text) || STREET_WORD.test(text);
};

/**
 * The fifty US states, folded (lower case, one space): a state is no city (issue 34, sixty-fourth round; real
 * tuning: Free For Charity's footer, "Boise, Idaho, USA", drafted "Idaho" — GeoNames knows a small place of that
 * name). New York and Washington are left out: each is also a city's name. A fixed list, not a guess: the states
 * are fifty and named in law.
 */
const US_STATES = new Set(
  (
    'alabama alaska arizona arkansas california colorado connecticut delaware florida georgia hawaii idaho illinois ' +
    'indiana iowa kansas kentucky louisiana maine maryland massachusetts michigan minnesota mississippi missouri ' +
    'montana nebraska nevada new_hampshire new_jersey new_mexico north_carolina north_dakota ohio oklahoma oregon ' +
    'pennsylvania rhode_island south_carolina south_dakota tennessee texas utah vermont virginia west_virginia ' +
    'wisconsin wyoming'
  )
    .split(' ')
    .map((state) => state.replace('_', ' ')),
);
/** A bare acronym as a list's segment: "GIF", "and SVG", "or TOML". */
const ACRONYM_SEGMENT = /^(?:(?:and|or|&)\s+)?\p{Lu}{2,5}$/u;

/**
 * Whether a line's comma-separated segments are a list of acronyms (three or more bare all-capital words: "GIF, JPG,
 * PNG, and SVG", "HTTP, FTP, SSH"): a country's code among them ("PNG") names a format, not where anyone is. An address
 * has at most its state and its country so ("San Francisco, CA, USA": two). Read by the address reader (places.ts
 * placeInAddress) and placeVerdict alike.
 */
export function listsAcronyms(segments: readonly string[]): boolean {
  return segments.filter((segment) => ACRONYM_SEGMENT.test(segment.trim())).length >= 3;
}

/** Whether a name is a US state's (not New York's or Washington's, which are cities' names too). */
export const isUsState = (name: string): boolean =>
  name.length <= 40 && US_STATES.has(name.trim().replace(/\s+/g, ' ').toLowerCase());

export function placeVerdict(
  field: 'city' | 'country',
  value: string,
  quotes: readonly string[],
  context: readonly string[] = [],
): Verdict {
  if (field === 'city') {
    const city = value.trim();
    // "He founded the project in March 2020" (Fosshost's team page, thirty-ninth round, tuning): a month
    // before a day or a year is a date, though a town may bear the month's name (March, Cambridgeshire).
    if (MONTH.test(city) && [...quotes, ...context].some((text) => monthDate(city).test(text)))
      return `"${city}" is a month in a date here, not a city`;
    if (/^[A-Z]{2,3}(?:-[A-Z0-9]{0,3})?$/.test(city) || /-$/.test(city) || /^\d/.test(city))
      return `"${city}" is a region or postal code, not a city`;
    if (city.length < 2) return 'not a city';
    if (isStreet(city)) return `"${city}" is a street of an address, not a city`;
    if (isUsState(city)) return `"${city}" is a US state, not a city`;
  }
  if (quotes.some((quote) => PERSONAL_PLACE.test(quote)))
    return 'the quote says where a person lives, not where the company is';
  if (field === 'country' && quotes.some((quote) => quote.length <= 160 && listsAcronyms(quote.split(/\s*,\s*/))))
    return 'the quote lists acronyms (file formats, protocols), one of them a country code, not a place';
  if ([...quotes, ...context].some((text) => THIRD_PARTY_PLACE.test(text)))
    return 'the sentence says where a host, a provider or another company is, not where this company is';
  if ([...quotes, ...context].some((text) => TRADEMARK_NOTICE.test(text)))
    return 'a trademark notice says where a mark is registered, not where this company is';
  return null;
}

const MONTH = /^(?:january|february|march|april|may|june|july|august|september|october|november|december)$/i;
/** The month followed by a year, or by a day and a year ("March 2020", "March 3, 2020", "March 3rd 2020"). */
const monthDate = (month: string) => new RegExp(`\\b${month}\\s(?:\\d{1,2}(?:st|nd|rd|th)?,?\\s)?\\d{4}\\b`, 'i');

/**
 * A trademark notice (issue 34, thirty-sixth round; real tuning: Asahi Linux's footer, "Linux® is the
 * registered trademark of Linus Torvalds in the U.S. and other countries."): the country is where another
 * owner's mark is registered.
 */
const TRADEMARK_NOTICE =
  /\btrademarks? (?:of|owned by|held by|belonging to)\b|\bin the U\.?S\.?(?:A\.?)? and other countries\b/i;

// ——— features ———

/**
 * A line that asks something of the reader: "Try it", "Join the Discord", "Check the docs". "Open source and free
 * to use. …" (Memos' "Key points", fortieth round, tuning) is what the product is, not the verb "open".
 */
export const CALL_TO_ACTION =
  /^\P{L}*(?:get|start|try|see|meet|join|sign|book|contact|buy|learn|read|watch|tell|open(?![\s-]{1,3}sourced?\b)|follow|star|share|subscribe|download|install|visit|check|ask|report|help|support|donate|sponsor|vote|click|go)\b/iu;

/** What may lead a list item before its words: emoji, punctuation, a shortcode (":sparkles:"). */
const LEADING_MARKS = /^(?::[a-z0-9_+-]+:|[^\p{L}\p{N}])+/iu;
/**
 * "And much more!", "and more ...", "& so much more…": a closing that only says the list goes on. The
 * marks after "more" are one run ([.…!]+), never "\.{3}" beside "[.]" nor two \s* side by side: those
 * can split a run of dots or spaces in exponentially or quadratically many ways, and a hostile item
 * ("and more" and 50 dots, then a letter) would hang the drafter (the spec runs one).
 */
const TRAILING_OFF =
  /^(?:\.{3}|…)?\s*(?:and|&)\s+(?:so\s+)?(?:(?:much|many|lots|a lot),?\s+){0,2}more\s*(?:[.…!]+\s*)?(?::\s*(.+))?$/iu;

/**
 * Whether a list item only trails its list off: its words, after any emoji, shortcode or punctuation,
 * are a closing "and (much / many / so much) more", with "…", "...", "!" or a call to action after a
 * colon ("✨ And much more!", wordpress_client's README, tuning; "⚡ and more ...", "And much more!: Check
 * the docs"). It names no capability. An item that names what more there is ("More integrations: Slack,
 * Teams", "And more: Slack, Teams") is read as before. Only the item is dropped: how a list is found is
 * not changed by it (a list closing on one is still the page's list).
 */
export function trailsOff(text: string): boolean {
  const match = TRAILING_OFF.exec(text.trim().replace(LEADING_MARKS, ''));
  return match !== null && (match[1] === undefined || CALL_TO_ACTION.test(match[1]));
}

/**
 * A call to action that points to the rest of the features ("Check out these features and more.", the last
 * item of Krayin's features list, twenty-second round, tuning; "See all features"): a link onward, no
 * capability. Bounded alternatives, no nested repetition.
 */
const POINTS_TO_MORE =
  /\b(?:these|all|more|other|the)\s+(?:features|capabilities)\b|\band\s+(?:much\s+)?more[\s.…!]*$/iu;

/**
 * A planned item (thirty-second round, tuning: Akasa's README, "- [ ] Cluster mode (*coming soon*)" and an
 * edition's unticked "- [ ] Rate limit"; RustFS's "🚧 Under Testing" rows): an unticked task box before the
 * item ("[ ]", as a page without task-list rendering shows it), a construction sign anywhere, or a marker
 * saying it is not there yet — in brackets ("(coming soon)", "(planned)", "(WIP)", "[soon]"), after a dash or
 * colon at the end ("— coming soon", ": planned"), or leading with a colon ("Coming soon: …"; "Coming maybe one day:
 * …", Papra's README, fifty-fourth round's tuning page, met when the rounds were merged). "Coming from Notion: …" is
 * no time and stays. Bounded
 * alternatives, one optional run of marks: linear. "Soon-to-be-forgotten tabs" or "Plan your week" stay.
 */
const COMING_LATER = String.raw`coming\s{1,3}(?:soon|later|eventually|someday|(?:maybe\s{1,3})?(?:one|some)\s{1,3}day)`;
const PLANNED_WORDS = String.raw`(?:${COMING_LATER}|soon|planned|wip|work\s{1,3}in\s{1,3}progress|in\s{1,3}progress|upcoming|under\s{1,3}(?:development|testing|construction)|not\s{1,3}yet\s{1,3}(?:available|supported|implemented)|on\s{1,3}the\s{1,3}roadmap)`;
/** Only these lead an item as its label ("Coming soon: …"): "Upcoming: …", "In progress: …" can be a view's name. */
const PLANNED_LABEL = String.raw`(?:${COMING_LATER}|soon|planned|wip|work\s{1,3}in\s{1,3}progress)`;
const PLANNED_MARK = new RegExp(
  String.raw`^\[\s\]|🚧|[(\[]\s{0,3}${PLANNED_WORDS}\s{0,3}[!.…]{0,3}\s{0,3}[)\]]|(?:\s[-–—]|:)\s{0,3}${PLANNED_WORDS}\s{0,3}[!.…]{0,3}$|^${PLANNED_LABEL}\s{0,3}[:–—-]\s`,
  'iu',
);

/** Whether a list item is marked as planned, not yet the product's ("(coming soon)", "[ ] …", "🚧"). */
export function isPlannedItem(item: string): boolean {
  return PLANNED_MARK.test(item.trim());
}

/**
 * A way to reach something, not a capability: a short label, a colon, then an address or a command line
 * ("your browser: http://pi.hole/api/docs", "curl: curl --connect-timeout 2 …", Pi-hole's "Access the API
 * using:" list, thirty-third round, tuning). Bounded label, no nested repetition.
 */
const LABELLED_ADDRESS = /^[\p{L}`'’ -]{1,30}:\s+(?:https?:\/\/\S|(?:curl|wget|sudo|docker|npm|npx|pip|brew|git) \S)/iu;
/**
 * An address alone, with no word of its own: a download or CDN link listed as an item
 * ("https://cdn.jsdelivr.net/npm/underscore@1.13.8/underscore-umd-min.js" under underscorejs.org's downloads; the
 * ninety-first round's tuning page, merged after). No space in it: one bounded class, linear.
 */
const BARE_ADDRESS = /^(?:https?:)?\/\/[^\s]+$/i;

/**
 * The project asking the reader for feedback or help, not a capability (issue 34, thirty-fifth round, tuning:
 * BooMstrap's "Feedback and Feature Requests" — "We're happy to receive your feedback at …", "Please feel to
 * contribute by contacting us or simply sending us a pull request.", "If you whish to contribute in the meantime,
 * we are happy to help!"; Audiobookshelf's "Is there a feature you are looking for? Suggest it", "Join us on
 * Discord" beside its features list). The reader is asked: "your feedback", "to contribute", "a pull request".
 * "Collect feedback from your users" and "Contribution graphs" stay. Bounded alternatives: linear.
 */
const ASKS_THE_READER =
  /\b(?:(?:receive|hear|welcome)\s{1,3}(?:your|any)\s{1,3}(?:feedback|suggestions?|ideas?)|feel\s{1,3}(?:free\s{1,3})?to\s{1,3}contribute|(?:wish|whish|want|like)\s{1,3}to\s{1,3}contribute|(?:sending|send)\s{1,3}us\s{1,3}a\s{1,3}pull\s{1,3}request|(?:a\s{1,3})?feature\s{1,3}you\s{1,3}(?:are|['’]re)\s{1,3}looking\s{1,3}for\s{0,3}\?)|^\P{L}{0,8}join\s{1,3}us\s{1,3}(?:on|in|at)\b/iu;
/**
 * The state of the project's development, not a capability (issue 34, thirty-fifth round, tuning: Dawarich's
 * disclaimer "Under active development: Expect frequent updates, bugs, and breaking changes."; BooMstrap's
 * "Currently under heavy development!" and "A next major update from our side is planned May 2012"): "under", up to
 * three words, "development". "Development environments in one click" stays. Bounded runs: linear. A part of the
 * product "is currently / still in (public) beta" (issue 34, fifty-second round, tuning: Manatan's README, "📱 iOS
 * Users: The iOS app is currently in Public Beta. Please join our Discord Server to find the TestFlight invite link."
 * under its "Why Manatan?" section): how far that part's development is, not a reason to choose the product. Only
 * with "currently" or "still": "Ship features that are in beta to a subset of users" stays.
 */
const DEVELOPMENT_STATE =
  /\bunder\s{1,3}(?:\p{L}{1,20},?\s{1,3}){0,3}development\b|\b(?:is|are)\s{1,3}(?:currently|still)\s{1,3}in\s{1,3}(?:(?:a|an)\s{1,3})?(?:(?:public|private|closed|open|early)\s{1,3})?(?:beta|alpha|preview|early\s{1,3}access)\b|\bexpect\s{1,3}(?:frequent\s{1,3}updates,?\s{1,3})?(?:bugs|breaking\s{1,3}changes)\b|\bnext\s{1,3}major\s{1,3}(?:update|release)\s{1,3}(?:from\s{1,3}our\s{1,3}side\s{1,3})?is\s{1,3}planned\b/iu;

/** Whether an item asks the reader for feedback or help, or states how far the project's development is. */
export function isAboutTheProject(item: string): boolean {
  return ASKS_THE_READER.test(item) || DEVELOPMENT_STATE.test(item);
}

/** A feature (or a reason to choose it) names a capability, not the list trailing off. */
export function featureVerdict(item: string): Verdict {
  if (namesAlternatives(item)) return otherProductsVerdict(item);
  if (trailsOff(item)) return 'the list trailing off ("And much more!"), not a feature';
  if (isPlannedItem(item)) return 'a planned item ("coming soon", an unticked task, "🚧"), not a feature yet';
  if (isAboutTheProject(item))
    return 'the project asking for feedback or help, or the state of its development, not a feature';
  const text = item.trim().replace(LEADING_MARKS, '');
  if (LABELLED_ADDRESS.test(text) || BARE_ADDRESS.test(item.trim()))
    return 'an address or a command to run, not a feature';
  if (MORE_FEATURES_LINK.test(text)) return 'a link onward to more features, not a feature';
  return CALL_TO_ACTION.test(text) && POINTS_TO_MORE.test(text)
    ? 'a call to action pointing to more features, not a feature'
    : null;
}

/**
 * A list's closing link onward to more of the features, in those words and no others ("More features & tips", the last
 * item of Aseprite's features list, linked to a post: issue 34, hundred-and-seventeenth round, real tuning; "More
 * features →", "More capabilities"): it names no capability. Only "more features" or "more capabilities", an "& tips",
 * "and examples" after it, and closing marks: "More features than any other editor" or "More features for teams: SSO"
 * say what the product has, and stay. Anchored, bounded runs: linear.
 */
const MORE_FEATURES_LINK =
  /^more\s{1,3}(?:features|capabilities)(?:\s{1,3}(?:&|and)\s{1,3}(?:tips|tricks|examples|details|docs))?\s{0,3}[.…!→»>]{0,3}$/iu;

/**
 * A reason to choose a product is said of it. A "Why X?" list of what the reader wants ("You want to store
 * this data in S3-compatible cloud storages …", "You have … files to track …, but don't want to copy …":
 * xvc's README, thirty-fourth round, tuning) states the reader's situation, the problem the product
 * answers, not a claim of the product's. A need negated ("You need no server") is a claim: kept. Anchored
 * at the start, bounded repetition (linear).
 */
const READERS_WANT =
  /^you(?:['’]d\s+like|(?:\s+(?:may|might|will|would|could))?(?:\s+(?:really|just|also|often|still))?\s+(?:want|need|wish|would\s+like|are\s+looking\s+for|have\s+to|face\s+(?:the\s+)?(?:problems?|issues?))\b(?!\s+(?:no|nothing|not|only|never)\b))/i;
const READERS_HAVE_BUT = /^you\s+have\b[^.!?]{0,300}\bbut\s+(?:you\s+)?(?:don['’]t|do\s+not)\s+want\b/i;

/**
 * A "Why X?" list that first states the problem with a KIND of tool, in the third person: "Most configs contain too
 * common rules inside …", "The other configs are bound to a specific stack …", "Sometimes, configs use formatting
 * rules." (ESLint Kit's README), "Most point calculators are native apps with limited device support …" (CaromGenie's
 * README; forty-fourth round, tuning). The subject is a plural kind quantified ("most", "many", "other", "existing",
 * "current", "traditional", after "Sometimes,") and a verb follows; a product's own ("Most of our …", "Most features
 * work offline": no verb of the list) is kept. Anchored, bounded runs (linear).
 */
const KIND_PROBLEM =
  /^(?:sometimes,?\s+(?:the\s+)?|(?:most|many|(?:the\s+)?other|existing|current|traditional|typical)\s+(?!(?:of\s+(?:the\s+)?)?(?:our|its|your|this)\b)(?:of\s+(?:the\s+)?)?)[\p{L}][\p{L}.-]{0,30}(?:\s+[\p{L}][\p{L}.-]{0,30}){0,3}?s\s+(?:are|were|is|contain|use|target|lack|require|rely|force|only|don['’]t|do\s+not|can['’]t|cannot|fail|suffer|get|come|store|run|have)\b/iu;
/**
 * The problem summed up, not a claim: "Together, the above means that most likely you'll need a different ESLint
 * config for each of your projects." (ESLint Kit's README); a task "is a pain" ("Constantly editing and sourcing
 * your .rc file is a pain in the ass.": Shellspace's README). Bounded alternatives (linear).
 */
const PROBLEM_SUMMED =
  /^(?:together|all\s{1,3}in\s{1,3}all|in\s{1,3}short|so),?\s{1,3}(?:the\s{1,3}above|this|that|all\s{1,3}(?:of\s{1,3})?this)\s{1,3}means\b|\b(?:is|are)\s{1,3}(?:always\s{1,3}|often\s{1,3}|such\s{1,3})?(?:a|an)\s{1,3}(?:real\s{1,3}|huge\s{1,3}|big\s{1,3})?(?:pain|headache|nightmare|hassle|chore)\b/iu;
/**
 * The writer, not the product: a problem or a wish in the first person ("While working on a project, I always have
 * to cd project-folder …": Shellspace's README), the writer's motive ("Just wanted to learn shell scripting.";
 * "To prove that it can be done easily(?)", "To have a meaningful hobby project …": CaromGenie's README) or
 * reflection ("It was facinating how minimal game state is required …"). "I" as a word before a lower-case word
 * ("I/O" is no subject); bounded alternatives (linear).
 */
const WRITER_AS_I = /(?:^|[\s,;:(])I(?:['’](?:m|ve|d|ll))?\s{1,3}\p{Ll}/u;
const ABOUT_THE_WRITER =
  /^my\s|^(?:i\s+)?(?:just\s+)?wanted\s+to\b|^to\s+(?:prove|learn|practi[cs]e|experiment)\b|\b(?:hobby|side|pet|toy)\s+project\b|^it\s+was\s+(?:fascinating|facinating|fun|interesting|surprising|amazing|exciting)\b/iu;

/**
 * The makers' story or the market's lack, not a claim (issue 34, sixty-sixth round, tuning): a "Why?" item in the past
 * tense of "there" ("There were some connection timeout issues that we encountered with pg-pool …": postgres-pool's
 * README) or hedged about what exists elsewhere ("There seem to be no radix tree routers with nested router support
 * …": koa-branch-router's README); the makers' wish or motive in "we" ("We should be able to access OpenAI's version
 * … without …", "We wanted a minimal … version …": openai-partial-json-parser's README); how other tools do it, said
 * to be done badly ("Popular routers handle middlewares in an inconvenient way.": koa-branch-router's) or lacking
 * something the writer cannot account for ("OpenAI's vendored version … doesn't have any unit tests for some reason
 * …": openai-partial-json-parser's; "If for some reason the network drops, Acme retries" has no negation before it). A claim in
 * the present ("There is no server to run", "We never sell your data", "We need no account") is kept. Anchored or
 * literal-led, bounded runs (linear).
 */
const MAKERS_STORY =
  /^there\s{1,3}(?:was|were)\b|^there\s{1,3}(?:seems?|appears?)\s{1,3}to\s{1,3}be\s{1,3}(?:no|none|nothing|few|little)\b/iu;
const MAKERS_WISH =
  /^we\s{1,3}(?:really\s{1,3}|just\s{1,3}|also\s{1,3})?(?:should|ought\s{1,3}to|need\s{1,3}to|wanted|needed|wished)\b/iu;
const DONE_BADLY =
  /\bin\s{1,3}an?\s{1,3}(?:inconvenient|awkward|clunky|cumbersome|convoluted|confusing|painful|tedious)\s{1,3}(?:way|manner|fashion)\b|\b(?:doesn['’]t|does\s{1,3}not|don['’]t|do\s{1,3}not|lacks?)\b[^.!?]{0,120}\bfor\s{1,3}some\s{1,3}reason\b/iu;

/**
 * A why section's sub-heading read as one of its reasons (issue 34, eighty-first round; real tuning:
 * react-ssr-seo-toolkit's README, "## Why This Package?" over a table whose two cells open "### The Problem" and "###
 * The Solution"): the label of a part of the section, no reason to choose the product. The whole item: "(The / Our)
 * Problem(s)" or "Solution(s)", a few marks after it. Anchored, bounded: linear.
 */
const PROBLEM_SOLUTION_LABEL = /^(?:(?:the|our)\s{1,3})?(?:problems?|solutions?)\P{L}{0,3}$/iu;

/**
 * The market's lack of a way, not a claim (issue 34, eighty-eighth round; real tuning: Ambaan's README, "## Why" > "There
 * is no easy way to query/transform csv files all locally using sql"; Azurite-ci's, "### Why" > "there is no good
 * solution for initial provisioning: …"): "there is / there's / there are", perhaps "currently" or "still", "no", a
 * word of ease or fitness ("easy", "good", "simple" …) and a means ("way", "solution", "tool" …): what is missing
 * elsewhere, the problem the product answers. A claim in the same words names no means or no such word: "There is no
 * server to run", "There's no need to install anything", "There is no better way to share notes", "There is no way to
 * lose a note" are kept. Anchored, bounded runs: linear.
 */
const NO_GOOD_WAY =
  /^there(?:\s{1,3}(?:is|are)|['’]s)\s{1,3}(?:(?:currently|still|really)\s{1,3})?no\s{1,3}(?:easy|simple|good|straightforward|convenient|reliable|proper|clean|decent|standard|obvious|quick|practical)\s{1,3}(?:ways?|solutions?|tools?|methods?|options?|approach(?:es)?|librar(?:y|ies)|apps?|services?)\b/iu;
/**
 * A task said to be hard, not a claim (issue 34, eighty-eighth round; real tuning: Azurite-ci's README, "### Why" >
 * "using curl - it's not easy too …", beside the lack of a provisioning solution): "it's not", "is / are not", "isn't",
 * "aren't", perhaps "so / very / that / always / really", then "easy", "simple", "straightforward" or "trivial" — the
 * trouble the product answers. "Not just easy, but fun", "Isn't it easy?" and "Easy, not simple" are kept. Literal-led
 * alternatives, bounded runs: linear.
 */
const SAID_TO_BE_HARD =
  /\b(?:(?:it|that|this)['’]s\s{1,3}not|(?:is|are)\s{1,3}not|isn['’]t|aren['’]t)\s{1,3}(?:(?:so|very|that|always|really)\s{1,3})?(?:easy|simple|straightforward|trivial)\b/iu;
/**
 * Other tools' lack, granted then denied (issue 34, eighty-eighth round; real tuning: Ambaan's README, "## Why" >
 * "While there are existing tools allow you to do them over server, the few ones that do it entirely locally do not
 * support simple dashboard visualisations/pdf exports."): an item opening "While there are / is existing / other …"
 * whose sentence goes on, within 200 characters, to what they do not support, offer, provide, allow or have. Either
 * way no claim: what others lack, or what a product itself does not do (the seventieth round's "does not support").
 * "While there are other apps, Acme is the only one that syncs offline" is kept. Anchored, one bounded run: linear.
 */
const OTHERS_LACK =
  /^while\s{1,3}there\s{1,3}(?:are|is)\s{1,3}(?:existing|other)\b[^.!?]{0,200}\b(?:do(?:es)?\s{1,3}not|don['’]t|doesn['’]t|cannot|can['’]t)\s{1,3}(?:support|offer|provide|allow|have)\b/iu;

/** A unique selling point: a feature's checks, and said of the product, not of the reader's wants. */
export function uspVerdict(item: string): Verdict {
  const asFeature = featureVerdict(item);
  if (asFeature) return asFeature;
  const text = item.trim().replace(LEADING_MARKS, '');
  if (READERS_WANT.test(text) || READERS_HAVE_BUT.test(text))
    return 'what the reader wants ("You want to …"), the problem it answers, not a reason the site gives for the product';
  if (KIND_PROBLEM.test(text) || PROBLEM_SUMMED.test(text) || DONE_BADLY.test(text))
    return 'a problem with a kind of tool ("Most configs contain …"), not a claim about this product';
  if (PROBLEM_SOLUTION_LABEL.test(text))
    return 'the label of a part of a why section ("The Problem", "The Solution"), not a reason to choose it';
  if (NO_GOOD_WAY.test(text) || SAID_TO_BE_HARD.test(text) || OTHERS_LACK.test(text))
    return 'the lack of a way elsewhere, other tools\' lack or a task said to be hard ("There is no easy way to …", "While there are existing tools …, … do not support …", "it\'s not easy"), the problem it answers, not a claim about the product';
  if (MAKERS_STORY.test(text) || MAKERS_WISH.test(text))
    return 'the makers\' past situation, wish or motive, or what exists elsewhere ("There were some issues …", "We wanted …", "There seem to be no …"), not a claim about the product';
  return WRITER_AS_I.test(text) || ABOUT_THE_WRITER.test(text)
    ? 'the writer\'s own problem, wish or motive ("I always have to …", "To prove that …"), not a claim about the product'
    : null;
}

/**
 * The auxiliary and modal verbs a question goes on with after its asking word ("Why is it free?", "Can Acme be
 * self-hosted?"): the one list of the question-heading rules (WHY_REASONS_HEADING, the drafter's ASKING_HEADING), so
 * that they cannot drift apart. REASONS_AGAINST keeps its own modal verbs: "Why you might not want it" is a
 * drawback, "Why we are not VC-funded" or "Why you will not regret it" is none (the review of the fifty-second to
 * sixtieth rounds).
 */
export const AUXILIARY_VERB = String.raw`(?:is|are|was|were|does|do|did|can|could|should|would|will|has|have|must|might|may)`;

/**
 * A heading over reasons NOT to choose it: "Why not?" (tame-oidc's README: "This crate requires more
 * boilerplate to use."), "Why you might not want Leviath" (Leviath's README), "Why not <another tool>?".
 * What stands under it is a drawback, or another product's, no reason to choose this one (thirty-fourth
 * round, tuning). Words only, no nested repetition.
 */
export const REASONS_AGAINST =
  /\bwhy\s+not\b|\bwhy\s+(?:you|one|we)\s+(?:(?:might|may|should|would|could|do|does)(?:\s+not|n['’]t)|can(?:not|['’]t|\s+not))\b/i;

/**
 * A heading over a section on what goes wrong and how to fix it (issue 34, fifty-second round, tuning: Manatan's
 * README, "## Troubleshooting" over "To fully clear cache and data from previous installs, delete the following
 * folders" and its six folders): "Troubleshooting", "Troubleshooting guide", "Common issues", "Known problems". What
 * stands under it is a fix or a folder to delete, no feature. The whole heading, a few non-letters either side: a
 * debugging tool's "Troubleshoot incidents in seconds" still heads a feature. Bounded runs: linear.
 */
export const TROUBLESHOOTING_HEADING =
  /^\P{L}{0,8}(?:troubleshoot\p{L}{0,6}(?:\s{1,3}(?:guide|tips))?|(?:common|known|frequent)\s{1,3}(?:issues|problems|errors))\P{L}{0,8}$/iu;

/**
 * A heading over what the product does NOT do or support (issue 34, seventieth round; real tuning: ElementaryJS's
 * README, "## Unsupported Features" over "Array spread syntax" and "Destructuring assignment"; Spreadsheet Decoder's
 * "## Features not yet supported" over "annotations", "spanned rows", …). The drafter's features heading ("features",
 * "what it does") matches it too, but what stands under it is what the product lacks, no feature. Two forms: the
 * features word after a word that negates it ("Unsupported", "Unimplemented", "Unavailable", "Missing", "Non-"), or
 * the features term with "not" after it and a word of support ("Features not (yet) supported / implemented /
 * included / available / planned"). "Features not found anywhere else" and "Supported features" stay features.
 * A third form, the whole heading (issue 34, hundred-and-sixteenth round; real tuning: arcdrip's README, "## What it
 * does not do (yet)" over "Stripe only. Other providers are planned; …", "TypeScript and JavaScript only." and six
 * more limits, drafted as its features because the drafter's features heading "what it does" matched it; Tellina's
 * "## What it doesn't do" and Victauri's "## What It Doesn't Do", the contracted form, over "It's not real-time,
 * always-on protection. …" and "No production use — debug builds only, by design": the extractive drafter did not
 * take these, a model may): "What" and its subject ("it", "this", or the product's one-word name) with a negated
 * "do" ("does not do", "doesn't do", "won't do", "will not do") or a negated "is" ("is not", "isn't"), optionally
 * "(yet)", a few non-letters either side ("What this is not?"). "What it does", "What it is" and "What it does not
 * do for you is slow you down" (a longer heading) stay. Bounded runs, no nested repetition, the third form
 * anchored: linear.
 */
export const NOT_OFFERED_HEADING =
  /\b(?:un(?:supported|implemented|available)|missing|non-?)\s{0,3}(?:features?|capabilities)\b|\b(?:features?|capabilities)\s{1,3}not\s{1,3}(?:yet\s{1,3})?(?:supported|implemented|included|available|planned)\b|^\P{L}{0,8}what\s{1,3}[\p{L}\p{N}.+-]{1,30}\s{1,3}(?:(?:does\s{1,3}not|doesn['’]t|won['’]t|will\s{1,3}not)\s{1,3}do|is\s{1,3}not|isn['’]t)(?:\s{1,3}\(?yet\)?)?\P{L}{0,8}$/iu;

/**
 * A heading over the problem a product answers, not over what it does (issue 34, eighty-first round; real tuning:
 * cdk-agc's README, "## Why?" over "### Problems" ("CDK asset directories can grow to multiple GBs over time", "Slow
 * CI/CD pipelines due to large cache sizes") and "### Solution"; react-ssr-seo-toolkit's, "## Why This Package?" over
 * "### The Problem" ("No sitemap or robots.txt generation", "JSON-LD usually needs a separate package") beside "### The
 * Solution"). What stands under it is the market's or the users' lack, no feature and no reason to choose the product.
 * The whole heading: "Problem(s)", "The problem(s)", "Pain points", optionally "with / of / in …" (80 characters);
 * "Problems solved" (a before-and-after list), "Solve problems faster" and "No more problems" stay. Anchored, bounded
 * runs: linear.
 */
export const PROBLEM_HEADING =
  /^\P{L}{0,8}(?:the\s{1,3})?(?:problems?|pain\s{1,3}points?)(?:\s{1,3}(?:with|of|in)\s{1,3}[^\n]{1,80}?)?\P{L}{0,8}$/iu;

/**
 * A heading naming the product's features (the drafter's features sections: a heading under it heads one feature's
 * part, its list items are features): "Features", "Key features", "Funktionen", "Capabilities".
 */
export const FEATURE_HEADING = /\b(?:features?|funktionen|fonctionnalités|funciones|características|capabilities)\b/i;

/**
 * A heading over work still to come (issue 34, seventy-ninth round; real tuning: KrbeFileManager's "### Upcoming
 * Features" over "📝 TinyMCE integration" and "☁️ AWS S3 compatibility", and assetviewer's "### Future Plans" over
 * "Essential Mod cosmetics.", both under their "## Features"; Laika's "### Wishlist" over "Specify country access …"
 * under "## Current state of the project"). The drafter's instructional headings name a "Roadmap", "TODO", "Planned"
 * or "Coming soon", not these; "Upcoming Features" matches the features heading itself. What stands under it is what
 * the product does not do yet, no feature. The whole heading, a few non-letters either side ("🔮 Future Plans"):
 * "Upcoming" or "Future" with "features" or "plans".
 */
export const FUTURE_WORK_HEADING = /^\P{L}{0,8}(?:upcoming|future)\s{1,3}(?:features?|plans?)\P{L}{0,8}$/iu;
/**
 * A "Wishlist" heading (Laika's README): the makers' wishes, unless it stands inside a features section, where it
 * names a shop's wishlist feature ("### Wishlist" over "Save products for later" under "## Core Features").
 */
export const WISHLIST_HEADING = /^\P{L}{0,8}wish\s?list\P{L}{0,8}$/iu;
/**
 * An "Ideas" heading (issue 34, hundred-and-twenty-fourth round; real tuning: Derail Valley Mod Toolbar's README, "##
 * Ideas" over "use in-game toolbar (like for weather)", "panel resize" and "adapt panel to content size"; tifsep's,
 * "## Ideas" over "HTTP3 support" and "Check if results have already been sent and don't send them again", its only
 * list, drafted as its features for want of a features heading): the makers' ideas of what to build, no feature yet,
 * unless it stands inside a features section, where it can name a product's ideas board ("### Ideas" over "Collect
 * ideas from your team"), as WISHLIST_HEADING. The whole heading, a few non-letters either side ("💡 Ideas"): not
 * "Ideas for …", "Feature ideas" or "Ideas board". Anchored, bounded runs: linear.
 */
export const IDEAS_HEADING = /^\P{L}{0,8}ideas\P{L}{0,8}$/iu;

/**
 * Whether a heading heads work still to come (FUTURE_WORK_HEADING, or WISHLIST_HEADING or IDEAS_HEADING outside a
 * features section):
 * the drafter reads its section as instructional (no features under it) and the verifier turns down a feature or usp
 * quoted from it (underFutureWork). One test for both.
 */
export function headsFutureWork(heading: string, inFeatures: boolean): boolean {
  const text = heading.trim();
  return FUTURE_WORK_HEADING.test(text) || (!inFeatures && (WISHLIST_HEADING.test(text) || IDEAS_HEADING.test(text)));
}

/**
 * A heading over what the product works with, not what it does (issue 34, eighty-ninth round; real tuning: DBL's docs
 * home page, "### Supported Databases" under "## Core Features" over "✅ PostgreSQL 11+" and "✅ MySQL 5.7+"; SecureNow's
 * README, "## 🎯 Supported Frameworks & Libraries" over "### Web Frameworks" and its "✅ Express.js", "✅ Fastify", …):
 * the whole heading "Supported" and one to four words naming the kinds ("Databases", "Frameworks & Libraries",
 * "Languages"), a few non-letters either side. Not "Supported Features" (or capabilities, functions), which names
 * features. What stands under it, its sub-headings' lists too, names a database, a framework or a language the product
 * works with, no capability: the drafter reads the section as instructional (no feature, category or description from
 * it) and the verifier turns down a feature or usp quoted from it (underSupportedList). Anchored, bounded runs: linear.
 */
export const SUPPORTED_LIST_HEADING =
  /^\P{L}{0,8}supported(?!\s{1,3}(?:features?|capabilit(?:y|ies)|functions?|functionality)(?!\p{L}))(?:\s{1,3}[\p{L}\p{N}&/+.-]{1,30}){1,4}\P{L}{0,8}$/iu;

/**
 * A heading over the steps of using the product (issue 34, hundred-and-second round; real tuning: KissMP-Soccar's
 * README, "### How to use" over "Put the \"soccar\" folder in your servers \"addon\" directory", "Run the server",
 * "After teams are set, the game will start", the page's only list, taken as its features for want of a features
 * heading): the whole heading "How to use", a few non-letters either side, or followed by one to three words ("How to
 * use it", "How to Use Gif Convert"). What stands under it is how to set the product up or work it, steps, no
 * capability: the drafter reads the section as instructional (no feature, category or description from it) and the
 * verifier turns down a feature or usp quoted from it (underHowToUse). Not "How it works" or "How to use this
 * template …" with more words; not a usage section ("Usage", already instructional). Anchored, bounded runs: linear.
 */
export const HOW_TO_USE_HEADING =
  /^\P{L}{0,8}how\s{1,3}to\s{1,3}use(?:\s{1,3}[\p{L}\p{N}&/+.-]{1,30}){0,3}\P{L}{0,8}$/iu;

/**
 * A heading over a changelog (issue 34, hundred-and-tenth round; real tuning: ng2-admin-lte's README, "## Changelog
 * 13/10/2016" over "Updated to Angular 2.1", "Updated to Angular-cli webpack beta 17", "Fix: Build issues, rigth nav
 * issue", the page's only list of four, taken as its features for want of a features heading): the whole heading
 * "Changelog" ("Change log", "Change-log"), "Release notes", "Release history", "Version history" or "Changes log", a
 * few non-letters either side, optionally a version or a date after it ("Changelog 13/10/2016", "Release notes
 * v2.1"). What stands under it, its sub-headings' lists too ("### v1.2.0"), is what a version changed, no capability:
 * the drafter reads the section as instructional (no feature, category or description from it) and the verifier
 * turns down a feature or usp quoted from it (underChangelog). Not "Changes" or "History" alone (a diff tool's
 * "Changes" panel, a browser's "History" under its features), nor "What's new" (a landing page's new features).
 * Anchored, bounded runs: linear.
 */
export const CHANGELOG_HEADING =
  /^\P{L}{0,8}(?:change[\s-]{0,3}logs?|changes\s{1,3}log|release\s{1,3}(?:notes|history)|version\s{1,3}history)(?:\s{1,3}v?\d[^\p{L}\n]{0,20})?\P{L}{0,8}$/iu;

/**
 * The verbs a step of use begins with ("Create a poll", "Run the server"), and a set-up step's (issue 34,
 * hundred-and-tenth round; real tuning: Hamburgers' landing page, "## Sass" over the numbered "Download and unzip the
 * source code from Github.", "Copy the files from the _sass/hamburgers directory into your project.", "Import the
 * hamburgers.scss file in your Sass manifest file", "Customize your hamburger and/or remove any types you don't
 * want", "Compile your Sass*, and voila!", drafted as its features: "import", "customize" and "compile" were not
 * among them). The set-up verbs added: import, include, require, compile, build, clone, unzip, extract, customise or
 * customize, restart, launch, execute. Anchored, one alternation: linear.
 */
const IMPERATIVE =
  /^\P{L}*(?:choose|enter|click|select|type|press|open|go|navigate|add|create|fill|paste|copy|run|install|set|configure|send|wait|log ?in|sign ?in|upload|drag|drop|save|visit|download|tap|pick|hit|use|make|edit|define|share|invite|import|include|require|compile|build|clone|unzip|extract|customi[sz]e|restart|launch|execute)\b/iu;
/** An operation on a screen: "Choose method", "Enter URL", "Click Send", "Tap Save". */
const UI_STEP =
  /^\P{L}*(?:choose|enter|click|select|type|press|tap|pick|hit|fill in|paste|navigate to|go to|drag|drop)\b/iu;

/**
 * Whether a list's items are steps of use, no features: an ordered list whose every item starts with an imperative
 * (IMPERATIVE), or any list of screen operations (UI_STEP), two items or more. The drafter passes over such a list
 * (extractive-drafter.ts isDetailOrStep) and the verifier turns down a feature or usp quoted from one (inStepsList).
 */
export function isStepsList(texts: readonly string[], ordered: boolean): boolean {
  return texts.length >= 2 && texts.every((text) => UI_STEP.test(text) || (ordered && IMPERATIVE.test(text)));
}

/** A page as the heading checks read it: its html (a crawled page, or `{ html }`). */
export interface PageHtml {
  readonly html?: string | null;
}

/**
 * The page parsed once, kept with the page object: the verifier's readings of a page (its blocks under headings,
 * its "Why X?" headings, whether it is a page of policies) share one parse instead of one each.
 */
const pageDoms = new WeakMap<PageHtml, cheerio.CheerioAPI>();
export function pageDom(page: PageHtml): cheerio.CheerioAPI {
  let $ = pageDoms.get(page);
  if (!$) pageDoms.set(page, ($ = cheerio.load(page.html ?? '')));
  return $;
}

/**
 * A page read once for the heading checks, kept with the page (a WeakMap on its object: a quote found on several
 * pages no longer parses them again in turn — the review of the fifty-second to sixtieth rounds measured 95 s on ten
 * 800 kB pages): its blocks (list items, paragraphs) with their text normalised as quotes are (evidence.ts
 * normaliseForEvidence), and the blocks inside a troubleshooting section, sub-headings included ("## Troubleshooting"
 * over "### Audio issues" over a list), as the drafter's instructional sections read them.
 */
interface PageBlocks {
  $: cheerio.CheerioAPI;
  list: [AnyNode, string][];
  troubleshooting: Set<AnyNode>;
  /** The blocks under a heading of work still to come (headsFutureWork), its sub-headings' too. */
  futureWork: Set<AnyNode>;
  /** The blocks under a heading of what the product works with (SUPPORTED_LIST_HEADING), its sub-headings' too. */
  supported: Set<AnyNode>;
  /** The blocks under a changelog's heading (CHANGELOG_HEADING), its sub-headings' too. */
  changelog: Set<AnyNode>;
}
const pageBlocks = new WeakMap<PageHtml, PageBlocks>();
function blocksOf(page: PageHtml): PageBlocks | null {
  if (!page.html) return null;
  let read = pageBlocks.get(page);
  if (!read) {
    const $ = pageDom(page);
    read = {
      $,
      list: [],
      troubleshooting: new Set(),
      futureWork: new Set(),
      supported: new Set(),
      changelog: new Set(),
    };
    let troubleLevel = 0;
    let futureLevel = 0;
    let supportedLevel = 0;
    let changelogLevel = 0;
    let featureLevel = 0;
    for (const node of $('h1, h2, h3, h4, h5, h6, li, p, dt, dd').toArray()) {
      const name = (node as { name?: string }).name ?? '';
      if (/^h[1-6]$/.test(name)) {
        const level = Number(name.slice(1));
        const text = oneLine($(node).text());
        if (troubleLevel && level <= troubleLevel) troubleLevel = 0;
        if (!troubleLevel && TROUBLESHOOTING_HEADING.test(text)) troubleLevel = level;
        if (futureLevel && level <= futureLevel) futureLevel = 0;
        if (featureLevel && level <= featureLevel) featureLevel = 0;
        if (!futureLevel && headsFutureWork(text, featureLevel > 0)) futureLevel = level;
        if (supportedLevel && level <= supportedLevel) supportedLevel = 0;
        if (!supportedLevel && SUPPORTED_LIST_HEADING.test(text.trim())) supportedLevel = level;
        if (changelogLevel && level <= changelogLevel) changelogLevel = 0;
        if (!changelogLevel && CHANGELOG_HEADING.test(text.trim())) changelogLevel = level;
        if (!featureLevel && FEATURE_HEADING.test(text)) featureLevel = level;
        continue;
      }
      read.list.push([node, normaliseForEvidence($(node).text())]);
      if (troubleLevel) read.troubleshooting.add(node);
      if (futureLevel) read.futureWork.add(node);
      if (supportedLevel) read.supported.add(node);
      if (changelogLevel) read.changelog.add(node);
    }
    pageBlocks.set(page, read);
  }
  return read;
}

/**
 * A heading over examples built with the product (issue 34, merge of the sixty-fifth round; real tuning: VoltAgent's
 * README, "## Examples" over "YouTube to Blog Agent – … (Source | Video)", each example with its own tutorial video):
 * a video linked from such a list shows that example, not the product's demo. The heading alone says so ("Examples",
 * "Example apps", "Use cases", "Showcase"); "Demo" and "Example: a first agent in one minute" are not it.
 */
export const EXAMPLES_HEADING =
  /^\P{L}{0,8}(?:examples?|example (?:apps?|projects?|agents?)|use cases|showcase)\P{L}{0,8}$/iu;

/** Whether an element stands in a list under a heading of examples (EXAMPLES_HEADING), as headingOverList finds it. */
export function inExamplesList($: cheerio.CheerioAPI, element: AnyNode): boolean {
  const list = $(element).closest('ul, ol');
  return list.length > 0 && EXAMPLES_HEADING.test(oneLine(headingOverList($, list)));
}

/**
 * Whether the page links the video from a list of examples (inExamplesList) and from nowhere else: the verifier's
 * mirror of the drafter's rule, so a model's demo video taken from an example's "Video" link is caught too. One pass
 * over the page's links.
 */
export function videoOfAnExample(url: string, page: PageHtml & { readonly url?: string }): boolean {
  if (!page.html) return false;
  const $ = pageDom(page);
  let fromExamples = false;
  for (const link of $('a[href]').toArray()) {
    const href = $(link).attr('href') ?? '';
    let target: string;
    try {
      target = new URL(href, page.url ?? undefined).href;
    } catch {
      continue;
    }
    if (target !== url && href !== url) continue;
    if (!inExamplesList($, link)) return false;
    fromExamples = true;
  }
  return fromExamples;
}

/**
 * Whether a quoted item stands under a heading over reasons not to choose it (REASONS_AGAINST) on the
 * page: the verifier's mirror of the drafter's rule, so a model's "usps" quoted from a "Why not?" list
 * are caught too.
 */
export function underReasonsAgainst(quote: string, page: PageHtml): boolean {
  return underHeading(quote, page, REASONS_AGAINST);
}

/**
 * Whether a quoted item stands under a troubleshooting heading (TROUBLESHOOTING_HEADING) on the page, or in such a
 * section under a sub-heading of its own: the verifier's mirror of the drafter's rule (its instructional sections),
 * so a model's features or usps quoted from a "Troubleshooting" list are caught too.
 */
export function underTroubleshooting(quote: string, page: PageHtml): boolean {
  return underHeading(quote, page, TROUBLESHOOTING_HEADING, true);
}

/**
 * Whether a quoted item's list stands under a heading over what the product does not do or support
 * (NOT_OFFERED_HEADING): the verifier's mirror of the drafter's rule, so a model's features or usps quoted from an
 * "Unsupported Features" list are caught too.
 */
export function underNotOffered(quote: string, page: PageHtml): boolean {
  return underHeading(quote, page, NOT_OFFERED_HEADING);
}

/**
 * Whether a quoted item's list stands under a heading over the problem the product answers (PROBLEM_HEADING): the
 * verifier's mirror of the drafter's rule, so a model's features or usps quoted from a "### The Problem" list are
 * caught too.
 */
export function underProblemHeading(quote: string, page: PageHtml): boolean {
  return underHeading(quote, page, PROBLEM_HEADING);
}

/**
 * Whether a quoted item stands under a heading of work still to come (headsFutureWork: "Upcoming Features", "Future
 * Plans", a "Wishlist" outside a features section), or in such a section under a sub-heading of its own: the
 * verifier's mirror of the drafter's rule (its instructional sections), so a model's features or usps quoted from it
 * are caught too.
 */
export function underFutureWork(quote: string, page: PageHtml): boolean {
  return inSectionOf(quote, page, 'futureWork');
}

/**
 * Whether a quoted item stands under a heading of what the product works with (SUPPORTED_LIST_HEADING: "Supported
 * Databases", "Supported Frameworks & Libraries"), or in such a section under a sub-heading of its own: the verifier's
 * mirror of the drafter's rule (its instructional sections), so a model's features or usps quoted from a checklist of
 * supported databases are caught too.
 */
export function underSupportedList(quote: string, page: PageHtml): boolean {
  return inSectionOf(quote, page, 'supported');
}

/**
 * Whether a quoted item stands under a changelog's heading (CHANGELOG_HEADING: "Changelog", "Release notes"), or in
 * such a section under a sub-heading of its own ("### v1.2.0"): the verifier's mirror of the drafter's rule (its
 * instructional sections), so a model's features or usps quoted from a changelog are caught too.
 */
export function underChangelog(quote: string, page: PageHtml): boolean {
  return inSectionOf(quote, page, 'changelog');
}

const stepsLists = new WeakMap<AnyNode, boolean>();
/**
 * Whether a quoted item stands in a list of steps (isStepsList: a numbered list of "Download …", "Copy …", "Import
 * …", "Compile …"): the verifier's mirror of the drafter's rule, so a model's features or usps quoted from set-up
 * steps are caught too. Each list read once (kept by its node), whatever the quotes asked of it.
 */
export function inStepsList(quote: string, page: PageHtml): boolean {
  const found = quotedBlock(quote, page);
  if (!found) return false;
  const { read, holder } = found;
  const list = read.$(holder).closest('li').parent('ul, ol');
  if (!list.length) return false;
  let answer = stepsLists.get(list[0]!);
  if (answer === undefined) {
    const texts = list
      .children('li')
      .toArray()
      .map((item) => oneLine(read.$(item).text()).trim());
    stepsLists.set(list[0]!, (answer = isStepsList(texts, list.is('ol'))));
  }
  return answer;
}

/**
 * Whether a quoted item's list stands under a heading over the steps of using the product (HOW_TO_USE_HEADING: "How
 * to use"), a sub-step's nested list too: the verifier's mirror of the drafter's rule (its instructional sections), so
 * a model's features or usps quoted from a "How to use" list are caught too.
 */
export function underHowToUse(quote: string, page: PageHtml): boolean {
  return underHeading(quote, page, HOW_TO_USE_HEADING);
}

/**
 * A demo's sample word, not a feature (issue 34, hundred-and-fifth round; real tuning: Sortable's landing page, whose
 * first demo list is eight Russian words, "бегемот", "корм", "антон", …, under the English title "Sortable. No
 * jQuery.", taken as its features for want of a features heading): a short item (one to three words) with letters,
 * none of them Latin, on a page written in Latin letters — its title in Latin letters only, and its text's other
 * letters under a third of its Latin ones (Sortable's 86 to 1,098; not PaperRss's Chinese README titled "PaperRss",
 * 528 to 444, whose Chinese features stay). A product states its features in its page's language; words in another
 * script on such a page are a demo's data. Only that direction (a Latin page's non-Latin words), and only short
 * items. The drafter passes over a list whose items all are such words (its unheaded features' first list), and the
 * verifier turns down a feature or usp quoted so (sampleWordOnPage). Single character classes, one anchored run of
 * bounded words and one count of the page's letters: linear.
 */
const LATIN_LETTER = /\p{Script=Latin}/u;
const NON_LATIN_LETTER = /(?!\p{Script=Latin})\p{L}/u;
const NOT_LATIN_LETTERS = /[^\p{Script=Latin}]+/gu;
const NOT_OTHER_LETTERS = /(?:\P{L}|\p{Script=Latin})+/gu;
const ONE_TO_THREE_WORDS = /^\s{0,8}\S{1,40}(?:\s{1,8}\S{1,40}){0,2}\s{0,8}$/u;

/** Whether a page is written in Latin letters: its title in Latin letters only, its text's other letters under a third. */
export function writtenInLatin(title: string, text: string): boolean {
  if (!LATIN_LETTER.test(title) || NON_LATIN_LETTER.test(title)) return false;
  const latin = text.replace(NOT_LATIN_LETTERS, '').length;
  const other = text.replace(NOT_OTHER_LETTERS, '').length;
  return other * 3 < latin;
}

/** Whether an item is a short one (one to three words) with letters, none of them Latin. */
export function shortInOtherScript(text: string): boolean {
  return text.length <= 200 && ONE_TO_THREE_WORDS.test(text) && NON_LATIN_LETTER.test(text) && !LATIN_LETTER.test(text);
}

const latinPages = new WeakMap<PageHtml, boolean>();
/** Whether a quote is a demo's sample word on its page (shortInOtherScript on a page writtenInLatin, read once). */
export function sampleWordOnPage(quote: string, page: PageHtml): boolean {
  if (!shortInOtherScript(quote)) return false;
  let latin = latinPages.get(page);
  if (latin === undefined) {
    const $ = pageDom(page);
    latin = writtenInLatin($('title').first().text(), $('body').text());
    latinPages.set(page, latin);
  }
  return latin;
}

/**
 * The first block of the page holding the quote, quote and page compared normalised as the evidence check compares
 * them ("Doesn't" quotes "Doesn’t"), with the page's read blocks: what every section and list check starts from.
 */
function quotedBlock(quote: string, page: PageHtml): { read: PageBlocks; holder: AnyNode } | null {
  const wanted = normaliseForEvidence(quote);
  const read = wanted ? blocksOf(page) : null;
  const holder = read?.list.find(([, text]) => text.includes(wanted))?.[0];
  return read && holder ? { read, holder } : null;
}

/** Whether the first block holding the quote is in the page's section. */
function inSectionOf(quote: string, page: PageHtml, section: 'futureWork' | 'supported' | 'changelog'): boolean {
  const found = quotedBlock(quote, page);
  return found !== null && found.read[section].has(found.holder);
}

/**
 * Whether a quoted item's list (or block) stands under a heading the pattern matches, as headingOverList finds it
 * (or, for a troubleshooting section, anywhere in it). Quote and page are compared normalised, as the evidence check
 * compares them ("Doesn't" quotes "Doesn’t").
 */
function underHeading(quote: string, page: PageHtml, heading: RegExp, wholeSection = false): boolean {
  const found = quotedBlock(quote, page);
  if (!found) return false;
  const { read, holder } = found;
  if (wholeSection && read.troubleshooting.has(holder)) return true;
  const list = read.$(holder).closest('ul, ol, dl');
  return heading.test(headingOverList(read.$, list.length ? list : read.$(holder)).trim());
}

// ——— FAQs ———

/** A FAQ's question is a question; "Press and media:" is a contact line. */
export function faqVerdict(question: string, oneWordHeadings: Iterable<ReadonlySet<string>> = []): Verdict {
  const text = question.trim();
  if (/:\s*$/.test(text)) return 'a label ("…:"), not a question';
  // A section's call to action ("Ready to Get Your License?", "Still have questions?") asks nothing to answer.
  if (
    /^(?:ready to|(?:still )?have (?:more |any |other )?questions|(?:got |any )?(?:more )?questions\s*\?|want to (?:learn|know|see|try|get) more)\b/i.test(
      text,
    )
  )
    return 'a call to action, not a question';
  if (!/[?？]\s*$/.test(text)) return 'not a question';
  if (text.split(/\s+/).length < 2 && !someHas(oneWordHeadings, text)) return 'not a question';
  return null;
}

const someHas = (sets: Iterable<ReadonlySet<string>>, text: string): boolean => {
  for (const set of sets) if (set.has(text)) return true;
  return false;
};

/**
 * A heading that opens a FAQ section: "FAQ", "Frequently asked" alone (creatorcompanionapp.com), "Q&A", "Questions &
 * answers", "Got questions?"; after an emoji or a mark ("❓ FAQ", SiYuan's README, twenty-second round).
 */
export const FAQ_HEADING_TEXT =
  /^\P{L}{0,4}(?:faqs?|frequently asked|(?:common |popular )?questions|q ?& ?a\b|got questions|have (?:any )?questions|häufige fragen|questions fréquentes|preguntas frecuentes|domande frequenti)/iu;

/**
 * The questions of one word a page asks as headings inside its FAQ sections (issue 34, hundred-and-twenty-sixth round;
 * real tuning: Dockge's README, "#### "Dockge"?" under "## FAQ"; txt2regex's and TypeRunner's, "### Why?" under
 * "## FAQ"): a heading deeper than a FAQ heading, before the next heading of its level or above, one word ending "?".
 * Anywhere else a one-word "Pricing?" or "Why?" names a section; under a FAQ heading it is asked and answered. One
 * pass over the page's headings in order, once per page. Both drafters' FAQs pass it (faqVerdict).
 */
const oneWordFaqHeadingSets = new WeakMap<PageHtml, ReadonlySet<string>>();
export function oneWordFaqHeadings(page: PageHtml): ReadonlySet<string> {
  let found = oneWordFaqHeadingSets.get(page);
  if (!found) oneWordFaqHeadingSets.set(page, (found = readOneWordFaqHeadings(page)));
  return found;
}

function readOneWordFaqHeadings(page: PageHtml): ReadonlySet<string> {
  const found = new Set<string>();
  if (!page.html) return found;
  const $ = pageDom(page);
  let faqLevel = 0;
  for (const heading of $('h1, h2, h3, h4, h5, h6').toArray()) {
    const level = Number(heading.tagName.slice(1));
    const text = oneLine($(heading).text());
    if (faqLevel && level <= faqLevel) faqLevel = 0;
    if (FAQ_HEADING_TEXT.test(text)) faqLevel = level;
    else if (faqLevel && text.length <= 60 && /^\S+[?？]$/.test(text)) found.add(text);
  }
  return found;
}

/**
 * "Why Plausible?", "Why choose Acme?": a "why" with no verb after it names a section of reasons, not a question
 * a paragraph answers ("Why is it free?" asks one). Issue 34, forty-sixth round.
 */
export const WHY_REASONS_HEADING = new RegExp(
  String.raw`^\P{L}{0,4}why\s+(?!(?:${AUXILIARY_VERB}(?:n['’]t)?|can['’]t|cannot|won['’]t|not)\b)`,
  'iu',
);

/**
 * A question drafted from a heading that is a "Why X?" over a list of reasons (issue 34, forty-sixth round; real
 * tuning: Plausible's README, "Why Plausible?" over a lead-in ending ":" and eight labelled reasons): the heading
 * names the reasons; no paragraph answers it. Both drafters' FAQs pass it. Each page's such headings are read once
 * (reasonsListHeadings), and only for a question that opens "Why …" at all.
 */
export function reasonsHeadingVerdict(question: string, pagesHeadings: Iterable<ReadonlySet<string>>): Verdict {
  const text = oneLine(question);
  if (!WHY_REASONS_HEADING.test(text)) return null;
  for (const headings of pagesHeadings)
    if (headings.has(text)) return 'a "Why X?" heading over a list of reasons, not a question answered';
  return null;
}

/** A page's "Why X?" headings (their text on one line) that stand over a list, or a lead-in ending ":" and a list. */
export function reasonsListHeadings(page: PageHtml): ReadonlySet<string> {
  const found = new Set<string>();
  if (!page.html) return found;
  const $ = pageDom(page);
  for (const heading of $('h1, h2, h3, h4, h5, h6').toArray()) {
    const text = oneLine($(heading).text());
    if (!WHY_REASONS_HEADING.test(text)) continue;
    const first = $(heading).next();
    if (first.is('ul, ol') || (first.is('p') && /:\s*$/.test(first.text()) && first.next().is('ul, ol')))
      found.add(text);
  }
  return found;
}

// ——— founding year ———

/**
 * "Est. 2011", "Estd. 1998", "EST 2015" (AntennaPod's about page, twentieth round; "EST. 2017", the seventeenth
 * round's invented trap pebblepost): the abbreviation of "established" with the year right after it; "est."
 * before anything else ("est. 10 minutes", "Est. delivery: 3 days") is an estimate.
 */
/**
 * "Clever Cloud est une société de services informatiques basée à Nantes créée en 2010" (issue 34, sixty-third round;
 * real tuning: the sixtieth round's clevercloud-about-fr): French "créée en <year>" (created in), the feminine past
 * participle agreeing with a company word before it ("société", "entreprise", "startup", "association", "SAS", "SARL")
 * in the same sentence, at most 80 characters before. "Cette page a été créée en 2010", "un compte créé en 2010" name
 * no company.
 */
export const FRENCH_COMPANY_CREATED =
  /(?<!\p{L})(?:société|entreprise|start-?up|association|coopérative|SAS|SARL)(?!\p{L})[^.\n]{0,80}?(?<!\p{L})créée en ((?:19|20)\d{2})(?!\d)/iu;
export const ESTABLISHED_ABBREVIATION = /\b(?:est|estd)\.?\s?((?:19|20)\d{2})\b/i;

/** A founding year needs a founding statement (or a JSON-LD foundingDate, quoted as the date alone). */
export function foundedYearVerdict(year: string, quotes: readonly string[]): Verdict {
  const stated = quotes.some(
    (quote) =>
      quote.includes(year) &&
      (/^\s*\d{4}(?:-\d{2}(?:-\d{2})?)?\s*$/.test(quote) ||
        /\b(?:founded|established|incorporated|started|began|since|gegründet|fondée?|fundad[ao])\b/i.test(quote) ||
        FRENCH_COMPANY_CREATED.exec(quote)?.[1] === year ||
        ESTABLISHED_ABBREVIATION.exec(quote)?.[1] === year),
  );
  if (stated) return null;
  return /©|\(c\)|copyright/i.test(joined(quotes))
    ? 'a copyright year is not a founding year'
    : 'no quote says it was founded that year';
}
