/** The OpenAPI document passes a third-party linter: Redocly CLI's recommended ruleset, no errors. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import { lintOpenApi, REDOCLY } from '../../../../scripts/openapi/lint.ts';

describe('OpenAPI document: Redocly CLI lint (recommended ruleset)', function () {
  this.timeout(60_000);

  it('has no errors', function () {
    if (!fs.existsSync(REDOCLY)) this.skip(); // @redocly/cli is a devDependency: missing only without npm install
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'openapi-lint-')), 'openapi.json');
    const { status, output } = lintOpenApi(file);
    expect(status, output).to.equal(0);
    expect(output).to.match(/valid/i);
    expect(output).to.not.match(/\berror\b/i);
  });
});
