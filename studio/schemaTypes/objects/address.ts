import { defineField, defineType } from 'sanity';
import { text } from './fields';

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
    // The country's name is a word of the page's language (Deutschland, Germany).
    text('country', 'Land'),
  ],
});
