import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BookingLink, type ContactFormContent } from '../src/features/contact/ContactForm';
import { LanguageProvider } from '../src/lib/language';

// The booking link after a sent message (the seed sets no address, so the end-to-end tests see
// only its absence): shown as the editors set it, and not at all without an address.
const render = (booking: ContactFormContent['booking'], language: 'de' | 'en' = 'de') =>
  renderToString(
    createElement(LanguageProvider, {
      language,
      children: createElement(BookingLink, { booking }),
    }),
  );

describe('the booking link after sending', () => {
  it('leads to the address the editors set, in a new tab, and says so', () => {
    const html = render({
      url: 'https://termine.example/erstgespraech',
      label: { text: 'Direkt einen Termin buchen', lang: 'de' },
    });
    expect(html).toMatch(/<a [^>]*href="https:\/\/termine\.example\/erstgespraech"/);
    expect(html).toMatch(/<a [^>]*target="_blank"/);
    expect(html).toMatch(/<a [^>]*rel="noopener noreferrer"/);
    expect(html).toContain('Direkt einen Termin buchen');
    expect(html).toContain('(öffnet in neuem Tab)');
  });

  it('marks a German label on an English page', () => {
    const html = render(
      { url: 'https://termine.example/', label: { text: 'Termin buchen', lang: 'de' } },
      'en',
    );
    expect(html).toContain('<span lang="de">Termin buchen</span>');
  });

  it('is not shown without an address', () => {
    expect(render(null)).toBe('');
  });
});
