import { defineField, defineType } from 'sanity';

const addressLine = (name: string, title: string, missing: string) =>
  defineField({
    name,
    title,
    type: 'string',
    validation: (rule) => rule.required().error(`Bitte geben Sie ${missing} an.`),
  });

export const postalAddress = defineType({
  name: 'postalAddress',
  title: 'Anschrift',
  type: 'object',
  fields: [
    addressLine('street', 'Straße und Hausnummer', 'Straße und Hausnummer'),
    addressLine('postalCode', 'Postleitzahl', 'die Postleitzahl'),
    addressLine('city', 'Ort', 'den Ort'),
    addressLine('country', 'Land', 'das Land'),
  ],
});
