import { expect } from 'chai';
import { ManualClock } from '../../kernel/time/clock.ts';
import { ViesRestChecker } from './vat-number-checker.ts';
import { startFakeVies, type FakeVies } from './testing/fake-vies.ts';

describe('VIES REST checker (a fake VIES on loopback)', () => {
  let vies: FakeVies;
  const clock = new ManualClock('2026-11-20T10:00:00Z');
  let checker: ViesRestChecker;

  before(async () => {
    vies = await startFakeVies({
      DE123456789: 'valid',
      FR12345678901: 'invalid',
      IT12345678901: 'error:MS_UNAVAILABLE',
      ES12345678Z: 'hang',
      PL1234567890: 'error:INVALID_INPUT',
    });
    checker = new ViesRestChecker({ url: vies.url, timeoutMs: 300, clock });
  });
  after(() => vies.close());

  it('asks with the VIES country code and the national part; valid answers carry the registered name', async () => {
    const check = await checker.check('DE', '123456789');
    expect(check).to.deep.equal({
      status: 'valid',
      countryCode: 'DE',
      vatNumber: '123456789',
      checkedAt: '2026-11-20T10:00:00.000Z',
      name: 'ACME TRADING GMBH',
      reason: null,
    });
    expect(vies.requests.at(-1)).to.deep.equal({ countryCode: 'DE', vatNumber: '123456789' });
  });

  it('tells invalid numbers from an unavailable VIES', async () => {
    expect(await checker.check('FR', '12345678901')).to.include({ status: 'invalid' });
    expect(await checker.check('PL', '1234567890')).to.include({ status: 'invalid', reason: 'VIES: INVALID_INPUT' });
    expect(await checker.check('IT', '12345678901')).to.include({
      status: 'unavailable',
      reason: 'VIES: MS_UNAVAILABLE',
    });
    expect(await checker.check('ES', '12345678Z')).to.include({
      status: 'unavailable',
      reason: 'no answer within 300 ms',
    });
    const down = new ViesRestChecker({ url: 'http://127.0.0.1:1/check-vat-number', timeoutMs: 300, clock });
    expect(await down.check('DE', '123456789')).to.include({
      status: 'unavailable',
      reason: 'VIES could not be reached',
    });
  });

  it('keeps answers for a while (valid a day, invalid an hour), never "unavailable"', async () => {
    const asked = () => vies.requests.length;
    const before = asked();
    await checker.check('DE', '123456789');
    await checker.check('FR', '12345678901');
    expect(asked()).to.equal(before); // both cached
    await checker.check('IT', '12345678901');
    expect(asked()).to.equal(before + 1); // unavailable is asked again
    clock.advance(2 * 3600_000);
    await checker.check('FR', '12345678901');
    await checker.check('DE', '123456789');
    expect(asked()).to.equal(before + 2); // the invalid answer was asked again; the valid one still cached
  });
});
