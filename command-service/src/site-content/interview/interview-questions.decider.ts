/**
 * Founder interview questions: integer ids from 1, in the order added, never reused; a question is
 * active or retired (answers to retired questions stay meaningful because ids never change).
 */
import { DomainError, type Decider } from '@listings/shared/kernel';
import { checkText } from '../faq.ts';
import { checkReason } from '../products/product.decider.ts';
import type { InterviewQuestionEvent } from '@listings/shared/contracts/site-content';

export const MAX_QUESTION_TEXT = 500;

/** `reason`: the console's (3-500 characters), recorded in the event; the CLI gives none. */
export type InterviewQuestionCommand =
  | { type: 'AddInterviewQuestion'; text: string; reason?: string }
  | { type: 'RewordInterviewQuestion'; id: number; text: string; reason?: string }
  | { type: 'RetireInterviewQuestion'; id: number; reason?: string }
  | { type: 'ReactivateInterviewQuestion'; id: number; reason?: string };

export interface InterviewQuestionsState {
  lastId: number;
  questions: Record<number, { text: string; active: boolean }>;
}

const question = (state: InterviewQuestionsState, id: number) => {
  const found = state.questions[id];
  if (!found) throw new DomainError('not_found', 'question_not_found', `Interview question ${id} does not exist.`);
  return found;
};

export const interviewQuestionsDecider: Decider<
  InterviewQuestionCommand,
  InterviewQuestionEvent,
  InterviewQuestionsState
> = {
  initialState: () => ({ lastId: 0, questions: {} }),

  decide(command, state) {
    const given = checkReason(command.reason);
    const reason = given ? { reason: given } : {};
    switch (command.type) {
      case 'AddInterviewQuestion':
        return [
          {
            type: 'InterviewQuestionAdded',
            data: { id: state.lastId + 1, text: checkText(command.text, 'text', MAX_QUESTION_TEXT), ...reason },
          },
        ];
      case 'RewordInterviewQuestion': {
        const text = checkText(command.text, 'text', MAX_QUESTION_TEXT);
        return question(state, command.id).text === text
          ? []
          : [{ type: 'InterviewQuestionReworded', data: { id: command.id, text, ...reason } }];
      }
      case 'RetireInterviewQuestion':
        return question(state, command.id).active
          ? [{ type: 'InterviewQuestionRetired', data: { id: command.id, ...reason } }]
          : [];
      case 'ReactivateInterviewQuestion':
        return question(state, command.id).active
          ? []
          : [{ type: 'InterviewQuestionReactivated', data: { id: command.id, ...reason } }];
    }
  },

  evolve(state, event) {
    const { id } = event.data;
    switch (event.type) {
      case 'InterviewQuestionAdded':
        return {
          lastId: Math.max(state.lastId, id),
          questions: { ...state.questions, [id]: { text: event.data.text, active: true } },
        };
      case 'InterviewQuestionReworded':
        return { ...state, questions: { ...state.questions, [id]: { ...state.questions[id], text: event.data.text } } };
      case 'InterviewQuestionRetired':
        return { ...state, questions: { ...state.questions, [id]: { ...state.questions[id], active: false } } };
      case 'InterviewQuestionReactivated':
        return { ...state, questions: { ...state.questions, [id]: { ...state.questions[id], active: true } } };
    }
  },
};
