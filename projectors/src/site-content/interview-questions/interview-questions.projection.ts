/** Interview questions (collection `interview_questions`), keyed by their integer id. */
import { defineProjection } from '@listings/shared/kernel';
import { INTERVIEW_QUESTION_EVENT_TYPES, type InterviewQuestionEvent } from '@listings/shared/contracts/site-content';

export const INTERVIEW_QUESTIONS_COLLECTION = 'interview_questions';

export const interviewQuestionsProjection = defineProjection<InterviewQuestionEvent>({
  name: 'interview-questions',
  collections: [INTERVIEW_QUESTIONS_COLLECTION],
  eventTypes: INTERVIEW_QUESTION_EVENT_TYPES,

  async apply(event, documents) {
    const questions = documents.collection(INTERVIEW_QUESTIONS_COLLECTION);
    const _id = String(event.data.id);
    switch (event.type) {
      case 'InterviewQuestionAdded':
        await questions.updateOne(
          { _id },
          { $set: { id: event.data.id, text: event.data.text, active: true } },
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
