import { CogIcon } from '@sanity/icons';
import { defineField, defineType } from 'sanity';
import { noOwnOrderings, shareImageField } from '../objects/fields';

/**
 * An https origin as the site's canonical address: "https://www.example.de", never with a path,
 * a trailing slash, a query or upper-case letters, so that siteUrl + "/about" is the page's URL.
 * The site's build checks the same (web/server/seoHead.ts) and refuses anything else.
 */
export function isSiteOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.origin === value;
  } catch {
    return false;
  }
}

/** A phone number in the international format: „+49 30 1234567“, digits and spaces only. */
const PHONE_FORMAT = /^\+[1-9][\d ]{6,20}$/;

export const siteSettings = defineType({
  name: 'siteSettings',
  title: 'Website-Einstellungen',
  type: 'document',
  orderings: noOwnOrderings,
  icon: CogIcon,
  fields: [
    defineField({
      name: 'companyName',
      title: 'Firmenname',
      type: 'string',
      description:
        'Erscheint im Logo, im Copyright und in den strukturierten Daten für Suchmaschinen.',
      validation: (rule) => rule.required().error('Bitte geben Sie den Firmennamen an.'),
    }),
    defineField({
      name: 'siteUrl',
      title: 'Adresse der Website',
      type: 'url',
      description:
        'Die öffentliche Adresse der Startseite mit https und ohne Schrägstrich am Ende, z. B. „https://www.example.de“. Daraus entstehen die Adressen in Suchmaschinen (kanonische URLs), die Sitemap und die Vorschauen beim Teilen. Änderungen wirken mit der nächsten Veröffentlichung der Website.',
      validation: (rule) =>
        rule
          .required()
          .custom((value: string | undefined) => !value || isSiteOrigin(value) || 'no origin')
          .error(
            'Bitte geben Sie die Adresse der Startseite mit https:// und ohne Schrägstrich am Ende an, z. B. https://www.example.de.',
          ),
    }),
    {
      ...shareImageField('shareImage', 'Standardbild beim Teilen', {
        shownWhen: 'Erscheint als Vorschau, wenn eine Seite ohne eigenes Bild geteilt wird',
      }),
      validation: (rule) =>
        rule.required().error('Bitte wählen Sie ein Standardbild für geteilte Links.'),
    },
    defineField({
      name: 'email',
      title: 'Kontakt-E-Mail',
      type: 'string',
      description:
        'Erscheint als Mail-Link im Footer und im Kontaktbereich der Startseite und in den strukturierten Daten für Suchmaschinen.',
      validation: (rule) =>
        rule.required().email().error('Bitte geben Sie eine gültige E-Mail-Adresse an.'),
    }),
    defineField({
      name: 'phone',
      title: 'Telefon',
      type: 'string',
      description: 'Im internationalen Format, z. B. „+49 30 1234567“.',
      validation: (rule) =>
        rule
          .required()
          .regex(PHONE_FORMAT)
          .error('Bitte im Format +49 … angeben (nur Ziffern und Leerzeichen).'),
    }),
    defineField({
      name: 'demoPhone',
      title: 'Telefonnummer für das Demo-Gespräch',
      type: 'string',
      description:
        'Optional: eine Nummer, unter der der KI-Assistent des Demo-Gesprächs selbst Anrufe annimmt (etwa eine bei Vapi eingerichtete). Ist sie gesetzt, bieten der erste Bildschirm und die Karte des Demo-Gesprächs sie als zweiten Weg an, als Link zum Anrufen; ohne Nummer erscheint dort nichts. Im internationalen Format, z. B. „+49 30 1234567“.',
      validation: (rule) =>
        rule
          .regex(PHONE_FORMAT)
          .error('Bitte im Format +49 … angeben (nur Ziffern und Leerzeichen).'),
    }),
    defineField({
      name: 'address',
      title: 'Anschrift',
      type: 'postalAddress',
      description:
        'Erscheint im Kontaktbereich der Startseite unter dem Firmennamen und in den strukturierten Daten für Suchmaschinen.',
    }),
    defineField({
      name: 'socialLinks',
      title: 'Profile in sozialen Netzwerken',
      type: 'array',
      description:
        'Links im Footer unter „Folgen Sie uns“, in dieser Reihenfolge; Suchmaschinen lesen sie als Profile der Firma.',
      of: [{ type: 'socialLink' }],
    }),
    defineField({
      name: 'footerBlurb',
      title: 'Kurzbeschreibung im Footer',
      type: 'localeText',
      description: 'Ein Satz unter dem Firmennamen im Footer jeder Seite.',
      validation: (rule) => rule.required().error('Bitte geben Sie die Kurzbeschreibung an.'),
    }),
    defineField({
      name: 'copyright',
      title: 'Copyright-Zeile',
      type: 'localeString',
      description:
        'Letzte Zeile im Footer jeder Seite, z. B. „© 2025 Muster KI GmbH. Alle Rechte vorbehalten.“',
      validation: (rule) => rule.required().error('Bitte geben Sie die Copyright-Zeile an.'),
    }),
  ],
  preview: { prepare: () => ({ title: 'Website-Einstellungen' }) },
});
