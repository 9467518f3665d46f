/**
 * A phone number or e-mail address as the account centre shows it: enough to recognise, not enough
 * to copy (138****8000, l***@school.edu). Anything else (an account name) is shown as it is.
 */
export function maskTarget(value: string): string {
  if (!value) return '';
  const at = value.indexOf('@');
  if (at > 0) return `${value[0]}***${value.slice(at)}`;
  if (/^\d{11}$/.test(value)) return `${value.slice(0, 3)}****${value.slice(7)}`;
  return value;
}
