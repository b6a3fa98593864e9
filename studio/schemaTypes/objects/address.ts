import { defineField, defineType } from 'sanity';
import { text } from './fields';

const addressLine = (name: string, title: string, missing: string, description: string) =>
  defineField({
    name,
    title,
    type: 'string',
    description,
    validation: (rule) => rule.required().error(`Bitte geben Sie ${missing} an.`),
  });

export const postalAddress = defineType({
  name: 'postalAddress',
  title: 'Anschrift',
  type: 'object',
  fields: [
    addressLine(
      'street',
      'Straße und Hausnummer',
      'Straße und Hausnummer',
      'Zeile der Anschrift unter dem Firmennamen, z. B. „Musterstraße 1“.',
    ),
    addressLine(
      'postalCode',
      'Postleitzahl',
      'die Postleitzahl',
      'Steht vor dem Ort in der Zeile unter der Straße.',
    ),
    addressLine('city', 'Ort', 'den Ort', 'Steht hinter der Postleitzahl, z. B. „Berlin“.'),
    // The country's name is a word of the page's language (Deutschland, Germany).
    text(
      'country',
      'Land',
      'Letzte Zeile der Anschrift, in der Sprache der Seite („Deutschland“, „Germany“).',
    ),
  ],
});
