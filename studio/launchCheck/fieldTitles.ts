import type { Schema, SchemaType } from 'sanity';
import {
  launchLanguageNames,
  type LaunchFinding,
  type LaunchPathSegment,
} from '../../web/src/content/launchCheck.ts';

// A finding's field as the editor sees it in the form: the fields' German titles from the schema
// (studio/schemaTypes/), array members by their type's title and number, a link by its text,
// instead of the stored path. The Studio's tool passes its own schema; the build compiles the
// same schema types (web/scripts/launchCheckReport.ts), so there is one source of titles.

type Fields = Record<string, unknown>;
const isFields = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const fieldsOf = (type: SchemaType | undefined) =>
  type && 'fields' in type && Array.isArray(type.fields) ? type.fields : [];
const membersOf = (type: SchemaType | undefined) =>
  type?.jsonType === 'array' ? type.of : ([] as SchemaType[]);

/** Whether `type` is, or is derived from, the type named `name`. */
function isOfType(type: SchemaType | undefined, name: string): boolean {
  for (let current = type; current; current = current.type) if (current.name === name) return true;
  return false;
}

const localizedTypes = ['localeString', 'localeText', 'localeBlockContent'];
// Fields of Portable Text and of an image that the form shows as no field of their own.
const formInternals = new Set(['markDefs', 'children', 'text', 'asset']);

/** The text a link covers: the spans of its block marked with its key. */
function linkText(block: unknown, key: string) {
  const children = isFields(block) && Array.isArray(block.children) ? block.children : [];
  return children
    .filter((child: Fields) => Array.isArray(child?.marks) && child.marks.includes(key))
    .map((child: Fields) => (typeof child.text === 'string' ? child.text : ''))
    .join('')
    .trim();
}

/**
 * The titles of the fields from `document` along `path`: `['Abschnitte, Nr. 3 „Kennzahlen“',
 * 'Kennzahl 1', 'Quelle']`. A language is left out (a finding names its languages); a step
 * the schema does not know keeps its name.
 */
export function fieldTitles(
  schema: Schema,
  document: unknown,
  path: readonly LaunchPathSegment[],
): string[] {
  const titles: string[] = [];
  let type: SchemaType | undefined = isFields(document)
    ? schema.get(String(document._type))
    : undefined;
  let value: unknown = document;
  let arrayTitle = '';
  let block: unknown;
  for (const segment of path) {
    if (typeof segment === 'string') {
      const field: { type: SchemaType } | undefined = fieldsOf(type).find(
        ({ name }) => name === segment,
      );
      const inLocalized = localizedTypes.some((name) => isOfType(type, name));
      type = field?.type;
      value = isFields(value) ? value[segment] : undefined;
      const title = field?.type.title ?? segment;
      if (inLocalized && (segment === 'de' || segment === 'en') && titles.length > 0) {
        // Inside one language's text (a paragraph of it): the language after the field's title.
        titles.push(`${titles.pop()} (${launchLanguageNames[segment]})`);
        continue;
      }
      if (inLocalized || formInternals.has(segment)) continue;
      if (type?.jsonType === 'array') arrayTitle = title;
      else titles.push(title);
      continue;
    }
    const members = Array.isArray(value) ? value : [];
    const index =
      typeof segment === 'number'
        ? segment
        : members.findIndex((member: Fields) => member?._key === segment._key);
    const member: unknown = members[index];
    const memberTypes = membersOf(type);
    const memberType =
      memberTypes.find(({ name }) => isFields(member) && member._type === name) ?? memberTypes[0];
    const memberTitle = memberType?.title ?? memberType?.name ?? '';
    if (isFields(member) && member._type === 'span') {
      // A run of a paragraph's text: the form shows the paragraph.
    } else if (isFields(member) && member._type === 'block') {
      block = member;
      titles.push(`Absatz ${index + 1}`);
    } else if (block && isFields(member) && typeof member._key === 'string') {
      // An annotation of the block's text: a link, named by the words it covers.
      const text = linkText(block, member._key);
      titles.push(text ? `${memberTitle} „${text}“` : memberTitle);
    } else if (localizedTypes.some((name) => isOfType(memberType, name))) {
      // A list of texts: the type's title says nothing of the list.
      titles.push(`${arrayTitle}, Nr. ${index + 1}`);
    } else if (memberTypes.length > 1) {
      // Members of several types (sections): the list, the number and the member's type.
      titles.push(`${arrayTitle}, Nr. ${index + 1} „${memberTitle}“`);
    } else {
      titles.push(`${memberTitle} ${index + 1}`);
    }
    type = memberType;
    value = member;
  }
  return titles;
}

/** `Deutsch und Englisch`, for a finding in both languages of a field. */
const languagesOf = ({ languages = [] }: Pick<LaunchFinding, 'languages'>) =>
  languages.map((language) => launchLanguageNames[language]).join(' und ');

/** A finding's field as the form names it: `Kennzahl 1 › Quelle (Deutsch und Englisch)`. */
export function findingField(schema: Schema, document: unknown, finding: LaunchFinding) {
  const field = fieldTitles(schema, document, finding.path).join(' › ');
  // „Englisch fehlt“ names its language; a finding inside one language's text names it in the path.
  const inText = finding.path.some((segment) => segment === 'de' || segment === 'en');
  const languages = finding.kind === 'englishMissing' || inText ? '' : languagesOf(finding);
  return [field, languages && `(${languages})`].filter(Boolean).join(' ');
}

/** A finding in one line: `Kennzahl 1 › Quelle (Deutsch und Englisch): Enthält …`. */
export function describeFinding(schema: Schema, document: unknown, finding: LaunchFinding) {
  const field = findingField(schema, document, finding);
  return field ? `${field}: ${finding.message}` : finding.message;
}
