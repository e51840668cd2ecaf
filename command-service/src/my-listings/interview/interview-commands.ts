/**
 * answer_interview's write and its answer: the active question ids come from the questions aggregate
 * itself. Per site (issue 30): an account answers the questions of the site it answers on (the
 * request's), and its answers there are kept on that site's stream, so one site's question 2 never
 * meets another's. A site without questions of its own asks the default site's (`questionsInForce`).
 */
import { defineAggregate, loadState, type Clock, type EventStore } from '@listings/shared/kernel';
import { interviewQuestionsDecider, questionsInForce } from '../../site-content/index.ts';
import { interviewQuestionsStream, recordedSiteOf } from '@listings/shared/contracts/site-content';
import { interviewStream } from '@listings/shared/contracts/my-listings';
import { interviewAnswersDecider } from './interview-answers.decider.ts';
import { interviewView, recordedAnswers } from './interview-view.ts';

/** An account's interview answers on a site: `interview-<account id>`, another site's `…@<site>`. */
export const interviewAnswersAggregate = defineAggregate({
  streamOf: ({ accountId, site }: { accountId: string; site?: string }) => interviewStream(accountId, site),
  decider: interviewAnswersDecider,
});

/** The site answers are for, as the operations' context carries it; absent: the default site. */
export interface InterviewSite {
  key: string;
  isDefault: boolean;
}

export class InterviewCommands {
  private readonly events: EventStore;
  private readonly clock: Clock;

  constructor(events: EventStore, clock: Clock) {
    this.events = events;
    this.clock = clock;
  }

  /** The questions `site` asks: its own once it has any, else the default site's. */
  private async questions(site?: InterviewSite) {
    const own = recordedSiteOf(site ?? { key: '', isDefault: true });
    const load = async (key?: string) =>
      (await loadState(this.events, interviewQuestionsStream(key), interviewQuestionsDecider)).state;
    const defaultSite = await load();
    return (own ? questionsInForce(await load(own), defaultSite) : defaultSite).questions;
  }

  async activeQuestionIds(site?: InterviewSite): Promise<number[]> {
    return activeIds(await this.questions(site));
  }

  /**
   * Records the answers to `site`'s questions (absent: the default site's); resolves with the write
   * and the account's answers on that site as they stand after it.
   */
  async answer(
    accountId: string,
    answers: { questionId: number; answer: string }[],
    cause: string,
    site?: InterviewSite,
  ) {
    const questions = await this.questions(site);
    const own = recordedSiteOf(site ?? { key: '', isDefault: true });
    const write = await interviewAnswersAggregate.handle(
      this.events,
      { accountId, site: own },
      { type: 'AnswerInterview', accountId, answers, activeQuestionIds: activeIds(questions), site: own },
      { actor: { kind: 'user', id: accountId }, cause },
      this.clock,
    );
    // The questions as the command saw them; the answers read after the write, so they include it.
    return { ...write, view: await this.view(accountId, site, questions) };
  }

  /** The account's answers on `site` as they stand now in the log. */
  async view(accountId: string, site?: InterviewSite, questions?: Awaited<ReturnType<InterviewCommands['questions']>>) {
    const own = recordedSiteOf(site ?? { key: '', isDefault: true });
    const recorded = await loadState(this.events, interviewStream(accountId, own), recordedAnswers);
    return interviewView(accountId, recorded.state, questions ?? (await this.questions(site)));
  }
}

const activeIds = (questions: Readonly<Record<number, { active: boolean }>>): number[] =>
  Object.entries(questions)
    .filter(([, q]) => q.active)
    .map(([id]) => Number(id));
