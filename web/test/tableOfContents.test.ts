import { describe, expect, it } from 'vitest';
import { idOfHeading, tableOfContents } from '../src/pages/legal/tableOfContents';

// A legal text's table of contents (web/src/pages/legal/tableOfContents.ts): its h2 headings
// with ids readable in an address and unique on the page.

const block = (key: string, style: string, text: string) => ({
  _type: 'block',
  _key: key,
  style,
  markDefs: [],
  children: [{ _type: 'span', _key: `${key}s`, text, marks: [] }],
});

describe('a legal text’s table of contents', () => {
  it('spells German letters out and joins the rest with hyphens', () => {
    expect(idOfHeading('1. Überblick')).toBe('1-ueberblick');
    expect(idOfHeading('13. SSL-/TLS-Verschlüsselung')).toBe('13-ssl-tls-verschluesselung');
    expect(idOfHeading('Straße & Größe')).toBe('strasse-groesse');
    expect(idOfHeading('Café')).toBe('cafe');
  });

  it('lists the h2 headings only, each id once', () => {
    const contents = tableOfContents([
      block('a', 'h2', 'Kontakt'),
      block('b', 'normal', 'Text'),
      block('c', 'h3', 'Unterpunkt'),
      block('d', 'h2', 'Kontakt'),
      block('e', 'h2', '§ 5'),
      block('f', 'h2', '!!!'),
    ]);
    expect(contents).toEqual([
      { key: 'a', id: 'kontakt', text: 'Kontakt' },
      { key: 'd', id: 'kontakt-2', text: 'Kontakt' },
      { key: 'e', id: '5', text: '§ 5' },
      { key: 'f', id: 'abschnitt', text: '!!!' },
    ]);
  });

  it('is left out of a text with fewer than three headings', () => {
    expect(tableOfContents([block('a', 'h2', 'Eins'), block('b', 'h2', 'Zwei')])).toEqual([]);
  });
});
