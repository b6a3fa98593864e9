import { describe, expect, it } from 'vitest';
import {
  countLaunchFindings,
  findPlaceholder,
  launchCheck,
  type LaunchFinding,
  type LaunchPathSegment,
} from '../src/content/launchCheck';

// The launch check over documents of its own, shaped as Sanity stores them (the seed may change;
// web/test/launchCheckReport.test.ts runs it over the seed).

const SEED_PORTRAIT = 'image-1111111111111111111111111111111111111111-600x800-png';
const UPLOADED_PHOTO = 'image-2222222222222222222222222222222222222222-600x800-jpg';
const options = { seedImageIds: new Set([SEED_PORTRAIT]) };

const t = (de: string, en?: string) => ({ _type: 'localeString', de, ...(en && { en }) });
const image = (ref: string, alt?: string) => ({
  _type: 'image',
  asset: { _type: 'reference', _ref: ref },
  ...(alt !== undefined && { alt: t(alt, alt) }),
});
const block = (key: string, text: string) => ({
  _type: 'block',
  _key: key,
  style: 'normal',
  markDefs: [],
  children: [{ _type: 'span', _key: `${key}-span`, text, marks: [] }],
});

/** A page in every way ready for the launch: nothing to report. */
const cleanPage = {
  _id: 'homePage',
  _type: 'homePage',
  _rev: 'r1',
  heading: t('Ihr Telefon, rund um die Uhr', 'Your phone, around the clock'),
  sections: [
    {
      _type: 'keyFiguresSection',
      _key: 'figures',
      items: [
        {
          _type: 'keyFigure',
          _key: 'reach',
          value: t('24/7', '24/7'),
          label: t('Erreichbarkeit', 'Availability'),
          source: {
            text: t('Auswertung von 12.000 Anrufen, 2025', 'Analysis of 12,000 calls, 2025'),
          },
        },
      ],
    },
  ],
  photo: image(UPLOADED_PHOTO, 'Das Team im Büro'),
  body: {
    _type: 'localeBlockContent',
    de: [block('a', 'Wir beraten Unternehmen.')],
    en: [block('a', 'We advise businesses.')],
  },
  phone: '+49 30 9876543',
  siteUrl: 'https://www.muster-ki.de',
  isExample: false,
};

/** A path in short: `sections[hero] › heading.en`. */
function formatLaunchPath(path: readonly LaunchPathSegment[]): string {
  let text = '';
  for (const segment of path) {
    if (typeof segment !== 'string') {
      text += `[${typeof segment === 'number' ? segment : segment._key}]`;
    } else if (text === '') text = segment;
    else text += text.endsWith(']') ? ` › ${segment}` : `.${segment}`;
  }
  return text;
}

const kindsAt = (findings: LaunchFinding[]) =>
  findings.map(({ documentId, path, kind, languages }) => [
    documentId,
    formatLaunchPath(path),
    kind,
    ...(languages ? [languages.join(' ')] : []),
  ]);

describe('the launch check', () => {
  it('finds nothing in content that is ready', () => {
    expect(launchCheck([cleanPage], options)).toEqual([]);
  });

  it('finds every placeholder text, also in Portable Text, one per field with its languages', () => {
    const findings = launchCheck(
      [
        {
          ...cleanPage,
          heading: t('Überschrift (Platzhalter)', 'Heading (placeholder)'),
          body: {
            _type: 'localeBlockContent',
            de: [block('p1', 'Eingetragen im Handelsregister. Registernummer: HRB 000000')],
            en: [block('p1', 'Registered. VAT ID: DE000000000')],
          },
        },
      ],
      options,
    );
    expect(kindsAt(findings)).toEqual([
      ['homePage', 'body.de[p1] › children[p1-span] › text', 'placeholder', 'de'],
      ['homePage', 'body.en[p1] › children[p1-span] › text', 'placeholder', 'en'],
      ['homePage', 'heading', 'placeholder', 'de en'],
    ]);
    expect(findings[0]!.path).toEqual([
      'body',
      'de',
      { _key: 'p1' },
      'children',
      { _key: 'p1-span' },
      'text',
    ]);
    expect(findings[0]!.message).toBe(
      'Enthält einen Platzhalter: „…im Handelsregister. Registernummer: HRB 000000“',
    );
    expect(findings[2]!.message).toBe('Enthält einen Platzhalter: „Überschrift (Platzhalter)“');
    expect(findings.every(({ documentType }) => documentType === 'homePage')).toBe(true);
  });

  it.each([
    'Platzhalter für den Namen',
    'PLACEHOLDER',
    'Anna Muster (Beispiel)',
    'Jane Doe (example)',
    'https://www.example.de',
    'kontakt@example.de',
    'mailto:info@example.com',
    'https://example.org/impressum',
    'https://github.com/example',
    'Musterstraße 1',
    '+49 30 12345678',
    '0123 456789',
    '01234 56789',
    '+49 123 4567',
    'HRB 00000',
    'DE000000000',
    'USt-IdNr.: DE 000 000 000',
    'Steuernummer 000/000/00000',
    // Counting up is made up as much as zeros are.
    'HRB 123456 B',
    'USt-IdNr.: DE 123 456 789',
  ])('counts %j as a placeholder', (text) => {
    expect(findPlaceholder(text)).toBeDefined();
  });

  it.each([
    'Ein Beispiel aus der Praxis',
    'for example, a dentist',
    'https://www.example.dev',
    'https://counterexample.de',
    'https://github.com/muster-ki',
    '+49 30 9876543',
    'HRB 98765 B',
    'DE 298 765 432',
    'Senkt die Kosten um 0,5 %',
    'Seit 2012 34 Kunden',
  ])('does not count %j as a placeholder', (text) => {
    expect(findPlaceholder(text)).toBeUndefined();
  });

  it('names the text it found, around the placeholder, in a long text', () => {
    const [finding] = launchCheck(
      [
        {
          ...cleanPage,
          body: {
            _type: 'localeBlockContent',
            de: [
              block(
                'p',
                'Die Logfiles werden nach sieben Tagen gelöscht (Platzhalter, bitte an den Hosting-Vertrag anpassen). Ist ein Eintrag erforderlich, bewahren wir ihn auf.',
              ),
            ],
            en: cleanPage.body.en,
          },
        },
      ],
      options,
    );
    expect(finding!.message).toBe(
      'Enthält einen Platzhalter: „…werden nach sieben Tagen gelöscht (Platzhalter, bitte an den Hosting-Vertrag …“',
    );
  });

  it('finds the seed’s drawn images, and images without German alt text', () => {
    const findings = launchCheck(
      [
        {
          ...cleanPage,
          founders: [
            { _type: 'founder', _key: 'anna', photo: image(SEED_PORTRAIT, 'Porträt von Anna') },
            { _type: 'founder', _key: 'jonas', photo: image(UPLOADED_PHOTO) },
          ],
        },
      ],
      options,
    );
    expect(kindsAt(findings)).toEqual([
      ['homePage', 'founders[anna] › photo', 'seedImage'],
      ['homePage', 'founders[jonas] › photo.alt', 'altMissing'],
    ]);
    expect(findings[0]!.path).toEqual(['founders', { _key: 'anna' }, 'photo']);
    expect(findings[0]!.message).toMatch(/Platzhalter.*„Porträt von Anna“$/);
    expect(findings[1]!.message).toBe('Dem Bild fehlt der Alternativtext');
  });

  it('counts blank alt text as missing, as the Studio does', () => {
    const photo = { ...image(UPLOADED_PHOTO), alt: t(' \n ', 'Photo') };
    expect(kindsAt(launchCheck([{ ...cleanPage, photo }], options))).toEqual([
      ['homePage', 'photo.alt', 'altMissing'],
    ]);
  });

  it('finds example documents', () => {
    const findings = launchCheck(
      [{ _id: 'testimonial-1', _type: 'testimonial', isExample: true, name: 'Eva Schmidt' }],
      options,
    );
    expect(kindsAt(findings)).toEqual([['testimonial-1', 'isExample', 'example']]);
    expect(findings[0]!.documentType).toBe('testimonial');
    expect(findings[0]!.message).toMatch(/^Beispiel-Eintrag/);
  });

  it('finds sections of example data, where the section is marked, not the page', () => {
    const findings = launchCheck(
      [
        {
          ...cleanPage,
          sections: [
            { _type: 'productShowcaseSection', _key: 'real', isExample: false },
            { _type: 'productShowcaseSection', _key: 'calls', isExample: true },
          ],
        },
      ],
      options,
    );
    expect(kindsAt(findings)).toEqual([['homePage', 'sections[calls] › isExample', 'example']]);
    expect(findings[0]!.message).toMatch(/^Beispieldaten/);
  });

  it('finds key figures without a source, in sections and in case studies alike', () => {
    const figure = (key: string, value: string, source?: object) => ({
      _type: 'keyFigure',
      _key: key,
      value: t(value, value),
      label: t('Kosten', 'Costs'),
      ...(source && { source }),
    });
    const findings = launchCheck(
      [
        {
          ...cleanPage,
          sections: [
            {
              _type: 'keyFiguresSection',
              _key: 'figures',
              items: [figure('costs', '-50 %'), figure('blank', '3x', { text: t('  ', 'x') })],
            },
          ],
        },
        { _id: 'case-dental', _type: 'caseStudy', result: figure('result', '+30 %', {}) },
      ],
      options,
    );
    expect(kindsAt(findings)).toEqual([
      ['case-dental', 'result.source', 'figureWithoutSource'],
      ['homePage', 'sections[figures] › items[costs] › source', 'figureWithoutSource'],
      ['homePage', 'sections[figures] › items[blank] › source', 'figureWithoutSource'],
    ]);
    expect(findings[1]!.message).toBe('Kennzahl ohne Quelle: „-50 %“');
  });

  it('finds German texts without English, in one-line, long and Portable Text fields', () => {
    const findings = launchCheck(
      [
        {
          ...cleanPage,
          heading: t('Über uns'),
          intro: { _type: 'localeText', de: 'Wer wir sind.', en: '   ' },
          body: {
            _type: 'localeBlockContent',
            de: [block('a', 'Wir beraten Unternehmen.')],
            en: [block('a', ' ')],
          },
          // German missing too: the Studio's own error, no gap of the English page.
          subtitle: { _type: 'localeString' },
        },
      ],
      options,
    );
    expect(kindsAt(findings)).toEqual([
      ['homePage', 'body', 'englishMissing', 'en'],
      ['homePage', 'heading', 'englishMissing', 'en'],
      ['homePage', 'intro', 'englishMissing', 'en'],
    ]);
    expect(findings[0]!.message).toBe(
      'Englisch fehlt; der deutsche Text: „Wir beraten Unternehmen.“',
    );
    expect(findings[1]!.message).toBe('Englisch fehlt; der deutsche Text: „Über uns“');
  });

  it('skips drafts, release versions and Sanity’s own documents', () => {
    const placeholder = { heading: t('Platzhalter'), isExample: true };
    expect(
      launchCheck(
        [
          { ...cleanPage, _id: 'drafts.homePage', ...placeholder },
          { ...cleanPage, _id: 'versions.r1.homePage', ...placeholder },
          { _id: '_.groups.editors', _type: 'system.group', note: 'Platzhalter' },
          { _id: SEED_PORTRAIT, _type: 'sanity.imageAsset', originalFilename: 'placeholder.png' },
          'not a document',
          null,
        ],
        options,
      ),
    ).toEqual([]);
  });

  it('lists documents by id and fields in a fixed order, however they were stored', () => {
    const messy = { heading: t('Platzhalter'), intro: t('Platzhalter') };
    const reordered = { intro: messy.intro, heading: messy.heading };
    const one = launchCheck(
      [
        { _id: 'b', _type: 'page', ...messy },
        { _id: 'a', _type: 'page', ...messy },
      ],
      options,
    );
    const other = launchCheck(
      [
        { _id: 'a', _type: 'page', ...reordered },
        { _id: 'b', _type: 'page', ...reordered },
      ],
      options,
    );
    expect(one).toEqual(other);
    expect(kindsAt(one).map((finding) => finding.join(' '))).toEqual([
      'a heading englishMissing en',
      'a heading placeholder de',
      'a intro englishMissing en',
      'a intro placeholder de',
      'b heading englishMissing en',
      'b heading placeholder de',
      'b intro englishMissing en',
      'b intro placeholder de',
    ]);
  });

  it('keeps array members without _key by their index', () => {
    expect(
      launchCheck([{ _id: 'x', _type: 'page', lines: ['ok', 'Platzhalter'] }], options)[0]!.path,
    ).toEqual(['lines', 1]);
  });

  it('counts every kind', () => {
    const counts = countLaunchFindings(
      launchCheck([{ _id: 'x', _type: 'page', isExample: true, a: 'Platzhalter' }], options),
    );
    expect(counts).toEqual({
      placeholder: 1,
      seedImage: 0,
      example: 1,
      figureWithoutSource: 0,
      englishMissing: 0,
      altMissing: 0,
      pageWeight: 0,
    });
  });
});
