import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { getStateNodes } from 'xstate/graph';
import { describe, expect, it } from 'vitest';
import { DIAGRAMMED_MACHINES, renderDiagrams } from '../src/diagrams.ts';

const directory = new URL('../diagrams/', import.meta.url);
const diagrams = renderDiagrams();
const HINT = 'is out of date: run `npm run machines:diagrams` and commit machines/diagrams/';

describe('committed diagrams', () => {
  it.each([...diagrams])('%s is what the code generates', (file, text) => {
    const path = new URL(file, directory);
    const committed = existsSync(path) ? readFileSync(path, 'utf8') : '(missing)';
    expect(committed, `machines/diagrams/${file} ${HINT}`).toBe(text);
  });

  it('has no diagram of a machine that is gone', () => {
    const files = readdirSync(directory).filter((file) => file.endsWith('.mmd'));
    expect(files.sort(), `machines/diagrams/ ${HINT}`).toEqual([...diagrams.keys()].sort());
  });

  it.each(DIAGRAMMED_MACHINES.map((machine) => [machine.id, machine] as const))(
    '%s shows every state',
    (id, machine) => {
      const text = diagrams.get(`${id}.mmd`) ?? '';
      expect(text.startsWith('stateDiagram-v2\n')).toBe(true);
      for (const node of getStateNodes(machine.root)) {
        expect(text).toContain(`"${node.key}`);
      }
    },
  );
});
