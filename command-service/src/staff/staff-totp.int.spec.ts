/**
 * The staff TOTP second factor on a real (in-memory SQLite) event store: enrolment shows a secret
 * until a code of it confirms it, the log holds it only sealed, codes are checked against the clock
 * one step either side, and a code once accepted is refused the second time.
 */
import { expect } from 'chai';
import { randomBytes } from 'node:crypto';
import { ManualClock, SqliteEventStore } from '@listings/shared/kernel';
import { givenWhenThen } from '@listings/shared/kernel/testing';
import { staffTotpStream } from '@listings/shared/contracts/staff';
import { StaffTotp, totpCodeAt, unsealSecret } from './staff-totp.ts';
import { staffTotpDecider } from './staff-totp.decider.ts';

describe('staff TOTP', () => {
  const actor = { kind: 'admin' as const, id: 'a1' };
  let events: SqliteEventStore;
  let clock: ManualClock;
  let totp: StaffTotp;
  const key = randomBytes(32);
  const steps = new Map<string, number>();

  beforeEach(() => {
    events = new SqliteEventStore(':memory:');
    clock = new ManualClock('2026-03-02T10:00:00Z');
    steps.clear();
    totp = new StaffTotp({
      events,
      clock,
      sealingKey: async () => key,
      issuer: 'Listings',
      lastStep: async (id) => steps.get(id) ?? null,
      rememberStep: async (id, step) => void steps.set(id, step),
    });
  });

  it('enrols: the secret is shown while pending, recorded only sealed, and a current code enables it', async () => {
    expect(await totp.status('a1')).to.equal('off');
    const { secret, uri } = await totp.startEnrolment('a1', 'ann@example.com', actor, 'test');
    expect(secret).to.match(/^[A-Z2-7]{32}$/);
    expect(uri)
      .to.match(/^otpauth:\/\/totp\/Listings:ann%40example\.com\?/)
      .and.include(`secret=${secret}`);
    expect(await totp.status('a1')).to.equal('pending');
    expect((await totp.pendingEnrolment('a1', 'ann@example.com'))?.secret).to.equal(secret);
    const recorded = await events.readStream(staffTotpStream('a1'));
    expect(JSON.stringify(recorded)).to.not.include(secret);
    expect(await unsealSecret(key, (recorded[0].data as { sealedSecret: string }).sealedSecret)).to.equal(secret);

    expect(await totp.confirmEnrolment('a1', '000000', actor, 'test')).to.equal(false);
    expect(await totp.confirmEnrolment('a1', totpCodeAt(secret, clock.now()), actor, 'test')).to.equal(true);
    expect(await totp.status('a1')).to.equal('on');
    expect(await totp.pendingEnrolment('a1', 'ann@example.com')).to.equal(null);
  });

  it('verifies current codes (one step either side) once each; not old ones, not when off', async () => {
    expect(await totp.verify('a1', '123456')).to.equal(false);
    const { secret } = await totp.startEnrolment('a1', 'ann', actor, 'test');
    await totp.confirmEnrolment('a1', totpCodeAt(secret, clock.now()), actor, 'test');
    clock.advance(60_000);
    const now = totpCodeAt(secret, clock.now());
    expect(await totp.verify('a1', now)).to.equal(true);
    expect(await totp.verify('a1', now), 'the same code again').to.equal(false);
    clock.advance(30_000);
    expect(await totp.verify('a1', totpCodeAt(secret, new Date(clock.now().getTime() - 120_000)))).to.equal(false);
    expect(await totp.verify('a1', totpCodeAt(secret, new Date(clock.now().getTime() - 30_000)))).to.equal(false);
    expect(await totp.verify('a1', totpCodeAt(secret, clock.now()))).to.equal(true);
    expect(await totp.verify('a1', 'abcdef')).to.equal(false);
  });

  it('decides: no second enrolment while on, no confirmation without one, removal with a reason', () => {
    const t = givenWhenThen(staffTotpDecider);
    expect(t.refusal([], { type: 'EnableTotp', accountId: 'a1' })).to.equal('no_totp_enrolment');
    const on = [
      { type: 'StaffTotpEnrolmentStarted' as const, data: { accountId: 'a1', sealedSecret: 'v1.x' } },
      { type: 'StaffTotpEnabled' as const, data: { accountId: 'a1' } },
    ];
    expect(t.refusal(on, { type: 'StartTotpEnrolment', accountId: 'a1', sealedSecret: 'v1.y' })).to.equal(
      'totp_enabled',
    );
    expect(t.refusal(on, { type: 'RemoveTotp', accountId: 'a1', reason: ' ' })).to.equal('invalid_reason');
    expect(t.when(on, { type: 'RemoveTotp', accountId: 'a1', reason: 'lost phone' })).to.deep.equal([
      { type: 'StaffTotpRemoved', data: { accountId: 'a1', reason: 'lost phone' } },
    ]);
    expect(t.refusal([], { type: 'RemoveTotp', accountId: 'a1', reason: 'lost phone' })).to.equal('totp_not_enabled');
  });
});
