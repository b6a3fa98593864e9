import { HomeIcon } from '@sanity/icons';
import { defineField, defineType } from 'sanity';
import { exactList, headingField, introField, longText, seoField, text } from '../objects/fields';

export const homePage = defineType({
  name: 'homePage',
  title: 'Startseite',
  type: 'document',
  icon: HomeIcon,
  groups: [
    { name: 'hero', title: 'Einstieg', default: true },
    { name: 'demo', title: 'Demo-Gespräch' },
    { name: 'stats', title: 'Kennzahlen' },
    { name: 'timeline', title: 'Ablauf' },
    { name: 'about', title: 'Über uns' },
    { name: 'contact', title: 'Kontakt' },
    { name: 'seo', title: 'SEO' },
  ],
  fields: [
    { ...seoField, group: 'seo' },
    {
      ...headingField,
      description: 'Große Überschrift ganz oben auf der Startseite.',
      group: 'hero',
    },
    { ...introField, group: 'hero' },
    defineField({
      name: 'badges',
      title: 'Vertrauenssiegel',
      description: 'Kurze Stichworte zu Datenschutz und Compliance, z. B. „DSGVO-konform“.',
      type: 'array',
      group: 'hero',
      of: [{ type: 'localeString' }],
      validation: (rule) => rule.required().min(1).max(4).error('Bitte 1 bis 4 Siegel angeben.'),
    }),
    defineField({
      name: 'certificate',
      title: 'IHK-Zertifikat',
      type: 'object',
      description:
        'Abzeichen unter den Vertrauenssiegeln; ein Klick öffnet das Zertifikat in einem neuen Tab.',
      group: 'hero',
      fields: [
        text(
          'label',
          'Beschriftung des Abzeichens',
          'Text neben dem Siegel-Symbol, z. B. „IHK-zertifizierte KI-Beratung“.',
        ),
        defineField({
          name: 'url',
          title: 'Link zum Zertifikat',
          type: 'url',
          description: 'Die Adresse des Zertifikats, mit https://.',
          validation: (rule) =>
            rule
              .required()
              .uri({ scheme: ['https'] })
              .error('Bitte eine https-Adresse angeben.'),
        }),
      ],
      validation: (rule) => rule.required(),
    }),
    {
      ...text(
        'demoButtonLabel',
        'Hauptknopf: Demo starten',
        'Der erste Knopf unter der Überschrift; startet das Demo-Gespräch wie die Kugel, z. B. „Demo-Gespräch starten“.',
      ),
      group: 'hero',
    },
    {
      ...text(
        'contactButtonLabel',
        'Zweiter Knopf: zum Kontaktformular',
        'Steht neben dem Hauptknopf und führt zum Kontaktformular, z. B. „Beratung anfragen“.',
      ),
      group: 'hero',
    },
    {
      ...text('orbLabel', 'Beschriftung der Sprach-Kugel', 'Steht unter der animierten Kugel.'),
      group: 'hero',
    },
    {
      ...text(
        'callDisclosure',
        'Hinweis „Sie sprechen mit einer KI“',
        'Pflichthinweis nach Art. 50 EU AI Act, ein Satz: Steht vor und während jedes Demo-Gesprächs bei der Kugel und im Einwilligungsdialog.',
      ),
      group: 'demo',
    },
    {
      ...longText(
        'aiNotice',
        'Hinweis zum KI-Gespräch',
        'Steht unter der Kugel und ergänzt den Pflichthinweis nach dem EU AI Act (Feld darüber): was vor dem ersten Gespräch abgefragt wird (E-Mail-Adresse, Einwilligung), wofür es gespeichert wird und was mit der Mitschrift geschieht.',
      ),
      group: 'demo',
    },
    defineField({
      name: 'callTimeLimitMinutes',
      title: 'Höchstdauer eines Demo-Gesprächs (Minuten)',
      description:
        'Danach beendet die Website das Gespräch selbst und sagt es dem Besucher. Leer: 5 Minuten.',
      type: 'number',
      group: 'demo',
      initialValue: 5,
      validation: (rule) =>
        rule.integer().min(1).max(30).error('Bitte eine ganze Zahl von 1 bis 30 angeben.'),
    }),
    {
      ...longText(
        'callFallback',
        'Andere Wege zu uns, wenn das Gespräch nicht klappt',
        'Erscheint, wenn ein Demo-Gespräch scheitert (z. B. ohne Mikrofon), mit einem Link zum Kontaktformular und der Telefonnummer aus den Website-Einstellungen.',
      ),
      group: 'demo',
    },
    {
      ...text(
        'statsHeading',
        'Überschrift der Kennzahlen',
        'Überschrift über dem Kennzahlen-Karussell, unter dem Einstieg.',
      ),
      group: 'stats',
    },
    {
      ...exactList(
        'stats',
        'Kennzahlen',
        4,
        [
          {
            type: 'object',
            name: 'statCard',
            title: 'Kennzahl',
            fields: [
              text('value', 'Wert', 'Kurz und groß dargestellt, z. B. „24/7“ oder „-50 %“.'),
              text(
                'label',
                'Bezeichnung',
                'Steht unter dem Wert, auf der Karte und in der Leiste daneben.',
              ),
              longText('description', 'Erläuterung', 'Ein, zwei Sätze unten auf der Karte.'),
            ],
            preview: { select: { title: 'value.de', subtitle: 'label.de' } },
          },
        ],
        'Vier Karten im Karussell, eine nach der anderen; auf breiten Bildschirmen listet eine Leiste daneben alle Werte.',
      ),
      group: 'stats',
    },
    {
      ...text(
        'timelineHeading',
        'Überschrift des Ablaufs',
        'Überschrift über den vier Schritten, unter den Kennzahlen.',
      ),
      group: 'timeline',
    },
    {
      ...longText('timelineIntro', 'Einleitung des Ablaufs', 'Absatz unter dieser Überschrift.'),
      group: 'timeline',
    },
    {
      ...exactList(
        'timeline',
        'Ablauf in vier Schritten',
        4,
        [
          {
            type: 'object',
            name: 'timelineStep',
            title: 'Schritt',
            fields: [
              text(
                'title',
                'Titel',
                'Name des Schritts auf seinem Reiter und über seinem Text; auch Linktext im Footer unter „Ihre Reise“.',
              ),
              longText(
                'description',
                'Beschreibung',
                'Text, der erscheint, wenn der Schritt gewählt ist.',
              ),
            ],
            preview: { select: { title: 'title.de', subtitle: 'description.de' } },
          },
        ],
        'Die Schritte erscheinen auf der Startseite und als Links im Footer (je einer pro Station).',
      ),
      group: 'timeline',
    },
    {
      ...text(
        'timelineLinkLabel',
        'Linktext zur Station',
        'Link unter dem Text des gewählten Schritts; führt zur passenden Station der Seite „Ihre Reise“, z. B. „Mehr zu dieser Station“.',
      ),
      group: 'timeline',
    },
    {
      ...text(
        'aboutHeading',
        'Überschrift „Über uns“',
        'Überschrift des Abschnitts über die Gründer, unter dem Ablauf.',
      ),
      group: 'about',
    },
    {
      ...longText(
        'aboutText',
        'Text „Über uns“',
        'Absatz unter dieser Überschrift, über den Gründern.',
      ),
      group: 'about',
    },
    {
      ...exactList(
        'founders',
        'Gründer',
        2,
        [{ type: 'founder' }],
        'Erscheinen hier und auf der Seite „Über uns“, dort mit Überschrift aus dem Dokument „Über uns“.',
      ),
      group: 'about',
    },
    {
      ...text(
        'aboutLinkLabel',
        'Linktext zur Seite „Über uns“',
        'Button unter den Gründern; führt zur Seite „Über uns“, z. B. „Mehr über uns“.',
      ),
      group: 'about',
    },
    {
      ...text(
        'contactHeading',
        'Überschrift des Kontaktbereichs',
        'Überschrift des letzten Abschnitts der Startseite, zu dem alle „Kontakt“-Links führen.',
      ),
      group: 'contact',
    },
    {
      ...longText(
        'contactIntro',
        'Einleitung des Kontaktbereichs',
        'Absatz unter dieser Überschrift, über Anschrift und Kontaktformular.',
      ),
      group: 'contact',
    },
    {
      ...text(
        'addressHeading',
        'Überschrift der Anschrift',
        'Steht über der Anschrift (aus den Website-Einstellungen), neben dem Kontaktformular.',
      ),
      group: 'contact',
    },
  ],
  preview: { prepare: () => ({ title: 'Startseite' }) },
});
