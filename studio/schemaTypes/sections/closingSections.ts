import { BulbOutlineIcon, EnvelopeIcon } from '@sanity/icons';
import { defineField, defineType } from 'sanity';
import { MAX_TOPIC_LENGTH } from '../../../machines/src/contactTopics.ts';
import { longText, text } from '../objects/fields';
import { sectionHeading, sectionIntro, sectionSurface } from './sectionFields';

export const callToActionSection = defineType({
  name: 'callToActionSection',
  title: 'Handlungsaufruf',
  type: 'object',
  icon: BulbOutlineIcon,
  fields: [
    sectionHeading('im hervorgehobenen Kasten'),
    longText('text', 'Text', 'Ein, zwei Sätze unter der Überschrift, über den Buttons.'),
    text(
      'demoLabel',
      'Button zum Demo-Gespräch',
      'Erster Button; führt zur Sprach-Kugel auf der Startseite, z. B. „Demo-Gespräch starten“.',
    ),
    text(
      'contactLabel',
      'Button zum Kontaktformular',
      'Zweiter Button; führt zum Kontaktformular auf der Startseite, z. B. „Beratung anfragen“.',
    ),
    sectionSurface('card'),
  ],
  preview: {
    select: { subtitle: 'heading.de' },
    prepare: ({ subtitle }) => ({ title: 'Handlungsaufruf', subtitle }),
  },
});

/** The contact form with the address of the site settings; every „Kontakt“ link leads here. */
export const contactSection = defineType({
  name: 'contactSection',
  title: 'Kontakt',
  type: 'object',
  icon: EnvelopeIcon,
  fields: [
    sectionHeading('über Anschrift und Kontaktformular'),
    sectionIntro('des Kontaktbereichs'),
    text(
      'addressHeading',
      'Überschrift der Anschrift',
      'Steht über der Anschrift (aus den Website-Einstellungen), neben dem Kontaktformular.',
    ),
    defineField({
      name: 'topics',
      title: 'Themen zur Auswahl',
      type: 'array',
      description: `Aus diesen Themen wählen Besucher im Formular, wenn sie mögen (die Wahl ist freiwillig), z. B. „Sprachassistent (Telefon)“, „KI-Beratung“, „Sonstiges“. Die deutsche Bezeichnung steht in der E-Mail an Sie. Ohne Einträge zeigt das Formular keine Themenauswahl. Höchstens 8 Themen zu je ${MAX_TOPIC_LENGTH} Zeichen.`,
      of: [{ type: 'localeString' }],
      validation: (rule) => [
        rule.max(8).error('Bitte höchstens 8 Themen angeben.'),
        rule.custom((topics: { de?: string }[] | undefined) => {
          const labels = (topics ?? []).map((topic) => topic.de?.trim() ?? '');
          if (labels.some((label) => label.length > MAX_TOPIC_LENGTH))
            return `Bitte jedes Thema mit höchstens ${MAX_TOPIC_LENGTH} Zeichen benennen.`;
          if (new Set(labels).size < labels.length)
            return 'Zwei Themen heißen auf Deutsch gleich: Bitte jedes Thema nur einmal angeben.';
          return true;
        }),
      ],
    }),
    text(
      'privacyNote',
      'Datenschutzhinweis am Formular',
      'Ein Satz neben dem Senden-Knopf, z. B. „Wir verwenden Ihre Angaben nur, um Ihre Anfrage zu beantworten.“ Danach folgt der Link zur Datenschutzerklärung.',
    ),
    text(
      'privacyLinkLabel',
      'Linktext zur Datenschutzerklärung',
      'Steht nach dem Datenschutzhinweis und öffnet die Datenschutzerklärung in einem neuen Tab, z. B. „Mehr in der Datenschutzerklärung“.',
    ),
    defineField({
      name: 'nextStep',
      title: 'Nächster Schritt nach dem Senden',
      type: 'localeText',
      description:
        'Optional: Steht nach dem Senden unter der Bestätigung und sagt, wie es weitergeht, z. B. „Wir melden uns innerhalb eines Werktags.“',
    }),
    defineField({
      name: 'booking',
      title: 'Terminbuchung nach dem Senden',
      type: 'object',
      description:
        'Optional: Ein Link zu Ihrem Buchungskalender, der nach dem Senden unter der Bestätigung steht. Ohne Adresse wird er nicht gezeigt.',
      fields: [
        text(
          'label',
          'Linktext',
          'Z. B. „Direkt einen Termin buchen“; der Link öffnet in einem neuen Tab.',
        ),
        defineField({
          name: 'url',
          title: 'Adresse des Buchungskalenders',
          type: 'url',
          description: 'Die Adresse Ihres Buchungskalenders, mit https://.',
          validation: (rule) =>
            rule
              .required()
              .uri({ scheme: ['https'] })
              .error('Bitte eine https-Adresse angeben.'),
        }),
      ],
    }),
    sectionSurface('plain'),
  ],
  preview: {
    select: { subtitle: 'heading.de' },
    prepare: ({ subtitle }) => ({ title: 'Kontakt', subtitle }),
  },
});
