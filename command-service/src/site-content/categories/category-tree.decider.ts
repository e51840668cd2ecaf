/**
 * A site's category tree: slug, name, description, FAQs and parent of every category. One aggregate
 * per site (issue 30: each site of the network has its own tree; the default site's stream is the
 * tree every deployment always had), so that "the parent exists" and "no cycles" are decided against
 * the whole tree. Events name their site unless it is the default one, and carry the console's reason.
 *
 * A site without a tree of its own shows the default site's (categoriesOfSite of the read model).
 * Its first change starts its own tree as a copy of the default site's live categories (one
 * CategoryCreated each, parents first, in the same batch as the change), so the categories its
 * listings hold stay on it; from then on the two trees are apart.
 *
 * A retired category is off the tree for good: it cannot be renamed, moved, described or used as a
 * parent, and its slug is not reused (listings that hold it keep it). One with subcategories on the
 * tree is refused: move or retire those first.
 */
import type { Faq } from '@listings/shared/contracts/site-content';
import { DomainError, type Decider } from '@listings/shared/kernel';
import { checkFaqs, checkSlug, checkText } from '../faq.ts';
import { checkReason } from '../products/product.decider.ts';
import type { CategoryEvent } from '@listings/shared/contracts/site-content';

/** `reason`: the console's (3-500 characters), recorded in the event; the CLI gives none. */
export type CategoryCommand = (
  | { type: 'CreateCategory'; slug: string; name: string; description?: string; faqs?: Faq[]; parent?: string | null }
  | { type: 'RenameCategory'; slug: string; name: string }
  | { type: 'DescribeCategory'; slug: string; description?: string; faqs?: Faq[] }
  | { type: 'MoveCategory'; slug: string; parent: string | null }
  | { type: 'RetireCategory'; slug: string }
) & { reason?: string };

export interface CategoryNode {
  name: string;
  description: string;
  faqs: Faq[];
  parent: string | null;
  /** Off the tree for good. */
  retired?: boolean;
}

export interface CategoryTreeState {
  categories: Record<string, CategoryNode>;
}

const MAX_NAME = 200;
const MAX_DESCRIPTION = 20000;

const existing = (state: CategoryTreeState, slug: string): CategoryNode => {
  const node = state.categories[slug];
  if (!node) throw new DomainError('not_found', 'category_not_found', `Category ${slug} does not exist.`);
  if (node.retired) throw new DomainError('conflict', 'category_retired', `Category ${slug} is retired.`);
  return node;
};

const knownParent = (state: CategoryTreeState, parent: string | null | undefined): string | null => {
  if (parent === null || parent === undefined || parent === '') return null;
  if (!state.categories[parent] || state.categories[parent].retired)
    throw new DomainError('invalid', 'unknown_parent', `Parent category ${parent} does not exist.`);
  return parent;
};

const sameFaqs = (a: Faq[], b: Faq[]) => JSON.stringify(a) === JSON.stringify(b);

/** The live categories of `tree` as CategoryCreated events for `site`, each parent before its children. */
export function copyOfTree(tree: CategoryTreeState, site: string): CategoryEvent[] {
  const live = Object.entries(tree.categories).filter(([, node]) => !node.retired);
  const placed = new Set<string>();
  const events: CategoryEvent[] = [];
  // Parents first; a parent that is not live (never the case in a decided tree) counts as the top.
  for (let round = 0; placed.size < live.length && round <= live.length; round++) {
    for (const [slug, node] of live) {
      if (placed.has(slug)) continue;
      const parent = node.parent;
      const parentLive = parent !== null && live.some(([other]) => other === parent);
      if (parentLive && !placed.has(parent)) continue;
      placed.add(slug);
      const { name, description, faqs } = node;
      events.push({
        type: 'CategoryCreated',
        data: { slug, name, description, faqs, parent: parentLive ? parent : null, site },
      });
    }
  }
  return events;
}

/**
 * The tree's decider for `site` (absent: the default site). `startFrom`: the default site's tree,
 * which a site's first change copies (ignored on the default site and once the site has a tree).
 */
export function categoryTreeDeciderFor(
  site?: string,
  startFrom?: CategoryTreeState,
): Decider<CategoryCommand, CategoryEvent, CategoryTreeState> {
  const decider: Decider<CategoryCommand, CategoryEvent, CategoryTreeState> = {
    initialState: () => ({ categories: {} }),

    decide(command, given) {
      const seeds = site && startFrom && Object.keys(given.categories).length === 0 ? copyOfTree(startFrom, site) : [];
      const state = seeds.reduce(decider.evolve, given);
      const reason = checkReason(command.reason);
      const noted = { ...(reason ? { reason } : {}), ...(site ? { site } : {}) };
      const change = ((): CategoryEvent[] => {
        switch (command.type) {
          case 'CreateCategory': {
            const slug = checkSlug(command.slug, 'Category slug');
            if (state.categories[slug])
              throw new DomainError(
                'conflict',
                'category_exists',
                state.categories[slug].retired
                  ? `Category ${slug} was retired: a slug is not used again.`
                  : `Category ${slug} already exists.`,
              );
            const name = checkText(command.name, 'name', MAX_NAME);
            const description = checkText(command.description ?? '', 'description', MAX_DESCRIPTION, {
              required: false,
            });
            const faqs = checkFaqs(command.faqs ?? []);
            const parent = knownParent(state, command.parent);
            return [{ type: 'CategoryCreated', data: { slug, name, description, faqs, parent, ...noted } }];
          }
          case 'RenameCategory': {
            const node = existing(state, command.slug);
            const name = checkText(command.name, 'name', MAX_NAME);
            if (name === node.name) return [];
            return [{ type: 'CategoryRenamed', data: { slug: command.slug, name, ...noted } }];
          }
          case 'DescribeCategory': {
            const node = existing(state, command.slug);
            const description =
              command.description === undefined
                ? node.description
                : checkText(command.description, 'description', MAX_DESCRIPTION, { required: false });
            const faqs = command.faqs === undefined ? node.faqs : checkFaqs(command.faqs);
            if (description === node.description && sameFaqs(faqs, node.faqs)) return [];
            return [{ type: 'CategoryDescribed', data: { slug: command.slug, description, faqs, ...noted } }];
          }
          case 'MoveCategory': {
            const node = existing(state, command.slug);
            const parent = knownParent(state, command.parent);
            if (parent === node.parent) return [];
            for (let ancestor = parent; ancestor !== null; ancestor = state.categories[ancestor].parent) {
              if (ancestor === command.slug) {
                throw new DomainError(
                  'conflict',
                  'category_cycle',
                  `Moving ${command.slug} under ${parent} would make it its own ancestor.`,
                );
              }
            }
            return [{ type: 'CategoryMoved', data: { slug: command.slug, parent, ...noted } }];
          }
          case 'RetireCategory': {
            existing(state, command.slug);
            const children = Object.entries(state.categories)
              .filter(([, node]) => node.parent === command.slug && !node.retired)
              .map(([slug]) => slug);
            if (children.length)
              throw new DomainError(
                'conflict',
                'category_has_subcategories',
                `Category ${command.slug} has subcategories (${children.join(', ')}): move or retire them first.`,
              );
            return [{ type: 'CategoryRetired', data: { slug: command.slug, ...noted } }];
          }
        }
      })();
      // Starting its own tree is worth recording only with the change that starts it.
      return change.length ? [...seeds, ...change] : [];
    },

    evolve(state, event) {
      const { slug } = event.data;
      const node = state.categories[slug];
      switch (event.type) {
        case 'CategoryCreated': {
          const { name, description, faqs, parent } = event.data;
          return { categories: { ...state.categories, [slug]: { name, description, faqs, parent } } };
        }
        case 'CategoryRenamed':
          return { categories: { ...state.categories, [slug]: { ...node, name: event.data.name } } };
        case 'CategoryDescribed':
          return {
            categories: {
              ...state.categories,
              [slug]: { ...node, description: event.data.description, faqs: event.data.faqs },
            },
          };
        case 'CategoryMoved':
          return { categories: { ...state.categories, [slug]: { ...node, parent: event.data.parent } } };
        case 'CategoryRetired':
          return { categories: { ...state.categories, [slug]: { ...node, retired: true } } };
      }
    },
  };
  return decider;
}

/** The default site's tree (stream `categorytree-main`): every deployment's tree before the network. */
export const categoryTreeDecider = categoryTreeDeciderFor();
