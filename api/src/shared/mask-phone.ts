/** A phone number as she and admins see it: the country code and the last four digits ('+44 ••• ••• 1234'). */
export function maskPhone(e164: string | null | undefined): string | null {
  if (!e164) return null;
  const last4 = e164.slice(-4);
  const country = e164.length > 11 ? e164.slice(0, e164.length - 10) : '+';
  return `${country} ••• ••• ${last4}`;
}
