// The consent dialog's e-mail rules (SPEC section 5) as one pure function.
//
// Order of the steps, first failing check wins:
//   1. clean: NFC, trim, lower-case, drop < > " ' ` ; ( ) and trim again (the removed characters
//      can leave spaces at the edges, e.g. "< a@b.de >").
//   2. empty                                  -> 'Email is required'
//   3. longer than 254 characters             -> 'Email is too long'
//      Checked on the cleaned but still uncut value: SPEC's "cut to 254" would otherwise turn an
//      over-long input into a different, possibly valid, address. So an accepted address is never
//      longer than 254 and the cut in normalizeEmail() never changes an accepted address.
//   4. not exactly one @, empty local part or empty domain -> 'Invalid email format'
//   5. domain shorter than 3 characters        -> 'Invalid domain' (e.g. "a@b", "a@bc")
//   6. pattern: ASCII dot-atom local part (at most 64 characters, RFC 5321) and a dotted domain
//      whose labels are letters/digits/hyphens in any script (IDN in Unicode form) or punycode,
//      with a top-level label of at least two letters -> 'Invalid email format'. Control
//      characters, null bytes, whitespace, bidi overrides and markup never match.
//   7. the domain or one of its parent domains is on the disposable list
//                                             -> 'Disposable email addresses are not allowed'
import { DISPOSABLE_DOMAINS } from './disposableDomains.ts';

export const EMAIL_MAX_LENGTH = 254;

export type EmailValidationError =
  | 'Email is required'
  | 'Email is too long'
  | 'Invalid email format'
  | 'Invalid domain'
  | 'Disposable email addresses are not allowed';

export type EmailValidationResult =
  { ok: true; email: string } | { ok: false; error: EmailValidationError };

const REMOVED_CHARACTERS = /[<>"'`;()]/g;
const LOCAL_PART = /^[a-z0-9!#$%&*+/=?^_{|}~-]+(?:\.[a-z0-9!#$%&*+/=?^_{|}~-]+)*$/;
const LABEL = '[\\p{L}\\p{N}](?:[\\p{L}\\p{M}\\p{N}-]{0,61}[\\p{L}\\p{M}\\p{N}])?';
const TOP_LEVEL_LABEL = '(?:\\p{L}[\\p{L}\\p{M}]+|xn--[a-z0-9-]+)';
const DOMAIN = new RegExp(`^(?:${LABEL}\\.)+${TOP_LEVEL_LABEL}$`, 'u');
const LOCAL_PART_MAX_LENGTH = 64;
const DOMAIN_MIN_LENGTH = 3;

function cleanEmail(raw: string): string {
  return raw.normalize('NFC').trim().toLowerCase().replace(REMOVED_CHARACTERS, '').trim();
}

/** SPEC normalisation: cleaned as above and cut to 254 characters. */
export function normalizeEmail(raw: string): string {
  return cleanEmail(raw).slice(0, EMAIL_MAX_LENGTH);
}

/** True when the domain or any parent domain (not the bare top-level label) is disposable. */
export function isDisposableDomain(domain: string): boolean {
  const labels = domain.toLowerCase().split('.');
  for (let start = 0; start < labels.length - 1; start += 1) {
    if (DISPOSABLE_DOMAINS.has(labels.slice(start).join('.'))) return true;
  }
  return false;
}

export function validateEmail(raw: string): EmailValidationResult {
  const email = cleanEmail(raw);
  if (email === '') return { ok: false, error: 'Email is required' };
  if (email.length > EMAIL_MAX_LENGTH) return { ok: false, error: 'Email is too long' };

  const parts = email.split('@');
  const [local = '', domain = ''] = parts;
  if (parts.length !== 2 || local === '' || domain === '') {
    return { ok: false, error: 'Invalid email format' };
  }
  if (domain.length < DOMAIN_MIN_LENGTH) return { ok: false, error: 'Invalid domain' };
  if (local.length > LOCAL_PART_MAX_LENGTH || !LOCAL_PART.test(local) || !DOMAIN.test(domain)) {
    return { ok: false, error: 'Invalid email format' };
  }
  if (isDisposableDomain(domain)) {
    return { ok: false, error: 'Disposable email addresses are not allowed' };
  }
  return { ok: true, email };
}
