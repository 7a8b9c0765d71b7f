/** The Gulf's currencies, first in every list of currencies: Oman, the Emirates, Saudi Arabia, Qatar, Kuwait, Bahrain. */
export const GULF_CURRENCIES = ['OMR', 'AED', 'SAR', 'QAR', 'KWD', 'BHD'] as const;

/** A few common codes for a browser that cannot list its own. */
const FALLBACK = [...GULF_CURRENCIES, 'EGP', 'EUR', 'GBP', 'INR', 'JOD', 'PKR', 'USD'];

export interface CurrencyOption {
  /** The ISO 4217 code, as sent. */
  value: string;
  /** The code and its name in the viewer's language: `OMR — Omani rial`. */
  label: string;
}

/**
 * The ISO 4217 currencies the browser knows (`Intl.supportedValuesOf`), the Gulf's first and the rest
 * by code, each named in `locale`. `extra` (a job's own currency) is in the list even when the browser
 * does not know it.
 */
export function currencyOptions(locale: string, extra: readonly string[] = []): CurrencyOption[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('currency') : FALLBACK;
  const rest = [...new Set([...known, ...extra.filter((c) => /^[A-Z]{3}$/.test(c))])]
    .filter((c) => !(GULF_CURRENCIES as readonly string[]).includes(c))
    .sort((a, b) => a.localeCompare(b));
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([locale], { type: 'currency' });
  } catch {
    names = null;
  }
  return [...GULF_CURRENCIES, ...rest].map((code) => {
    const name = names?.of(code);
    return { value: code, label: name === undefined || name === code ? code : `${code} — ${name}` };
  });
}
