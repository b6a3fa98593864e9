// What counts as text: a text of blanks alone (spaces, tabs, line breaks) is missing. The Studio's
// rules (studio/schemaTypes/objects/localized.ts) and the launch check (./launchCheck.ts) share
// these, so the Studio warns and the check reports the same gaps; the queries count blanks the
// same way (./queries.ts, textCharacter).

/** Whether a text holds more than blanks (spaces, tabs, line breaks …). */
export const hasText = (value: unknown): value is string =>
  typeof value === 'string' && value.trim() !== '';

/** Whether Portable Text holds a block with text: a list of empty blocks is missing too. */
export const blocksHaveText = (value: unknown) =>
  Array.isArray(value) &&
  value.some(
    (block: { children?: unknown }) =>
      Array.isArray(block?.children) &&
      block.children.some((child: { text?: unknown }) => hasText(child?.text)),
  );
