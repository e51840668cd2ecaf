/**
 * Test helpers of the console's specs: a service on a manual clock, people signed up through the
 * pages and given staff roles through the write side (as the CLI does), and console access confirmed
 * with the password as a staff member does it.
 */
import { expect } from 'chai';
import { ManualClock } from '@listings/shared/kernel';
import type { StaffRole } from '@listings/shared/contracts/staff';
import { StaffCommands } from '@listings/command-service/staff';
import { settled, type TestService } from '@listings/gateway/testing';
import { csrfIn, newPerson, PageClient, signUpAndIn } from '../kit/testing.ts';

export const PASSWORD = newPerson().password;

export interface Member {
  client: PageClient;
  email: string;
  accountId: string;
}

/** A person signed up and in on the pages, with `role` (network-wide) when given. */
export async function member(t: TestService, role?: StaffRole): Promise<Member> {
  const person = newPerson();
  const client = new PageClient(t.baseUrl);
  await signUpAndIn(client, person, '/');
  const accountId = (await t.service.accounts.accountIdByEmail(person.email))!;
  if (role)
    await new StaffCommands(t.service.events, t.service.clock).execute(
      { type: 'GrantStaffRole', accountId, email: person.email, role, site: '*', reason: 'test staff' },
      { kind: 'admin', id: 'test' },
      'test',
    );
  await settled(t.service);
  return { client, email: person.email, accountId };
}

/** Opens the console with the password (and a TOTP code when given); expects the redirect back. */
export async function confirm(client: PageClient, next = '/admin', code?: string): Promise<void> {
  const form = await client.get(`/admin/confirm?next=${encodeURIComponent(next)}`);
  expect(form.status, form.text).to.equal(200);
  const answer = await client.post('/admin/confirm', {
    csrf: csrfIn(form.text),
    next,
    password: PASSWORD,
    ...(code ? { code } : {}),
  });
  expect(answer.status, answer.text).to.equal(303);
  expect(answer.location).to.equal(next);
}

export const manualClock = () => new ManualClock(new Date(Math.floor(Date.now() / 1000) * 1000).toISOString());
