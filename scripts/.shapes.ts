import { createDrafter } from '@listings/command-service/drafts/drafting';
import { parsePage } from '../command-service/src/drafts/crawling/page-text.ts';
const shapes: Record<string, (i: number) => string> = {
  images: (i) => `<p><img src="/img/logo${i}.png" alt="Acme logo ${i}"></p>`,
  headings: (i) => `<h3>Feature ${i}</h3><p>Does thing ${i} well.</p>`,
  listItems: (i) => `<li>Feature number ${i} for teams</li>`,
  questions: (i) => `<h3>Is thing ${i} free?</h3><p>Yes, thing ${i} is free.</p>`,
  mails: (i) => `<p>Write to <a href="mailto:a${i}@acme.test">a${i}@acme.test</a></p>`,
  people: (i) => `<div class="team-member"><h4>Jane Roe${i}</h4><p>Co-founder and CEO</p><a href="https://twitter.com/jr${i}">Twitter</a></div>`,
  videos: (i) => `<p><a href="https://youtu.be/v${i}">Watch video ${i}</a></p>`,
  prices: (i) => `<p>Plan ${i}: $${i} per month, free trial</p>`,
  tableRows: (i) => `<tr><td>Module ${i}</td><td>Does ${i}</td></tr>`,
};
const drafter = createDrafter({});
for (const [name, make] of Object.entries(shapes).filter(([k]) => !process.env.ONLY || process.env.ONLY.split(",").includes(k))) {
  const times: number[] = [];
  for (const n of (process.env.NS ?? "500,2000").split(",").map(Number)) {
    let body = Array.from({ length: n }, (_, i) => make(i)).join('');
    if (name === 'listItems') body = `<h2>Features</h2><ul>${body}</ul>`;
    if (name === 'tableRows') body = `<h2>Features</h2><table>${body}</table>`;
    const html = `<html><head><title>Acme</title></head><body><main><h1>Acme</h1><p>Acme is a tool for teams.</p>${body}</main></body></html>`;
    const parsed = parsePage(html, 'https://acme.test/');
    const t = Date.now();
    await drafter.draft({ pages: [{ url: 'https://acme.test/', kind: 'home', html, title: parsed.title, text: parsed.text, metaText: parsed.metaText }] } as any);
    times.push(Date.now() - t);
  }
  console.log(name.padEnd(10), times.join(' ms, '), 'ms  ratio', (times[1]! / Math.max(1, times[0]!)).toFixed(1));
}
