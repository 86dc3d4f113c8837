// Amounts as staff type them (`450`, `450.5`, `1.250,75`, `€ 1,250.75`) to integer cents, and
// cents back to the plain text a field starts with. No floats on the way: the digits are read
// as text, so 0.1 + 0.2 never enters.

/** Cents from what was typed, or null when it is not an amount of euros with at most 2 decimals. */
export function parseEuros(text: string): number | null {
  const cleaned = text.replace(/[\s€]/g, '');
  if (!/^\d[\d.,]*$/.test(cleaned)) return null;
  // The last separator followed by one or two digits is the decimal one; the others group thousands.
  const match = /^(.*?)(?:[.,](\d{1,2}))?$/.exec(cleaned);
  if (!match) return null;
  const whole = match[1]!;
  const fraction = match[2] ?? '';
  if (!/^\d{1,3}([.,]\d{3})*$|^\d+$/.test(whole)) return null;
  const euros = Number(whole.replace(/[.,]/g, ''));
  const cents = Number(fraction.padEnd(2, '0') || '0');
  const total = euros * 100 + cents;
  return Number.isSafeInteger(total) ? total : null;
}

/** `12345` → `123.45`; `12300` → `123`. */
export function centsToText(cents: number): string {
  const euros = Math.floor(cents / 100);
  const rest = cents % 100;
  return rest === 0 ? String(euros) : `${euros}.${String(rest).padStart(2, '0')}`;
}
