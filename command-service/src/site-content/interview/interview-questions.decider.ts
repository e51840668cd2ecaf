/**
 * Founder interview questions of one site: integer ids from 1, in the order added, never reused; a
 * question is active or retired (answers to retired questions stay meaningful because ids never
 * change). Per site (issue 30): a site without questions of its own asks the default site's
 * (`questionsInForce`); its first change starts its own set as a copy of the default site's (same
 * ids, texts and active or retired), in the same batch, so the answers already given on that site
 * keep their meaning and its new questions are numbered after the copied ones.
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

/** Whether a site has questions of its own (any, retired ones too). */
export const hasOwnQuestions = (state: InterviewQuestionsState): boolean => Object.keys(state.questions).length > 0;

/**
 * The write side's form of the one fallback rule (projectors' `interviewQuestionsOfSite` is the
 * read side's): a site's own questions once it has any, else the default site's.
 */
export const questionsInForce = (
  own: InterviewQuestionsState,
  defaultSite: InterviewQuestionsState,
): InterviewQuestionsState => (hasOwnQuestions(own) ? own : defaultSite);

/** The copy of the default site's questions a site starts its own set with, naming the site. */
const copyOf = (from: InterviewQuestionsState, site: string): InterviewQuestionEvent[] =>
  Object.entries(from.questions)
    .map(([id, q]) => ({ id: Number(id), ...q }))
    .sort((a, b) => a.id - b.id)
    .flatMap(({ id, text, active }): InterviewQuestionEvent[] => [
      { type: 'InterviewQuestionAdded', data: { id, text, site } },
      ...(active ? [] : [{ type: 'InterviewQuestionRetired' as const, data: { id, site } }]),
    ]);

/**
 * The questions decider of `site` (absent: the default site, whose events name no site), starting
 * from `startFrom` (the default site's questions) while the site has none of its own.
 */
export function interviewQuestionsDeciderFor(
  site?: string,
  startFrom?: InterviewQuestionsState,
): Decider<InterviewQuestionCommand, InterviewQuestionEvent, InterviewQuestionsState> {
  const decider: Decider<InterviewQuestionCommand, InterviewQuestionEvent, InterviewQuestionsState> = {
    initialState: () => ({ lastId: 0, questions: {} }),
    decide(command, given) {
      const seeds = site && startFrom && !hasOwnQuestions(given) ? copyOf(startFrom, site) : [];
      const change = decideOn(command, seeds.reduce(decider.evolve, given), site);
      return change.length ? [...seeds, ...change] : [];
    },
    evolve: (state, event) => evolve(state, event),
  };
  return decider;
}

function decideOn(
  command: InterviewQuestionCommand,
  state: InterviewQuestionsState,
  site: string | undefined,
): InterviewQuestionEvent[] {
  const given = checkReason(command.reason);
  const reason = { ...(given ? { reason: given } : {}), ...(site ? { site } : {}) };
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
}

function evolve(state: InterviewQuestionsState, event: InterviewQuestionEvent): InterviewQuestionsState {
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
}

/** The default site's questions decider (its events name no site). */
export const interviewQuestionsDecider = interviewQuestionsDeciderFor();
