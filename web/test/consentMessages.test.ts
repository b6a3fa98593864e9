import { STORE_FAILED_MESSAGE, UNEXPECTED_ERROR_MESSAGE } from '@site/machines/consentDialog';
import { validateEmail } from '@site/machines/emailValidation';
import { describe, expect, it } from 'vitest';
import de from '../src/i18n/de.json' with { type: 'json' };

// The consent machine names its errors; the dialog shows them through i18n. Every error the
// machine can set needs its German text there.
describe('consent dialog messages', () => {
  const inputs = ['<>', `${'a'.repeat(260)}@muster.de`, 'anna.de', 'a@b', 'a@mailinator.com'];
  const messages = [
    ...inputs.map((input) => {
      const result = validateEmail(input);
      if (result.ok) throw new Error(`${input} should be invalid`);
      return result.error;
    }),
    STORE_FAILED_MESSAGE,
    UNEXPECTED_ERROR_MESSAGE,
  ];

  it.each(messages)('"%s" has a German text', (message) => {
    const texts: Record<string, string> = de.consent.emailErrors;
    expect(texts[message]).toMatch(/\S/);
  });

  it('covers every kind of validation error', () => {
    expect(new Set(messages).size).toBe(7);
  });
});
