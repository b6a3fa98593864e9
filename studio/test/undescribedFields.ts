import { isBlockSchemaType, isImageSchemaType, type ObjectField, type SchemaType } from 'sanity';

// Which fields an editor fills without a description: studio/test/descriptions.test.ts holds the
// schema to none, studio/test/guideExamples.test.ts the how-to guides' examples.

/** Types whose `de` and `en` fields are the languages of the field that holds them. */
export const localizedTypes = new Set(['localeString', 'localeText', 'localeBlockContent']);
/** Sanity's own fields of an image, edited through its image input (upload, crop, hotspot). */
const imageInternals = new Set(['asset', 'media', 'hotspot', 'crop']);

/** Whether a description says something: text with more than blanks, or an element. */
const says = (description: unknown) =>
  typeof description === 'string' ? description.trim() !== '' : Boolean(description);

/** Whether `type` is, or is derived from, the type named `name`. */
function isOfType(type: SchemaType | undefined, name: string): boolean {
  for (let current = type; current; current = current.type) if (current.name === name) return true;
  return false;
}

/**
 * The fields below `type` without a description, as paths from `path`: fields of objects, of
 * array members that are objects, and of the annotations of Portable Text (a link's address).
 * Exempt: hidden and read-only fields, which no editor fills (a field hidden only at times is
 * filled at others, and checked); Sanity's own fields of images and blocks (`asset`, `crop`,
 * `hotspot`, `children`, `style` …; `_key` and `_type` are no fields of the compiled schema); and
 * the `de` and `en` of a localised text: the field holding them says what the text is and where
 * it shows, and is checked, so that a description for each language would only repeat it.
 */
export function undescribedFields(type: SchemaType, path: string): string[] {
  if (isBlockSchemaType(type)) {
    const markDefs = type.fields.find(({ name }) => name === 'markDefs')?.type;
    const annotations = markDefs?.jsonType === 'array' ? markDefs.of : [];
    return annotations.flatMap((annotation) =>
      undescribedFields(annotation, `${path}[${annotation.name}]`),
    );
  }
  if (type.jsonType === 'array')
    return type.of.flatMap((member) => undescribedFields(member, `${path}[${member.name}]`));
  if (type.jsonType !== 'object') return [];
  // A reference and a slug are edited through their own inputs (a document search, a text with
  // a button): `_ref`, `_weak` and `current` are theirs.
  if (isOfType(type, 'reference') || isOfType(type, 'slug')) return [];
  const image = isImageSchemaType(type) || isOfType(type, 'file');
  const localized = [...localizedTypes].some((name) => isOfType(type, name));
  return type.fields.flatMap((field: ObjectField) => {
    const fieldPath = `${path}.${field.name}`;
    if (field.type.hidden === true || field.type.readOnly === true) return [];
    if (image && imageInternals.has(field.name)) return [];
    const ownLanguage = localized && (field.name === 'de' || field.name === 'en');
    const described = ownLanguage || says(field.type.description);
    return [...(described ? [] : [fieldPath]), ...undescribedFields(field.type, fieldPath)];
  });
}
