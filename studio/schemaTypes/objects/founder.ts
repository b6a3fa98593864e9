import { UserIcon } from '@sanity/icons';
import { defineField, defineType } from 'sanity';
import { longText, text } from './fields';

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
      validation: (rule) => rule.required().error('Bitte geben Sie den Namen an.'),
    }),
    text('role', 'Rolle'),
    longText('bio', 'Kurzvorstellung'),
    defineField({
      name: 'photo',
      title: 'Foto',
      type: 'image',
      description: 'Optional. Ohne Foto zeigt die Website die Initialen.',
      options: { hotspot: true },
      fields: [
        defineField({
          name: 'alt',
          title: 'Alternativtext',
          type: 'string',
          description: 'Beschreibt das Foto für Screenreader, z. B. „Porträt von Anna Muster“.',
          validation: (rule) =>
            rule.required().error('Bitte beschreiben Sie das Foto (Alternativtext).'),
        }),
      ],
    }),
  ],
  preview: { select: { title: 'name', subtitle: 'role.de', media: 'photo' } },
});
