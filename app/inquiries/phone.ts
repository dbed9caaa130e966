// Kenyan phone numbers as people type them (0712 345 678, 254712345678,
// +254 712 345 678) in one form, E.164, so that one customer's inquiries can
// be matched and a WhatsApp chat opened with them.

/** +254… for a Kenyan number, +… for another international one, else null. */
export function normalizePhone(input: string | null | undefined): string | null {
  if (!input) return null;
  const international = input.trim().startsWith("+");
  const digits = input.replace(/\D/g, "");
  if (international) return digits.length >= 8 ? `+${digits}` : null;
  if (/^254\d{9}$/.test(digits)) return `+${digits}`;
  if (/^0[17]\d{8}$/.test(digits)) return `+254${digits.slice(1)}`;
  if (/^[17]\d{8}$/.test(digits)) return `+254${digits}`;
  return null;
}
