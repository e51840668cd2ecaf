/**
 * One account's interview answers. Answers must be to questions that exist and are active now (the
 * command carries the active question ids, read from the questions aggregate); each question once
 * per call. Answers merge: questions not named keep their answer; an empty answer withdraws one.
 * Only what changes is recorded. One aggregate per account and site (issue 30): the question ids are
 * that site's, and the event names the site (none: the default site).
 */
import { DomainError, type Decider } from '@listings/shared/kernel';
import type { InterviewAnswerEvent } from '@listings/shared/contracts/my-listings';

export type InterviewAnswerCommand = {
  type: 'AnswerInterview';
  accountId: string;
  answers: { questionId: number; answer: string }[];
  activeQuestionIds: readonly number[];
  /** The site the answers are for (issue 30); absent: the default site, whose events name none. */
  site?: string;
};

export interface InterviewAnswersState {
  answers: Record<number, string>;
}

export const interviewAnswersDecider: Decider<InterviewAnswerCommand, InterviewAnswerEvent, InterviewAnswersState> = {
  initialState: () => ({ answers: {} }),

  decide(command, state) {
    const seen = new Set<number>();
    command.answers.forEach(({ questionId }, index) => {
      const field = `body.answers.${index}.question_id`;
      if (!command.activeQuestionIds.includes(questionId)) {
        throw new DomainError(
          'invalid',
          'unknown_question',
          `Interview question ${questionId} does not exist or is retired: see list_interview_questions.`,
          field,
        );
      }
      if (seen.has(questionId))
        throw new DomainError(
          'invalid',
          'duplicate_question',
          `Interview question ${questionId} is answered twice in this call.`,
          field,
        );
      seen.add(questionId);
    });
    const changed = command.answers
      .map(({ questionId, answer }) => ({ questionId, answer: answer.trim() }))
      .filter(({ questionId, answer }) => (state.answers[questionId] ?? '') !== answer);
    return changed.length
      ? [
          {
            type: 'InterviewAnswersGiven',
            data: { accountId: command.accountId, answers: changed, ...(command.site ? { site: command.site } : {}) },
          },
        ]
      : [];
  },

  evolve(state, event) {
    const answers = { ...state.answers };
    for (const { questionId, answer } of event.data.answers) {
      if (answer === '') delete answers[questionId];
      else answers[questionId] = answer;
    }
    return { answers };
  },
};
