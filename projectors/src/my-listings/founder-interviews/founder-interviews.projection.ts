/**
 * The `founder_interviews` read model: one document per account and site with its interview answers
 * by that site's question id (question texts are joined when read, so rewording a question shows the
 * new text). Issue 30: each site numbers its own questions, so answers are keyed by site first. The
 * default site's documents keep their old `_id` (the account id) and no `site`, as every event
 * before the network (the upcast, on read), so a rebuild equals live; another site's are
 * `<site>/<account id>` with `site` (`interviewAnswersKey`).
 */
import { defineProjection } from '@listings/shared/kernel';
import { INTERVIEW_ANSWER_EVENT_TYPES, type InterviewAnswerEvent } from '@listings/shared/contracts/my-listings';
import { siteScopedId } from '@listings/shared/contracts/site-content';

export const FOUNDER_INTERVIEWS_COLLECTION = 'founder_interviews';

/** The document id of an account's answers on a site (recorded key; null or absent: the default site). */
export const interviewAnswersKey = (accountId: string, site?: string | null): string => siteScopedId(accountId, site);

export interface FounderInterviewDocument {
  _id: string;
  account_id: string;
  /** The site the answers are for; absent: the default site. */
  site?: string;
  answers: Record<string, { question_id: number; answer: string; answered_at: string }>;
  updated_at: string;
  [field: string]: unknown;
}

export const founderInterviewsProjection = defineProjection<InterviewAnswerEvent>({
  name: 'founder-interviews',
  collections: [FOUNDER_INTERVIEWS_COLLECTION],
  eventTypes: INTERVIEW_ANSWER_EVENT_TYPES,

  async apply(event, documents) {
    const { data } = event;
    const collection = documents.collection<FounderInterviewDocument>(FOUNDER_INTERVIEWS_COLLECTION);
    const _id = interviewAnswersKey(data.accountId, data.site);
    const current = await collection.findOne({ _id });
    const answers = { ...(current?.answers ?? {}) };
    for (const { questionId, answer } of data.answers) {
      if (answer === '') delete answers[String(questionId)];
      else answers[String(questionId)] = { question_id: questionId, answer, answered_at: event.metadata.at };
    }
    await collection.replaceOne(
      { _id },
      {
        _id,
        account_id: data.accountId,
        ...(data.site ? { site: data.site } : {}),
        answers,
        updated_at: event.metadata.at,
      },
      { upsert: true },
    );
  },
});
