import type { DocumentStore } from '@listings/shared/kernel';
import { ok, type OperationHandler } from '@listings/shared/api';
import { INTERVIEW_QUESTIONS_COLLECTION } from '@listings/projectors/site-content';

interface QuestionDocument {
  _id: string;
  id: number;
  text: string;
  active: boolean;
  [field: string]: unknown;
}

/** list_interview_questions: the active questions, by id; answer them with answer_interview. */
export const listInterviewQuestions =
  (documents: DocumentStore): OperationHandler<'list_interview_questions'> =>
  async () => {
    const questions = await documents
      .collection<QuestionDocument>(INTERVIEW_QUESTIONS_COLLECTION)
      .find({ active: true }, { sort: { id: 1 } });
    return ok({ items: questions.map((q) => ({ id: q.id, text: q.text })), total: questions.length });
  };
