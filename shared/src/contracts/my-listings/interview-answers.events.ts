/**
 * A founder's interview answers to one site's interview questions (site-content/interview). An
 * account's answers are kept per site (issue 30): each site numbers its own questions, so site A's
 * question 2 and site B's question 2 are different questions. The default site's stream is
 * `interview-<account_id>` (as before the network), another site's `interview-<account_id>@<key>`;
 * events carry that `site`, none for the default site (every event before the network: the upcast,
 * on read). An empty answer withdraws the answer to that question.
 */
import { siteScopedStream } from '../site-content/site-scope.ts';

export type InterviewAnswerEvent = {
  type: 'InterviewAnswersGiven';
  data: { accountId: string; answers: { questionId: number; answer: string }[]; site?: string };
};

export const INTERVIEW_ANSWER_EVENT_TYPES = [
  'InterviewAnswersGiven',
] as const satisfies readonly InterviewAnswerEvent['type'][];

/** An account's answers on a site; `site` absent (or null): the default site's. */
export const interviewStream = (accountId: string, site?: string | null) =>
  siteScopedStream(`interview-${accountId}`, site);
