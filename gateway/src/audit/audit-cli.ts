/**
 * Replay for auditors, straight from the event log (never from read models):
 *
 *   npm run audit -- history <slug|listing_id> [--json]    every change of a listing: who, when, cause, before → after
 *   npm run audit -- as-of <slug|listing_id> <ISO time>     the listing as it stood then (its events up to then, folded)
 *   npm run audit -- rebuild [read model ...]               drops read models and builds them again from the log
 *   npm run audit -- week <monday|date> [<ISO time>] [--site <key>]  a site's closed launch week (as of a time): its recorded board and awards, recounted from the vote events
 *   npm run audit -- draft|claim|order <id> [--json]        every event of one draft, claim or order (secrets redacted)
 *   npm run audit -- votes <slug|listing_id>                every vote of a listing and every verdict on it (counted, discounted: category and cause), with the site team's decisions
 *
 * Works in either mode, on the configured stores (EVENT_STORE, DOCUMENT_STORE, ...: see README), which it
 * names on stderr first. "When" is the time the command
 * was decided (metadata.at, from the Clock port), which is also what as-of compares with.
 */
import { ProjectionRunner, CHECKPOINTS_COLLECTION, jsonLogger, mondayOf } from '@listings/shared/kernel';
import { listingStream } from '@listings/shared/contracts/listings';
import { READ_MODELS as allProjections } from '../features.ts';
import { describeStores, openStores } from '../distributed/stores.ts';
import { loadConfig, loadConfigOrExit } from '@listings/shared/config';
import { networkOf } from '@listings/projectors/site-content';
import { defaultSite } from '@listings/shared/contracts/site-content';
import { recountLaunchWeek, voteLog, type WeekRecount } from './week-recount.ts';
import { asOf, listingEvents, listingVersions, streamHistory, type AuditedKind } from './replay.ts';

type Out = (line: string) => void;

const USAGE = [
  'Usage: npm run audit -- <command>',
  "  history <slug|listing_id> [--json]   the listing's whole edit history (who, when, cause, before and after per field)",
  "  as-of <slug|listing_id> <ISO time>    the listing's state at that time, folded from its events",
  '  rebuild [read model ...]              drop read models (all by default) and rebuild them from the log',
  '  week <monday|date> [<ISO time>] [--site <key>]  a closed launch week of a site (the default site without --site; as it stood at that time): recorded board, recounts and awards beside a recount of its vote events',
  "  draft|claim|order <id> [--json]       a draft's, claim's or order's every event: who, when, cause and its data (secrets redacted)",
  "  votes <slug|listing_id>               a listing's votes and every verdict on them (category, cause, who decided), and site-team decisions",
  `read models: ${allProjections.map((p) => p.name).join(', ')}`,
];

const boardLine = (row: WeekRecount['rows'][number]) =>
  `  #${row.rank} ${row.slug}: ${row.recorded} vote(s) recorded, ${row.recounted} recounted from the vote events${row.recorded === row.recounted ? '' : '  ← differs'}`;

/**
 * A closed week as the CLI prints it: the board as closed, each recount, the awards, and whether every
 * recount from the vote events matches (the API's audit_launch_week answers the same object; its test
 * prints that answer with this and compares).
 */
export function weekReport(recount: WeekRecount): {
  lines: string[];
  matches: boolean;
} {
  const lines = [
    `launch week ${recount.week}${recount.site ? ` on site ${recount.site}` : ''}: ended ${recount.ended!.endedAt}, board read through position ${recount.ended!.throughPosition}, closed ${recount.closed!.at}`,
    `ranked by ${recount.closed!.rankedBy}`,
    ...recount.rows.map(boardLine),
  ];
  for (const again of recount.recounts)
    lines.push(`recounted ${again.at}: ${again.cause}`, ...again.rows.map(boardLine));
  for (const award of recount.awards) lines.push(`  Launch of the Week #${award.rank}: ${award.slug} (${award.votes})`);
  const matches = [recount.rows, ...recount.recounts.map((r) => r.rows)].every((rows) =>
    rows.every((row) => row.recorded === row.recounted),
  );
  lines.push(matches ? 'the recount matches the recorded board' : 'the recount differs from the recorded board');
  return { lines, matches };
}

const show = (value: unknown): string => (value === undefined ? '(unset)' : JSON.stringify(value));

export async function runAuditCli(
  argv: string[],
  env: NodeJS.ProcessEnv = process.env,
  out: Out = console.log,
  /** Where the line naming the stores goes (stderr), apart from the command's own output. */
  note: Out = (line) => void process.stderr.write(`${line}\n`),
): Promise<number> {
  const [command, ...args] = argv;
  if (
    !command ||
    command === 'help' ||
    !['history', 'as-of', 'rebuild', 'week', 'votes', 'draft', 'claim', 'order'].includes(command)
  ) {
    USAGE.forEach((line) => out(line));
    return command && command !== 'help' ? 2 : 0;
  }
  const { events, documents, settings } = await openStores(env);
  note(describeStores(settings));
  try {
    switch (command) {
      case 'history': {
        const ref = args.find((arg) => !arg.startsWith('--'));
        if (!ref) return usage(out);
        const found = await listingEvents(events, ref);
        if (!found) return notFound(out, ref);
        if (args.includes('--json')) {
          out(JSON.stringify(listingVersions(found.history), null, 2));
          return 0;
        }
        out(`listing ${found.listingId}: ${found.history.length} event(s) in stream ${listingStream(found.listingId)}`);
        for (const version of listingVersions(found.history)) {
          const { actor, at, cause } = version;
          out(`#${version.revision} ${at} ${version.type} by ${actor.kind}:${actor.id} (cause: ${cause})`);
          for (const change of version.changes)
            out(`    ${change.field}: ${show(change.before)} → ${show(change.after)}`);
        }
        return 0;
      }
      case 'as-of': {
        const [ref, iso] = args;
        if (!ref || !iso) return usage(out);
        const time = new Date(iso);
        if (Number.isNaN(time.getTime())) {
          out(`not a time: ${iso} (use ISO 8601, e.g. 2025-01-31T12:00:00Z)`);
          return 2;
        }
        const found = await listingEvents(events, ref);
        if (!found) return notFound(out, ref);
        const { state, applied } = asOf(found.history, time);
        if (applied === 0) {
          out(
            `listing ${found.listingId} did not exist yet at ${time.toISOString()} (created ${found.history[0]!.metadata.at})`,
          );
          return 1;
        }
        out(`listing ${found.listingId} as of ${time.toISOString()} (${applied} of ${found.history.length} events):`);
        out(JSON.stringify(state, null, 2));
        return 0;
      }
      case 'draft':
      case 'claim':
      case 'order': {
        const ref = args.find((arg) => !arg.startsWith('--'));
        if (!ref) return usage(out);
        const entries = await streamHistory(events, command as AuditedKind, ref);
        if (!entries) {
          out(`no ${command} ${ref}`);
          return 1;
        }
        if (args.includes('--json')) {
          out(JSON.stringify(entries, null, 2));
          return 0;
        }
        out(`${command} ${ref}: ${entries.length} event(s)`);
        for (const entry of entries)
          out(
            `#${entry.revision} ${entry.at} ${entry.type} by ${entry.actor.kind}:${entry.actor.id} (cause: ${entry.cause}) ${JSON.stringify(entry.data)}`,
          );
        return 0;
      }
      case 'votes': {
        const [ref] = args;
        if (!ref) return usage(out);
        const found = await listingEvents(events, ref);
        if (!found) return notFound(out, ref);
        for (const line of await voteLog(events, found.listingId)) out(line);
        return 0;
      }
      case 'week': {
        const siteAt = args.indexOf('--site');
        const [ref, iso] = siteAt < 0 ? args : [...args.slice(0, siteAt), ...args.slice(siteAt + 2)];
        if (!ref || !/^\d{4}-\d{2}-\d{2}$/.test(ref) || (siteAt >= 0 && !args[siteAt + 1])) return usage(out);
        // Each site's week is closed apart (issue 30): whose, from the network (the default site without --site).
        const network = await networkOf(documents, defaultSite(loadConfig(env).site));
        const site = siteAt < 0 ? network[0]! : network.find((each) => each.key === args[siteAt + 1]);
        if (!site) {
          out(`no site ${args[siteAt + 1]} (the network: ${network.map((each) => each.key).join(', ')})`);
          return 2;
        }
        const until = iso === undefined ? undefined : new Date(iso);
        if (until && Number.isNaN(until.getTime())) {
          out(`not a time: ${iso} (use ISO 8601, e.g. 2025-01-31T12:00:00Z)`);
          return 2;
        }
        const recount = await recountLaunchWeek(events, mondayOf(ref), until, site);
        if (!recount.closed) {
          out(
            `launch week ${recount.week} is not closed on site ${site.key}${recount.ended ? ' (it ended: the close is pending, or the site had no launch that week)' : ''}`,
          );
          return 1;
        }
        const report = weekReport(recount);
        report.lines.forEach((line) => out(line));
        const differs = !report.matches;
        return differs ? 1 : 0;
      }
      case 'rebuild': {
        const names = args.filter((arg) => !arg.startsWith('--'));
        const runner = new ProjectionRunner(events, documents, allProjections, jsonLogger('audit'));
        const started = Date.now();
        try {
          await runner.rebuild(names.length ? names : undefined);
          const position = await runner.position();
          // On Kafka each partition has its own checkpoint: a rebuilt read model holds every event up
          // to `position`, whichever partition carries it, so every partition may skip up to there.
          const partitions = env.EVENT_BUS === 'kafka' ? Number(env.KAFKA_PARTITIONS ?? 6) : 1;
          for (const projection of allProjections.filter((p) => !names.length || names.includes(p.name))) {
            for (let partition = 0; partition < partitions; partition++) {
              await documents
                .collection(CHECKPOINTS_COLLECTION)
                .updateOne(
                  { _id: `${projection.name}:${partition}` },
                  { $max: { position }, $set: { projection: projection.name, partition } },
                  { upsert: true },
                );
            }
          }
          out(
            `rebuilt ${names.length ? names.join(', ') : 'all read models'} up to position ${position} in ${Date.now() - started} ms`,
          );
          return 0;
        } catch (error) {
          out(error instanceof Error ? error.message : String(error));
          return 1;
        } finally {
          await runner.stop();
        }
      }
    }
    return 2;
  } finally {
    await events.close();
    await documents.close();
  }
}

function usage(out: Out): number {
  USAGE.forEach((line) => out(line));
  return 2;
}

function notFound(out: Out, ref: string): number {
  out(`no listing ${ref}`);
  return 1;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  loadConfigOrExit(); // a wrong setting: its message, exit code 2
  process.exitCode = await runAuditCli(process.argv.slice(2));
}
