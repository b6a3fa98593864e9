import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { engineMismatches } from '../../scripts/checks/nodeEngines';

function project(node: string, packages: Record<string, unknown>) {
  const dir = mkdtempSync(join(tmpdir(), 'engines-'));
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ engines: { node } }));
  writeFileSync(
    join(dir, 'package-lock.json'),
    JSON.stringify({ packages: { '': {}, ...packages } }),
  );
  return dir;
}

describe('engineMismatches', () => {
  it('names each package whose range leaves out a Node version the project names', () => {
    const dir = project('^20.20.0', {
      'node_modules/fits': { version: '1.0.0', engines: { node: '>=20.19' } },
      'node_modules/a/node_modules/@scope/too-new': { version: '2.0.0', engines: { node: '>=22' } },
      'node_modules/no-engines': { version: '1.0.0' },
      'node_modules/old-array-form': { version: '1.0.0', engines: ['node >= 0.4'] },
    });
    expect(engineMismatches(dir)).toEqual([
      { name: '@scope/too-new', version: '2.0.0', accepts: '>=22' },
    ]);
  });

  it('counts a range that accepts only part of the project’s versions, or no valid range', () => {
    const dir = project('^20.19.0', {
      'node_modules/partial': { version: '1.0.0', engines: { node: '>=20.19.1 <22' } },
      'node_modules/garbled': { version: '1.0.0', engines: { node: 'twenty' } },
    });
    expect(engineMismatches(dir).map(({ name }) => name)).toEqual(['partial', 'garbled']);
  });

  it('finds none in this repository', () => {
    expect(engineMismatches(fileURLToPath(new URL('../../', import.meta.url)))).toEqual([]);
  });
});
