// The consent dialog's e-mail rules as one pure function, validateEmail(), whose JSDoc lists its
// steps. It names what is wrong with a code; the words the visitor reads are the web app's
// (web/src/i18n/de.json, `errors.email.<code>`). The database refuses what it refuses
// (supabase/migrations/20261125000000_email_address_rule.sql).
import { DISPOSABLE_DOMAINS } from './disposableDomains.ts';

export const EMAIL_MAX_LENGTH = 254;

/** What is wrong with an e-mail address, by the step of validateEmail() that found it. */
export type EmailValidationError = 'required' | 'tooLong' | 'format' | 'domain' | 'disposable';

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
  return raw.trim().toLowerCase().replace(REMOVED_CHARACTERS, '').trim().normalize('NFC');
}

/** Cleaned as in validateEmail()'s first step and cut to 254 characters. */
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

/**
 * The address in its normalised form, or what is wrong with it. The steps, in order; the first
 * that fails gives the code:
 * 1. clean: trim, lower-case, drop < > " ' ` ; ( ), trim again (the removed characters can leave
 *    spaces at the edges, e.g. "< a@b.de >"), and compose (NFC) last, since lower-casing or a
 *    removed character can leave a letter and its combining mark apart ("W\u030A" lower-cases
 *    to "w\u030A", which composes to "ẘ"): the address is always in composed form, the only
 *    one the database accepts (supabase/migrations/20261125000000_email_address_rule.sql).
 * 2. empty -> 'required'.
 * 3. longer than 254 characters -> 'tooLong'. Checked on the cleaned but still uncut value:
 *    cutting first would turn an over-long input into a different, possibly valid, address. So
 *    an accepted address is never longer than 254 and the cut in normalizeEmail() never changes
 *    an accepted address.
 * 4. not exactly one @, empty local part or empty domain -> 'format'.
 * 5. domain shorter than 3 characters -> 'domain' (e.g. "a@b", "a@bc").
 * 6. pattern: ASCII dot-atom local part (at most 64 characters, RFC 5321) and a dotted domain
 *    whose labels are letters/digits/hyphens in any script (IDN in Unicode form) or punycode,
 *    with a top-level label of at least two letters -> 'format'. Control characters, null
 *    bytes, whitespace, bidi overrides and markup never match.
 * 7. the domain or one of its parent domains is on the disposable list -> 'disposable'.
 */
export function validateEmail(raw: string): EmailValidationResult {
  const email = cleanEmail(raw);
  if (email === '') return { ok: false, error: 'required' };
  if (email.length > EMAIL_MAX_LENGTH) return { ok: false, error: 'tooLong' };

  const parts = email.split('@');
  const [local = '', domain = ''] = parts;
  if (parts.length !== 2 || local === '' || domain === '') {
    return { ok: false, error: 'format' };
  }
  if (domain.length < DOMAIN_MIN_LENGTH) return { ok: false, error: 'domain' };
  if (local.length > LOCAL_PART_MAX_LENGTH || !LOCAL_PART.test(local) || !DOMAIN.test(domain)) {
    return { ok: false, error: 'format' };
  }
  if (isDisposableDomain(domain)) {
    return { ok: false, error: 'disposable' };
  }
  return { ok: true, email };
}
