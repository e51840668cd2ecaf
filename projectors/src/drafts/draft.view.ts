/**
 * What get_draft, list_my_drafts and the draft write operations answer.
 */
import { safeEmail, safeSiteUrl } from '@listings/shared/contracts/listings';
import {
  safeDraftState,
  shownState,
  type DraftFieldEntry,
  type DraftFieldName,
  type DraftState,
} from '@listings/shared/contracts/drafts';
import { DRAFT_FAILURE_CODES, type DraftResponse, type DraftSummary } from '@listings/shared/api';
import type { DraftDocument } from './drafts.projection.ts';

type Fields = DraftResponse['fields'];

const textOf = (value: DraftFieldEntry['value']): string | null =>
  Array.isArray(value) ? value.join(', ') || null : value;
const listOf = (value: DraftFieldEntry['value']): string[] | null =>
  value === null ? null : Array.isArray(value) ? value : [value];

const textField = (state: DraftState, field: DraftFieldName): Fields['name'] => {
  const entry = state.fields[field];
  return {
    value: textOf(entry.value),
    state: shownState(entry),
    evidence: entry.evidence,
    ai_value: textOf(entry.aiValue),
  };
};
const listField = (state: DraftState, field: DraftFieldName): Fields['categories'] => {
  const entry = state.fields[field];
  return {
    value: listOf(entry.value),
    state: shownState(entry),
    evidence: entry.evidence,
    ai_value: listOf(entry.aiValue),
  };
};

/** Every profile field of a draft as get_draft shows it, typed field by field (text or list). */
const fieldsOf = (state: DraftState): Fields => ({
  name: textField(state, 'name'),
  tagline: textField(state, 'tagline'),
  short_description: textField(state, 'short_description'),
  description: textField(state, 'description'),
  stage: textField(state, 'stage'),
  categories: listField(state, 'categories'),
  tags: listField(state, 'tags'),
  pricing_model: textField(state, 'pricing_model'),
  pricing_summary: textField(state, 'pricing_summary'),
  country: textField(state, 'country'),
  city: textField(state, 'city'),
  founded_year: textField(state, 'founded_year'),
  features: listField(state, 'features'),
  usps: listField(state, 'usps'),
  keywords: listField(state, 'keywords'),
  contact_email: textField(state, 'contact_email'),
  demo_video_url: textField(state, 'demo_video_url'),
  logo_url: textField(state, 'logo_url'),
});

type FailureCode = (typeof DRAFT_FAILURE_CODES)[number];
const isFailureCode = (code: string): code is FailureCode => (DRAFT_FAILURE_CODES as readonly string[]).includes(code);
/** A failure recorded under a code this version does not name (older events) is shown as crawl_failed. */
const failureOf = (failure: DraftState['failure']): DraftResponse['failure'] =>
  failure && { code: isFailureCode(failure.code) ? failure.code : 'crawl_failed', message: failure.message };

const isFieldName = (field: string): field is DraftFieldName => field in initialFields;
const initialFields: Record<DraftFieldName, true> = {
  name: true,
  tagline: true,
  short_description: true,
  description: true,
  stage: true,
  categories: true,
  tags: true,
  pricing_model: true,
  pricing_summary: true,
  country: true,
  city: true,
  founded_year: true,
  features: true,
  usps: true,
  keywords: true,
  contact_email: true,
  demo_video_url: true,
  logo_url: true,
};
const missingOf = (document: DraftDocument): DraftFieldName[] => document.missing.filter(isFieldName);

/** `an***@example.com`: invites are shown to the draft's owner, who typed them, but never in full. */
export const maskEmail = (email: string): string => {
  const [local, domain] = email.split('@');
  return `${local.slice(0, 2)}${'*'.repeat(Math.max(1, local.length - 2))}@${domain}`;
};

export function draftView(document: DraftDocument): DraftResponse {
  // A document folded before links and addresses were made safe may hold unsafe ones: not served.
  const state = safeDraftState(document.state);
  return {
    id: document._id,
    url: state.url ?? safeSiteUrl(document.url),
    status: document.status,
    failure: failureOf(state.failure),
    fields: fieldsOf(state),
    faqs: state.faqs,
    founders: state.founders,
    company_socials: state.companySocials,
    founder_socials: state.founderSocials,
    story: state.story,
    milestones: state.milestones,
    seo: state.seo,
    competitor: state.competitor,
    invites: state.invites.map((invite) => ({
      email: safeEmail(invite.email) === null ? '***' : maskEmail(invite.email),
      status: invite.sent ? 'sent' : 'sending',
    })),
    completeness: document.completeness,
    missing: missingOf(document),
    rejected: state.rejected ?? [],
    listing_id: document.listing_id,
    created_at: document.created_at,
    updated_at: document.updated_at,
  };
}

export const draftSummary = (document: DraftDocument): DraftSummary => ({
  id: document._id,
  url: safeSiteUrl(document.url),
  name: textOf(document.state.fields.name.value),
  status: document.status,
  completeness: document.completeness,
  missing: missingOf(document),
  listing_id: document.listing_id,
  created_at: document.created_at,
  updated_at: document.updated_at,
});
