import { defineField, defineType } from 'sanity';

export const socialLink = defineType({
  name: 'socialLink',
  title: 'Profil-Link',
  type: 'object',
  fields: [
    defineField({
      name: 'label',
      title: 'Name des Netzwerks',
      type: 'string',
      description: 'Wird als Linktext und für Screenreader verwendet, z. B. „LinkedIn“.',
      validation: (rule) => rule.required().error('Bitte benennen Sie das Netzwerk.'),
    }),
    defineField({
      name: 'url',
      title: 'Adresse (URL)',
      type: 'url',
      description:
        'Die Adresse Ihres Profils mit https://, z. B. „https://www.linkedin.com/company/…“. Der Link öffnet in einem neuen Tab.',
      validation: (rule) =>
        rule
          .required()
          .uri({ scheme: ['https'] })
          .error('Bitte geben Sie eine vollständige https-Adresse an.'),
    }),
  ],
  preview: { select: { title: 'label', subtitle: 'url' } },
});
