import { describe, expect, it } from 'vitest';
import {
  EMAIL_MAX_LENGTH,
  isDisposableDomain,
  normalizeEmail,
  validateEmail,
  type EmailValidationError,
} from '../src/emailValidation.ts';

/** A valid address of exactly `length` characters: 64-character local part, 63-character labels. */
function addressOfLength(length: number): string {
  let domain = '';
  let rest = length - 65 - 'de'.length;
  while (rest > 0) {
    const size = Math.min(63, rest - 1);
    domain += `${'b'.repeat(size)}.`;
    rest -= size + 1;
  }
  return `${'a'.repeat(64)}@${domain}de`;
}

const REQUIRED: EmailValidationError = 'required';
const TOO_LONG: EmailValidationError = 'tooLong';
const FORMAT: EmailValidationError = 'format';
const DOMAIN: EmailValidationError = 'domain';
const DISPOSABLE: EmailValidationError = 'disposable';

const valid = (email: string) => ({ ok: true, email });
const invalid = (error: EmailValidationError) => ({ ok: false, error });

// [description, input, expected]
const CASES: [string, string, ReturnType<typeof valid> | ReturnType<typeof invalid>][] = [
  // accepted, normalised
  ['plain address', 'anna@example.de', valid('anna@example.de')],
  ['surrounding whitespace and capitals', '  Anna@Example.DE \n', valid('anna@example.de')],
  ['angle brackets', '<anna@example.de>', valid('anna@example.de')],
  ['double quotes', '"anna@example.de"', valid('anna@example.de')],
  ['single quotes', "'anna@example.de'", valid('anna@example.de')],
  ['backticks', '`anna@example.de`', valid('anna@example.de')],
  ['trailing semicolon', 'anna@example.de;', valid('anna@example.de')],
  ['parentheses', '(anna@example.de)', valid('anna@example.de')],
  ['brackets around spaces', '< anna@example.de >', valid('anna@example.de')],
  ['non-breaking spaces around', '\u00a0anna@example.de\u00a0', valid('anna@example.de')],
  ['plus and dots', 'anna.schmidt+demo@example.de', valid('anna.schmidt+demo@example.de')],
  ['apostrophe is removed', "o'brien@example.ie", valid('obrien@example.ie')],
  ['subdomains', 'user_name-1@mail.example.co.uk', valid('user_name-1@mail.example.co.uk')],
  ['shortest domain with a dot', 'a@b.co', valid('a@b.co')],
  ['all capitals', 'ANNA@EXAMPLE.DE', valid('anna@example.de')],
  [
    'atext symbols',
    'a+b=c!d#e$f%g&h*i/j?k^l_m{n|o}p~q@example.de',
    valid('a+b=c!d#e$f%g&h*i/j?k^l_m{n|o}p~q@example.de'),
  ],
  ['template braces are atext', '{{7*7}}@example.de', valid('{{7*7}}@example.de')],
  ['IDN umlaut domain', 'info@Müller.de', valid('info@müller.de')],
  ['IDN decomposed accent (NFC)', 'x@cafe\u0301.fr', valid('x@caf\u00e9.fr')],
  ['IDN punycode domain', 'info@xn--mller-kva.de', valid('info@xn--mller-kva.de')],
  ['IDN punycode top-level domain', 'info@example.xn--p1ai', valid('info@example.xn--p1ai')],
  ['IDN Japanese domain', 'info@例え.jp', valid('info@例え.jp')],
  ['IDN right-to-left Arabic domain', 'info@مثال.إختبار', valid('info@مثال.إختبار')],
  ['SQL comment becomes plain text', "admin'--@example.de", valid('admin--@example.de')],
  [
    'script tag is stripped to text',
    '<script>alert(1)</script>@example.de',
    valid('scriptalert1/script@example.de'),
  ],
  [
    'local part of 64 characters',
    `${'a'.repeat(64)}@example.de`,
    valid(`${'a'.repeat(64)}@example.de`),
  ],
  ['domain label of 63 characters', `x@${'a'.repeat(63)}.de`, valid(`x@${'a'.repeat(63)}.de`)],
  ['exactly 254 characters', addressOfLength(254), valid(addressOfLength(254))],
  ['254 after removing brackets', `<${addressOfLength(254)}>`, valid(addressOfLength(254))],
  ['ordinary providers', 'x@gmail.com', valid('x@gmail.com')],
  ['German provider', 'x@t-online.de', valid('x@t-online.de')],
  ['look-alike of a disposable domain', 'x@notyopmail.com', valid('x@notyopmail.com')],
  [
    'disposable name inside another domain',
    'x@mailinator.com.example.de',
    valid('x@mailinator.com.example.de'),
  ],

  // required
  ['empty', '', invalid(REQUIRED)],
  ['spaces only', '   ', invalid(REQUIRED)],
  ['tabs and newlines', '\t\r\n', invalid(REQUIRED)],
  ['only angle brackets', '<>', invalid(REQUIRED)],
  ['only quotes', '""\'\'``', invalid(REQUIRED)],
  ['only removed characters', '();<>', invalid(REQUIRED)],
  ['brackets around a space', '< >', invalid(REQUIRED)],

  // too long: checked before the cut to 254
  ['255 characters', addressOfLength(255), invalid(TOO_LONG)],
  ['300 characters without @', 'a'.repeat(300), invalid(TOO_LONG)],
  ['10,000 characters', `${'a'.repeat(10_000)}@example.de`, invalid(TOO_LONG)],

  // format
  ['no @', 'plainaddress', invalid(FORMAT)],
  ['two @ in a row', 'anna@@example.de', invalid(FORMAT)],
  ['two @ apart', 'anna@exa@mple.de', invalid(FORMAT)],
  ['quoted @ becomes a second @', '"a@b"@example.de', invalid(FORMAT)],
  ['full-width @', 'anna＠example.de', invalid(FORMAT)],
  ['no local part', '@example.de', invalid(FORMAT)],
  ['no domain', 'anna@', invalid(FORMAT)],
  ['dot at the end of the local part', 'anna.@example.de', invalid(FORMAT)],
  ['dot at the start of the local part', '.anna@example.de', invalid(FORMAT)],
  ['two dots in the local part', 'an..na@example.de', invalid(FORMAT)],
  ['local part of 65 characters', `${'a'.repeat(65)}@example.de`, invalid(FORMAT)],
  ['domain without a dot', 'anna@example', invalid(FORMAT)],
  ['localhost', 'anna@localhost', invalid(FORMAT)],
  ['domain of 3 characters without a dot', 'a@abc', invalid(FORMAT)],
  ['domain ending in a dot', 'anna@example.', invalid(FORMAT)],
  ['domain starting with a dot', 'anna@.example.de', invalid(FORMAT)],
  ['two dots in the domain', 'anna@example..de', invalid(FORMAT)],
  ['label starting with a hyphen', 'anna@-example.de', invalid(FORMAT)],
  ['label ending with a hyphen', 'anna@example-.de', invalid(FORMAT)],
  ['underscore in the domain', 'anna@exa_mple.de', invalid(FORMAT)],
  ['label of 64 characters', `x@${'a'.repeat(64)}.de`, invalid(FORMAT)],
  ['one-letter top-level domain', 'anna@example.d', invalid(FORMAT)],
  ['numeric top-level domain', 'anna@example.123', invalid(FORMAT)],
  ['IPv4 address', 'anna@127.0.0.1', invalid(FORMAT)],
  ['IP literal', 'anna@[127.0.0.1]', invalid(FORMAT)],
  ['space in the local part', 'an na@example.de', invalid(FORMAT)],
  ['space in the domain', 'anna@exam ple.de', invalid(FORMAT)],
  ['display name and address', 'Anna Schmidt <anna@example.de>', invalid(FORMAT)],
  ['null byte in the local part', 'anna\u0000@example.de', invalid(FORMAT)],
  ['null byte at the end', 'anna@example.de\u0000', invalid(FORMAT)],
  ['right-to-left override', '\u202eanna@example.de', invalid(FORMAT)],
  ['zero-width space', 'anna\u200b@example.de', invalid(FORMAT)],
  ['emoji domain', 'anna@😀.de', invalid(FORMAT)],
  ['umlaut in the local part', 'müller@example.de', invalid(FORMAT)],
  ['Cyrillic local part', 'анна@пример.рф', invalid(FORMAT)],
  ['header injection', 'anna@example.de\r\nBcc: victim@example.com', invalid(FORMAT)],
  ['SQL injection', "anna@example.de' OR '1'='1", invalid(FORMAT)],
  ['SQL statement', 'x@example.de; DROP TABLE email_subscribers;--', invalid(FORMAT)],
  ['GROQ injection', '*[_type == "emailSubscriber"]{email}@example.de', invalid(FORMAT)],
  ['GROQ parameter', '$email || true@example.de', invalid(FORMAT)],
  ['HTML event handler', '<img src=x onerror=alert(1)>@example.de', invalid(FORMAT)],
  ['JNDI lookup', '${jndi:ldap://example.de/a}@example.de', invalid(FORMAT)],
  ['path traversal', '../../etc/passwd@example.de', invalid(FORMAT)],

  // domain shorter than 3 characters
  ['one-letter domain', 'a@b', invalid(DOMAIN)],
  ['two-letter domain', 'a@bc', invalid(DOMAIN)],
  ['letter and dot', 'a@b.', invalid(DOMAIN)],
  ['dot and letter', 'a@.d', invalid(DOMAIN)],

  // disposable
  ['mailinator', 'tester@mailinator.com', invalid(DISPOSABLE)],
  ['disposable in capitals', 'Tester@MAILINATOR.COM', invalid(DISPOSABLE)],
  ['subdomain of a disposable domain', 'x@inbox.mailinator.com', invalid(DISPOSABLE)],
  ['yopmail', 'x@yopmail.com', invalid(DISPOSABLE)],
  ['10minutemail', 'x@10minutemail.com', invalid(DISPOSABLE)],
  ['guerrillamail', 'x@guerrillamail.com', invalid(DISPOSABLE)],
  ['sharklasers', 'x@sharklasers.com', invalid(DISPOSABLE)],
];

describe('validateEmail', () => {
  it('has a table of at least 60 inputs', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(60);
    expect(addressOfLength(254)).toHaveLength(254);
    expect(addressOfLength(255)).toHaveLength(255);
  });

  it.each(CASES)('%s', (_, input, expected) => {
    expect(validateEmail(input)).toEqual(expected);
  });

  it('never accepts more than 254 characters', () => {
    for (const [, input] of CASES) {
      const result = validateEmail(input);
      if (result.ok) expect(result.email.length).toBeLessThanOrEqual(EMAIL_MAX_LENGTH);
    }
  });
});

describe('normalizeEmail', () => {
  it('trims, lower-cases, removes < > quotes ; ( ) and cuts to 254 characters', () => {
    expect(normalizeEmail('  <"Anna";(Schmidt)>@Example.DE `')).toBe('annaschmidt@example.de');
    expect(normalizeEmail('x'.repeat(300))).toHaveLength(254);
  });
});

describe('isDisposableDomain', () => {
  it.each([
    ['mailinator.com', true],
    ['MAILINATOR.COM', true],
    ['a.b.mailinator.com', true],
    ['example.de', false],
    ['com', false],
    ['', false],
  ])('%s -> %s', (domain, expected) => {
    expect(isDisposableDomain(domain)).toBe(expected);
  });
});
