/**
 * The site team's admin CLI (`npm run admin -- <command> [options]`). Every change it makes is a
 * command decided by the domain and recorded as events with the admin as actor; it writes only to
 * the event log, which the running service follows, never to read models. The log is the configured
 * one (EVENT_STORE: the SQLite file in DATA_DIR, or EventStoreDB …, through distributed/stores.ts),
 * named on stderr before anything is written: a key issued into a log no service reads never works.
 */
import { SCOPES } from '@listings/shared/platform';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { loadConfig, loadConfigOrExit } from '@listings/shared/config';
import { DomainError, systemClock, jsonLogger } from '@listings/shared/kernel';
import { listOutbox, outboxDir } from '@listings/shared/platform';
import { AccountCommands, parseScopes } from '@listings/command-service/accounts';
import { SiteContentCommands } from '@listings/command-service/site-content';
import { runSiteContentCommand, SITE_CONTENT_OPTIONS, SITE_CONTENT_USAGE } from './site-content-cli.ts';
import { EDITS_OPTIONS, EDITS_USAGE, printEdits, runEditsCommand } from './edits-cli.ts';
import { ORDERS_OPTIONS, ORDERS_USAGE, refundProvider, runOrdersCommand } from './orders-cli.ts';
import { BACKUP_USAGE, runBackupCommand } from './backup-cli.ts';
import { VOTES_USAGE, runVotesCommand } from './votes-cli.ts';
import { COMMENTS_OPTIONS, COMMENTS_USAGE, runCommentsCommand } from './comments-cli.ts';
import { STAFF_USAGE, runStaffCommand } from './staff-cli.ts';
import { SITES_OPTIONS, SITES_USAGE, runSitesCommand, sitesFromLog } from './sites-cli.ts';
import { siteKeyFromEnv } from '@listings/command-service/my-listings';
import { describeStores, openEventStore, storeSettings } from '../distributed/stores.ts';

const USAGE = `Usage: npm run admin -- <command> [options]

  create-account --email <address> --name <name> [--admin]
      Registers an account and prints its id.
  create-key --account <id or e-mail> --name <label> --scopes <${SCOPES.join(',')}>
      Issues an API key with those scopes and prints it. The key is shown once; only its hash is kept.
  revoke-key --account <id or e-mail> --key-id <key id>
      Revokes an API key at once.
  outbox
      Lists the e-mails the service wrote to <DATA_DIR>/outbox (when SMTP_URL is not set), oldest first.
${EDITS_USAGE}
${SITE_CONTENT_USAGE}
${SITES_USAGE}
${ORDERS_USAGE}
${VOTES_USAGE}
${COMMENTS_USAGE}
${STAFF_USAGE}
${BACKUP_USAGE}

Environment: EVENT_STORE (sqlite: DATA_DIR/events.db, default ./data; esdb: ESDB_URL; see docs/settings.md),
ADMIN_ACTOR (recorded as the actor; default the OS user). The event store used is named on stderr.`;

export async function runAdmin(
  argv: string[],
  env: NodeJS.ProcessEnv = process.env,
  out: (line: string) => void = console.log,
  /** Where the line naming the stores goes (stderr), apart from the command's own output. */
  note: (line: string) => void = (line) => void process.stderr.write(`${line}\n`),
): Promise<number> {
  const [first, ...afterFirst] = argv;
  // `site open|update|list`: the sub-command is the second word (parseArgs takes no positionals).
  const command = first === 'site' ? `site ${afterFirst[0] ?? ''}` : first;
  const rest = first === 'site' ? afterFirst.slice(1) : afterFirst;
  if (command === 'backup' || command === 'restore') return runBackupCommand(command, rest, env, out);
  if (command === 'staff') return runStaff(rest, env, out, note);
  const { values } = parseArgs({
    args: rest,
    options: {
      email: { type: 'string' },
      name: { type: 'string' },
      admin: { type: 'boolean' },
      account: { type: 'string' },
      scopes: { type: 'string' },
      'key-id': { type: 'string' },
      ...SITE_CONTENT_OPTIONS,
      ...ORDERS_OPTIONS,
      ...SITES_OPTIONS,
      ...COMMENTS_OPTIONS,
      ...EDITS_OPTIONS,
      since: { type: 'string' },
    },
    strict: true,
  });
  if (command === undefined || command === 'help') {
    out(USAGE);
    return 0;
  }
  const config = loadConfig(env);
  const stores = storeSettings(env);
  note(describeStores(stores, { documents: false }));
  const events = await openEventStore(stores);
  const accounts = new AccountCommands(events, systemClock);
  const actor = { kind: 'admin' as const, id: env.ADMIN_ACTOR ?? os.userInfo().username };
  const cause = `admin:${command}`;
  const required = (name: keyof typeof values): string => {
    const value = values[name];
    if (typeof value !== 'string' || value.trim() === '')
      throw new DomainError('invalid', 'missing_option', `--${name} is required.`);
    return value;
  };
  const accountId = async (): Promise<string> => {
    const ref = required('account');
    const id = ref.includes('@') ? await accounts.accountIdByEmail(ref) : ref;
    if (!id) throw new DomainError('not_found', 'account_not_found', `No account has the e-mail address ${ref}.`);
    return id;
  };

  try {
    switch (command) {
      case 'create-account': {
        const { accountId: id } = await accounts.register(
          { email: required('email'), name: required('name'), role: values.admin ? 'admin' : 'member' },
          actor,
          cause,
        );
        out(`account ${id}`);
        return 0;
      }
      case 'create-key': {
        const scopes = parseScopes(
          required('scopes')
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean),
        );
        const issued = await accounts.issueApiKey(await accountId(), { name: required('name'), scopes }, actor, cause);
        out(
          `key id ${issued.keyId}\nscopes ${issued.scopes.join(' ')}\napi key ${issued.key}\n(shown once: store it now)`,
        );
        return 0;
      }
      case 'revoke-key':
        await accounts.revokeApiKey(await accountId(), required('key-id'), actor, cause);
        out(`revoked ${values['key-id']}`);
        return 0;
      case 'outbox': {
        const entries = await listOutbox(outboxDir(config.dataDir));
        if (entries.length === 0) out(`no e-mail in ${outboxDir(config.dataDir)}`);
        for (const entry of entries) out(`${entry.date}\t${entry.to}\t${entry.subject}\t${entry.file}`);
        return 0;
      }
      case 'edits':
        await printEdits(events, { listing: values.listing, since: values.since }, out);
        return 0;
      case 'edits:review':
      case 'edits:revert':
        await runEditsCommand(command, values, { events, clock: systemClock, actor, cause }, out);
        return 0;
      case 'order:show':
      case 'order:refund':
        await runOrdersCommand(
          command,
          values,
          {
            events,
            clock: systemClock,
            provider: refundProvider(config.payments, config.site.publicBaseUrl, systemClock),
            logger: jsonLogger('admin'),
            actor,
            cause,
          },
          out,
        );
        return 0;
      case 'votes:discount':
      case 'votes:restore':
        await runVotesCommand(command, values, { events, clock: systemClock, actor, cause }, out);
        return 0;
      case 'comments:reported':
      case 'comments:hide':
      case 'comments:restore':
        await runCommentsCommand(command, values, { events, clock: systemClock, actor, cause }, out);
        return 0;
      case 'site open':
      case 'site update':
      case 'site list':
        await runSitesCommand(
          command.slice('site '.length),
          values,
          {
            commands: new SiteContentCommands(events, systemClock),
            events,
            defaults: { key: siteKeyFromEnv(env), name: config.site.name, publicBaseUrl: config.site.publicBaseUrl },
            actor,
            cause,
          },
          out,
        );
        return 0;
      default:
        if (
          await runSiteContentCommand(
            command,
            values,
            new SiteContentCommands(events, systemClock),
            actor,
            cause,
            out,
            env,
            () =>
              sitesFromLog(events, {
                key: siteKeyFromEnv(env),
                name: config.site.name,
                publicBaseUrl: config.site.publicBaseUrl,
              }),
          )
        )
          return 0;
        out(USAGE);
        return command === undefined || command === 'help' ? 0 : 2;
    }
  } catch (error) {
    if (error instanceof DomainError) {
      out(`error: ${error.message}`);
      return 1;
    }
    throw error;
  } finally {
    await events.close();
  }
}

/** `staff …` takes positional arguments (e-mail, role), which the other commands' option parser refuses. */
async function runStaff(
  args: string[],
  env: NodeJS.ProcessEnv,
  out: (line: string) => void,
  note: (line: string) => void,
): Promise<number> {
  const stores = storeSettings(env);
  note(describeStores(stores, { documents: false }));
  const events = await openEventStore(stores);
  const actor = { kind: 'admin' as const, id: env.ADMIN_ACTOR ?? os.userInfo().username };
  try {
    await runStaffCommand(args, { events, clock: systemClock, actor }, out);
    return 0;
  } catch (error) {
    if (error instanceof DomainError) {
      out(`error: ${error.message}`);
      return 1;
    }
    throw error;
  } finally {
    await events.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.umask(0o077); // what it writes in the data folder is its owner's only (see kernel/private-files.ts)
  loadConfigOrExit(); // a wrong setting: its message, exit code 2
  process.exitCode = await runAdmin(process.argv.slice(2));
}
