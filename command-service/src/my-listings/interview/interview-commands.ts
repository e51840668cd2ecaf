/** answer_interview's write and its answer: the active question ids come from the questions aggregate itself. */
import { defineAggregate, loadState, type Clock, type EventStore } from '@listings/shared/kernel';
import { interviewQuestionsDecider } from '../../site-content/index.ts';
import { INTERVIEW_QUESTIONS_STREAM } from '@listings/shared/contracts/site-content';
import { interviewStream } from '@listings/shared/contracts/my-listings';
import { interviewAnswersDecider } from './interview-answers.decider.ts';
import { interviewView, recordedAnswers } from './interview-view.ts';

/** An account's interview answers: `interview-<account id>`. */
export const interviewAnswersAggregate = defineAggregate({
  streamOf: interviewStream,
  decider: interviewAnswersDecider,
});

export class InterviewCommands {
  private readonly events: EventStore;
  private readonly clock: Clock;

  constructor(events: EventStore, clock: Clock) {
    this.events = events;
    this.clock = clock;
  }

  private async questions() {
    return (await loadState(this.events, INTERVIEW_QUESTIONS_STREAM, interviewQuestionsDecider)).state.questions;
  }

  async activeQuestionIds(): Promise<number[]> {
    return activeIds(await this.questions());
  }

  /** Records the answers; resolves with the write and the account's answers as they stand after it. */
  async answer(accountId: string, answers: { questionId: number; answer: string }[], cause: string) {
    const questions = await this.questions();
    const write = await interviewAnswersAggregate.handle(
      this.events,
      accountId,
      { type: 'AnswerInterview', accountId, answers, activeQuestionIds: activeIds(questions) },
      { actor: { kind: 'user', id: accountId }, cause },
      this.clock,
    );
    // The questions as the command saw them; the answers read after the write, so they include it.
    return { ...write, view: await this.view(accountId, questions) };
  }

  /** The account's answers as they stand now in the log. */
  async view(accountId: string, questions?: Awaited<ReturnType<InterviewCommands['questions']>>) {
    const recorded = await loadState(this.events, interviewStream(accountId), recordedAnswers);
    return interviewView(accountId, recorded.state, questions ?? (await this.questions()));
  }
}

const activeIds = (questions: Readonly<Record<number, { active: boolean }>>): number[] =>
  Object.entries(questions)
    .filter(([, q]) => q.active)
    .map(([id]) => Number(id));
