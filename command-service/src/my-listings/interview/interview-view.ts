/**
 * An account's interview answers as answer_interview returns them: each answer with the question's
 * current text (a reworded question shows the new wording; a retired one is flagged), the time it was
 * given, and when the answers last changed. Rendered from the write side (the account's answers stream
 * and the questions stream, both at least as new as the write just made), so the operation answers
 * without waiting for the read models.
 */
import type { RecordedEvent } from '@listings/shared/kernel';
import type { InterviewAnswerEvent } from '@listings/shared/contracts/my-listings';

export interface RecordedAnswers {
  answers: Record<number, { answer: string; answeredAt: string }>;
  /** Time of the last change; null before the first answer. */
  updatedAt: string | null;
}

/** Folds the account's interview stream as recorded: the answers and when each was given (`metadata.at`). */
export const recordedAnswers = {
  initialState: (): RecordedAnswers => ({ answers: {}, updatedAt: null }),
  evolve(state: RecordedAnswers, event: InterviewAnswerEvent): RecordedAnswers {
    const at = (event as InterviewAnswerEvent & Partial<Pick<RecordedEvent, 'metadata'>>).metadata?.at;
    if (at === undefined) throw new Error('recordedAnswers folds recorded events (with their metadata) only');
    const answers = { ...state.answers };
    for (const { questionId, answer } of event.data.answers) {
      if (answer === '') delete answers[questionId];
      else answers[questionId] = { answer, answeredAt: at };
    }
    return { answers, updatedAt: at };
  },
};

export function interviewView(
  accountId: string,
  recorded: RecordedAnswers,
  questions: Readonly<Record<number, { text: string; active: boolean }>>,
) {
  const answers = Object.entries(recorded.answers)
    .map(([id, { answer, answeredAt }]) => ({ questionId: Number(id), answer, answeredAt }))
    .sort((a, b) => a.questionId - b.questionId)
    .map(({ questionId, answer, answeredAt }) => ({
      question_id: questionId,
      question: questions[questionId]?.text ?? null,
      retired: questions[questionId]?.active === false,
      answer,
      answered_at: answeredAt,
    }));
  return { account_id: accountId, answers, total: answers.length, updated_at: recorded.updatedAt };
}
