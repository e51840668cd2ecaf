import { expect } from 'chai';
import type { SiteLine } from './categories.ts';
import { keyPhrases } from './topics.ts';

// Key phrases for tags and keywords (issue 34, fifth round, from openhamprep.com's four pages): a place
// the site says it is in, generic praise and its audience are no topics; what it repeats about itself is.
const on = (url: string, ...texts: string[]): SiteLine[] => texts.map((text) => ({ text, url, weight: 1 }));

describe('keyPhrases', () => {
  const lines = [
    ...on(
      'https://ham.test/',
      'Built by ham radio enthusiasts in North Carolina.',
      'Practice tests that mirror the real exam.',
      'Made with ❤️ in North Carolina',
    ),
    ...on('https://ham.test/features', 'Take practice tests like the real exam.', 'Made with ❤️ in North Carolina'),
    ...on(
      'https://ham.test/about',
      'Born in North Carolina',
      'Created by amateur radio enthusiasts.',
      'Free practice tests and the real exam pools.',
    ),
  ];
  const phrases = keyPhrases(lines).map((phrase) => phrase.phrase.toLowerCase());

  it('keeps what the site repeats about itself on several pages', () => {
    expect(phrases).to.include('practice tests');
  });

  it('takes no place the site only writes after "in" ("Made with ❤️ in North Carolina")', () => {
    expect(phrases).to.not.include('north carolina');
  });

  it('takes no generic praise ("the real exam") nor its audience ("radio enthusiasts")', () => {
    expect(phrases).to.not.include('real exam');
    expect(phrases).to.not.include('radio enthusiasts');
  });

  it('keeps a place’s name the site also uses as a topic ("Black Forest" cakes, not only "in the Black Forest")', () => {
    const forest = keyPhrases([
      ...on('https://a.test/', 'Black Forest cakes, baked daily.', 'Baked in the Black Forest'),
      ...on('https://a.test/menu', 'Our Black Forest cakes', 'Black Forest gateau'),
    ]).map((phrase) => phrase.phrase);
    expect(forest).to.include('Black Forest');
  });
});
