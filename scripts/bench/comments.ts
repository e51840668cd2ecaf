/**
 * `npm run bench:comments` (issue 32, "Benchmarks"): a listing page with 200 comments, anonymous and
 * cached, against bare node:http (target ≥ 0.6×).
 *
 * Seeds a fresh data folder through the real write path, as people's actions are recorded: PEOPLE
 * accounts registered and their addresses confirmed (AccountCommands: a verification request, then
 * its token), one of them the maker who owns a live listing (ListingCommands create and GoLive), and
 * COMMENTS comments and replies through CommentActions (the comments decider with each person's and
 * the listing's facts loaded from the write side, as the site's post_comment does): the maker's first
 * comment, about a quarter of them replies (one level), the maker answering some, one in ten with
 * Markdown (a link, emphasis, code, a list). The projections are brought up to date and the service
 * closed; then the service starts on the folder as its own process and the page is measured beside a
 * bare server of the same HTML size, and a bare server replaying its own answer (not a target), as
 * `npm run bench:images` does (versus-bare.ts).
 *
 * Settings (env): COMMENTS (default 200), PEOPLE (default 25), and versus-bare.ts's DURATION,
 * CONNECTIONS and ROUNDS. Figures vary with the machine's load; the ratio is what to compare.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { loadConfig } from '@listings/shared/config';
import { mondayOf, silentLogger, systemClock } from '@listings/shared/kernel';
import { AccountCommands } from '@listings/command-service/accounts';
import { CommentActions, EngagementCommands, PeopleActions } from '@listings/command-service/engagement';
import { ListingCommands } from '@listings/command-service/listings';
import { createService } from '@listings/gateway';
import { comparePage, header, startService, stop } from './versus-bare.ts';

const COMMENTS = Number(process.env.COMMENTS ?? 200);
const PEOPLE = Number(process.env.PEOPLE ?? 25);
const system = { kind: 'system' as const, id: 'bench-comments' };
const cause = 'bench:comments';

/** The i-th comment's text: plain sentences of varied length, one in ten with Markdown. */
const textOf = (i: number): string => {
  const sentences = [
    'Does it work offline, or does it need a connection the whole time?',
    'We tried it for a week on a team of six and the setup took ten minutes.',
    'How does the pricing work once the trial is over?',
    'The export to CSV saved me an afternoon of copying tables by hand.',
    'Is there an API, and are there limits on how often it can be called?',
    'Congratulations on the launch, the onboarding is the clearest I have seen this year.',
  ];
  const plain = Array.from({ length: 1 + (i % 4) }, (_, k) => sentences[(i + k) % sentences.length]).join(' ');
  if (i % 10 !== 3) return plain;
  return `${plain}\n\nWhat I liked most:\n\n- the **keyboard shortcuts**\n- \`gadget sync --all\` in one line\n- the [changelog](https://gadget.example/changelog) is *kept up*`;
};

/** Seeds the listing and its discussion into `dataDir`; answers what the page should show. */
async function seedDiscussion(dataDir: string) {
  const service = await createService(
    { ...loadConfig({ DATA_DIR: dataDir }), demoData: false },
    { logger: silentLogger },
  );
  try {
    const accounts = new AccountCommands(service.events, systemClock);
    const people: string[] = [];
    for (let i = 0; i < PEOPLE; i++) {
      const { accountId } = await accounts.register(
        { email: `person-${i}@listings-bench.test`, name: i === 0 ? 'Mia Maker' : `Person ${i}` },
        system,
        cause,
      );
      const link = { requestId: randomUUID(), tokenHash: randomUUID() };
      await accounts.requestEmailVerification(accountId, link, system, cause);
      await accounts.verifyEmail(accountId, link, system, cause);
      people.push(accountId);
    }
    const maker = people[0]!;
    const listings = new ListingCommands(service.events, systemClock);
    const { listingId, slug } = await listings.create(
      {
        profile: {
          name: 'Gadget',
          tagline: 'Gadget does things',
          url: 'https://gadget.example',
          description: 'Gadget keeps a small team’s work in one place.',
        },
        ownerId: maker,
      },
      system,
      cause,
    );
    await listings.execute(
      listingId,
      { type: 'GoLive', week: mondayOf(systemClock.now()), plan: 'free' },
      system,
      cause,
    );
    const comments = new CommentActions({
      events: service.events,
      clock: systemClock,
      people: new PeopleActions({
        events: service.events,
        accounts,
        engagement: new EngagementCommands(service.events, systemClock),
      }),
    });
    const firsts: string[] = [];
    let replies = 0;
    let byMaker = 0;
    let markdown = 0;
    let position = 0;
    for (let i = 0; i < COMMENTS; i++) {
      // The maker opens the discussion; about a quarter are replies, half of those the maker's.
      const reply = i > 0 && i % 4 === 0;
      const author = i === 0 || (reply && i % 8 === 0) ? maker : people[1 + (i % (PEOPLE - 1))]!;
      const parentId = reply ? firsts[firsts.length - 1 - (i % Math.min(5, firsts.length))]! : null;
      const posted = await comments.post(listingId, author, { text: textOf(i), parentId });
      if (posted.events.length !== 1) throw new Error(`comment ${i} was not recorded`);
      position = posted.position;
      if (!reply) firsts.push(posted.commentId);
      if (reply) replies++;
      if (author === maker) byMaker++;
      if (textOf(i).includes('\n')) markdown++;
    }
    await service.projections.waitForPosition(position, 600_000);
    return { slug, replies, byMaker, markdown };
  } finally {
    await service.close();
  }
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-comments-'));
  console.log(`Seeding a listing with ${COMMENTS} comments by ${PEOPLE} people into ${dataDir} …`);
  const started = performance.now();
  const seeded = await seedDiscussion(dataDir);
  console.log(
    `  ${seeded.slug}: ${COMMENTS} comments (${seeded.replies} replies, ${seeded.byMaker} by the maker, ${seeded.markdown} with Markdown) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  const { site, process: service } = await startService(dataDir);
  try {
    const url = `${site}/listings/${seeded.slug}`;
    const first = await fetch(url);
    const html = await first.text();
    if (first.status !== 200) throw new Error(`${url} answered ${first.status}`);
    const shown = (html.match(/<li class="comment[^"]*" id="comment-/g) ?? []).length;
    const marks = (html.match(/class="chip ok maker-mark"/g) ?? []).length;
    const rendered = (html.match(/<code>gadget sync --all<\/code>/g) ?? []).length;
    console.log(`  the page: ${shown} comments, ${marks} Maker marks, ${rendered} with rendered Markdown`);
    if (shown !== COMMENTS) throw new Error(`the page shows ${shown} comments, not ${COMMENTS}`);

    header(`listing page, ${COMMENTS} comments (anonymous, cached)`);
    const { service: figures, bare } = await comparePage(`/listings/${seeded.slug}`, url, dataDir);
    const ratio = figures.rps / bare.rps;
    console.log(`\ntarget ≥ 0.6× bare node:http: ${ratio.toFixed(2)}× ${ratio >= 0.6 ? 'met' : 'NOT met'}`);
  } finally {
    await stop(service);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
