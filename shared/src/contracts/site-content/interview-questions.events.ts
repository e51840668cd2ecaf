/**
 * Founder interview questions, one aggregate per site (issue 30), so ids are assigned in order within
 * a site. The default site's stream is `interviewquestions-main` (as before the network), another
 * site's `interviewquestions-main@<key>`. Events carry `site`, the key of the site they are for; none
 * is the default site, as every event written before the network (the upcast, on read).
 */
import { siteScopedStream } from './site-scope.ts';

export const INTERVIEW_QUESTIONS_STREAM = 'interviewquestions-main';

/** The stream of a site's interview questions; `site` absent (or null): the default site's. */
export const interviewQuestionsStream = (site?: string | null): string =>
  siteScopedStream(INTERVIEW_QUESTIONS_STREAM, site);

/** `reason`: the staff member's, when changed in the console (the CLI records none). */
export type InterviewQuestionEvent =
  | { type: 'InterviewQuestionAdded'; data: { id: number; text: string; reason?: string; site?: string } }
  | { type: 'InterviewQuestionReworded'; data: { id: number; text: string; reason?: string; site?: string } }
  | { type: 'InterviewQuestionRetired'; data: { id: number; reason?: string; site?: string } }
  | { type: 'InterviewQuestionReactivated'; data: { id: number; reason?: string; site?: string } };

export const INTERVIEW_QUESTION_EVENT_TYPES = [
  'InterviewQuestionAdded',
  'InterviewQuestionReworded',
  'InterviewQuestionRetired',
  'InterviewQuestionReactivated',
] as const satisfies readonly InterviewQuestionEvent['type'][];
