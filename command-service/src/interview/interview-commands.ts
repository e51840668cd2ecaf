/** answer_interview's write and its answer: the active question ids come from the questions aggregate itself. */
import { type EventStore, handleCommand, loadState, type Clock } from '@listings/shared/kernel';
import { commandMetadata } from '../shared/command-metadata.ts';
import { interviewQuestionsDecider } from '../site-content/interview/interview-questions.decider.ts';
import { INTERVIEW_QUESTIONS_STREAM } from '../site-content/interview/interview-questions.events.ts';
import { interviewAnswersDecider } from './interview-answers.decider.ts';
import { interviewStream } from './interview-answers.events.ts';
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
    return Object.entries(await this.questions())
      .filter(([, q]) => q.active)
      .map(([id]) => Number(id));
  }

  async answer(accountId: string, answers: { questionId: number; answer: string }[], cause: string) {
    const activeQuestionIds = await this.activeQuestionIds();
    return handleCommand(
      this.events,
      interviewStream(accountId),
      interviewAnswersDecider,
      { type: 'AnswerInterview', accountId, answers, activeQuestionIds },
      commandMetadata(this.clock, { kind: 'user', id: accountId }, cause),
    );
  }

  /** The account's answers as they stand now in the log (after a write: with that write). */
  async view(accountId: string) {
    const [recorded, questions] = await Promise.all([
      loadState(this.events, interviewStream(accountId), recordedAnswers),
      this.questions(),
    ]);
    return interviewView(accountId, recorded.state, questions);
  }
}
