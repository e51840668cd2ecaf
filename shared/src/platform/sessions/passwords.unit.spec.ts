import { expect } from 'chai';
import {
  COMMON_PASSWORDS,
  hashPassword,
  needsRehash,
  passwordPolicyError,
  verifyAgainstNothing,
  verifyPassword,
} from './passwords.ts';

describe('passwords', () => {
  it('hashes with scrypt, parameters encoded, a fresh salt each time, and verifies', async () => {
    const hash = await hashPassword('correct horse battery staple');
    expect(hash).to.match(/^\$scrypt\$ln=15,r=8,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{86}$/);
    expect(await hashPassword('correct horse battery staple')).to.not.equal(hash);
    expect(await verifyPassword('correct horse battery staple', hash)).to.equal(true);
    expect(await verifyPassword('correct horse battery stapler', hash)).to.equal(false);
    expect(await verifyPassword('x', 'garbage')).to.equal(false);
    expect(await verifyAgainstNothing('anything')).to.equal(false);
  });

  it('keeps verifying old parameters and asks for a rehash when they were weaker', async () => {
    const weak = await hashPassword('correct horse battery staple', { ln: 10, r: 8, p: 1 });
    expect(await verifyPassword('correct horse battery staple', weak)).to.equal(true);
    expect(needsRehash(weak)).to.equal(true);
    expect(needsRehash(await hashPassword('correct horse battery staple'))).to.equal(false);
    expect(await verifyPassword('x', '$scrypt$ln=30,r=8,p=1$c2FsdA$a2V5')).to.equal(false);
  });

  it('needs 12 to 200 characters, refuses common passwords and their simple variants', () => {
    expect(passwordPolicyError('short pass1')).to.match(/at least 12/);
    expect(passwordPolicyError('a'.repeat(100) + 'b'.repeat(101))).to.match(/at most 200/);
    expect(COMMON_PASSWORDS).to.have.length(20);
    for (const weak of [
      'password1234',
      'Password123!',
      'qwertyqwerty',
      '123456123456',
      'iloveyou2024!',
      'aaaaaaaaaaaa',
    ]) {
      expect(passwordPolicyError(weak), weak).to.be.a('string');
    }
    expect(passwordPolicyError('ann@example.com', { email: 'ann@example.com' })).to.match(/e-mail/);
    expect(passwordPolicyError('violet tractor under moon')).to.equal(null);
    expect(passwordPolicyError('ünïcödé pässwörd')).to.equal(null);
  });
});
