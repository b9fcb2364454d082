// Short, unique, human-readable account codes. No 0/O or 1/I, so they survive being read aloud.
import { randomInt } from 'node:crypto';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function randomCode(length: number) {
  let code = '';
  for (let i = 0; i < length; i++) code += ALPHABET.charAt(randomInt(ALPHABET.length));
  return code;
}

/** Investor code, e.g. "INV7K2QMP". */
export const newUserUniqueCode = () => `INV${randomCode(6)}`;
/** Channel-partner code, e.g. "CP9XK4TR". */
export const newPartnershipCode = () => `CP${randomCode(6)}`;
