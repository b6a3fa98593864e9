/** A build that must not ship: its message is the one sentence `npm run build` prints. */
export class BuildRefused extends Error {
  override name = 'BuildRefused';
}
