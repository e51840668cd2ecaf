/**
 * Blog posts' Markdown as HTML for the site: markdown-it (CommonMark) with raw HTML removed (its
 * tokens render as nothing, so a `<script>` or `<img onerror>` in a post never reaches the page) and
 * links kept only when they are http(s), mailto or on this site (a `javascript:`, `data:` or
 * `vbscript:` link stays plain text). Headings are shifted one level down: the page's title is the h1.
 */
import MarkdownIt from 'markdown-it';

const SAFE_LINK = /^(https?:|mailto:|\/(?!\/)|#)/i;

const markdown = new MarkdownIt({ html: true, linkify: true, typographer: false });
markdown.validateLink = (url: string) => SAFE_LINK.test(url.trim());
markdown.renderer.rules.html_block = () => '';
markdown.renderer.rules.html_inline = () => '';
const defaultHeading = markdown.renderer.rules.heading_open;
markdown.renderer.rules.heading_open = (tokens, index, options, env, self) => {
  const token = tokens[index];
  const level = Math.min(6, Number(token.tag.slice(1)) + 1);
  token.tag = `h${level}`;
  tokens[index + 2].tag = `h${level}`;
  return defaultHeading ? defaultHeading(tokens, index, options, env, self) : self.renderToken(tokens, index, options);
};
const defaultLink = markdown.renderer.rules.link_open;
markdown.renderer.rules.link_open = (tokens, index, options, env, self) => {
  const href = String(tokens[index].attrGet('href') ?? '');
  if (/^https?:/i.test(href)) tokens[index].attrSet('rel', 'nofollow noopener noreferrer');
  return defaultLink ? defaultLink(tokens, index, options, env, self) : self.renderToken(tokens, index, options);
};

/** Safe HTML for a post's Markdown body. */
export const renderMarkdown = (source: string): string => markdown.render(source);

/** The body without a first heading equal to the title (the page shows the title itself). */
export const withoutTitleHeading = (source: string, title: string): string => {
  const first = /^\s*#\s+(.+?)\s*#*\s*(\n|$)/.exec(source);
  return first && first[1].trim() === title.trim() ? source.slice(first[0].length) : source;
};
