import { expect } from 'chai';
import { renderMarkdown, withoutTitleHeading } from './markdown.ts';

describe('blog Markdown on the site', () => {
  it('renders Markdown', () => {
    const out = renderMarkdown('## Why\n\nSome **bold** text and [a link](https://example.com/x).\n\n- one\n- two');
    expect(out).to.include('<h3>Why</h3>');
    expect(out).to.include('<strong>bold</strong>');
    expect(out).to.include('<a href="https://example.com/x" rel="nofollow noopener noreferrer">a link</a>');
    expect(out).to.include('<li>one</li>');
  });

  it('removes raw HTML, whole blocks and inline tags', () => {
    const out = renderMarkdown(
      'Hello <b onclick="x()">there</b>\n\n<script>alert(1)</script>\n\n<img src=x onerror="alert(2)">\n\n<iframe src="https://evil.example"></iframe>\n\nEnd',
    );
    expect(out).to.not.match(/<script|<img|<iframe|onclick|onerror|<b\b/i);
    expect(out).to.include('Hello there');
    expect(out).to.include('End');
  });

  it('keeps javascript:, data: and vbscript: links as plain text', () => {
    for (const url of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:text/html;base64,PHNjcmlwdD4=',
      'vbscript:x',
    ])
      expect(renderMarkdown(`[click](${url})`), url).to.not.include('<a');
    expect(renderMarkdown('<javascript:alert(1)>')).to.not.include('<a');
    expect(renderMarkdown('[home](/listings/x) and [mail](mailto:a@example.com)')).to.include('href="/listings/x"');
  });

  it('drops a first heading that repeats the title', () => {
    expect(withoutTitleHeading('# Claiming your listing\n\nBody', 'Claiming your listing').trim()).to.equal('Body');
    expect(withoutTitleHeading('# Other\n\nBody', 'Claiming your listing')).to.equal('# Other\n\nBody');
  });
});
