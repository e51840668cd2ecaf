/**
 * The category tree: slug, name, description, FAQs and parent of every category. One aggregate, so
 * that "the parent exists" and "no cycles" are decided against the whole tree.
 */
import type { Faq } from '@listings/shared/contracts/site-content';
import { DomainError, type Decider } from '@listings/shared/kernel';
import { checkFaqs, checkSlug, checkText } from '../faq.ts';
import type { CategoryEvent } from '@listings/shared/contracts/site-content';

export type CategoryCommand =
  | { type: 'CreateCategory'; slug: string; name: string; description?: string; faqs?: Faq[]; parent?: string | null }
  | { type: 'RenameCategory'; slug: string; name: string }
  | { type: 'DescribeCategory'; slug: string; description?: string; faqs?: Faq[] }
  | { type: 'MoveCategory'; slug: string; parent: string | null };

export interface CategoryNode {
  name: string;
  description: string;
  faqs: Faq[];
  parent: string | null;
}

export interface CategoryTreeState {
  categories: Record<string, CategoryNode>;
}

const MAX_NAME = 200;
const MAX_DESCRIPTION = 20000;

const existing = (state: CategoryTreeState, slug: string): CategoryNode => {
  const node = state.categories[slug];
  if (!node) throw new DomainError('not_found', 'category_not_found', `Category ${slug} does not exist.`);
  return node;
};

const knownParent = (state: CategoryTreeState, parent: string | null | undefined): string | null => {
  if (parent === null || parent === undefined || parent === '') return null;
  if (!state.categories[parent])
    throw new DomainError('invalid', 'unknown_parent', `Parent category ${parent} does not exist.`);
  return parent;
};

const sameFaqs = (a: Faq[], b: Faq[]) => JSON.stringify(a) === JSON.stringify(b);

export const categoryTreeDecider: Decider<CategoryCommand, CategoryEvent, CategoryTreeState> = {
  initialState: () => ({ categories: {} }),

  decide(command, state) {
    switch (command.type) {
      case 'CreateCategory': {
        const slug = checkSlug(command.slug, 'Category slug');
        if (state.categories[slug])
          throw new DomainError('conflict', 'category_exists', `Category ${slug} already exists.`);
        const name = checkText(command.name, 'name', MAX_NAME);
        const description = checkText(command.description ?? '', 'description', MAX_DESCRIPTION, { required: false });
        const faqs = checkFaqs(command.faqs ?? []);
        const parent = knownParent(state, command.parent);
        return [{ type: 'CategoryCreated', data: { slug, name, description, faqs, parent } }];
      }
      case 'RenameCategory': {
        const node = existing(state, command.slug);
        const name = checkText(command.name, 'name', MAX_NAME);
        if (name === node.name) return [];
        return [{ type: 'CategoryRenamed', data: { slug: command.slug, name } }];
      }
      case 'DescribeCategory': {
        const node = existing(state, command.slug);
        const description =
          command.description === undefined
            ? node.description
            : checkText(command.description, 'description', MAX_DESCRIPTION, { required: false });
        const faqs = command.faqs === undefined ? node.faqs : checkFaqs(command.faqs);
        if (description === node.description && sameFaqs(faqs, node.faqs)) return [];
        return [{ type: 'CategoryDescribed', data: { slug: command.slug, description, faqs } }];
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
        return [{ type: 'CategoryMoved', data: { slug: command.slug, parent } }];
      }
    }
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
    }
  },
};
