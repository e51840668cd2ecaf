/** answer_interview's write: the active question ids come from the questions aggregate itself. */
import { type EventStore, handleCommand, loadAggregate, type Clock } from '@listings/shared/kernel';
import { commandMetadata } from '@listings/shared/kernel';
import { interviewQuestionsDecider } from '../../site-content/interview/interview-questions.decider.ts';
import { INTERVIEW_QUESTIONS_STREAM } from '@listings/shared/contracts/site-content';
import { interviewStream } from '@listings/shared/contracts/my-listings';
import { interviewAnswersDecider } from './interview-answers.decider.ts';

export class InterviewCommands {
  private readonly events: EventStore;
  private readonly clock: Clock;

  constructor(events: EventStore, clock: Clock) {
    this.events = events;
    this.clock = clock;
  }

  async activeQuestionIds(): Promise<number[]> {
    const { state } = await loadAggregate(this.events, INTERVIEW_QUESTIONS_STREAM, interviewQuestionsDecider);
    return Object.entries(state.questions)
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
}
