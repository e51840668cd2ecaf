/**
 * Admin CLI commands for the content the site team manages: categories, blog posts, interview
 * questions, products and prices, promo codes, settings and listing figures. Each is a command
 * decided by the domain and recorded as events; nothing here writes a read model.
 */
import type { Faq, Site } from '@listings/shared/contracts/site-content';
import fs from 'node:fs';
import path from 'node:path';
import { DomainError, type Actor } from '@listings/shared/kernel';
import { SiteContentCommands, type WriteResult } from '@listings/command-service/site-content';
import type { ProductOption, WeekRule } from '@listings/shared/contracts/site-content';

export const SITE_CONTENT_OPTIONS = {
  slug: { type: 'string' },
  parent: { type: 'string' },
  root: { type: 'boolean' },
  description: { type: 'string' },
  'faqs-file': { type: 'string' },
  title: { type: 'string' },
  file: { type: 'string' },
  author: { type: 'string' },
  'published-at': { type: 'string' },
  text: { type: 'string' },
  id: { type: 'string' },
  code: { type: 'string' },
  cents: { type: 'string' },
  'needs-listing': { type: 'string' },
  week: { type: 'string' },
  'options-file': { type: 'string' },
  percent: { type: 'string' },
  'amount-cents': { type: 'string' },
  from: { type: 'string' },
  until: { type: 'string' },
  'max-redemptions': { type: 'string' },
  products: { type: 'string' },
  weeks: { type: 'string' },
  listing: { type: 'string' },
  value: { type: 'string' },
  date: { type: 'string' },
  site: { type: 'string' },
} as const;

export const SITE_CONTENT_USAGE = `
Site content (every change is an event with you as the actor):
  category:create --slug <slug> --name <name> [--parent <slug>] [--description <text>] [--faqs-file <faqs.json>]
  category:rename --slug <slug> --name <name>
  category:describe --slug <slug> [--description <text>] [--faqs-file <faqs.json>]
  category:move --slug <slug> (--parent <slug> | --root)
  category:retire --slug <slug>                 (for good: not one with subcategories)
      FAQ files hold a JSON array of {"question", "answer"}. Moves that would make a cycle are refused.
      category:* and blog:* take [--site <key>] too: that site's tree or blog (a site's first category
      change starts its own tree as a copy of the default site's; a blog is never inherited).
  blog:publish --slug <slug> --title <title> --file <post.md> [--author <name>] [--faqs-file <faqs.json>] [--published-at <ISO time>]
  blog:update --slug <slug> [--title <title>] [--file <post.md>] [--author <name>] [--faqs-file <faqs.json>] [--published-at <ISO time>]
  blog:unpublish --slug <slug>
  question:add --text <question>               (ids are 1, 2, 3, ... in order)
  question:reword --id <n> --text <question>
  question:retire --id <n> | question:reactivate --id <n>
      question:* take [--site <key>] too: that site's interview questions (a site without its own asks
      the default site's; its first change starts its own set as a copy of them, same numbers).
  product:set-price --code <code> --cents <USD cents> [--site <key>]
      Codes: launch, skip_queue, featured, done_for_you, launch_bundle, extra_categories, relaunch, ai_review,
      billboard_min (its price is the minimum), or trophy_<name> once defined. Only priced products are listed.
  product:define --code <code> [--name <name>] [--description <text>] [--needs-listing yes|no]
                 [--week none|optional|required] [--options-file <options.json>]
      Options file: {"<name>": {"type": "string|integer|boolean|enum", "description": "...", "required": true, "values": [...]}}.
  product:withdraw --code <code> | product:offer --code <code>
  promo:create --code <CODE> (--percent <1-100> | --amount-cents <cents>) [--from <date>] [--until <date>]
               [--max-redemptions <n>] [--products <code,code>]
  promo:disable --code <CODE>
  setting:free-queue-weeks --weeks <1-52>      (how many weeks out free listings are queued)
  setting:launch-weeks-ahead --weeks <1-52>    (the launch calendar: how many Mondays ahead an order may name)
      product:*, promo:* and setting:* take [--site <key>] (site list): that site's own prices, codes and
      settings; without it, the default site's. A site without its own product or setting uses the
      default site's; a promo code works only on its own site.
  figures:domain-rating --listing <slug> --value <0-100> --date <YYYY-MM-DD>
  figures:revenue --listing <slug> --cents <USD cents> --date <YYYY-MM-DD>`;

/** The parsed options: these plus `--name`, which the account commands declare too. */
type Values = {
  [K in keyof typeof SITE_CONTENT_OPTIONS]?: (typeof SITE_CONTENT_OPTIONS)[K]['type'] extends 'boolean'
    ? boolean
    : string;
} & { name?: string };

const invalid = (message: string) => new DomainError('invalid', 'invalid_option', message);

/**
 * Runs a site-content command; resolves false when `command` is not one of them.
 * Relative file paths are read from where `npm run admin` was started (INIT_CWD).
 */
export async function runSiteContentCommand(
  command: string | undefined,
  values: Values,
  commands: SiteContentCommands,
  actor: Actor,
  cause: string,
  out: (line: string) => void,
  env: NodeJS.ProcessEnv = process.env,
  /** The network (site list), to check --site against; absent: --site is taken as given. */
  network?: () => Promise<readonly Site[]>,
): Promise<boolean> {
  const required = (name: keyof Values): string => {
    const value = values[name];
    if (typeof value !== 'string' || value.trim() === '')
      throw new DomainError('invalid', 'missing_option', `--${name} is required.`);
    return value;
  };
  const optional = (name: keyof Values): string | undefined =>
    typeof values[name] === 'string' ? (values[name] as string) : undefined;
  const integer = (name: keyof Values, text = required(name)): number => {
    if (!/^-?\d+$/.test(text.trim())) throw invalid(`--${name} must be a whole number, got "${text}".`);
    return Number(text);
  };
  const optionalInteger = (name: keyof Values) => (optional(name) === undefined ? undefined : integer(name));
  const readFile = (name: keyof Values): string | undefined => {
    const file = optional(name);
    if (file === undefined) return undefined;
    const resolved = path.resolve(env.INIT_CWD ?? process.cwd(), file);
    try {
      return fs.readFileSync(resolved, 'utf8');
    } catch {
      throw invalid(`--${name}: cannot read ${resolved}.`);
    }
  };
  const readJson = <T>(name: keyof Values): T | undefined => {
    const text = readFile(name);
    if (text === undefined) return undefined;
    try {
      return JSON.parse(text) as T;
    } catch {
      throw invalid(`--${name}: the file is not valid JSON.`);
    }
  };
  const faqs = () => {
    const list = readJson<Faq[]>('faqs-file');
    if (list !== undefined && !Array.isArray(list))
      throw invalid('--faqs-file must hold a JSON array of {"question", "answer"}.');
    return list;
  };
  const report = (result: WriteResult, done: string) => out(result.events.length ? done : 'no change (already so)');
  /** --site as the commands take it (issue 30): a site of the network, none for the default site. */
  const site = async (): Promise<{ site?: string }> => {
    const key = optional('site')?.trim();
    if (!key) return {};
    const sites = network ? await network() : null;
    const found = sites?.find((s) => s.key === key);
    if (sites && !found)
      throw new DomainError(
        'invalid',
        'unknown_site',
        `--site ${key} is not a site of the network: use one of ${sites.map((s) => s.key).join(', ')}.`,
      );
    return found?.isDefault ? {} : { site: key };
  };
  const on = (text: string, where: { site?: string }) => (where.site ? `${text} on site ${where.site}` : text);

  switch (command) {
    case 'category:create': {
      const slug = required('slug');
      const where = await site();
      report(
        await commands.category(
          {
            type: 'CreateCategory',
            slug,
            name: required('name'),
            parent: optional('parent'),
            description: optional('description'),
            faqs: faqs(),
          },
          actor,
          cause,
          where.site,
        ),
        on(`category ${slug} created`, where),
      );
      return true;
    }
    case 'category:rename': {
      const where = await site();
      report(
        await commands.category(
          { type: 'RenameCategory', slug: required('slug'), name: required('name') },
          actor,
          cause,
          where.site,
        ),
        on(`category ${values.slug} renamed`, where),
      );
      return true;
    }
    case 'category:describe': {
      const where = await site();
      report(
        await commands.category(
          { type: 'DescribeCategory', slug: required('slug'), description: optional('description'), faqs: faqs() },
          actor,
          cause,
          where.site,
        ),
        on(`category ${values.slug} described`, where),
      );
      return true;
    }
    case 'category:move': {
      if (Boolean(values.root) === (optional('parent') !== undefined))
        throw invalid('Give exactly one of --parent <slug> and --root.');
      const parent = values.root ? null : required('parent');
      const where = await site();
      report(
        await commands.category({ type: 'MoveCategory', slug: required('slug'), parent }, actor, cause, where.site),
        on(`category ${values.slug} moved ${parent ? `under ${parent}` : 'to the top level'}`, where),
      );
      return true;
    }
    case 'category:retire': {
      const where = await site();
      report(
        await commands.category({ type: 'RetireCategory', slug: required('slug') }, actor, cause, where.site),
        on(`category ${values.slug} retired`, where),
      );
      return true;
    }
    case 'blog:publish': {
      const body = readFile('file');
      if (body === undefined) required('file');
      const where = await site();
      report(
        await commands.blogPost(
          {
            type: 'PublishBlogPost',
            slug: required('slug'),
            title: required('title'),
            body: body!,
            faqs: faqs(),
            author: optional('author') ?? actor.id,
            publishedAt: optional('published-at'),
            ...where,
          },
          actor,
          cause,
        ),
        on(`blog post ${values.slug} published`, where),
      );
      return true;
    }
    case 'blog:update': {
      const where = await site();
      report(
        await commands.blogPost(
          {
            type: 'UpdateBlogPost',
            slug: required('slug'),
            title: optional('title'),
            body: readFile('file'),
            faqs: faqs(),
            author: optional('author'),
            publishedAt: optional('published-at'),
            ...where,
          },
          actor,
          cause,
        ),
        on(`blog post ${values.slug} updated`, where),
      );
      return true;
    }
    case 'blog:unpublish': {
      const where = await site();
      report(
        await commands.blogPost({ type: 'UnpublishBlogPost', slug: required('slug'), ...where }, actor, cause),
        on(`blog post ${values.slug} unpublished`, where),
      );
      return true;
    }
    case 'question:add': {
      const where = await site();
      const result = await commands.interviewQuestion(
        { type: 'AddInterviewQuestion', text: required('text') },
        actor,
        cause,
        where.site,
      );
      // The new question is the batch's last event (a site's first change copies the default site's first).
      out(on(`question ${result.events.at(-1)!.data.id} added`, where));
      return true;
    }
    case 'question:reword': {
      const where = await site();
      report(
        await commands.interviewQuestion(
          { type: 'RewordInterviewQuestion', id: integer('id'), text: required('text') },
          actor,
          cause,
          where.site,
        ),
        on(`question ${values.id} reworded`, where),
      );
      return true;
    }
    case 'question:retire':
    case 'question:reactivate': {
      const where = await site();
      const type = command === 'question:retire' ? 'RetireInterviewQuestion' : 'ReactivateInterviewQuestion';
      report(
        await commands.interviewQuestion({ type, id: integer('id') }, actor, cause, where.site),
        on(`question ${values.id} ${command === 'question:retire' ? 'retired' : 'reactivated'}`, where),
      );
      return true;
    }
    case 'product:set-price': {
      const where = await site();
      report(
        await commands.product(
          { type: 'SetProductPrice', code: required('code'), priceCents: integer('cents'), ...where },
          actor,
          cause,
        ),
        on(`product ${values.code} now costs ${values.cents} USD cents`, where),
      );
      return true;
    }
    case 'product:define': {
      const needs = optional('needs-listing');
      if (needs !== undefined && !['yes', 'no'].includes(needs)) throw invalid('--needs-listing is yes or no.');
      const options = readJson<Record<string, ProductOption>>('options-file');
      if (options !== undefined && (typeof options !== 'object' || options === null || Array.isArray(options)))
        throw invalid('--options-file must hold a JSON object of options.');
      const where = await site();
      report(
        await commands.product(
          {
            ...where,
            type: 'DefineProduct',
            code: required('code'),
            name: optional('name'),
            description: optional('description'),
            needsListing: needs === undefined ? undefined : needs === 'yes',
            week: optional('week') as WeekRule | undefined,
            options,
          },
          actor,
          cause,
        ),
        on(`product ${values.code} defined`, where),
      );
      return true;
    }
    case 'product:withdraw': {
      const where = await site();
      report(
        await commands.product({ type: 'WithdrawProduct', code: required('code'), ...where }, actor, cause),
        on(`product ${values.code} withdrawn`, where),
      );
      return true;
    }
    case 'product:offer': {
      const where = await site();
      report(
        await commands.product({ type: 'OfferProduct', code: required('code'), ...where }, actor, cause),
        on(`product ${values.code} on offer`, where),
      );
      return true;
    }
    case 'promo:create': {
      const products = optional('products')
        ?.split(',')
        .map((p) => p.trim())
        .filter(Boolean);
      const where = await site();
      report(
        await commands.promoCode(
          {
            ...where,
            type: 'CreatePromoCode',
            code: required('code'),
            percentOff: optionalInteger('percent'),
            amountOffCents: optionalInteger('amount-cents'),
            validFrom: optional('from'),
            validUntil: optional('until'),
            maxRedemptions: optionalInteger('max-redemptions'),
            products,
          },
          actor,
          cause,
        ),
        on(`promo code ${values.code} created`, where),
      );
      return true;
    }
    case 'promo:disable': {
      const where = await site();
      report(
        await commands.promoCode({ type: 'DisablePromoCode', code: required('code'), ...where }, actor, cause),
        on(`promo code ${values.code} disabled`, where),
      );
      return true;
    }
    case 'setting:free-queue-weeks': {
      const where = await site();
      report(
        await commands.setting({ type: 'SetFreeQueueWeeks', weeks: integer('weeks'), ...where }, actor, cause),
        on(`free listings are queued ${values.weeks} weeks out`, where),
      );
      return true;
    }
    case 'setting:launch-weeks-ahead': {
      const where = await site();
      report(
        await commands.setting({ type: 'SetLaunchWeeksAhead', weeks: integer('weeks'), ...where }, actor, cause),
        on(`orders may name launch weeks up to ${values.weeks} weeks ahead`, where),
      );
      return true;
    }
    case 'figures:domain-rating': {
      const value = Number(required('value'));
      if (!Number.isFinite(value)) throw invalid('--value must be a number.');
      report(
        await commands.figure(
          { type: 'RecordDomainRating', listing: required('listing'), date: required('date'), value },
          actor,
          cause,
        ),
        `Domain Rating of ${values.listing} on ${values.date} recorded`,
      );
      return true;
    }
    case 'figures:revenue':
      report(
        await commands.figure(
          {
            type: 'RecordRevenue',
            listing: required('listing'),
            date: required('date'),
            amountCents: integer('cents'),
          },
          actor,
          cause,
        ),
        `revenue of ${values.listing} on ${values.date} recorded`,
      );
      return true;
    default:
      return false;
  }
}
