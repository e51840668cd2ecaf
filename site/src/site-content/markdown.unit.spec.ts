import { expect } from 'chai';
import { renderMarkdown, withoutTitleHeading } from './markdown.ts';

describe('blog Markdown on the site', () => {
  it('renders Markdown', () => {
    const out = renderMarkdown('## Why\n\nSome **bold** text and [a link](https://example.com/x).\n\n- one\n- two');
    expect(out).to.include('<h2>Why</h2>');
    expect(renderMarkdown('# Part\n\n## Why')).to.include('<h2>Part</h2>').and.include('<h3>Why</h3>');
    expect(out).to.include('<strong>bold</strong>');
    expect(out).to.include('<a href="https://example.com/x" rel="nofollow noopener noreferrer">a link</a>');
    expect(out).to.include('<li>one</li>');
  });

  it('removes raw HTML, whole blocks and inline tags', () => {
    const out = renderMarkdown(
      'Hello <b onclick="x()">there</b>\n\n<script>alert(1)</script>\n\n<img src=x onerror="alert(2)">\n\n<iframe src="https://evil.example"></iframe>\n\nEnd',
    );
    expect(out).to.not.match(/<script|<img|<iframe|onclick|onerror|<b\b|alert/i);
    expect(renderMarkdown('Inline <script>alert(1)</script> and <style>p{}</style> gone.')).to.equal(
      '<p>Inline  and  gone.</p>\n',
    );
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
    expect(renderMarkdown('![pic](javascript:alert(1)) ![ok](/badges/x.svg)')).to.equal(
      '<p>pic <img src="/badges/x.svg" alt="ok"></p>\n',
    );
    expect(renderMarkdown('[home](/listings/x) and [mail](mailto:a@example.com)')).to.include('href="/listings/x"');
  });

  it('drops a first heading that repeats the title', () => {
    expect(withoutTitleHeading('# Claiming your listing\n\nBody', 'Claiming your listing').trim()).to.equal('Body');
    expect(withoutTitleHeading('# Other\n\nBody', 'Claiming your listing')).to.equal('# Other\n\nBody');
  });
});
