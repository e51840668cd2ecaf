/**
 * list_interview_questions: the request's site's active questions, by id (its own, or the default
 * site's while it has none: `interviewQuestionsOfSite`); answer them with answer_interview on the
 * same site's host.
 */
import type { DocumentStore } from '@listings/shared/kernel';
import { ok, type OperationHandler } from '@listings/shared/api';
import { interviewQuestionsOfSite } from '@listings/projectors/site-content';

export const listInterviewQuestions =
  (documents: DocumentStore): OperationHandler<'list_interview_questions'> =>
  async ({ site }) => {
    const { questions } = await interviewQuestionsOfSite(documents, site);
    return ok({ items: questions.map((q) => ({ id: q.id, text: q.text })), total: questions.length });
  };
