/**
 * What get_draft, list_my_drafts and the draft write operations answer.
 */
import { DRAFT_FIELDS } from '@listings/shared/contracts/drafts';
import { shownState } from '@listings/shared/contracts/drafts';
import type { DraftDocument } from './drafts.projection.ts';

/** `an***@example.com`: invites are shown to the draft's owner, who typed them, but never in full. */
export const maskEmail = (email: string): string => {
  const [local, domain] = email.split('@');
  return `${local.slice(0, 2)}${'*'.repeat(Math.max(1, local.length - 2))}@${domain}`;
};

export function draftView(document: DraftDocument) {
  const { state } = document;
  return {
    id: document._id,
    url: document.url,
    status: document.status,
    failure: state.failure,
    fields: Object.fromEntries(
      DRAFT_FIELDS.map((field) => {
        const entry = state.fields[field];
        return [
          field,
          { value: entry.value, state: shownState(entry), evidence: entry.evidence, ai_value: entry.aiValue },
        ];
      }),
    ),
    faqs: state.faqs,
    founders: state.founders,
    company_socials: state.companySocials,
    founder_socials: state.founderSocials,
    story: state.story,
    milestones: state.milestones,
    seo: state.seo,
    competitor: state.competitor,
    invites: state.invites.map((invite) => ({
      email: maskEmail(invite.email),
      status: invite.sent ? 'sent' : 'sending',
    })),
    completeness: document.completeness,
    missing: document.missing,
    listing_id: document.listing_id,
    created_at: document.created_at,
    updated_at: document.updated_at,
  };
}

export const draftSummary = (document: DraftDocument) => ({
  id: document._id,
  url: document.url,
  name: (document.state.fields.name.value as string | null) ?? null,
  status: document.status,
  completeness: document.completeness,
  missing: document.missing,
  listing_id: document.listing_id,
  created_at: document.created_at,
  updated_at: document.updated_at,
});
