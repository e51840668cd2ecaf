/**
 * Which interview questions a site asks (issue 30), beside the commerce fallback (site-commerce.ts),
 * and the one place on the read side that says it: **a site without questions of its own asks the
 * default site's**; once it has any (its first change copies the default site's, same ids, so the
 * answers given there keep their meaning), only its own. Answers are kept per account and site
 * (`founder_interviews`, `interviewAnswersKey`), so they are always read with the same site as the
 * questions: site A's question 2 never meets site B's. The write side applies the same rule with
 * `questionsInForce` (command-service site-content/interview).
 */
import type { DocumentStore } from '@listings/shared/kernel';
import type { SiteOfRead } from '@listings/shared/contracts/listings';
import {
  INTERVIEW_QUESTIONS_COLLECTION,
  type InterviewQuestionDocument,
} from './interview-questions/interview-questions.projection.ts';

/**
 * `site`'s questions by id (retired ones only when asked: the console's view); no site, the default
 * site's. `inherited` says whether they are the default site's, asked by a site without its own.
 */
export async function interviewQuestionsOfSite(
  documents: DocumentStore,
  site: SiteOfRead | undefined,
  options: { retired?: boolean } = {},
): Promise<{ questions: InterviewQuestionDocument[]; inherited: boolean }> {
  const questions = documents.collection<InterviewQuestionDocument>(INTERVIEW_QUESTIONS_COLLECTION);
  const own = site && !site.isDefault ? site.key : null;
  const ownCount = own ? (await questions.find({ site: own }, { projection: { _id: 1 } })).length : 0;
  const inherited = own !== null && ownCount === 0;
  const all = await questions.find({ site: own && !inherited ? own : null }, { sort: { id: 1 } });
  return { questions: options.retired ? all : all.filter((q) => q.active), inherited };
}
