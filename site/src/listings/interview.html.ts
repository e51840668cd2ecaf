/**
 * A founder's interview answers as a section of the listing and founder pages (issue 32, part 4):
 * each question, the answer (the founder's text, escaped, paragraphs kept) and the date it was
 * given. Which answers are public is decided by the read (query-service `published-interviews.ts`).
 */
import type { PublishedAnswer } from '@listings/query-service/my-listings';
import { html, type SafeHtml } from '../kit/html.ts';
import { timeTag } from './parts.ts';

const paragraphs = (text: string) =>
  html`${text
    .split(/\n{2,}/)
    .filter((p) => p.trim())
    .map((p) => html`<p>${p}</p>`)}`;

/** The interview section, or nothing when there is no public answer. */
export function interviewSection(answers: readonly PublishedAnswer[], heading: string): SafeHtml | '' {
  if (answers.length === 0) return '';
  return html`<section class="card interview" id="interview" aria-labelledby="interview-title"><h2 id="interview-title">${heading}</h2>
${answers.map(
  (entry) =>
    html`<div class="review"><h3>${entry.question}</h3>${paragraphs(entry.answer)}<p class="hint">Answered ${timeTag(entry.answered_at)}</p></div>`,
)}</section>`;
}
