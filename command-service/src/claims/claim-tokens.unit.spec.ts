/** claimTokenSecret: the e-mail link's HMAC key kept in `$DATA_DIR/claim-token.secret`. */
import { expect } from 'chai';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { claimTokenSecret } from './claim-tokens.ts';

describe('claimTokenSecret: never an empty or short key', () => {
  let dir: string;
  beforeEach(() => (dir = fs.mkdtempSync(path.join(os.tmpdir(), 'claim-token-secret-'))));
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('an empty claim-token.secret (a create cut short) is replaced by a full key, kept from then on', () => {
    fs.writeFileSync(path.join(dir, 'claim-token.secret'), '', { mode: 0o600 });
    const key = claimTokenSecret({}, dir);
    expect(key.length).to.be.at.least(32);
    expect(claimTokenSecret({}, dir).equals(key)).to.equal(true);
  });

  it('a short key in claim-token.secret is refused', () => {
    fs.writeFileSync(path.join(dir, 'claim-token.secret'), 'c2hvcnQ', { mode: 0o600 });
    expect(() => claimTokenSecret({}, dir)).to.throw(/claim-token\.secret holds 5 bytes of key material/);
  });
});
