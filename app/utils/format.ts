/** Number and time formatting shared by server and client. */

/**
 * The spec's compact "at least" style: 127K+, 340+, 2.1M+, in the reader's locale
 * (Hindi and Bengali get their own compact forms). Rounded down, so "+" stays true.
 */
export function compactAtLeast(value: number, locale: string) {
  if (value <= 0) return new Intl.NumberFormat(locale).format(0);
  const options = { notation: "compact", roundingMode: "floor" } as Intl.NumberFormatOptions;
  return `${new Intl.NumberFormat(locale, options).format(value)}+`;
}

export type RelativeAge = { unit: "m" | "h" | "d"; value: number };

/** SPEC.md section 9: under 60 minutes Nm ago, under 1440 Nh ago, else Nd ago. */
export function relativeAge(iso: string, now = Date.now()): RelativeAge {
  const minutes = Math.max(0, Math.floor((now - Date.parse(iso)) / 60_000));
  if (minutes < 60) return { unit: "m", value: minutes };
  if (minutes < 1440) return { unit: "h", value: Math.floor(minutes / 60) };
  return { unit: "d", value: Math.floor(minutes / 1440) };
}

/**
 * Money in minor units (cents, paise) as the reader's language writes it, in US number style for
 * dollars and Indian style for rupees: $299.00, ₹24,990.00 (lakh and crore grouping).
 */
export function formatMoney(minor: number, currency: "usd" | "inr", language: string) {
  const locale = `${language}-${currency === "inr" ? "IN" : "US"}`;
  return new Intl.NumberFormat(locale, { style: "currency", currency: currency.toUpperCase() }).format(minor / 100);
}
