/** A question and its answer (categories, blog posts): question max 300, answer max 1500. */
export interface Faq {
  question: string;
  answer: string;
}
