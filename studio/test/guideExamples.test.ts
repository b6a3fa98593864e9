import { readFileSync } from 'node:fs';
import { createSchema, type SchemaTypeDefinition } from 'sanity';
import { describe, expect, it } from 'vitest';
import { schemaTypes } from '../schemaTypes';
import { longText, text } from '../schemaTypes/objects/fields';
import { sectionIntro } from '../schemaTypes/sections/sectionFields';
import { undescribedFields } from './undescribedFields';

// The schema examples of docs/how-to/add-a-field.md, added to the type each step names, pass the
// Studio's rules as the guide promises: the schema compiles and every field has a description.

const guide = readFileSync(new URL('../../docs/how-to/add-a-field.md', import.meta.url), 'utf8');
const builders = { text, longText, sectionIntro };

/**
 * The ```ts example of each **Schema** step, with the schema type the guide names last before it
 * in backticks.
 */
const examples = [...guide.matchAll(/```ts\n([\s\S]*?)```/g)].flatMap((match) => {
  const before = guide.slice(0, match.index);
  if ([...before.matchAll(/\*\*(\w+)\*\*/g)].at(-1)?.[1] !== 'Schema') return [];
  const named = [...before.matchAll(/`(\w+)`/g)]
    .map(([, name]) => name!)
    .filter((name) => schemaTypes.some((type) => type.name === name));
  const expression = match[1]!
    .replace(/\/\/.*$/gm, '')
    .trim()
    .replace(/,$/, '');
  return [{ type: named.at(-1)!, expression }];
});

/** The field the example builds, with the builders the guide uses. */
const fieldOf = (expression: string) =>
  new Function(...Object.keys(builders), `return (${expression});`)(...Object.values(builders)) as {
    name: string;
  };

describe('the examples of the guide to adding a field', () => {
  it('are one for a page and one for a section', () => {
    expect(examples.map(({ type }) => type)).toEqual(['aboutPage', 'faqSection']);
  });

  it.each(examples)('$type: $expression compiles, described', ({ type, expression }) => {
    const field = fieldOf(expression);
    const types = schemaTypes.map((definition) =>
      definition.name === type
        ? ({
            ...definition,
            fields: [...(definition as { fields: object[] }).fields, field],
          } as SchemaTypeDefinition)
        : definition,
    );
    const schema = createSchema({ name: 'guide', types });
    expect(schema._validation?.filter(({ problems }) => problems.length > 0) ?? []).toEqual([]);
    const compiled = schema.get(type)!;
    expect(compiled.jsonType === 'object' && compiled.fields.map(({ name }) => name)).toContain(
      field.name,
    );
    expect(undescribedFields(compiled, type)).toEqual([]);
  });
});
