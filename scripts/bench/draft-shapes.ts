/**
 * `npm run bench:draft-shapes` (issue 34): whether drafting one hostile page grows linearly with its size.
 *
 * Drafts (offline, no network: the page is handed to the drafter as crawled) one page per shape, each made of a
 * block repeated n and then 4n times (2,000 and 8,000 by default; `SIZES=500,2000` to change, `ONLY=images,nested`
 * to pick shapes), and prints both times and their ratio. The baseline is the same shape at the smaller size in the
 * same run: a linear reader shows a ratio near 4, a quadratic one near 16. Numbers vary by machine and load; the
 * ratio is what to compare. The sweep found three quadratic readers on 2026-11-27 (a page of profile links, of
 * images, of nested blocks: docs/drafting.md, "Merging the sixty-fifth to eighty-sixth rounds"); the specs count
 * those readers' work, this script times the whole draft.
 */
import { createDrafter } from '@listings/command-service/drafts/drafting';

const shapes: Record<string, (i: number) => string> = {
  profileLinks: (i) => `<p>Thanks to <a href="https://github.com/user${i}">@user${i}</a> for the fix.</p>`,
  socialsFooter: (i) => `<footer><a href="https://twitter.com/acme${i}">Follow us</a></footer>`,
  dl: (i) => `<dl><dt>Is it free ${i}?</dt><dd>Yes ${i}.</dd></dl>`,
  founders: (i) => `<p>Acme was founded by Jane Roe${i} and John Doe${i} in 2020.</p>`,
  bold: (i) => `<p><strong>Fast ${i}</strong>: does thing ${i} quickly.</p>`,
  cards: (i) => `<div class="card"><h3>Card ${i}</h3><p>Card text ${i}.</p></div>`,
  details: (i) => `<details><summary>Question ${i}?</summary><p>Answer ${i}.</p></details>`,
  nested: (i) => `<div><div><div><p>Nested ${i}</p></div></div></div>`,
  scripts: (i) =>
    `<script type="application/ld+json">{"@type":"Organization","name":"Acme","sameAs":["https://x.com/a${i}"]}</script>`,
  imagesNamed: (i) => `<img src="/img/acme-${i}.png" alt="Acme">`,
  images: (i) => `<p><img src="/img/logo${i}.png" alt="Acme logo ${i}"></p>`,
  headings: (i) => `<h3>Feature ${i}</h3><p>Does thing ${i} well.</p>`,
  listItems: (i) => `<li>Feature number ${i} for teams</li>`,
  questions: (i) => `<h3>Is thing ${i} free?</h3><p>Yes, thing ${i} is free.</p>`,
  mails: (i) => `<p>Write to <a href="mailto:a${i}@acme.test">a${i}@acme.test</a></p>`,
  people: (i) =>
    `<div class="team-member"><h4>Jane Roe${i}</h4><p>Co-founder and CEO</p><a href="https://twitter.com/jr${i}">Twitter</a></div>`,
  videos: (i) => `<p><a href="https://youtu.be/v${i}">Watch video ${i}</a></p>`,
  prices: (i) => `<p>Plan ${i}: $${i} per month, free trial</p>`,
  tableRows: (i) => `<tr><td>Module ${i}</td><td>Does ${i}</td></tr>`,
};
/** Shapes whose blocks need a container to mean anything. */
const wrap: Record<string, (body: string) => string> = {
  listItems: (body) => `<h2>Features</h2><ul>${body}</ul>`,
  tableRows: (body) => `<h2>Features</h2><table>${body}</table>`,
};

const sizes = (process.env.SIZES ?? '2000,8000').split(',').map(Number);
const only = process.env.ONLY?.split(',');
const drafter = createDrafter({});
console.log(`shape           ${sizes.map((n) => `${n} blocks`.padStart(13)).join('')}   ratio (last / first)`);
for (const [name, make] of Object.entries(shapes)) {
  if (only && !only.includes(name)) continue;
  const times: number[] = [];
  for (const n of sizes) {
    const blocks = Array.from({ length: n }, (_, i) => make(i)).join('');
    const body = wrap[name]?.(blocks) ?? blocks;
    const html = `<html><head><title>Acme</title></head><body><main><h1>Acme</h1><p>Acme is a tool for teams.</p>${body}</main></body></html>`;
    const started = performance.now();
    await drafter.draft({
      pages: [
        {
          url: 'https://acme.test/',
          kind: 'home',
          html,
          title: 'Acme',
          text: '', // handed the html only: the crawler's text fields left empty
          metaText: '',
        },
      ],
    } as Parameters<typeof drafter.draft>[0]);
    times.push(performance.now() - started);
  }
  const ratio = times[times.length - 1]! / Math.max(1, times[0]!);
  console.log(
    `${name.padEnd(16)}${times.map((ms) => `${ms.toFixed(0)} ms`.padStart(13)).join('')}   ${ratio.toFixed(1)}`,
  );
}
