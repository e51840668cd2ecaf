/**
 * A comment's Markdown as HTML: a small safe subset (paragraphs and line breaks, links, emphasis,
 * inline code and code blocks, lists), in two steps so neither has to be perfect alone:
 *
 * 1. markdown-it from its `zero` preset with only those rules on, raw HTML off (a `<script>` is text),
 *    and its link check (no `javascript:`, `vbscript:`, `file:` or `data:` link is made);
 * 2. sanitize-html over the result, with an allowlist of exactly the tags the subset makes, `href`
 *    only on links and only http(s) and mailto schemes; every link gets `rel="nofollow ugc"` (people's
 *    links earn no ranking) and `noopener noreferrer`.
 *
 * Headings, images, tables, quotes and rules are not in the subset: they stay as the text written.
 */
import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';

const markdown = new MarkdownIt('zero', { html: false, linkify: true, breaks: true }).enable([
  'list',
  'code',
  'fence',
  'emphasis',
  'link',
  'backticks',
  'autolink',
  'escape',
  'entity',
  'newline',
  'linkify',
]);

const SANITISER: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'em', 'strong', 'code', 'pre', 'ul', 'ol', 'li', 'a'],
  allowedAttributes: { a: ['href', 'rel'], ol: ['start'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'escape',
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...(attribs.href ? { href: attribs.href } : {}), rel: 'nofollow ugc noopener noreferrer' },
    }),
  },
};

/** Safe HTML for a comment's text (the sanitiser's output, ready to put in a page). */
export function renderCommentMarkdown(source: string): string {
  return sanitizeHtml(markdown.render(source), SANITISER);
}
