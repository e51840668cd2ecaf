/**
 * Interview questions (collection `interview_questions`), one document per site and question (issue
 * 30: each site numbers its own). The default site's documents keep their old `_id` (the id) and no
 * `site`, as before the network, so a rebuild equals live; another site's are `<site>/<id>` with
 * `site`. Readers ask for a site's questions through `interviewQuestionsOfSite`
 * (../site-interview-questions.ts), the one place that applies the fallback to the default site's.
 */
import { defineProjection } from '@listings/shared/kernel';
import {
  INTERVIEW_QUESTION_EVENT_TYPES,
  siteScopedId,
  type InterviewQuestionEvent,
} from '@listings/shared/contracts/site-content';

export const INTERVIEW_QUESTIONS_COLLECTION = 'interview_questions';

export interface InterviewQuestionDocument {
  _id: string;
  id: number;
  text: string;
  active: boolean;
  /** The site whose question it is; absent: the default site. */
  site?: string;
  [field: string]: unknown;
}

export const interviewQuestionsProjection = defineProjection<InterviewQuestionEvent>({
  name: 'interview-questions',
  collections: [INTERVIEW_QUESTIONS_COLLECTION],
  eventTypes: INTERVIEW_QUESTION_EVENT_TYPES,

  async apply(event, documents) {
    const questions = documents.collection(INTERVIEW_QUESTIONS_COLLECTION);
    const { site } = event.data;
    const _id = siteScopedId(String(event.data.id), site);
    switch (event.type) {
      case 'InterviewQuestionAdded':
        await questions.updateOne(
          { _id },
          { $set: { id: event.data.id, text: event.data.text, active: true, ...(site ? { site } : {}) } },
          { upsert: true },
        );
        return;
      case 'InterviewQuestionReworded':
        await questions.updateOne({ _id }, { $set: { text: event.data.text } });
        return;
      case 'InterviewQuestionRetired':
        await questions.updateOne({ _id }, { $set: { active: false } });
        return;
      case 'InterviewQuestionReactivated':
        await questions.updateOne({ _id }, { $set: { active: true } });
        return;
    }
  },
});
