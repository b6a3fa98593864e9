// Files of the seed other than images, each in studio/seed/files/, written into the NDJSON as
// Sanity's import takes them (`_sanityAsset: "file@file://./files/<file>"`: uploaded, then a
// reference to the asset), as the local stack does too (web/local-stack/seedAssets.ts). How the
// sample conversation's recording was made, and how to speak an edited line again:
// docs/decisions/0035-a-recording-to-hear.md.

/** A file field with its file, and fields of its own (a recording's note). */
export const file = <T extends object>(name: string, fields: T) => ({
  _type: 'file',
  _sanityAsset: `file@file://./files/${name}`,
  ...fields,
});
