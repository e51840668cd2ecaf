/**
 * The category tree in the console (/admin/categories, issue 33's "the category tree" setting): every
 * staff member sees a site's tree and its audit trail; an admin of that site adds, renames, moves or
 * retires a category, each with a reason and the password given within the last 10 minutes. Each
 * change is the CLI's category:* command (retire is the console's: a retired category leaves the tree
 * for good, its slug never used again, listings that hold it keep it) with the staff member as actor
 * and the reason in the event.
 *
 * Each site of the network has its own tree (issue 30), chosen with `?site=` (chosen-site.ts). A
 * site without one shows the default site's; its first change starts its own as a copy of the
 * default site's, so its listings keep their categories (the write side's rule, said here too).
 */
import type express from 'express';
import { DomainError, type DocumentStore } from '@listings/shared/kernel';
import { SITE_KEY_PATTERN } from '@listings/shared/contracts/site-content';
import { categoriesOfSite, hasOwnCategoryTree, type CategoryDocument } from '@listings/projectors/site-content';
import { alertBox, html, type SafeHtml } from '../kit/html.ts';
import { PageError } from '../kit/site-pages.ts';
import { csrfField, type ConsoleContext, type StaffConsole } from './staff-console.ts';
import { settingsTrail } from './settings.page.ts';
import {
  chosenSite,
  onSitePath,
  portSite,
  siteField,
  siteSelector,
  siteToChange,
  type ChosenSite,
} from './chosen-site.ts';

const NOTICES: Record<string, string> = {
  add: 'The category is added. list_categories, the category pages and drafting offer it from now on.',
  rename: 'The category is renamed.',
  move: 'The category is moved.',
  retire: 'The category is retired: it is off the tree for good; listings that hold it keep it.',
  unchanged: 'That was already so: nothing was recorded.',
};

const ACTIONS = ['add', 'rename', 'move', 'retire'] as const;
type Action = (typeof ACTIONS)[number];

/** Where the confirm page leads back to: the categories page of the site the form was for. */
const back = (req: express.Request) =>
  typeof req.body?.site === 'string' && SITE_KEY_PATTERN.test(req.body.site)
    ? `/admin/categories?site=${req.body.site}`
    : '/admin/categories';

/** The tree as nested lists, each level by name; retired categories left out. */
function treeList(categories: readonly CategoryDocument[]): SafeHtml | string {
  const live = new Set(categories.map((category) => category.slug));
  const under = (parent: string | null): CategoryDocument[] =>
    categories.filter((category) =>
      parent === null ? category.parent === null || !live.has(category.parent) : category.parent === parent,
    );
  const level = (parent: string | null, seen: Set<string>): SafeHtml | string => {
    const children = under(parent).filter((category) => !seen.has(category.slug));
    if (!children.length) return '';
    return html`<ul>${children.map((category) => {
      const next = new Set([...seen, category.slug]);
      return html`<li>${category.name} <code>${category.slug}</code>${level(category.slug, next)}</li>`;
    })}</ul>`;
  };
  return categories.length ? level(null, new Set()) : html`<p>The tree has no category.</p>`;
}

/** A select of the tree's categories (and "the top level" for a parent). */
function categorySelect(
  id: string,
  name: string,
  categories: readonly CategoryDocument[],
  options: { top?: boolean } = {},
): SafeHtml {
  return html`<select id="${id}" name="${name}"${options.top ? '' : html` required`}>${
    options.top ? html`<option value="">(the top level)</option>` : ''
  }${categories.map((category) => html`<option value="${category.slug}">${category.name} (${category.slug})</option>`)}</select>`;
}

export function categoriesRoutes(router: express.Router, console: StaffConsole, documents: DocumentStore): void {
  const { ports } = console;
  const page = async (context: ConsoleContext, shown: { error?: string; site?: ChosenSite } = {}) => {
    const site = shown.site ?? (await chosenSite(context, documents, ports.siteKey, context.req.query.site));
    const [all, own, trail] = await Promise.all([
      categoriesOfSite(documents, site, { retired: true }),
      hasOwnCategoryTree(documents, site),
      ports.settings.categoryTrail(portSite(site)),
    ]);
    const live = all.filter((category) => !category.retired_at);
    const retired = all.filter((category) => category.retired_at);
    const admin = site.mayChange;
    const form = (action: Action, legend: string, fields: SafeHtml) =>
      html`<form method="post" action="/admin/categories/${action}" class="stack" aria-labelledby="${action}-title">${csrfField(context.viewer)}${siteField(site)}
<h3 id="${action}-title">${legend}</h3>
${fields}
<label for="${action}-reason">Reason</label><input id="${action}-reason" name="reason" required minlength="3" maxlength="500">
<button type="submit">${legend}</button></form>`;
    return {
      status: shown.error ? 400 : 200,
      title: 'Categories',
      body: html`<h1>Categories</h1>
${siteSelector('/admin/categories', site)}
${alertBox(shown.error)}${alertBox(NOTICES[String(context.req.query.done)], 'notice')}
${
  own
    ? ''
    : html`<p>${site.label} has no category tree of its own: it shows the default site's. Its first change starts its own tree as a copy of the default site's, then makes the change.</p>`
}
<h2>The tree</h2>
${treeList(live)}
${retired.length ? html`<p>Retired: ${retired.map((category) => category.slug).join(', ')}.</p>` : ''}
${
  admin
    ? html`<h2>Change the tree</h2>
<p>Every change needs a reason (3 to 500 characters), shown in the audit trail.</p>
${form(
  'add',
  'Add a category',
  html`<label for="add-slug">Slug (lower-case letters and digits joined by dashes)</label><input id="add-slug" name="slug" required maxlength="80">
<label for="add-name">Name</label><input id="add-name" name="name" required maxlength="200">
<label for="add-parent">Under</label>${categorySelect('add-parent', 'parent', live, { top: true })}`,
)}
${
  live.length
    ? html`${form(
        'rename',
        'Rename a category',
        html`<label for="rename-slug">Category</label>${categorySelect('rename-slug', 'slug', live)}
<label for="rename-name">New name</label><input id="rename-name" name="name" required maxlength="200">`,
      )}
${form(
  'move',
  'Move a category',
  html`<label for="move-slug">Category</label>${categorySelect('move-slug', 'slug', live)}
<label for="move-parent">Under</label>${categorySelect('move-parent', 'parent', live, { top: true })}`,
)}
${form(
  'retire',
  'Retire a category',
  html`<label for="retire-slug">Category (one without subcategories)</label>${categorySelect('retire-slug', 'slug', live)}`,
)}`
    : ''
}`
    : html`<p>Only an admin of this site can change its tree.</p>`
}
${settingsTrail(`categories of ${site.key}`, `Every change to the category tree of ${site.label}, newest first`, trail)}`,
    };
  };

  router.get(
    '/admin/categories',
    console.page('staff', (context) => page(context)),
  );
  for (const action of ACTIONS) {
    router.post(
      `/admin/categories/${action}`,
      ...console.action(
        'admin',
        async (context) => {
          const site = await siteToChange(context, documents, ports.siteKey);
          const text = (name: string) => (context.form[name] ?? '').trim();
          const slug = text('slug');
          if (!slug) throw new PageError(400, 'Check what you sent', 'Name the category.');
          const parent = text('parent') || null;
          const change =
            action === 'add'
              ? { action, slug, name: text('name'), parent }
              : action === 'rename'
                ? { action, slug, name: text('name') }
                : action === 'move'
                  ? { action, slug, parent }
                  : { action, slug };
          try {
            const { changed } = await ports.settings.changeCategory(
              change,
              context.form.reason ?? '',
              context.actor,
              portSite(site),
            );
            return { redirect: onSitePath('/admin/categories', site, `done=${changed ? action : 'unchanged'}`) };
          } catch (error) {
            if (!(error instanceof DomainError)) throw error;
            return page(context, { error: error.message, site });
          }
        },
        { recent: true, back },
      ),
    );
  }
}
