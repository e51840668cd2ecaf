/**
 * Founders' interview answers as the public site shows them (issue 32, part 4). The answers are an
 * account's (answer_interview, read model `founder_interviews`); the public knows listings and
 * founders, so an account's answers are shown:
 *
 * - on each public (scheduled or live) listing the account owns;
 * - on the founder page of each such listing's primary founder (the first one named), the person
 *   who speaks for the listing.
 *
 * The spec gives answers no review or approval state: an answer is public once given. What decides
 * is the site's questions: an answer to a retired question is not shown (the site team withdrew
 * the question; the answer comes back if it is reactivated), and a reworded question shows its
 * new text. Each answer carries the date it was last given.
 *
 * Per site (issue 30): a page answers for its site, and shows that site's questions
 * (`interviewQuestionsOfSite`: its own, or the default site's while it has none) with the accounts'
 * answers given on that site, of that site's listings only. Another site's answers, numbered by its
 * own questions, are never read here.
 */
import type { DocumentStore } from '@listings/shared/kernel';
import {
  FOUNDER_INTERVIEWS_COLLECTION,
  interviewAnswersKey,
  type FounderInterviewDocument,
} from '@listings/projectors/my-listings';
import { interviewQuestionsOfSite } from '@listings/projectors/site-content';
import { listingsOfSite, type SiteOfRead } from '@listings/shared/contracts/listings';
import {
  FOUNDERS_COLLECTION,
  LISTINGS_COLLECTION,
  type FounderDocument,
  type ListingDocument,
} from '@listings/projectors/listings';

export interface PublishedAnswer {
  question_id: number;
  question: string;
  answer: string;
  answered_at: string;
}

const PUBLIC_STATUSES = ['scheduled', 'live'];

/**
 * The answers these accounts gave on `site` to its active questions, by question id; the newest
 * answer wins a question.
 */
async function answersOf(
  documents: DocumentStore,
  accountIds: readonly string[],
  site: SiteOfRead,
): Promise<PublishedAnswer[]> {
  if (accountIds.length === 0) return [];
  const own = site.isDefault ? null : site.key;
  const [interviews, { questions }] = await Promise.all([
    documents
      .collection<FounderInterviewDocument>(FOUNDER_INTERVIEWS_COLLECTION)
      .find({ _id: { $in: [...new Set(accountIds)].map((id) => interviewAnswersKey(id, own)) } }),
    interviewQuestionsOfSite(documents, site),
  ]);
  const text = new Map(questions.map((q) => [q.id, q.text]));
  const byQuestion = new Map<number, PublishedAnswer>();
  for (const interview of interviews)
    for (const given of Object.values(interview.answers ?? {})) {
      const question = text.get(given.question_id);
      if (question === undefined || given.answer.trim() === '') continue;
      const kept = byQuestion.get(given.question_id);
      if (kept && kept.answered_at >= given.answered_at) continue;
      byQuestion.set(given.question_id, {
        question_id: given.question_id,
        question,
        answer: given.answer,
        answered_at: given.answered_at,
      });
    }
  return [...byQuestion.values()].sort((a, b) => a.question_id - b.question_id);
}

/**
 * The interview shown on a listing's page on `site` (the listing's own: its page is on no other):
 * its owner's answers on that site, when the listing is public.
 */
export async function listingInterview(
  documents: DocumentStore,
  slug: string,
  site: SiteOfRead,
): Promise<PublishedAnswer[]> {
  const listing = await documents
    .collection<ListingDocument>(LISTINGS_COLLECTION)
    .findOne({ _id: slug, status: { $in: PUBLIC_STATUSES }, ...listingsOfSite(site) }, { projection: { owner_id: 1 } });
  return listing?.owner_id ? answersOf(documents, [listing.owner_id], site) : [];
}

/**
 * The interview shown on a founder's page on `site`: the answers on that site of the owners of the
 * public listings of that site they lead.
 */
export async function founderInterview(
  documents: DocumentStore,
  founderSlug: string,
  site: SiteOfRead,
): Promise<PublishedAnswer[]> {
  const founder = await documents.collection<FounderDocument>(FOUNDERS_COLLECTION).findOne({ _id: founderSlug });
  const led = (founder?.companies ?? []).filter((company) => company.public && company.primary);
  if (led.length === 0) return [];
  const listings = await documents.collection<ListingDocument>(LISTINGS_COLLECTION).find(
    {
      _id: { $in: led.map((company) => company.listing_slug) },
      status: { $in: PUBLIC_STATUSES },
      ...listingsOfSite(site),
    },
    { projection: { owner_id: 1 } },
  );
  return answersOf(
    documents,
    listings.flatMap((listing) => (listing.owner_id ? [listing.owner_id] : [])),
    site,
  );
}
