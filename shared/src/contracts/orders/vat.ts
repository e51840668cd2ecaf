/**
 * VAT of an order, decided offline.
 *
 * Rates: the standard VAT rate of each EU member state, from the European Commission's "VAT rates
 * applied in the Member States of the European Union" (taxation-customs.ec.europa.eu), situation at
 * 1 January 2025, with the changes announced since: Estonia 24 % from 1 July 2025, Romania 21 % from
 * 1 August 2025. Table as known on 2025-08-01; when a member state changes its rate, change it here
 * (rates are in basis points, 1 % = 100).
 *
 * Rules (the seller is in SELLER_COUNTRY, default IE; the products are electronically supplied services):
 * - billing country outside the EU → no VAT ("outside EU VAT scope");
 * - an EU business with a VAT number valid in format for its country, in another member state than
 *   the seller → reverse charge (0 %, the customer accounts for the VAT);
 * - otherwise (consumers, or businesses in the seller's own country) → the standard rate of the
 *   customer's country (the one-stop-shop rule for B2C electronically supplied services).
 * VAT numbers are checked offline by format only; VIES is not called.
 */
export const EU_VAT_RATES_AS_OF = '2025-08-01';

export const EU_STANDARD_VAT_BP: Readonly<Record<string, number>> = {
  AT: 2000,
  BE: 2100,
  BG: 2000,
  HR: 2500,
  CY: 1900,
  CZ: 2100,
  DK: 2500,
  EE: 2400,
  FI: 2550,
  FR: 2000,
  DE: 1900,
  GR: 2400,
  HU: 2700,
  IE: 2300,
  IT: 2200,
  LV: 2100,
  LT: 2100,
  LU: 1700,
  MT: 1800,
  NL: 2100,
  PL: 2300,
  PT: 2300,
  RO: 2100,
  SK: 2300,
  SI: 2200,
  ES: 2100,
  SE: 2500,
};

/** The prefix VAT numbers carry (Greece uses EL). */
export const vatPrefixOf = (country: string): string => (country === 'GR' ? 'EL' : country);

/** Format of the national part of a VAT number (after the country prefix), per the EU's VIES documentation. */
const VAT_FORMATS: Readonly<Record<string, RegExp>> = {
  AT: /^U\d{8}$/,
  BE: /^[01]\d{9}$/,
  BG: /^\d{9,10}$/,
  CY: /^\d{8}[A-Z]$/,
  CZ: /^\d{8,10}$/,
  DE: /^\d{9}$/,
  DK: /^\d{8}$/,
  EE: /^\d{9}$/,
  GR: /^\d{9}$/,
  ES: /^(?:[A-Z]\d{7}[A-Z0-9]|\d{8}[A-Z])$/,
  FI: /^\d{8}$/,
  FR: /^[A-HJ-NP-Z0-9]{2}\d{9}$/,
  HR: /^\d{11}$/,
  HU: /^\d{8}$/,
  IE: /^(?:\d{7}[A-W][A-I]?|\d[A-Z+*]\d{5}[A-W])$/,
  IT: /^\d{11}$/,
  LT: /^(?:\d{9}|\d{12})$/,
  LU: /^\d{8}$/,
  LV: /^\d{11}$/,
  MT: /^\d{8}$/,
  NL: /^\d{9}B\d{2}$/,
  PL: /^\d{10}$/,
  PT: /^\d{9}$/,
  RO: /^\d{2,10}$/,
  SE: /^\d{12}$/,
  SI: /^\d{8}$/,
  SK: /^\d{10}$/,
};

export const isEuCountry = (country: string): boolean => country in EU_STANDARD_VAT_BP;

/**
 * The VAT number in its canonical form (prefix + national part, no spaces, dots or dashes), or null
 * when it is not valid in format for that EU country. The prefix may be omitted.
 */
export function normaliseVatNumber(country: string, raw: string): string | null {
  const format = VAT_FORMATS[country];
  if (!format) return null;
  const prefix = vatPrefixOf(country);
  let value = raw.toUpperCase().replace(/[\s.\-]/g, '');
  if (value.startsWith(prefix)) value = value.slice(prefix.length);
  else if (/^[A-Z]{2}/.test(value) && !format.test(value)) return null;
  return format.test(value) ? `${prefix}${value}` : null;
}

export type VatTreatment = 'standard' | 'reverse_charge' | 'outside_scope' | 'unknown';

export interface VatDecision {
  treatment: VatTreatment;
  /** Basis points (2300 = 23 %); null while the billing country is unknown. */
  rateBp: number | null;
  country: string | null;
  vatNumber: string | null;
  note: string;
}

/** Decides the VAT treatment; throws 'invalid_vat_number' (as a result) when the number is malformed. */
export function decideVat(input: {
  billingCountry?: string | null;
  vatNumber?: string | null;
  sellerCountry: string;
}): VatDecision | { error: 'invalid_vat_number' } {
  const country = input.billingCountry ? input.billingCountry.toUpperCase() : null;
  const vatNumber = input.vatNumber?.trim() ? input.vatNumber.trim() : null;
  if (!country) {
    return {
      treatment: 'unknown',
      rateBp: null,
      country: null,
      vatNumber: null,
      note: 'No billing_country: VAT is worked out on the checkout page from the billing address.',
    };
  }
  if (!isEuCountry(country)) {
    return {
      treatment: 'outside_scope',
      rateBp: 0,
      country,
      vatNumber: null,
      note: 'Outside EU VAT scope: no VAT charged.',
    };
  }
  let canonical: string | null = null;
  if (vatNumber) {
    canonical = normaliseVatNumber(country, vatNumber);
    if (!canonical) return { error: 'invalid_vat_number' };
    if (country !== input.sellerCountry.toUpperCase()) {
      return {
        treatment: 'reverse_charge',
        rateBp: 0,
        country,
        vatNumber: canonical,
        note: 'Reverse charge: VAT to be accounted for by the customer (VAT number checked for format only; VIES not consulted).',
      };
    }
  }
  return {
    treatment: 'standard',
    rateBp: EU_STANDARD_VAT_BP[country],
    country,
    vatNumber: canonical,
    note: canonical
      ? `VAT at the ${country} standard rate (a business in the seller's own country).`
      : `VAT at the ${country} standard rate.`,
  };
}

/** VAT on a net amount in cents: rate in basis points, rounded half up to the cent (amounts are never negative). */
export const vatOf = (netCents: number, rateBp: number): number => Math.floor((netCents * rateBp + 5000) / 10000);
