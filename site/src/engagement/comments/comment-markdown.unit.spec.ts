/**
 * Comments' Markdown: the subset it keeps, and hostile input (OWASP's XSS filter evasion cheat sheet's
 * kinds: script and event handlers, javascript:/data:/vbscript: links in every spelling, entity and
 * whitespace tricks, broken tags, SVG and iframes) checked in the rendered HTML.
 */
import { expect } from 'chai';
import { renderCommentMarkdown } from './comment-markdown.ts';

const ALLOWED_TAGS = ['p', 'br', 'em', 'strong', 'code', 'pre', 'ul', 'ol', 'li', 'a'];

/**
 * Every tag of the output, each attribute with its value: the sanitiser writes tags as
 * `<name attr="value">` (a `"` inside a value is `&quot;`), and any `<` that is not a tag's start is
 * written `&lt;`, so a `<` that does not start one of these tags means markup got through.
 */
const tagsOf = (rendered: string) => {
  const tag = /<(\/?)([a-z0-9]+)((?:\s+[a-z-]+="[^"<>]*")*)\s*(\/?)>/gi;
  const tags = [...rendered.matchAll(tag)].map(([whole, , name, attributes]) => ({
    whole,
    name: name.toLowerCase(),
    attributes: [...attributes.matchAll(/\s+([a-z-]+)="([^"]*)"/gi)].map(([, attribute, value]) => ({
      name: attribute.toLowerCase(),
      value,
    })),
  }));
  const starts = [...rendered.matchAll(/</g)].length;
  expect(starts, `a "<" that starts no tag in ${rendered}`).to.equal(tags.length);
  return tags;
};

const HOSTILE = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<a href="javascript:alert(1)">x</a>',
  '[x](javascript:alert(1))',
  '[x](JaVaScRiPt:alert(1))',
  '[x](java\tscript:alert(1))',
  '[x](&#106;avascript:alert(1))',
  '[x](javascript&colon;alert(1))',
  '[x](vbscript:msgbox(1))',
  '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '[x](//evil.example/)',
  '<javascript:alert(1)>',
  '![x](https://evil.example/x.png" onerror="alert(1))',
  '[x](https://ok.example/"onmouseover="alert(1))',
  '<<script>script>alert(1)<</script>/script>',
  '<style>body{display:none}</style>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '`<script>alert(1)</script>`',
  '```\n<script>alert(1)</script>\n```',
  '<a href="https://ok.example" onclick="alert(1)">x</a>',
  '"><script>alert(1)</script>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
];

describe('comment Markdown', () => {
  it('keeps links, emphasis, code and lists, each link nofollow ugc', () => {
    const rendered = renderCommentMarkdown(
      'See [the docs](https://example.com/docs) and https://example.org.\n\n*so* **good** `npm i`\n\n- one\n- two\n\n3. three\n\n```\ncode()\n```',
    );
    expect(rendered).to.include(
      '<a href="https://example.com/docs" rel="nofollow ugc noopener noreferrer">the docs</a>',
    );
    expect(rendered).to.include(
      '<a href="https://example.org" rel="nofollow ugc noopener noreferrer">https://example.org</a>',
    );
    expect(rendered).to.include('<em>so</em> <strong>good</strong> <code>npm i</code>');
    expect(rendered).to.include('<ul>\n<li>one</li>\n<li>two</li>\n</ul>');
    expect(rendered).to.include('<ol start="3">');
    expect(rendered).to.include('<pre><code>code()\n</code></pre>');
  });

  it('leaves headings, images and quotes as the text written', () => {
    const rendered = renderCommentMarkdown('# Big\n\n![pic](https://example.com/a.png)\n\n> quoted');
    expect(rendered).to.not.match(/<h1|<img|<blockquote/);
    expect(rendered).to.include('# Big');
  });

  for (const payload of HOSTILE)
    it(`renders hostile input harmless: ${JSON.stringify(payload)}`, () => {
      const rendered = renderCommentMarkdown(payload);
      for (const { name, attributes } of tagsOf(rendered)) {
        expect(ALLOWED_TAGS, rendered).to.include(name);
        for (const attribute of attributes) {
          expect(['href', 'rel', 'start'], rendered).to.include(attribute.name);
          if (attribute.name === 'href') expect(attribute.value, rendered).to.match(/^(https?:\/\/[^/]|mailto:)/);
          if (attribute.name === 'rel') expect(attribute.value).to.equal('nofollow ugc noopener noreferrer');
        }
      }
    });
});
