import { UserIcon } from '@sanity/icons';
import { defineField, defineType } from 'sanity';
import { altText, imageOptions, longText, text } from './fields';

export const founder = defineType({
  name: 'founder',
  title: 'Gründer',
  type: 'object',
  icon: UserIcon,
  fields: [
    defineField({
      name: 'name',
      title: 'Name',
      type: 'string',
      description:
        'Überschrift der Gründer-Karte auf der Startseite und der Seite „Über uns“; ohne Foto zeigt die Website die Initialen daraus.',
      validation: (rule) => rule.required().error('Bitte geben Sie den Namen an.'),
    }),
    text('role', 'Rolle', 'Steht unter dem Namen, z. B. „Gründerin & Geschäftsführerin“.'),
    longText('bio', 'Kurzvorstellung', 'Kurzer Absatz unter der Rolle.'),
    defineField({
      name: 'photo',
      title: 'Foto',
      type: 'image',
      description:
        'Optional. Ohne Foto zeigt die Website die Initialen. Die Startseite zeigt es quadratisch, die Seite „Über uns“ im Hochformat 4 : 5: Mit „Ausschnitt“ und „Fokuspunkt“ (Hotspot) legen Sie fest, was zu sehen bleibt. Die mitgelieferten Bilder sind Platzhalter; ersetzen Sie sie durch echte Fotos.',
      options: imageOptions,
      fields: [altText('Beschreibt das Foto für Screenreader, z. B. „Porträt von Anna Muster“.')],
    }),
  ],
  preview: { select: { title: 'name', subtitle: 'role.de', media: 'photo' } },
});
