/** Write side of the site team's content (admin CLI). */
export * from './site-content-commands.ts';
/** The interview questions the site team set, which owners' answers are decided against. */
export {
  interviewQuestionsDecider,
  interviewQuestionsDeciderFor,
  questionsInForce,
  hasOwnQuestions,
} from './interview/interview-questions.decider.ts';
export { sitesDecider, hostsOfSite, type SiteCommand } from './sites/sites.decider.ts';
export type { CategoryCommand } from './categories/category-tree.decider.ts';
