/**
 * Categories for a draft, chosen from the live category tree (the names list_categories gives) by the
 * site's own words: a category is proposed when its name, or at least two of the terms its description
 * lists, occur in what the site says about itself, weighted by where they occur (title, h1 and meta
 * description most, then headings, then body text), and often enough compared with the best match.
 * Each chosen category carries the sentence that justified it as evidence. The first is the primary.
 *
 * A parent is left out when one of its subcategories is chosen (the subcategory says more). The tree
 * is whatever the site's admin made: nothing here knows a category by name.
 */
import type { CategoryOption, Evidence, ProposedValue } from '../drafting.ports.ts';
import {
  contentWords,
  findStems,
  negated,
  sentenceAround,
  splitCompounds,
  stemOf,
  wordAt,
  type Word,
} from './words.ts';
import {
  INTERNALS_HEADING,
  besideWhatItIs,
  isPartOfName,
  isPlannedItem,
  sameSense,
  partOfList,
  inWhatItIs,
  interfaceSection,
  settingsHeading,
  languageBinding,
  anothers,
  apartFromName,
  inAddress,
  notParticiple,
  notQuality,
  ownNewsletter,
  ownsOne,
  PHRASE_END_WORDS,
  theProject,
} from './verify/field-rules.ts';

/** A line the site states about itself, and how much a match in it counts. */
export interface SiteLine {
  text: string;
  url: string;
  /** 3: title, h1, meta description; 2: headings, feature items; 1: body text. */
  weight: number;
  /** An item of a features list: it names a capability ("Internal notes"), not what the product is. */
  feature?: boolean;
  /** One of the home page's first paragraphs, where a site says what it is ("… lets you create collaborative markdown notes"). */
  lead?: boolean;
}

/** Words too general to stand alone as a description term ("tools", "products", "teams"). */
const GENERAL = new Set(
  [
    'tool',
    'product',
    'software',
    'team',
    'app',
    'online',
    'resource',
    'platform',
    'thing',
    'people',
    'customer',
    'business',
    'help',
    'build',
    'ship',
    'run',
    'get',
    'done',
    'data',
    'work',
    'manag',
    'find',
    'keep',
    'win',
    'grow',
    'reach',
    'send',
    'paid',
    'built',
  ].map((word) => stemOf(word)),
);

interface Matcher {
  category: CategoryOption;
  /** Alternatives of the name ("Health & Fitness" → health | fitness), as stems; acronyms as written. */
  names: { stems: string[]; acronym: RegExp | null; strongOnly?: boolean }[];
  /** Terms the description lists ("Newsletters, campaigns and automation"), as stems. */
  terms: string[][];
  /** The name's and the description's words as written, by stem ("account" → "accounting"). */
  forms: Map<string, string[]>;
}

/** The words of a name or description as written, by stem: what a body-text word must be a form of. */
function formsOf(text: string): Map<string, string[]> {
  const forms = new Map<string, string[]>();
  for (const word of contentWords(text)) forms.set(word.stem, [...(forms.get(word.stem) ?? []), bare(word.raw)]);
  return forms;
}

const bare = (raw: string) =>
  raw
    .toLowerCase()
    .replace(/['’]s$/, '')
    .replace(/-/g, '');

/** One word in the singular or the plural ("invoice" / "invoices", "company" / "companies"). */
const singular = (word: string) =>
  word
    .replace(/ies$/, 'y')
    .replace(/(?<=(?:s|x|ch|sh))es$/, '')
    .replace(/(?<!s)s$/, '');

/**
 * Whether a word of the site is the category's word itself, singular or plural, not another word its stem
 * shares: "account" (a user's account) is no form of "Accounting", "products" none of "Productivity",
 * pricing "plans" none of "planning" (real: creatorcompanionapp.com, openhamprep.com).
 */
export const sameForm = (raw: string, forms: readonly string[]) =>
  forms.some((form) => singular(bare(raw)) === singular(form));

const ACRONYM = /^[A-Z][A-Z0-9/.-]{0,6}s?$/;

function matcherOf(category: CategoryOption): Matcher {
  const name = category.name.trim();
  const alternatives = ACRONYM.test(name.replace(/s$/, '')) ? [name] : name.split(/\s*(?:&|\+|\band\b)\s*/);
  const names = alternatives
    .map((alternative) => alternative.trim())
    .filter(Boolean)
    .map((alternative) => {
      if (ACRONYM.test(alternative)) {
        const base = alternative.replace(/s$/, '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        return { stems: [], acronym: new RegExp(`(?<![\\p{L}\\p{N}])${base}s?(?![\\p{L}\\p{N}])`, 'u') };
      }
      return { stems: contentWords(alternative).map((word) => word.stem), acronym: null };
    })
    .filter((alternative) => alternative.acronym || alternative.stems.length > 0);
  const terms = (category.description ?? '')
    .split(/[,;:.()]|\band\b|\bor\b/)
    .map((term) => contentWords(term).map((word) => word.stem))
    .filter((stems) => stems.length >= 1 && stems.length <= 3)
    .filter((stems) => stems.length > 1 || (stems[0]!.length >= 4 && !GENERAL.has(stems[0]!)));
  // "Notes & Docs": one half alone names it only where the site says what it is (title, h1, meta
  // description, its definition: "a notes app"); in passing ("see the docs", "Internal notes") it is a
  // term of it. Both halves together are its name anywhere.
  if (names.length > 1 && names.every((alternative) => !alternative.acronym)) {
    for (const alternative of names)
      if (!terms.some((term) => term.join(' ') === alternative.stems.join(' '))) terms.push(alternative.stems);
    return {
      category,
      names: [
        { stems: names.flatMap((alternative) => alternative.stems), acronym: null },
        ...names.map((alternative) => ({ ...alternative, strongOnly: true })),
      ],
      terms,
      forms: formsOf(`${name} ${category.description ?? ''}`),
    };
  }
  return { category, names, terms, forms: formsOf(`${name} ${category.description ?? ''}`) };
}

interface Hit {
  score: number;
  quote: Evidence;
  weight: number;
}

/** Where in the site's lines a category's words matched: line index and character range. */
interface Span {
  line: number;
  start: number;
  end: number;
}

/** Chooses up to `max` categories (names exactly as the tree has them), primary first; null when none fits. */
export function chooseCategories(
  siteLines: readonly SiteLine[],
  tree: readonly CategoryOption[],
  max = 3,
  productName: string | null = null,
): ProposedValue<string[]> | null {
  if (tree.length === 0 || siteLines.length === 0) return null;
  // A line that is only a section's label ("API", "API Reference", "Architecture") names the section,
  // not what the product is (oil.nvim's "## API", tuning): it is no category's quote.
  // A planned item ("[ ] HTTP API to interact with Akasa", Akasa's roadmap, thirty-eighth round, tuning) is
  // what the product may have one day: no category's evidence either.
  const lines = siteLines
    .filter((line) => !INTERNALS_HEADING.test(line.text.trim()) && !isPlannedItem(line.text))
    .flatMap((line) => ownStatement(line, productName))
    // A heading over the settings of one of its parts ("AI Formula Assistant related variables (all optional):",
    // Grist's README, hundred-and-twenty-third round, tuning: verify/field-rules.ts settingsHeading, which
    // categoryVerdict reads too) names no category: what one configures is a part the product has.
    .filter((line) => !settingsHeading(line.text));
  // The product's own name says nothing of its category ("Uptime" of Uptime Kuma is not uptime monitoring).
  // What the site says the product does, touches or is used for (verify/field-rules.ts besideWhatItIs, the
  // verifier's set too): a grant's field ("an education grant") wherever the line stands; writing code
  // ("Writing new functions or methods") is programming, and "the docs" the site's own documentation.
  // One of a list of uses ("Use it for recurring daily tasks, things to buy, …", thirty-eighth round, tuning)
  // is what it may be used for, not what it is; one of a list of things it connects to ("pulls data from
  // … MySQL, S3, or a REST API", forty-first round, tuning) what it touches; an activity opening the line
  // ("Design and build apps with …", the same round) a capability. A clause a comma attaches to the definition
  // ("…, which allows for easy monitoring", Hatchet's README, forty-eighth round, tuning) says what it allows.
  // What it protects its users against or answers ("With the rise of government monitoring programs, qTox
  // provides …", qTox's home page, fifty-third round, tuning) is a threat it keeps away, not what it is.
  // Judged once per line, not once per category: the check reads a window around each word, and a long line read
  // again for each of the tree's categories took seconds (200 kB of one word: 8–11 s).
  const prepared = lines.map((line) => {
    const mine = (word: Word) => !besideWhatItIs(line.text, word);
    return {
      line,
      words: contentWords(line.text).filter(
        (word) =>
          // A piece of the name standing as a word of its own ("A note taking web app" of flatnotes) is not the name's.
          (!isPartOfName(word.raw, productName) || apartFromName(line.text, word.start, word.end, productName)) &&
          !inAddress(line.text, word.start) &&
          mine(word),
      ),
      // Where the site says what the product is (title, h1, meta description, its definition), the
      // parts of a compound name it too: "a note-taking application" is a notes app (VNote's README).
      parts:
        line.weight >= 3
          ? // The name is judged on the word as written: "note" of "note-taking" is no part of "VNote".
            contentWords(splitCompounds(line.text)).filter(
              (word) => !isPartOfName(wordAt(line.text, word.start), productName) && mine(word),
            )
          : null,
    };
  });
  const results: {
    category: CategoryOption;
    score: number;
    named: boolean;
    best: Hit;
    spans: Span[];
    prominent: boolean;
  }[] = [];
  const matchers = tree.map(matcherOf);
  // The words of the tree's other categories' names, by stem ("accounting" of Accounting, "writing" of Writing
  // Assistants): a definition's word that is one of them is that category's ("an accounting tool", "an AI writing
  // assistant": the invented tuning site quillmate), not another's description term.
  const otherNames = (matcher: Matcher) =>
    new Set(
      matchers.filter((other) => other !== matcher).flatMap((other) => other.names.flatMap((name) => name.stems)),
    );
  for (const matcher of matchers) {
    let score = 0;
    let named = false;
    const termsSeen = new Set<number>();
    const spans: Span[] = [];
    let best: Hit | null = null;
    let beyondFeatures = false;
    let prominent = false;
    const consider = (hit: Hit, line: SiteLine) => {
      if (!line.feature) beyondFeatures = true;
      if (line.weight >= 2 || line.lead) prominent = true;
      if (!best || hit.weight > best.weight) best = hit;
    };
    prepared.forEach(({ line, words: all, parts }, lineIndex) => {
      // Where the site says what the product is (title, h1, meta description, its definition) a word
      // sharing the category's stem names it ("create professional invoices" is invoicing); elsewhere a
      // one-word name or term is named only by its own word ("creating your first account" is no
      // Accounting). A run of several ("tasks to manage" for Task Management) is specific enough.
      // Even there the word must be the category's in sense, not a base it was derived from by a suffix
      // that changes the meaning ("product analytics" is no Productivity; verify/field-rules.ts sameSense).
      const inSense = (word: Word) => sameSense(word.raw, matcher.forms.get(word.stem) ?? []);
      const own =
        line.weight >= 3
          ? all.filter(inSense)
          : all.filter(
              (word) =>
                sameForm(word.raw, matcher.forms.get(word.stem) ?? [word.raw]) &&
                !theProject(line.text, word) &&
                !ownNewsletter(line.text, word) &&
                !enumerated(line.text, word),
            );
      const words = all.filter((word) => !theProject(line.text, word) && !ownNewsletter(line.text, word));
      const candidates = (stems: readonly string[]) => (stems.length === 1 ? own : words);
      for (const name of matcher.names) {
        if (name.strongOnly && line.weight < 3) continue;
        const nameAt = (candidates: readonly Word[]) =>
          stemsAt(candidates.filter(notParticiple).filter(notQuality), name.stems);
        const at = name.acronym
          ? acronymAt(line.text, name.acronym)
          : (nameAt(candidates(name.stems)) ??
            (parts ? nameAt(name.stems.length === 1 ? parts.filter(inSense) : parts) : null));
        if (!at || negated(line.text, at.start)) continue;
        // An acronym opening or inside a list of its parts ("components of Saleor (API, storefront, and dashboard)",
        // Saleor's README, forty-eighth round, tuning) is a part it has, wherever the line stands (as categoryVerdict, which reads no weight, turns it down).
        if (
          name.acronym &&
          (ownsOne(line.text, at) ||
            // A short heading labelling a section on its own interface ("API Server", "API summary": verify/field-rules.ts
            // interfaceSection, which categoryVerdict reads too): a part it has.
            interfaceSection(line.text, at) ||
            // After a programming language's name ("intuitive C API usable from C++", "the Lua 5.4 C API": languageBinding,
            // categoryVerdict's too): the language a library is called from, not an API product.
            languageBinding(line.text, at) ||
            anothers(line.text, at, productName) ||
            // The one set categoryVerdict reads too (the review of the fifty-second to sixtieth rounds: "AI: Claude,
            // Gemini, Llama" was proposed here and turned down there).
            besideWhatItIs(line.text, { ...at, raw: line.text.slice(at.start, at.end) }) ||
            partOfList(line.text, at))
        )
          continue;
        // A features list's item names a capability the product has ("Management of tasks" of a personal
        // relationship manager, Monica's README, tuning), not what the product is: it weighs as one of the
        // category's terms, and names it only where the site says so elsewhere.
        const capability = line.feature === true;
        if (!capability) named = true;
        score += (capability ? 1 : 2) * line.weight;
        spans.push({ line: lineIndex, ...at });
        consider(
          {
            score: (capability ? 1 : 2) * line.weight,
            weight: line.weight + (capability ? 0 : 0.5),
            quote: quoteOf(line, at),
          },
          line,
        );
        break;
      }
      matcher.terms.forEach((term, index) => {
        const at = stemsAt(candidates(term), term);
        if (!at || negated(line.text, at.start)) return;
        // One word of the description in the noun phrase the definition says the product is ("Oppia is an online
        // learning tool that …", Oppia's README, fifty-fifth round, tuning) names it as its name would.
        // A word of another category's name ("accounting" of Finance's "Invoicing, accounting and payments") is left
        // to that category.
        const definedAs =
          line.weight >= 3 &&
          term.length === 1 &&
          !otherNames(matcher).has(term[0]!) &&
          inWhatItIs(line.text, at, productName);
        if (definedAs) named = true;
        score += (definedAs ? 2 : 1) * line.weight;
        termsSeen.add(index);
        spans.push({ line: lineIndex, ...at });
        consider(
          {
            score: (definedAs ? 2 : 1) * line.weight,
            weight: line.weight + (definedAs ? 0.5 : 0),
            quote: quoteOf(line, at),
          },
          line,
        );
      });
    });
    // A name, two of the description's terms, or one specific (several-word) term said more than once.
    const specific = [...termsSeen].some((index) => matcher.terms[index]!.length > 1) && score >= 3;
    // Named only by feature items ("Internal notes" of a help desk), it is a capability, not a category.
    // Said only in passing, deep in body text ("Go's scheduler understands Go code", "a novel design
    // that limits global state"), it is weak evidence: a category needs the title, a heading, a list
    // item, a definition or the home page's opening paragraphs.
    // It still competes (it says what the site is about), but is not proposed; see `final` below.
    if (best && beyondFeatures && (named || termsSeen.size >= 2 || specific))
      results.push({ category: matcher.category, score, named, best, spans, prominent });
  }
  results.sort((a, b) => b.score - a.score || Number(b.named) - Number(a.named));
  // The same words justify one category: one whose every match lies inside a better one's is dropped.
  const inside = (span: Span, other: Span) =>
    span.line === other.line && other.start <= span.start && span.end <= other.end;
  const distinct = results.filter(
    (result, rank) =>
      !results
        .slice(0, rank)
        .some((better) => result.spans.every((span) => better.spans.some((other) => inside(span, other)))),
  );
  const top = distinct[0];
  if (!top || top.score < 3) return null;
  const kept = distinct.filter((result) => result.score >= Math.max(3, top.score / 2));
  const chosen = kept.filter(
    (result) => !kept.some((other) => other !== result && other.category.parent === result.category.slug),
  );
  const final = chosen.filter((result) => result.prominent).slice(0, max);
  if (!final.length) return null;
  // An acronym subcategory names a technology the product is or works with ("an API for payments",
  // "an IDE for exploring and testing APIs", "an API client"): either way the product belongs to its
  // parent (a tool for APIs is a developer tool; Bruno's README, tuning), which follows it, quoted by
  // the same sentence. A worded subcategory ("accounting software") says what the product is: alone.
  const withParents: { category: CategoryOption; quote: Evidence }[] = [];
  for (const result of final) {
    const acronym = ACRONYM.test(result.category.name.trim().replace(/s$/, ''));
    const parent = acronym ? tree.find((option) => option.slug === result.category.parent) : undefined;
    for (const category of parent ? [result.category, parent] : [result.category])
      if (!withParents.some((chosen) => chosen.category === category))
        withParents.push({ category, quote: result.best.quote });
  }
  const proposed = withParents.slice(0, max);
  return {
    value: proposed.map((chosen) => chosen.category.name),
    evidence: proposed.map((chosen) => chosen.quote),
  };
}

/**
 * A home page's opening paragraph that says what the product is with no subject, an article and a few words ending in
 * the kind of thing it is ("A minimalist note-taking plugin for Neovim that …", haiku.nvim's README; "A terminal-based
 * note-taking app built with Go …", YapPad's README: hundred-and-third round, tuning): the definition the "<Name> is a
 * …" test looks for, its name left out. At most six words before the kind, none a word that ends a noun phrase ("A big
 * thanks to the tool's authors" is no definition); bounded, so linear. A board is such a kind too ("A self-hosted file
 * based task management board that supports Markdown syntax.", Tasks.md's README, hundred-and-twenty-second round,
 * tuning), as a dashboard is; "A board of …" is a body of people.
 */
/**
 * "based" closing an open compound adjective ("file based", "web based": "A self-hosted file based task management
 * board", Tasks.md's README, hundred-and-twenty-second round, tuning) goes on to the kind; "based on …" ends the phrase.
 */
const OPEN_COMPOUND_BASED = String.raw`based(?!\s{1,3}(?:on|upon|in|at|around|out)\b)`;

const SUBJECTLESS_DEFINITION = new RegExp(
  String.raw`^an?\s{1,3}(?:(?:(?!${PHRASE_END_WORDS}\b)[\p{L}\p{N}'’-]{1,40}|${OPEN_COMPOUND_BASED})\s{1,3}){0,6}?` +
    String.raw`(?:apps?|applications?|plugins?|extensions?|tools?|toolkits?|managers?|dashboards?|platforms?|software|services?|clients?|editors?|programs?|boards?(?!\s{1,3}of\b))\b`,
  'iu',
);

/**
 * A home page's opening paragraph that defines the product with an aside between its name and its verb
 * ("wger (ˈvɛɡɐ) is a free workout and fitness manager.", wger's README: a pronunciation), which the page
 * reader's "<Name> is a …" test does not take for a definition, or with no subject at all (SUBJECTLESS_DEFINITION):
 * its first sentence weighs as one (3), the rest of the paragraph as it was.
 */
export function ownStatement(line: SiteLine, productName: string | null): SiteLine[] {
  if (!line.lead || line.weight >= 3) return [line];
  const first = sentenceAround(line.text, 0, 1, 300);
  const name = productName ? productName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&') : null;
  const aside =
    name !== null && new RegExp(`^${name}\\s*\\([^()]{1,40}\\)\\s+(?:is|are)\\s+(?:an?|the)\\b`, 'iu').test(first);
  if (!aside && !SUBJECTLESS_DEFINITION.test(first)) return [line];
  const rest = line.text.slice(line.text.indexOf(first) + first.length).trim();
  return [{ text: first, url: line.url, weight: 3 }, ...(rest.length >= 3 ? [{ ...line, text: rest }] : [])];
}

/**
 * A word that is one item of a bare enumeration of capabilities, a comma on either side ("Drafts,
 * scheduling, history — save privately, publish at a chosen time", "(drafts, history, new posts,
 * scheduling, the site …)": Kiln's README, real tuning), names one thing the product does among others,
 * not what it is: outside the title, h1, description and definition it names no category ("Scheduling").
 */
export function enumerated(text: string, word: Word): boolean {
  return /^,\s$/.test(text.slice(Math.max(0, word.start - 2), word.start)) && text[word.end] === ',';
}

function stemsAt(words: readonly Word[], stems: readonly string[]): { start: number; end: number } | null {
  const at = findStems(words, stems);
  return at < 0 ? null : { start: words[at]!.start, end: words[at + stems.length - 1]!.end };
}

function acronymAt(text: string, pattern: RegExp): { start: number; end: number } | null {
  const match = pattern.exec(text);
  return match ? { start: match.index, end: match.index + match[0].length } : null;
}

const quoteOf = (line: SiteLine, at: { start: number; end: number }): Evidence => ({
  quote: sentenceAround(line.text, at.start, at.end),
  url: line.url,
});
