import { createSchema, type SchemaType } from 'sanity';
import { describe, expect, it } from 'vitest';
import { schemaTypes } from '../schemaTypes';

// The German Studio shows no English the project can set: Sanity makes up a title wherever the
// schema gives none ("Some Field" from a field's name, "Reference to kunde" for a list's
// reference, „Sortieren nach Is example“ from a document's first yes/no field). Each type,
// field, list member and sort order therefore carries a title of its own, checked here on the
// definitions and on the schema as the Studio compiles it.

type Definition = {
  name?: string;
  type?: string;
  title?: string;
  fields?: Definition[];
  of?: Definition[];
  orderings?: { name?: string; title?: string }[];
};

/** Types a list member names and so takes its title from; Portable Text's block has none shown. */
const namedTypes = new Set<string>(schemaTypes.map(({ name }) => name));
const inlineMembers = new Set(['reference', 'object', 'image', 'file', 'string', 'url']);

/** Paths below `definition` whose title Sanity would make up. */
function untitled(definition: Definition, path: string): string[] {
  const own = definition.title?.trim() ? [] : [path];
  const fields = (definition.fields ?? []).flatMap((field) =>
    untitled(field, `${path}.${field.name}`),
  );
  const members = (definition.of ?? []).flatMap((member) => {
    const memberPath = `${path}[${member.name ?? member.type}]`;
    if (member.type === 'block' || (member.type && namedTypes.has(member.type) && !member.fields))
      return [];
    if (!inlineMembers.has(member.type!)) return [];
    return untitled(member, memberPath);
  });
  return [...own, ...fields, ...members];
}

const documentDefinitions = (schemaTypes as Definition[]).filter(({ type }) => type === 'document');

/** Every title of the compiled `type` and what it holds, with its path. */
function compiledTitles(type: SchemaType, path: string, seen = new Set<SchemaType>()): string[] {
  if (seen.has(type)) return [];
  seen.add(type);
  const own = [`${path}: ${type.title ?? ''}`];
  if (type.jsonType === 'array')
    return [
      ...own,
      ...type.of.flatMap((member) => compiledTitles(member, `${path}[${member.name}]`, seen)),
    ];
  if (type.jsonType !== 'object' || !('fields' in type)) return own;
  return [
    ...own,
    ...type.fields.flatMap(({ name, type: fieldType }) =>
      compiledTitles(fieldType, `${path}.${name}`, seen),
    ),
  ];
}

/** What Sanity writes where the schema gives no title. */
const madeUp = /Reference to|Global Document Reference/;

const schema = createSchema({ name: 'default', types: schemaTypes });

describe('German titles', () => {
  it.each(schemaTypes.map(({ name }) => name))('are given to %s and all it holds', (name) => {
    const definition = (schemaTypes as Definition[]).find((type) => type.name === name)!;
    expect(untitled(definition, name)).toEqual([]);
  });

  it.each(documentDefinitions.map(({ name }) => name))(
    'are given to the sort orders of %s, none made up from its fields',
    (name) => {
      const { orderings } = documentDefinitions.find((type) => type.name === name)!;
      expect(orderings, `${name} declares its sort orders`).toBeDefined();
      for (const ordering of orderings!) expect(ordering.title?.trim(), ordering.name).toBeTruthy();
      const compiled = schema.get(name!) as SchemaType & { orderings?: { i18n?: unknown }[] };
      // A made-up order is one of Sanity's default-orderings.* (e.g. "Is example").
      expect(compiled.orderings?.filter(({ i18n }) => i18n)).toEqual([]);
    },
  );

  it('leave no made-up title in the compiled schema', () => {
    const titles = documentDefinitions.flatMap(({ name }) =>
      compiledTitles(schema.get(name!)!, name!),
    );
    expect(titles.filter((title) => madeUp.test(title))).toEqual([]);
  });

  it('are looked for in fields, list members and sort orders', () => {
    const probe: Definition = {
      name: 'probe',
      type: 'document',
      title: 'Probe',
      fields: [
        { name: 'plain', type: 'string' },
        { name: 'refs', type: 'array', title: 'Verweise', of: [{ type: 'reference' }] },
        {
          name: 'rows',
          type: 'array',
          title: 'Zeilen',
          of: [{ type: 'object', name: 'row', title: 'Zeile', fields: [{ name: 'cell' }] }],
        },
        { name: 'figures', type: 'array', title: 'Kennzahlen', of: [{ type: 'keyFigure' }] },
      ],
    };
    expect(untitled(probe, 'probe')).toEqual([
      'probe.plain',
      'probe.refs[reference]',
      'probe.rows[row].cell',
    ]);
    const compiled = createSchema({
      name: 'probe',
      types: [
        {
          name: 'kunde',
          type: 'document',
          title: 'Kunde',
          fields: [{ name: 'name', type: 'string' }],
        },
        {
          name: 'probe',
          type: 'document',
          fields: [
            { name: 'refs', type: 'array', of: [{ type: 'reference', to: [{ type: 'kunde' }] }] },
          ],
        },
      ],
    });
    expect(compiledTitles(compiled.get('probe')!, 'probe').filter((t) => madeUp.test(t))).toEqual([
      'probe.refs[reference]: Reference to kunde',
    ]);
    expect((compiled.get('kunde') as { orderings?: { i18n?: unknown }[] }).orderings).toEqual([
      expect.objectContaining({ name: 'name', i18n: expect.anything() }),
    ]);
  });
});
