import type { Path, SchemaType } from 'sanity';

// A field's place as the editor reads it in the form, by the titles of the fields and list
// entries on the way (the Studio's validation panel shows the same breadcrumbs).

export function fieldTitles(schemaType: SchemaType, value: unknown, path: Path): string[] {
  const titles: string[] = [];
  let type: SchemaType | undefined = schemaType;
  let current = value;
  for (const segment of path) {
    if (!type) break;
    if (typeof segment === 'string' && type.jsonType === 'object') {
      const field: { type: SchemaType } | undefined = type.fields.find(
        ({ name }) => name === segment,
      );
      type = field?.type;
      current = (current as Record<string, unknown> | undefined)?.[segment];
    } else if (type.jsonType === 'array') {
      const items = Array.isArray(current) ? (current as { _key?: string; _type?: string }[]) : [];
      const item =
        typeof segment === 'number'
          ? items[segment]
          : items.find(({ _key }) => _key === (segment as { _key?: string })._key);
      const members: SchemaType[] = type.of;
      type = members.find(({ name }) => name === item?._type) ?? members[0];
      current = item;
    } else break;
    if (type?.title) titles.push(type.title);
  }
  return titles;
}
