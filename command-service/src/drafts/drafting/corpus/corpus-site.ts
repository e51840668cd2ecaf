/**
 * The drafting corpus: small fixture websites, each with the facts a careful person reads on its
 * allowed pages written down by hand (`expected`), and the values that only robots-disallowed pages
 * state (`never`). `{base}` in an expected value stands for the site's address once served.
 *
 * Scalar fields: a value, several acceptable values, or null (the allowed pages do not state it).
 * List fields: `must` are the items a reader would list; `may` are further items that are also true
 * to the site (a drafter is not wrong to name them, nor missing anything when it does not).
 */
import { readFileSync } from 'node:fs';
import type { CategoryOption } from '../../drafting.ports.ts';

export type Scalar = string | string[] | null;
export interface ListFacts {
  must: string[];
  may?: string[];
}

export interface ExpectedFacts {
  name: Scalar;
  pricing_model?: Scalar;
  founded_year?: Scalar;
  contact_email?: Scalar;
  city?: Scalar;
  country?: Scalar;
  stage?: Scalar;
  logo_url?: Scalar;
  demo_video_url?: Scalar;
  categories?: ListFacts;
  tags?: ListFacts;
  keywords?: ListFacts;
  usps?: ListFacts;
  features?: ListFacts;
  /** Name and, when the site states it, the title. */
  founders?: { name: string; title?: string }[];
  /** Company profile links by platform; several when the site states more than one as its own (any is right). */
  socials?: Record<string, string | string[]>;
  /** The questions of the FAQs. */
  faqs?: string[];
}

export interface CorpusSite {
  id: string;
  /** What kind of site it is (printed by the eval). */
  about: string;
  pages: Record<string, string>;
  robots?: string;
  expected: ExpectedFacts;
  /** Stated only on disallowed pages: must appear nowhere in the draft. */
  never?: string[];
  /**
   * Facts the pages hold that are not this product's (an investor's name, a customer's handle, a press
   * address, "freemium" beside a trial): must appear nowhere in the kept values; `field=value` only in
   * that field ("city=Tallinn", where a founder's bio may say it). Counted as forbidden facts.
   */
  forbidden?: string[];
  /** The classes of trap the site covers (the eval reports per class); "general" when none. */
  classes?: string[];
  /** A real product's pages: where they were taken from (sites-real.ts). Absent on invented sites. */
  source?: string;
}

/** A page with the usual furniture (title, head extras, a nav, a footer). */
export function page(title: string, body: string, options: { head?: string; nav?: string; footer?: string } = {}) {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${title}</title>${options.head ?? ''}</head>
<body>${options.nav ? `<nav>${options.nav}</nav>` : ''}
<main>${body}</main>${options.footer ? `<footer>${options.footer}</footer>` : ''}
</body></html>`;
}

export const jsonLd = (value: unknown) => `<script type="application/ld+json">${JSON.stringify(value)}</script>`;

/** The category tree the corpus is drafted against (as an admin might make it; nothing in the drafter knows it). */
export const CORPUS_CATEGORIES: CategoryOption[] = [
  ['developer-tools', 'Developer Tools', null, 'Tools that help software teams build, ship and run their products.'],
  ['ci-cd', 'CI/CD', 'developer-tools', 'Continuous integration and delivery pipelines.'],
  ['apis', 'APIs', 'developer-tools', 'APIs and SDKs developers build on.'],
  ['databases', 'Databases', 'developer-tools', 'Hosted databases and data tooling.'],
  ['monitoring', 'Monitoring', 'developer-tools', 'Logs, metrics, traces and uptime.'],
  ['productivity', 'Productivity', null, 'Get more done, alone or as a team.'],
  ['notes', 'Notes & Docs', 'productivity', 'Writing, notes and shared documents.'],
  ['task-management', 'Task Management', 'productivity', 'To-dos, projects and planning.'],
  ['scheduling', 'Scheduling', 'productivity', 'Calendars, booking pages and meeting scheduling.'],
  ['marketing', 'Marketing', null, 'Reach customers and grow.'],
  ['seo', 'SEO', 'marketing', 'Search engine optimisation tools.'],
  ['email-marketing', 'Email Marketing', 'marketing', 'Newsletters, campaigns and automation.'],
  ['social-media', 'Social Media', 'marketing', 'Scheduling posts and managing social accounts.'],
  ['design', 'Design', null, 'Design tools and resources.'],
  ['ui-kits', 'UI Kits', 'design', 'Components and design systems.'],
  ['ai', 'AI', null, 'Products built on machine learning.'],
  ['writing-assistants', 'Writing Assistants', 'ai', 'AI that helps you write.'],
  ['chatbots', 'Chatbots', 'ai', 'Conversational assistants and AI agents for customer conversations.'],
  ['finance', 'Finance', null, 'Invoicing, accounting and payments.'],
  ['invoicing', 'Invoicing', 'finance', 'Send invoices and get paid.'],
  ['accounting', 'Accounting', 'finance', 'Bookkeeping, ledgers and tax reports.'],
  ['payments', 'Payments', 'finance', 'Accept cards and online payments.'],
  ['sales', 'Sales', null, 'Find, win and keep customers.'],
  ['crm', 'CRM', 'sales', 'Contacts, pipelines and deals.'],
  ['customer-support', 'Customer Support', null, 'Help desks, live chat and knowledge bases.'],
  ['hr', 'HR', null, 'Hiring, payroll and people operations.'],
  ['recruiting', 'Recruiting', 'hr', 'Job posts, applicant tracking and hiring.'],
  ['e-commerce', 'E-commerce', null, 'Online stores and selling online.'],
  ['education', 'Education', null, 'Courses, learning and teaching tools.'],
  ['health-fitness', 'Health & Fitness', null, 'Health, wellness and fitness apps.'],
].map(([slug, name, parent, description]) => ({
  slug: slug!,
  name: name!,
  parent: parent ?? null,
  description: description!,
}));

/** A real page's text, kept verbatim under real/ (read once, when the corpus loads). */
export const realPage = (path: string): string => readFileSync(new URL(`./real/${path}`, import.meta.url), 'utf8');

/** How most real pages were kept: a repository's markdown rendered as GitHub would serve it. */
export const RENDERED = 'rendered by markdown-it, html and linkify on';
/** The same for a site generator's content page, whose front matter no reader sees. */
export const FRONT_MATTER_DROPPED = `front matter dropped, ${RENDERED}`;

/** Where a real page came from: the file at a fixed commit, and how it was kept (a site's `source`). */
export const realSource = (repo: string, commit: string, path = 'README.md', how = RENDERED): string =>
  `https://github.com/${repo}/blob/${commit}/${path} (${how})`;
