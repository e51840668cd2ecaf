/**
 * A founder's interview answers (stream `interview-<account_id>`), to the site's interview questions
 * (site-content/interview). An empty answer withdraws the answer to that question.
 */
export type InterviewAnswerEvent = {
  type: 'InterviewAnswersGiven';
  data: { accountId: string; answers: { questionId: number; answer: string }[] };
};

export const INTERVIEW_ANSWER_EVENT_TYPES = [
  'InterviewAnswersGiven',
] as const satisfies readonly InterviewAnswerEvent['type'][];

export const interviewStream = (accountId: string) => `interview-${accountId}`;
