import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../server/paths';

// Where the documents count or list what the code defines, they say what the code does: the
// machines of machines/src and the SQL functions the migrations grant to the public key.

const read = (path: string) => readFileSync(join(repoRoot, path), 'utf8');
const documents = ['docs/architecture.md'];

/** Every machine's id, as machines/src defines it. */
const machineIds = readdirSync(join(repoRoot, 'machines/src'))
  .filter((name) => name.endsWith('.ts'))
  .flatMap((name) => [...read(`machines/src/${name}`).matchAll(/^ {2}id: '(\w+)',$/gm)])
  .map((match) => match[1]!)
  .sort();

/** The functions the browser's public key may execute, as the migrations grant them. */
const publicFunctions = readdirSync(join(repoRoot, 'supabase/migrations'))
  .flatMap((name) => [
    ...read(`supabase/migrations/${name}`).matchAll(
      /grant execute on function public\.(\w+)\([^)]*\) to anon/g,
    ),
  ])
  .map((match) => match[1]!)
  .sort();

const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight'];

describe('documents and code', () => {
  it('finds what it compares', () => {
    expect(machineIds.length).toBeGreaterThan(0);
    expect(publicFunctions.length).toBeGreaterThan(0);
  });

  it.each(documents)('%s lists every machine, in the row of machines/', (document) => {
    const row = read(document)
      .split('\n')
      .find((line) => line.startsWith('| `machines/`'));
    // The machines' ids are camelCase; the row names `xstate` too.
    const listed = [...(row ?? '').matchAll(/`([a-z]+[A-Z]\w*)`/g)]
      .map((match) => match[1]!)
      .sort();
    expect(listed).toEqual(machineIds);
  });

  it.each(documents)('%s names every function the public key may call', (document) => {
    const text = read(document);
    for (const name of publicFunctions) expect(text, name).toContain(`\`${name}\``);
  });

  it('the architecture counts the security definer functions as the migrations grant them', () => {
    const counted = new RegExp(`\\b(${NUMBER_WORDS.join('|')}) \`security definer\``, 'g');
    const counts = [...read('docs/architecture.md').matchAll(counted)].map((match) => match[1]!);
    expect(counts.length).toBeGreaterThan(0);
    for (const count of counts) expect(count).toBe(NUMBER_WORDS[publicFunctions.length]);
  });
});
