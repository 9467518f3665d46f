import { randomInt } from 'node:crypto';

// No 0/O, 1/l/I: the password is read off a screen and typed on a phone.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A password for a new account or a reset, shown once to the administrator. */
export function generatePassword(length = 10): string {
  let out = '';
  for (let i = 0; i < length; i++) out += ALPHABET[randomInt(ALPHABET.length)];
  return out;
}
