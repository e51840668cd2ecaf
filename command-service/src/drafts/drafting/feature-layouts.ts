/**
 * Features as real marketing pages lay them out, without list markup or a "Features" heading (issue
 * 34: on real products' pages the drafter rarely found features). Three layouts:
 *
 * - a features block, an element whose id or class names it (`id="features"`, `class="features-grid"`,
 *   `class="feature"` on each card): the titles of its cards, the deepest headings in it or elements
 *   classed as a title (`<div class="title">Secure by Default</div>`);
 * - a run of three or more sibling blocks in the same layout (same element, same class), each one
 *   heading with a little text ("Write in Markdown" + a paragraph, then "Sync everywhere" …);
 * - a definition list used as a feature grid (Tailwind's `<dl>` of `<dt>Push to deploy</dt><dd>…</dd>`),
 *   its terms names rather than questions.
 *
 * Each gives titles, never paragraphs; none takes a team, a price list, posts, testimonials or FAQs.
 * Pure functions of the parsed page; the drafter quotes each title and the verifier checks it.
 */
import type * as cheerio from 'cheerio';
import type { AnyNode, Element } from 'domhandler';

type CheerioAPI = cheerio.CheerioAPI;

export interface LayoutContext {
  $: CheerioAPI;
  /** Whether an element may be read: not page furniture, not a quotation, not under an instructional heading. */
  usable: (element: AnyNode) => boolean;
  /** An element's visible text on one line. */
  textOf: (element: AnyNode) => string;
}

const TITLE_CLASS = /(?:^|[-_])(?:title|heading|name)$/i;
const FEATURES_MARK = /^(?:[a-z0-9]+[-_])*features?(?:[-_][a-z0-9]+)*$/i;
/** Blocks that list people, plans, posts or quotations: their cards name no capability. */
const OTHER_BLOCK =
  /\b(?:team|people|pricing|price|plans?|blog|posts?|news|testimonials?|reviews?|quotes?|customers?|logos?|faq|sponsors?|partners?)\b/i;
const PRICE =
  /(?:[$€£¥]\s?\d|\b\d[\d,.]*\s?(?:USD|EUR|GBP|€)\b|\/\s?(?:mo|month|yr|year)\b|\bper (?:month|year|user)\b)/i;
const ROLE =
  /\b(?:ceo|cto|coo|cfo|founder|co-founder|engineer|designer|developer|head of|manager|director|advisor|investor)\b/i;
/**
 * A title asking the reader to act ("Get started", "Try it", "Download"). Not "Get rid of …": what the product takes
 * away ("Get rid of network lag.", a feature card of mosh.org's home page; issue 34, ninety-fourth round, real tuning).
 */
const CALL_TO_ACTION =
  /^(?:get(?!\s{1,3}rid\s{1,3}of\b)|start|try|sign|book|contact|buy|learn|read|watch|download|join|see|view|explore)\b/i;

/** A card title that names a capability: short, not a question, not "Features" itself, not a call to action. */
export function isFeatureTitle(text: string): boolean {
  return (
    text.length >= 3 &&
    text.length <= 80 &&
    !/[?:]$/.test(text) &&
    !/^(?:(?:key|main|all|more|our|core|top)\s+)?features?$/i.test(text) &&
    // A comparison table's own heading ("Compare Features", Dekart's self-hosted pricing page, twenty-third round).
    !/^(?:compare|comparing)\s+(?:(?:all|the|our)\s+)?(?:features?|plans?|editions?)$|^(?:features?|plans?)\s+comparison$/i.test(
      text,
    ) &&
    !CALL_TO_ACTION.test(text) &&
    !PRICE.test(text) &&
    /\p{L}/u.test(text)
  );
}

const classesOf = ($: CheerioAPI, element: AnyNode) => ($(element).attr('class') ?? '').split(/\s+/).filter(Boolean);
const marksFeatures = ($: CheerioAPI, element: AnyNode) =>
  FEATURES_MARK.test($(element).attr('id') ?? '') || classesOf($, element).some((name) => FEATURES_MARK.test(name));
const marksOther = ($: CheerioAPI, element: AnyNode) =>
  OTHER_BLOCK.test(`${$(element).attr('id') ?? ''} ${($(element).attr('class') ?? '').replace(/[-_]/g, ' ')}`);

/** The deepest level among the headings (2 for h2 … 6 for h6), 0 when there is none; one pass, any count. */
export function deepestLevel(headings: readonly Pick<Element, 'name'>[]): number {
  let deepest = 0;
  for (const heading of headings) deepest = Math.max(deepest, Number(heading.name.slice(1)));
  return deepest;
}

/** The titles of a features block's cards: its deepest headings, elements classed as titles, its terms. */
function blockTitles(context: LayoutContext, block: Element): string[] {
  const { $, usable, textOf } = context;
  const headings = $(block).find('h2, h3, h4, h5, h6').toArray() as Element[];
  // A loop, not Math.max(...): a hostile block of 150,000 headings overflowed the call stack (the review of the
  // fifty-second to sixtieth rounds).
  const deepest = deepestLevel(headings);
  const titles: string[] = [];
  $(block)
    .find('h2, h3, h4, h5, h6, dt, [class]')
    .each((_, element) => {
      const node = element as Element;
      const isHeading = /^h[2-6]$/.test(node.name);
      if (isHeading && Number(node.name.slice(1)) !== deepest) return;
      if (!isHeading && node.name !== 'dt' && !classesOf($, node).some((name) => TITLE_CLASS.test(name))) return;
      if (!usable(node) || $(node).closest('a, button').length) return;
      if (
        marksOther($, node) ||
        $(node)
          .parents()
          .toArray()
          .some((parent) => marksOther($, parent))
      )
        return;
      const text = textOf(node);
      if (isFeatureTitle(text) && !titles.includes(text)) titles.push(text);
    });
  return titles;
}

/**
 * Whether an element's id, or an ancestor's, names it the features section (`<section id="features">`):
 * an id names what a part of the page is, where a class may only be the look of a grid.
 */
const inFeaturesById = ($: CheerioAPI, element: AnyNode) =>
  [element, ...$(element).parents().toArray()].some((node) => FEATURES_MARK.test($(node).attr('id') ?? ''));

/**
 * Titles of the page's features blocks (the outermost elements marked as features), three or more.
 * When the page names a features section by its id, only the blocks inside it count: a page that styles
 * every group of cards with one grid class ("tiles features" for its apps, its community places, the
 * companies that host it) marks the features section apart by its id (issue 34, seventeenth round;
 * invented tuning trap: driftbox).
 */
export function featureBlockTitles(context: LayoutContext): string[] | null {
  const { $, usable } = context;
  const marked = $('main, body')
    .first()
    .find('section, div, article, ul')
    .toArray()
    .filter((element) => marksFeatures($, element) && !marksOther($, element) && usable(element))
    .filter((element, _, all) => !all.some((other) => other !== element && $(other).find(element).length > 0));
  const named = marked.filter((element) => inFeaturesById($, element));
  const blocks = named.length ? named : marked;
  const titles: string[] = [];
  for (const block of blocks as Element[])
    for (const title of [...blockTitles(context, block), ...continuedCardTitles(context, block)])
      if (!titles.includes(title)) titles.push(title);
  return titles.length >= 3 ? titles : null;
}

/**
 * The cards of the sections right after a features block that carry on its grid with no heading of their own
 * (qtox.github.io: `<section id="features">` over Messages, Calls and Video, then a bare `<section>` of Security,
 * Ease of Use and Freedom; issue 34, fifty-third round, real tuning). A next sibling of the same element continues
 * the block when all its headings, three or more, stand at the level of the block's card titles (its deepest
 * heading) and each heads a card (`cardOf`: a title with a little text, no price, no role; not a quotation, not
 * marked as people, plans, posts or a call to action). A sibling with a heading of its own ("How it works",
 * "Pricing" over its cards) begins another part of the page and ends the run, as does the first sibling that is
 * not such a row. Each sibling is read once.
 */
function continuedCardTitles(context: LayoutContext, block: Element): string[] {
  const { $, usable } = context;
  const level = deepestLevel($(block).find('h2, h3, h4, h5, h6').toArray() as Element[]);
  if (!level) return [];
  const titles: string[] = [];
  for (let next = $(block).next()[0] as Element | undefined; next; next = $(next).next()[0] as Element | undefined) {
    if (next.name !== block.name || !usable(next) || marksOther($, next) || marksCallToAction($, next)) break;
    const headings = $(next).find('h1, h2, h3, h4, h5, h6').toArray() as Element[];
    if (headings.length < 3 || headings.some((heading) => Number(heading.name.slice(1)) !== level)) break;
    const row = headings.map((heading) => {
      const card = heading.parent as Element | null;
      if (!card || card === next || card.type !== 'tag' || !usable(card) || marksOther($, card)) return null;
      return cardOf(context, card);
    });
    if (!row.every((title): title is string => title !== null)) break;
    titles.push(...row);
    // A draft lists at most 20 features: a longer run is read no further.
    if (titles.length >= 20) break;
  }
  return titles;
}

/** The one heading of a card and the length of its other text, or null when it is not a card. */
function cardOf(context: LayoutContext, element: Element): string | null {
  const { $, textOf } = context;
  const headings = $(element).find('h1, h2, h3, h4, h5').addBack('h1, h2, h3, h4, h5').toArray();
  if (headings.length !== 1) return null;
  const title = textOf(headings[0]!);
  const rest = textOf(element).length - title.length;
  if (rest < 20 || rest > 900) return null;
  if (PRICE.test(textOf(element)) || ROLE.test(textOf(element))) return null;
  return isFeatureTitle(title) ? title : null;
}

/** Headings over cards that are not features: steps, quotations, plans, people, posts, questions. */
const OTHER_HEADING =
  /\b(?:how it works|steps?|get(?:ting)? started|testimonials?|reviews?|what (?:people|our \w+) say|loved by|trusted by|customers?|pricing|plans?|team|people|blog|news|latest|articles?|posts?|faqs?|questions)\b/i;

/**
 * A block marked as a call to action by its id or class (`<div class="cta-bottom">` over "Participate", "In the
 * making", "Ethical internet", each card a button: offen's about page, issue 34, forty-seventh round, real tuning):
 * its cards ask something of the reader, they name no capability.
 */
const CALL_TO_ACTION_BLOCK = /\b(?:cta|ctas|call to action|calls to action)\b/i;
const marksCallToAction = ($: CheerioAPI, element: AnyNode) =>
  CALL_TO_ACTION_BLOCK.test(`${$(element).attr('id') ?? ''} ${$(element).attr('class') ?? ''}`.replace(/[-_]/g, ' '));

/** The first run of three or more sibling cards in one layout (same element and class), its titles. */
export function cardRunTitles(context: LayoutContext): string[] | null {
  const { $, usable, textOf } = context;
  const layout = (element: Element) => `${element.name}.${$(element).attr('class') ?? ''}`;
  const everything = $('main, body').first().find('*').toArray();
  // Everything inside a call-to-action block, found once (a walk up from each card would cost a page per card).
  const inCallToAction = new Set<AnyNode>();
  for (const block of everything)
    if (!inCallToAction.has(block) && marksCallToAction($, block))
      for (const inner of [block, ...$(block).find('*').toArray()]) inCallToAction.add(inner);
  const position = new Map<AnyNode, number>(everything.map((element, at) => [element, at]));
  /** The last heading before an element in document order, outside it. */
  const headingBefore = (element: AnyNode): string => {
    for (let at = (position.get(element) ?? 0) - 1; at >= 0; at--)
      if (/^h[1-6]$/.test(everything[at]!.name) && !$(element).find(everything[at]!).length)
        return textOf(everything[at]!);
    return '';
  };
  for (const start of $('main, body').first().find('section, div, article, li').toArray() as Element[]) {
    if (!usable(start) || marksOther($, start) || inCallToAction.has(start)) continue;
    const previous = $(start).prev()[0] as Element | undefined;
    if (previous && layout(previous) === layout(start)) continue; // not the run's first card
    const titles: string[] = [];
    for (let card: Element | undefined = start; card; card = $(card).next()[0] as Element | undefined) {
      if (layout(card) !== layout(start)) break;
      const title = cardOf(context, card);
      if (!title) break;
      titles.push(title);
    }
    // "How It Works" over "Pick a folder", "Write freely": steps, not features.
    if (titles.length >= 3 && new Set(titles).size === titles.length && !OTHER_HEADING.test(headingBefore(start)))
      return titles;
  }
  return null;
}

/** A definition list laid out as a feature grid: three or more terms, each a name with its description. */
export function definitionGridTerms(context: LayoutContext): string[] | null {
  const { $, usable, textOf } = context;
  for (const dl of $('main, body').first().find('dl').toArray()) {
    if (
      !usable(dl) ||
      marksOther($, dl) ||
      $(dl)
        .parents()
        .toArray()
        .some((parent) => marksOther($, parent))
    )
      continue;
    const terms = $(dl).find('dt').toArray();
    if (terms.length < 3) continue;
    const named = terms.map((dt) => {
      const description = $(dt).nextAll('dd').first();
      return description.length && textOf(description[0]!).length >= 10 ? textOf(dt) : null;
    });
    if (named.every((term): term is string => term !== null && isFeatureTitle(term))) return [...new Set(named)];
  }
  return null;
}

/**
 * A lead-in sentence that introduces the list after it as the product's features, with no "Features"
 * heading (issue 34, twenty-eighth round; real tuning: Gin's README, "**Gin's key features:**" after a
 * "making it ideal for:" list of uses; Starlette's docs home, "It is production-ready, and gives you the
 * following:" before a "the following dependencies are optional:" list). Either it names the features
 * ("Key features:", "Gin's key features:", "The main features are:", "Features include:"), or the product
 * (it, this library, its name) gives, includes, offers or provides what follows. Precision first: it ends
 * with a colon; a list the lead-in calls requirements, dependencies, steps, options or uses is none ("ideal
 * for:", "the following dependencies are optional:", "It provides the following options:", "The following
 * features require a licence:"). Short, bounded alternatives: linear on any input.
 */
export function isFeaturesLeadIn(text: string, productName: string | null): boolean {
  const line = text.trim();
  if (!line.endsWith(':')) return false;
  if (line.length > 160) return closesWithFeaturesLeadIn(line);
  if (NOT_FEATURES_LEAD_IN.test(line)) return false;
  if (closesWithFeaturesLeadIn(line)) return true;
  if (NAMES_FEATURES.test(line)) return true;
  const subject = productName ? escapeForPattern(productName) : null;
  const opens = new RegExp(
    `^(?:it|this (?:library|framework|tool|toolkit|app|application|project|package|module|plugin|extension|service|platform|engine)${subject ? `|${subject}(?:['’]s)?` : ''})\\b`,
    'i',
  );
  return opens.test(line) && (GIVES.test(line) || HAS_FEATURES.test(line));
}
/**
 * A paragraph that says what the product is, then closes on a clause naming the list after it as its features
 * (issue 34, hundred-and-seventeenth round, real tuning: Aseprite's README, "**Aseprite** is a program to create
 * animated sprites. Its main features are:"; MipGo's, "MipGo is a library for modeling and solving … Along these
 * lines, some of the main features are:"): the paragraph as a whole is no lead-in (it opens with a sentence, or runs
 * past 160 characters), its closing clause is. The clause after the paragraph's last break (". ", "! ", "? ", "; ",
 * ", ") must name the features on its own (`NAMES_FEATURES`: "Its main features are:", "some of the main features
 * are:", "Key features include:"), not be a list of needs, steps or plans (`NOT_FEATURES_LEAD_IN`: "Some features
 * require:"), and follow some words of the paragraph's own. The product giving what follows ("It includes:") stays a
 * whole short line's reading. A paragraph up to 600 characters; the break is found by one walk back over at most 80
 * characters, and the two patterns are bounded: linear.
 */
export function closesWithFeaturesLeadIn(line: string): boolean {
  if (line.length > 600) return false;
  for (let at = line.length - 2; at > 1 && line.length - at <= 80; at--) {
    if (!/\s/.test(line[at]!) || !/[.!?;,]/.test(line[at - 1]!)) continue;
    const clause = line.slice(at + 1);
    return /[\p{L}\p{N}]/u.test(line.slice(0, at)) && NAMES_FEATURES.test(clause) && !NOT_FEATURES_LEAD_IN.test(clause);
  }
  return false;
}
/** "Key features:", "Gin's key features:", "The main features are:", "Some of its features include:", "Highlights:". */
const NAMES_FEATURES =
  /^[\p{L}'’ ]{0,30}\b(?:features?|capabilities|highlights)(?:\s+(?:are|include|includes|of \p{L}{1,30}(?: are| include)?))?\s*:$/iu;
/** "…, and gives you the following:", "It includes:", "Acme also offers:": the product giving what follows. */
const GIVES =
  /\b(?:includes?|offers?|provides?|gives you|lets you|allows you to|comes with|brings|ships with)(?: the following(?: features| capabilities)?)?\s*:$/i;
/**
 * The product, or a version of it, that "has the following (additional) features:" (issue 34, ninety-fourth round,
 * real tuning: liballeg.org's home page, "Allegro 5 has the following additional features:" over a bare list after its
 * intro). Only with "the following" and the word "features" or "capabilities": "Allegro has:" or "It has the
 * following dependencies:" say nothing of the kind. Said of the product only (the caller's subject: "it", "this
 * library", its name, which a version number may follow). Bounded runs, anchored at the end: linear.
 */
const HAS_FEATURES =
  /\b(?:has|have)\s{1,3}the\s{1,3}following\s{1,3}(?:(?:additional|main|key|core)\s{1,3})?(?:features|capabilities)\s{0,3}:$/i;
/** What a list is when a lead-in calls it so: what it needs, how to use it, its settings, its uses, its plans. */
const NOT_FEATURES_LEAD_IN =
  /\b(?:requires?|required|requirements?|prerequisites?|dependenc\w*|depends|needs?|steps?|options?|flags?|arguments?|settings?|parameters?|ideal for|used (?:for|by|to)|planned|upcoming|coming|roadmap|missing|not (?:yet )?supported|deprecated|removed|example)\b/i;
const escapeForPattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
