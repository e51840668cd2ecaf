/**
 * Blog posts' Markdown as HTML for the site: markdown-it (CommonMark) with raw HTML removed (its
 * tokens render as nothing, so a `<script>` or `<img onerror>` in a post never reaches the page) and
 * links kept only when they are http(s), mailto or on this site (a `javascript:`, `data:` or
 * `vbscript:` link stays plain text). The page's title is its only h1: a body that uses h1 for its
 * sections has every heading moved one level down.
 */
import MarkdownIt from 'markdown-it';

const SAFE_LINK = /^(https?:|mailto:|\/(?!\/)|#)/i;

const markdown = new MarkdownIt({ html: true, linkify: true, typographer: false });
// Every link is parsed as a link (so an unsafe one can be reduced to its text below).
markdown.validateLink = () => true;
markdown.renderer.rules.html_block = () => '';
markdown.renderer.rules.html_inline = () => '';
/**
 * After inline parsing: an unsafe link loses its link (its text stays), and the content of an inline
 * `<script>` or `<style>` goes with its tags (html_block already holds a whole block).
 */
markdown.core.ruler.push('drop_unsafe', (state) => {
  for (const block of state.tokens) {
    if (block.type !== 'inline' || !block.children) continue;
    const kept: typeof block.children = [];
    let droppingLink = false;
    let inRawText: string | null = null;
    for (const token of block.children) {
      if (inRawText) {
        if (token.type === 'html_inline' && new RegExp(`^</${inRawText}\\s*>`, 'i').test(token.content))
          inRawText = null;
        continue;
      }
      const raw = token.type === 'html_inline' ? /^<(script|style)\b/i.exec(token.content) : null;
      if (raw) {
        inRawText = raw[1];
        continue;
      }
      if (token.type === 'link_open' && !SAFE_LINK.test(String(token.attrGet('href') ?? '').trim())) {
        droppingLink = true;
        continue;
      }
      if (token.type === 'image' && !/^(https?:|\/(?!\/))/i.test(String(token.attrGet('src') ?? '').trim())) {
        const text = new state.Token('text', '', 0);
        text.content = token.content;
        kept.push(text);
        continue;
      }
      if (token.type === 'link_close' && droppingLink) {
        droppingLink = false;
        continue;
      }
      kept.push(token);
    }
    block.children = kept;
  }
});
const defaultLink = markdown.renderer.rules.link_open;
markdown.renderer.rules.link_open = (tokens, index, options, env, self) => {
  const href = String(tokens[index].attrGet('href') ?? '');
  if (/^https?:/i.test(href)) tokens[index].attrSet('rel', 'nofollow noopener noreferrer');
  return defaultLink ? defaultLink(tokens, index, options, env, self) : self.renderToken(tokens, index, options);
};

/** Safe HTML for a post's Markdown body. */
export function renderMarkdown(source: string): string {
  const env = {};
  const tokens = markdown.parse(source, env);
  if (tokens.some((token) => token.type === 'heading_open' && token.tag === 'h1'))
    for (const token of tokens)
      if (token.type === 'heading_open' || token.type === 'heading_close')
        token.tag = `h${Math.min(6, Number(token.tag.slice(1)) + 1)}`;
  return markdown.renderer.render(tokens, markdown.options, env);
}

/** The body without a first heading equal to the title (the page shows the title itself). */
export const withoutTitleHeading = (source: string, title: string): string => {
  const first = /^\s*#\s+(.+?)\s*#*\s*(\n|$)/.exec(source);
  return first && first[1].trim() === title.trim() ? source.slice(first[0].length) : source;
};
