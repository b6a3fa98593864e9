// Written by `npm run seed --workspace studio` (studio/scripts/write-seed-image-ids.ts): the
// asset ids of the seed's images (studio/seed/images/), drawn placeholders all.
export const seedImageIds: ReadonlySet<string> = new Set([
  'image-643ce81c55b8b8e9aeedffacd842558f85ee18e0-600x800-png',
  'image-71284906e4b1de1e1f7d1cd740418accc3d2287e-600x800-png',
  'image-9f67dc77c3087afaec29f602e340655ee4ac84df-1200x630-png',
  'image-fb9769355652f97961baeb784918f36598b1e962-1200x800-png',
]);
