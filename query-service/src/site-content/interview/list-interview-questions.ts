import type { DocumentStore } from '@listings/shared/kernel';
import { ok, type OperationHandler } from '@listings/shared/api';
import { INTERVIEW_QUESTIONS_COLLECTION } from '@listings/projectors/site-content';

/** list_interview_questions: the active questions, by id; answer them with answer_interview. */
export const listInterviewQuestions =
  (documents: DocumentStore): OperationHandler =>
  async () => {
    const questions = await documents
      .collection(INTERVIEW_QUESTIONS_COLLECTION)
      .find({ active: true }, { sort: { id: 1 } });
    return ok({ items: questions.map((q) => ({ id: q.id, text: q.text })), total: questions.length });
  };
