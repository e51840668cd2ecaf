/**
 * The product codes the spec names, with what each needs. Prices are never here: the site admin
 * sets them (product:set-price). Trophy-cabinet products are defined by the admin with options,
 * under codes starting `trophy_`.
 */
import type { ProductDetails } from './product.events.ts';

export const STANDARD_PRODUCTS: Record<string, ProductDetails> = {
  launch: {
    name: 'Launch',
    description: 'Publish the listing now, or in a chosen launch week (the week is optional and free).',
    needs_listing: true,
    week: 'optional',
    options: {},
  },
  skip_queue: {
    name: 'Skip the queue',
    description: 'Free listings only: replaces the free-queue week with the chosen week.',
    needs_listing: true,
    week: 'required',
    options: {},
  },
  featured: {
    name: 'Featured',
    description: 'Featured placement for the listing.',
    needs_listing: true,
    week: 'none',
    options: {},
  },
  done_for_you: {
    name: 'Done for you',
    description: 'The site team writes and completes the profile.',
    needs_listing: true,
    week: 'none',
    options: {},
  },
  launch_bundle: {
    name: 'Launch bundle',
    description: 'Launch with the paid extras bundled.',
    needs_listing: true,
    week: 'optional',
    options: {},
  },
  extra_categories: {
    name: 'Extra categories',
    description: 'Up to 3 extra categories for a paid listing (item field categories).',
    needs_listing: true,
    week: 'none',
    options: {},
  },
  relaunch: {
    name: 'Relaunch',
    description: 'Launch the listing again in the chosen week.',
    needs_listing: true,
    week: 'required',
    options: {},
  },
  ai_review: {
    name: 'AI review',
    description: 'An AI review of the listing and its website.',
    needs_listing: true,
    week: 'none',
    options: {},
  },
  billboard_min: {
    name: 'Billboard',
    description:
      'A place on the billboard, the paid ranking by money contributed; amount_cents is at least the price shown (the minimum).',
    needs_listing: true,
    week: 'none',
    options: {},
  },
};

export const PRODUCT_CODE_PATTERN = /^[a-z][a-z0-9_]{0,59}$/;
export const TROPHY_PREFIX = 'trophy_';
