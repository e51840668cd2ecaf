import { expect } from 'chai';
import { countryCode, countryOfCity, placeInAddress, placeInPostalLines, placeInSentence } from './places.ts';

describe('places (i18n-iso-countries and GeoNames cities)', () => {
  it('knows country names in several languages and ISO codes, and no lower-case abbreviations', () => {
    expect(countryCode('Portugal')).to.equal('PT');
    expect(countryCode('Deutschland')).to.equal('DE');
    expect(countryCode('the Netherlands')).to.equal('NL');
    expect(countryCode('UK')).to.equal('GB');
    expect(countryCode('USA')).to.equal('US');
    // Other alpha-3 codes only in a structured field: in prose they are acronyms (TLS, SVN; merged after the
    // ninety-fourth and ninety-fifth rounds).
    expect(countryCode('DEU', true)).to.equal('DE');
    expect(countryCode('DEU')).to.equal(null);
    expect(countryCode('TLS')).to.equal(null);
    expect(placeInAddress('Remote networking, service discovery, TLS, and distributed-system semantics')).to.equal(
      null,
    );
    expect(placeInSentence('Allegro 5 made the switch from SVN to Git.')).to.equal(null);
    expect(countryCode('us')).to.equal(null);
    expect(countryCode('Texas')).to.equal(null);
  });

  it('reads the company’s place from "based in" and "founded … in" sentences', () => {
    expect(
      placeInSentence('Ledgerly was founded in 2021 in Porto, Portugal, by Maria Silva and Tom Becker.'),
    ).to.deep.equal({
      city: 'Porto',
      country: 'PT',
      quote: 'founded in 2021 in Porto, Portugal',
    });
    expect(placeInSentence('We are based in Berlin.')).to.include({ city: 'Berlin', country: 'DE' });
    expect(placeInSentence('Headquartered in Austin, Texas.')).to.include({ city: 'Austin', country: 'US' });
    expect(placeInSentence('Based in the UK')).to.include({ city: null, country: 'GB' });
  });

  it('reads a later "in <country>" when the first names a region, and takes no abbreviation for a city', () => {
    // Real: Passbolt's README. "Eu" is a town in Normandy; "the EU" is not it.
    expect(
      placeInSentence('Passbolt is headquartered in the EU :european_union: specifically in Luxembourg. It'),
    ).to.deep.equal({
      city: null,
      country: 'LU',
      quote: 'headquartered in the EU :european_union: specifically in Luxembourg',
    });
    expect(placeInSentence('Acme is based in the EU.')).to.equal(null);
    expect(placeInSentence('Based in the EU, our servers are in Germany')).to.equal(null);
  });

  it('does not take other people’s places, nor guess the country of an ambiguous city', () => {
    expect(placeInSentence('Built for teams in Berlin')).to.equal(null);
    expect(placeInSentence('Trusted by companies in Spain')).to.equal(null);
    expect(placeInSentence('Get started in minutes')).to.equal(null);
    expect(placeInSentence('Our office is in Cambridge, Massachusetts')).to.include({
      city: 'Cambridge',
      country: null,
    });
    expect(countryOfCity('Cambridge')).to.equal(null);
  });

  it('reads address lines, and not lists of countries', () => {
    expect(placeInAddress('Rua das Flores 12, 4050-262 Porto, Portugal')).to.include({ city: 'Porto', country: 'PT' });
    expect(placeInAddress('20 Wenlock Road, London, N1 7GU, United Kingdom')).to.include({
      city: 'London',
      country: 'GB',
    });
    expect(placeInAddress('548 Market St, San Francisco, CA 94104')).to.include({
      city: 'San Francisco',
      country: 'US',
    });
    expect(placeInAddress('Musterweg 3, 80331 München, Deutschland')).to.include({ city: 'München', country: 'DE' });
    expect(placeInAddress('We ship to France, Spain, Germany')).to.equal(null);
  });

  describe('a US state is no city (issue 34, sixty-fourth round; real tuning: Free For Charity’s footer)', () => {
    const cases: [string, string, string | null, string][] = [
      ['the city before the state', 'Boise, Idaho, USA', 'Boise', 'US'],
      ['after a pin (real: Free For Charity’s footer)', '📍 Boise, Idaho, USA', 'Boise', 'US'],
      ['a state of two words', 'Charleston, West Virginia, United States', 'Charleston', 'US'],
      ['a state alone before the country', 'Idaho, USA', null, 'US'],
      ['New York is a city too', 'New York, USA', 'New York', 'US'],
      ['a state’s name as another country’s is left alone', 'Tbilisi, Georgia', 'Tbilisi', 'GE'],
    ];
    for (const [what, line, city, country] of cases)
      it(what, () => expect(placeInAddress(line)).to.include({ city, country }));
  });

  describe('an address on plain lines with no country line (forty-third round; real tuning: CargoRocket’s imprint)', () => {
    const rows: [string, string[], { city: string; country: string | null } | null][] = [
      [
        'CargoRocket’s imprint',
        ['Kapp Prenninger Chilla GbR', 'Drostestraße 28', '70499 Stuttgart'],
        { city: 'Stuttgart', country: 'DE' },
      ],
      [
        'a house number with a letter',
        ['Acme GmbH', 'Musterweg 5a', '22159 Hamburg'],
        { city: 'Hamburg', country: 'DE' },
      ],
      ['a number before the street', ['Acme', '12 Kingsway', '8010 Graz'], { city: 'Graz', country: 'AT' }],
      [
        'a city of two countries: no country',
        ['Acme', 'Main Road 4', '12345 Cambridge'],
        { city: 'Cambridge', country: null },
      ],
      ['no street line before the postcode', ['Acme GmbH', '70499 Stuttgart'], null],
      ['a count, not a place', ['Version 2', '12345 downloads'], null],
      ['a postcode line naming no place', ['Drostestraße 28', '70499 Qwxzvbn'], null],
      ['hostile: a long run of letters and hyphens', ['Ab-'.repeat(5000) + ' 1', '12345 ' + 'Ab-'.repeat(5000)], null],
    ];
    for (const [label, lines, expected] of rows)
      it(label, () => {
        const found = placeInPostalLines(lines);
        if (expected === null) expect(found).to.equal(null);
        else expect(found).to.include(expected);
      });
    it('quotes the street and the postcode lines as the page has them', () =>
      expect(placeInPostalLines(['Drostestraße 28', '70499 Stuttgart'])!.quote).to.equal(
        'Drostestraße 28\n70499 Stuttgart',
      ));
  });
  describe('the country before what kind of company it is (issue 34, thirty-ninth round; real tuning: Fosshost’s team page)', () => {
    const cases: [string, string | null][] = [
      ['Fosshost is a UK Community Interest Company run entirely by volunteers.', 'GB'],
      ['Acme is a US company.', 'US'],
      ['Acme is a Germany-registered company.', null],
      ['Acme is a German company.', null],
      ['Acme is a Free and open source company.', null],
      ['Acme is a Community Interest Company.', null],
    ];
    for (const [line, country] of cases)
      it(line, () => expect(placeInSentence(line)?.country ?? null).to.equal(country));
  });
  describe('"based in" in French, German and Spanish (issue 34, sixty-third round; real tuning: Clever Cloud’s French about page)', () => {
    const cases: [string, string | null, string | null][] = [
      ['Clever Cloud est une société de services informatiques basée à Nantes créée en 2010.', 'Nantes', 'FR'],
      ['Nous sommes basés à Lyon et travaillons partout.', 'Lyon', 'FR'],
      ['Die Acme GmbH mit Sitz in Hamburg, Deutschland, entwickelt Software.', 'Hamburg', 'DE'],
      ['Una empresa de software con sede en Madrid.', 'Madrid', 'ES'],
      // Someone else's place, a server's, a word that is no place.
      ['Nos clients basés à Lyon adorent Acme.', null, null],
      ['Für Kunden mit Sitz in Berlin bieten wir Rabatte.', null, null],
      ['Hébergé en France, chez OVH.', null, null],
      ['Une équipe basée à Distance totale.', null, null],
    ];
    for (const [line, city, country] of cases)
      it(line, () => {
        const place = placeInSentence(line);
        expect(place?.city ?? null).to.equal(city);
        expect(place?.country ?? null).to.equal(country);
      });
    it('answers on a hostile 200 kB line', () =>
      expect(placeInSentence(`${'basée à '.repeat(25_000)}x`)).to.equal(null));
  });
});

describe('a list of acronyms is no address (issue 34, merge of the eighty-fourth round; real tuning: Feri’s README)', () => {
  // Feri's "GIF, JPG, PNG, and SVG" read PNG (Papua New Guinea's code) as the country.
  const cases: [string, string | null][] = [
    ['GIF, JPG, PNG, and SVG', null],
    ['HTTP, FTP, SSH, or SCP', null],
    // One or two bare codes are an address's state and country.
    // An alpha-3 code without a number in the line: an acronym (merge of the eighty-seventh to ninety-seventh rounds).
    ['Paris, FRA', null],
    ['10 Rue de la Paix, 75002 Paris, FRA', 'FR'],
    ['Springfield, IL 62701, USA', 'US'],
  ];
  for (const [line, country] of cases)
    it(`${country ?? 'no place'}: "${line}"`, () => expect(placeInAddress(line)?.country ?? null).to.equal(country));
});
