import { createSchema } from 'sanity';
import { describe, expect, it } from 'vitest';
import { schemaTypes } from '../schemaTypes';
import { localizedTypes, undescribedFields } from './undescribedFields';

// Every field an editor fills says what it does and where the site shows it: the Studio prints a
// field's description under its title. The schema is compiled as the Studio compiles it, so a
// field without a description of its own shows, and is checked by, the one of its type (seo).

const schema = createSchema({ name: 'default', types: schemaTypes });

const documentTypes = schemaTypes
  .filter((definition) => definition.type === 'document')
  .map(({ name }) => name);

describe('field descriptions', () => {
  it.each(documentTypes)('are given for every field an editor fills in %s', (name) => {
    const type = schema.get(name);
    expect(type, name).toBeDefined();
    expect(undescribedFields(type!, name)).toEqual([]);
  });

  it('are looked for in objects, lists, images and Portable Text, not in languages', () => {
    const link = { name: 'link', type: 'object', fields: [{ name: 'href', type: 'url' }] };
    const probe = createSchema({
      name: 'probe',
      types: [
        ...schemaTypes.filter(({ name }) => localizedTypes.has(name)),
        {
          name: 'probe',
          type: 'document',
          fields: [
            { name: 'title', type: 'localeString' },
            { name: 'described', type: 'localeText', description: 'Beschrieben.' },
            {
              name: 'items',
              type: 'array',
              description: 'Eine Liste.',
              of: [{ type: 'object', name: 'item', fields: [{ name: 'label', type: 'string' }] }],
            },
            {
              name: 'photo',
              type: 'image',
              description: 'Ein Bild.',
              options: { hotspot: true },
              fields: [{ name: 'caption', type: 'string' }],
            },
            {
              name: 'body',
              type: 'array',
              description: 'Fließtext.',
              of: [{ type: 'block', marks: { annotations: [link] } }],
            },
            { name: 'hiddenField', type: 'string', hidden: true },
            { name: 'fixed', type: 'string', readOnly: true },
          ],
        },
      ],
    });
    expect(undescribedFields(probe.get('probe')!, 'probe')).toEqual([
      'probe.title',
      'probe.items[item].label',
      'probe.photo.caption',
      'probe.body[block][link].href',
    ]);
  });
});
