/**
 * The `founder_interviews` read model: one document per account with its interview answers by
 * question id (question texts are joined when read, so rewording a question shows the new text).
 */
import { defineProjection } from '@listings/shared/kernel';
import { INTERVIEW_ANSWER_EVENT_TYPES, type InterviewAnswerEvent } from '@listings/shared/contracts/my-listings';

export const FOUNDER_INTERVIEWS_COLLECTION = 'founder_interviews';

export interface FounderInterviewDocument {
  _id: string;
  account_id: string;
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
    const current = await collection.findOne({ _id: data.accountId });
    const answers = { ...(current?.answers ?? {}) };
    for (const { questionId, answer } of data.answers) {
      if (answer === '') delete answers[String(questionId)];
      else answers[String(questionId)] = { question_id: questionId, answer, answered_at: event.metadata.at };
    }
    await collection.replaceOne(
      { _id: data.accountId },
      { _id: data.accountId, account_id: data.accountId, answers, updated_at: event.metadata.at },
      { upsert: true },
    );
  },
});
