// Whether the committed TypeGen types still match the schema and the queries: TypeGen writes into
// a copy, which is compared with the committed file. A check reports drift; it never writes the
// committed file (scripts/test.ts runs this as "Studio schema and TypeGen drift").
import { mkdirSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** The words a developer reads when the committed types are stale: what to run. */
export const TYPEGEN_DRIFT_MESSAGE = (typesFile: string) =>
  `${typesFile} is out of date with the schema or the queries.\n` +
  'Run `npm run typegen`, review the regenerated file and commit it.';

/**
 * Runs `generate` (TypeGen writing to `generatedFile`) and compares its output with `typesFile`.
 * True when they are equal; false, with the message printed, when TypeGen failed or they differ.
 */
export async function typesAreCurrent({
  typesFile,
  generatedFile,
  generate,
  report = console.error,
}: {
  typesFile: string;
  generatedFile: string;
  generate: () => Promise<boolean>;
  report?: (message: string) => void;
}): Promise<boolean> {
  mkdirSync(dirname(generatedFile), { recursive: true });
  if (!(await generate())) return false;
  if (readFileSync(generatedFile, 'utf8') === readFileSync(typesFile, 'utf8')) return true;
  report(TYPEGEN_DRIFT_MESSAGE(typesFile));
  return false;
}
