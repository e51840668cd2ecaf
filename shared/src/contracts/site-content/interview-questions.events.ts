/** All interview questions are one aggregate (stream `interviewquestions-main`), so ids are assigned in order. */
export const INTERVIEW_QUESTIONS_STREAM = 'interviewquestions-main';

export type InterviewQuestionEvent =
  | { type: 'InterviewQuestionAdded'; data: { id: number; text: string } }
  | { type: 'InterviewQuestionReworded'; data: { id: number; text: string } }
  | { type: 'InterviewQuestionRetired'; data: { id: number } }
  | { type: 'InterviewQuestionReactivated'; data: { id: number } };

export const INTERVIEW_QUESTION_EVENT_TYPES = [
  'InterviewQuestionAdded',
  'InterviewQuestionReworded',
  'InterviewQuestionRetired',
  'InterviewQuestionReactivated',
] as const satisfies readonly InterviewQuestionEvent['type'][];
