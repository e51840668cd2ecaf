import type { Faq } from '@listings/shared/contracts/site-content';
/**
 * Checks shared by the site-content deciders. Limits follow the spec's FAQ sub-object (question max
 * 300, answer max 1500) and its slug pattern.
 */
import { SLUG_PATTERN, DATE_PATTERN } from '@listings/shared/contracts/listings';
import { DomainError } from '@listings/shared/kernel';

export const MAX_FAQS = 10;

export function checkFaqs(faqs: readonly Faq[]): Faq[] {
  if (faqs.length > MAX_FAQS)
    throw new DomainError('invalid', 'too_many_faqs', `At most ${MAX_FAQS} FAQs are allowed.`);
  return faqs.map((faq, i) => {
    if (typeof faq?.question !== 'string' || typeof faq?.answer !== 'string')
      throw new DomainError('invalid', 'invalid_faq', `FAQ ${i + 1} needs a question and an answer.`);
    const question = faq.question.trim();
    const answer = faq.answer.trim();
    if (!question || question.length > 300)
      throw new DomainError('invalid', 'invalid_faq', `FAQ ${i + 1}: the question must be 1 to 300 characters.`);
    if (!answer || answer.length > 1500)
      throw new DomainError('invalid', 'invalid_faq', `FAQ ${i + 1}: the answer must be 1 to 1500 characters.`);
    return { question, answer };
  });
}

export function checkSlug(slug: string, what = 'slug'): string {
  if (!SLUG_PATTERN.test(slug))
    throw new DomainError(
      'invalid',
      'invalid_slug',
      `${what} "${slug}" must be lower-case letters, digits and dashes, starting with a letter or digit (max 220).`,
    );
  return slug;
}

export function checkText(value: string, field: string, max: number, { required = true } = {}): string {
  const text = value.trim();
  if (required && !text) throw new DomainError('invalid', 'missing_value', `${field} must not be empty.`);
  if (text.length > max) throw new DomainError('invalid', 'too_long', `${field} is at most ${max} characters.`);
  return text;
}

/** A real calendar date written YYYY-MM-DD. */
export function checkDate(value: string, field: string): string {
  const date = new Date(`${value}T00:00:00Z`);
  if (!DATE_PATTERN.test(value) || Number.isNaN(date.getTime()) || !date.toISOString().startsWith(value)) {
    throw new DomainError('invalid', 'invalid_date', `${field} must be a date written YYYY-MM-DD.`);
  }
  return value;
}
