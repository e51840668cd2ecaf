/**
 * People on the site, made as people make themselves: the sign-up form (its CSRF token scraped from
 * the page), then the sign-in form; each from its own client address.
 */
import { randomBytes } from 'node:crypto';
import { Browser, newAddress, type Answer } from './client.ts';

export interface Person {
  name: string;
  email: string;
  password: string;
}

let people = 0;
/** A new person: e-mail addresses under .test, which never resolve. */
export const newPerson = (label = 'person'): Person => ({
  name: 'Probe Person',
  email: `${label}-${++people}-${randomBytes(4).toString('hex')}@probe.test`,
  password: 'violet tractor under a quiet moon',
});

/** Posts the sign-up form from a new address and browser; answers the browser and the answer. */
export async function signUp(base: string, person: Person, next = '/'): Promise<{ browser: Browser; answer: Answer }> {
  const browser = new Browser(base, newAddress());
  const { csrf } = await browser.form('/signup');
  const answer = await browser.post('/signup', {
    csrf,
    name: person.name,
    email: person.email,
    password: person.password,
    next,
  });
  if (answer.status >= 400) throw new Error(`sign-up of ${person.email} answered ${answer.status}`);
  return { browser, answer };
}

/** Signs in from a new address and browser with the right password; throws unless it gets a session. */
export async function signIn(base: string, person: Person): Promise<Browser> {
  const browser = new Browser(base, newAddress());
  const { csrf } = await browser.form('/signin');
  const answer = await browser.post('/signin', { csrf, email: person.email, password: person.password });
  if (answer.status !== 303) throw new Error(`sign-in of ${person.email} answered ${answer.status}`);
  return browser;
}

/** A person who signed up and can sign in. */
export async function newMember(base: string, label: string): Promise<Person> {
  const person = newPerson(label);
  await signUp(base, person);
  await signIn(base, person);
  return person;
}
