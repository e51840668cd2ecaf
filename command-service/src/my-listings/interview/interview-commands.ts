/** answer_interview's write and its answer: the active question ids come from the questions aggregate itself. */
import { type EventStore, handleCommand, loadState, type Clock } from '@listings/shared/kernel';
import { commandMetadata } from '@listings/shared/kernel';
import { interviewQuestionsDecider } from '../../site-content/index.ts';
import { INTERVIEW_QUESTIONS_STREAM } from '@listings/shared/contracts/site-content';
import { interviewStream } from '@listings/shared/contracts/my-listings';
import { interviewAnswersDecider } from './interview-answers.decider.ts';
import { interviewView, recordedAnswers } from './interview-view.ts';

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
    const write = await handleCommand(
      this.events,
      interviewStream(accountId),
      interviewAnswersDecider,
      { type: 'AnswerInterview', accountId, answers, activeQuestionIds: activeIds(questions) },
      commandMetadata(this.clock, { kind: 'user', id: accountId }, cause),
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
