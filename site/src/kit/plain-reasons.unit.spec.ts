/**
 * plainReason: the schema library's own refusals (made here by zod itself, so a new wording of the
 * library shows up as a failure) said in plain words; the operations' own messages unchanged.
 */
import { expect } from 'chai';
import { z } from 'zod';
import { plainReason } from './plain-reasons.ts';

const refusal = (schema: z.ZodType, value: unknown): string => {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('accepted');
  return result.error.issues[0]!.message;
};

describe('plainReason (issue 31)', () => {
  it('says the schema library’s refusals in plain words, with no API words left', () => {
    const cases: [z.ZodType, unknown, string][] = [
      [z.enum(['relevance', 'most_viewed']), 'bad', 'choose one of relevance, most viewed'],
      [z.enum(['s', 'm', 'l']), 'xl', 'choose one of s, m, l'],
      [z.coerce.number().int(), 'abc', 'must be a number'],
      [z.number(), 'abc', 'must be a number'],
      [z.number().int(), 1.5, 'must be a whole number'],
      [z.number().min(1), 0, 'must be at least 1'],
      [z.number().max(100), 1000, 'must be at most 100'],
      [z.string().max(3), 'abcd', 'must have at most 3 characters'],
      [z.string().min(3), 'a', 'must have at least 3 characters'],
      [z.array(z.string()).max(1), ['a', 'b'], 'must have at most 1 items'],
      [z.string().regex(/^a$/), 'b', 'is not written the way it should be'],
      [z.email(), 'b', 'must be an e-mail address'],
      [z.url(), 'b', 'must be a web address'],
      [z.boolean(), 'y', 'must be yes or no'],
    ];
    for (const [schema, value, plain] of cases) {
      const message = refusal(schema, value);
      expect(plainReason(message), message).to.equal(plain);
      expect(plainReason(message), message).to.not.match(/Invalid|expected|received|[|<>=]/);
    }
  });

  it('leaves the operations’ own messages as they are', () => {
    for (const message of [
      'must be a date written YYYY-MM-DD',
      'must be a two-letter country code',
      'no such category',
    ])
      expect(plainReason(message)).to.equal(message);
  });
});
