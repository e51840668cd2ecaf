/**
 * The architecture's boundaries (.dependency-cruiser.cjs) and the formatter hold over the whole tree,
 * and each boundary rule really refuses what it names: a fixture tree with one violation per rule is
 * cruised with the same rules and every rule must report it.
 */
import { expect } from 'chai';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);
const PACKAGES = ['shared', 'projectors', 'command-service', 'query-service', 'site', 'gateway', 'scripts'];

interface Violation {
  rule: { name: string };
  from: string;
  to: string;
}

/** Cruises `dirs` of `cwd` with the project's rules; resolves with the violations. */
function cruise(cwd: string, dirs: string[]): Violation[] {
  let out: string;
  try {
    out = execFileSync(
      bin('depcruise'),
      ['--config', path.join(root, '.dependency-cruiser.cjs'), '--output-type', 'json', ...dirs],
      { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, stdio: ['ignore', 'pipe', 'pipe'] },
    );
  } catch (error) {
    // Exit code 1 with violations still prints the report.
    out = (error as { stdout?: string }).stdout ?? '';
    if (!out) throw error;
  }
  return (JSON.parse(out) as { summary: { violations: Violation[] } }).summary.violations;
}

describe('architecture', function () {
  this.timeout(180_000);

  it('keeps its boundaries: no package or context reaches past another one’s faces, the read side never reaches the write side', () => {
    const violations = cruise(root, PACKAGES);
    expect(violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`)).to.deep.equal([]);
  });

  it('refuses each kind of violation (a fixture with one import per rule)', () => {
    const fixture = fs.mkdtempSync(path.join(os.tmpdir(), 'boundaries-'));
    const write = (file: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(fixture, file)), { recursive: true });
      fs.writeFileSync(path.join(fixture, file), text);
    };
    try {
      write('tsconfig.json', JSON.stringify({ compilerOptions: { allowImportingTsExtensions: true, noEmit: true } }));
      write(
        'command-service/src/listings/listing.decider.ts',
        "import '../../../shared/src/api/index.ts';\nexport const x = 1;\n",
      );
      write('command-service/src/listings/index.ts', "export * from './listing.decider.ts';\n");
      write('command-service/src/orders/fulfilment.reactor.ts', "import '../listings/listing.decider.ts';\n");
      write(
        'command-service/src/listings/uses-read-side.ts',
        "import '../../../query-service/src/listings/index.ts';\n",
      );
      write(
        'projectors/src/listings/listings.projection.ts',
        "import '../../../command-service/src/listings/index.ts';\n",
      );
      write('projectors/src/listings/index.ts', "export * from './listings.projection.ts';\n");
      write('projectors/src/listings/asks-queries.ts', "import '../../../query-service/src/listings/index.ts';\n");
      write('query-service/src/listings/index.ts', "import '../../../gateway/src/index.ts';\nexport const q = 1;\n");
      write('gateway/src/index.ts', "import '../../shared/src/kernel/projections/runner.ts';\nexport const g = 1;\n");
      write('shared/src/kernel/projections/runner.ts', "import '../../platform/index.ts';\nexport const r = 1;\n");
      write('shared/src/platform/index.ts', "import '../api/index.ts';\nexport const p = 1;\n");
      write('shared/src/api/index.ts', 'export const a = 1;\n');
      // The site: its own code reaching into the gateway and the write side, and an import cycle.
      write(
        'site/src/index.ts',
        "import '../../gateway/src/index.ts';\nimport '../../command-service/src/listings/index.ts';\nimport './kit/html.ts';\nexport const s = 1;\n",
      );
      write('site/src/kit/html.ts', "import '../index.ts';\nexport const h = 1;\n");
      write(
        'shared/src/contracts/listings/index.ts',
        "import '../../api/index.ts';\nimport '../../../../projectors/src/listings/index.ts';\n",
      );
      const found = new Set(
        cruise(
          fixture,
          PACKAGES.filter((p) => p !== 'scripts'),
        ).map((v) => v.rule.name),
      );
      expect([...found].sort()).to.deep.equal(
        [
          'contracts-know-no-http',
          'domain-knows-no-http',
          'kernel-depends-on-nothing',
          'only-faces-across-contexts',
          'only-faces-across-packages',
          'packages-in-layers',
          'platform-below-api',
          'projectors-never-on-queries',
          'read-side-never-on-write-side',
          'shared-depends-on-no-package',
          'site-has-no-cycles',
          'site-never-on-gateway',
          'site-never-on-write-side',
          'site-tests-through-the-gateway-test-face',
          'write-side-never-on-read-side',
        ].sort(),
      );
    } finally {
      fs.rmSync(fixture, { recursive: true, force: true });
    }
  });

  it('is formatted as Prettier formats it (npm run format fixes it)', () => {
    try {
      execFileSync(bin('prettier'), ['--check', '.'], {
        cwd: root,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      });
    } catch (error) {
      const { stdout, stderr } = error as { stdout?: string; stderr?: string };
      expect.fail(`files not formatted:\n${stdout ?? ''}${stderr ?? ''}`);
    }
  });
});
