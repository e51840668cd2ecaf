/**
 * VAT of an order, decided without I/O (the VIES answer, when there is one, is handed in).
 *
 * Rates: the standard VAT rate of each EU member state, from the European Commission's "VAT rates
 * applied in the Member States of the European Union" (DG TAXUD, taxation-customs.ec.europa.eu, the
 * list published with the Taxes in Europe database). Checked on EU_VAT_RATES_CHECKED against the
 * rates in force then, as best known: this machine cannot reach the Commission's site, so the check
 * was made against the changes announced since the Commission's January 2025 edition (Finland 25.5 %
 * since 1 Sept 2024, Slovakia 23 % since 1 Jan 2025, Estonia 24 % since 1 July 2025, Romania 21 % since
 * 1 Aug 2025) and no other standard rate changed by November 2026. Whoever next reaches the
 * Commission's page compares each row, changes the table and the date (rates in basis points, 1 % = 100).
 *
 * Rules (the seller is in SELLER_COUNTRY, default IE; the products are electronically supplied services):
 * - billing country outside the EU → no VAT ("outside EU VAT scope");
 * - an EU business with a VAT number valid in format for its country, in another member state than
 *   the seller, confirmed by VIES → reverse charge (0 %, the customer accounts for the VAT);
 *   VIES says it is not a valid number → VAT at the customer's rate, and the note says why;
 *   VIES unavailable (down, timeout, a member state's back end out) → VAT at the customer's rate, and
 *   the note says so: the reverse charge needs a confirmed number (Implementing Regulation 282/2011,
 *   art. 18), so the person pays VAT now or tries again once VIES answers;
 *   no VIES at all (VIES_URL=off) → reverse charge on the format alone, and the note says so;
 * - otherwise (consumers, or businesses in the seller's own country) → the standard rate of the
 *   customer's country (the one-stop-shop rule for B2C electronically supplied services).
 * A number malformed for its country is refused (400 invalid_vat_number), never silently ignored.
 */
import type { VatNumberCheck } from '@listings/shared/platform';

/** The day the table was last compared with the Commission's list (see above for how). */
export const EU_VAT_RATES_CHECKED = '2026-11-23';
export const EU_VAT_RATES_SOURCE =
  'European Commission, DG TAXUD: VAT rates applied in the Member States of the European Union (taxation-customs.ec.europa.eu)';

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

/** How the VAT number was checked: by VIES (with its answer) or by its format only. */
export interface VatNumberCheckRecord {
  source: 'vies' | 'format';
  status: 'valid' | 'invalid' | 'unavailable' | 'format_valid';
  checked_at: string | null;
  /** The registered name VIES gave, when it gave one. */
  name: string | null;
  reason: string | null;
}

export interface VatDecision {
  treatment: VatTreatment;
  /** Basis points (2300 = 23 %); null while the billing country is unknown. */
  rateBp: number | null;
  country: string | null;
  vatNumber: string | null;
  note: string;
  /** Present when a VAT number was given for reverse charge (EU, not the seller's country). */
  check?: VatNumberCheckRecord;
}

interface VatInput {
  billingCountry?: string | null;
  vatNumber?: string | null;
  sellerCountry: string;
}

/**
 * The VIES question a request raises: the number (VIES country code, national part) when it is well
 * formed and would give the reverse charge if registered; null when VIES has nothing to decide.
 */
export function viesQuestion(input: VatInput): { countryCode: string; vatNumber: string } | null {
  const country = input.billingCountry?.toUpperCase() ?? null;
  const raw = input.vatNumber?.trim();
  if (!country || !raw || !isEuCountry(country) || country === input.sellerCountry.toUpperCase()) return null;
  const canonical = normaliseVatNumber(country, raw);
  return canonical ? { countryCode: canonical.slice(0, 2), vatNumber: canonical.slice(2) } : null;
}

/**
 * Decides the VAT treatment; answers `{ error: 'invalid_vat_number' }` when the number is malformed.
 * `viesCheck`: VIES's answer about the number (see viesQuestion); null or absent: format rules only.
 */
export function decideVat(
  input: VatInput & { viesCheck?: VatNumberCheck | null },
): VatDecision | { error: 'invalid_vat_number' } {
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
      const vies = input.viesCheck;
      const rate = `VAT at the ${country} standard rate (${EU_STANDARD_VAT_BP[country] / 100} %)`;
      if (!vies) {
        return {
          treatment: 'reverse_charge',
          rateBp: 0,
          country,
          vatNumber: canonical,
          note: 'Reverse charge: VAT to be accounted for by the customer (VAT number checked for format only; VIES not consulted).',
          check: { source: 'format', status: 'format_valid', checked_at: null, name: null, reason: null },
        };
      }
      const check: VatNumberCheckRecord = {
        source: 'vies',
        status: vies.status,
        checked_at: vies.checkedAt,
        name: vies.name,
        reason: vies.reason,
      };
      if (vies.status === 'valid') {
        return {
          treatment: 'reverse_charge',
          rateBp: 0,
          country,
          vatNumber: canonical,
          note: `Reverse charge: VAT to be accounted for by the customer (VAT number ${canonical} confirmed by VIES${vies.name ? ` for ${vies.name}` : ''} on ${vies.checkedAt.slice(0, 10)}).`,
          check,
        };
      }
      return {
        treatment: 'standard',
        rateBp: EU_STANDARD_VAT_BP[country],
        country,
        vatNumber: canonical,
        note:
          vies.status === 'invalid'
            ? `No reverse charge: VIES reports ${canonical} as not a valid VAT number (${vies.checkedAt.slice(0, 10)}). ${rate} is charged; check the number and try again.`
            : `No reverse charge for now: VIES could not confirm ${canonical} (${vies.reason ?? 'unavailable'}). ${rate} is charged; the reverse charge applies once VIES confirms the number, so try again later to pay without VAT.`,
        check,
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
