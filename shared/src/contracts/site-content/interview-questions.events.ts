/** All interview questions are one aggregate (stream `interviewquestions-main`), so ids are assigned in order. */
export const INTERVIEW_QUESTIONS_STREAM = 'interviewquestions-main';

/** `reason`: the staff member's, when changed in the console (the CLI records none). */
export type InterviewQuestionEvent =
  | { type: 'InterviewQuestionAdded'; data: { id: number; text: string; reason?: string } }
  | { type: 'InterviewQuestionReworded'; data: { id: number; text: string; reason?: string } }
  | { type: 'InterviewQuestionRetired'; data: { id: number; reason?: string } }
  | { type: 'InterviewQuestionReactivated'; data: { id: number; reason?: string } };

export const INTERVIEW_QUESTION_EVENT_TYPES = [
  'InterviewQuestionAdded',
  'InterviewQuestionReworded',
  'InterviewQuestionRetired',
  'InterviewQuestionReactivated',
] as const satisfies readonly InterviewQuestionEvent['type'][];
