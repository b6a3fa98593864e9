import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  checkEnvExample,
  compareEnvExample,
  envReadsIn,
  parseEnvExample,
  sourceFiles,
} from '../../scripts/checks/envExample';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

describe('envReadsIn', () => {
  it('finds every way the code reads a variable, with its line', () => {
    const source = [
      'const port = Number(process.env.PORT) || 4173;',
      "const dir = process.env['SEED_DIR'];",
      'const { CI, E2E_PORT_BASE: base } = process.env;',
      'const key = import.meta.env.VITE_VAPI_PUBLIC_KEY;',
      'const token = env.SANITY_PREVIEW_TOKEN ?? env.other;',
    ].join('\n');
    expect(envReadsIn(source, 'a.ts')).toEqual([
      { name: 'PORT', file: 'a.ts', line: 1 },
      { name: 'SEED_DIR', file: 'a.ts', line: 2 },
      { name: 'CI', file: 'a.ts', line: 3 },
      { name: 'E2E_PORT_BASE', file: 'a.ts', line: 3 },
      { name: 'VITE_VAPI_PUBLIC_KEY', file: 'a.ts', line: 4 },
      { name: 'SANITY_PREVIEW_TOKEN', file: 'a.ts', line: 5 },
    ]);
  });

  it("passes over comments, strings, Vite's own variables and other objects' env", () => {
    const source = [
      '// Vite replaces each `import.meta.env.X` written out in full',
      "const text = 'process.env.NOT_READ';",
      'if (import.meta.env.DEV && import.meta.env.MODE) {}',
      'const other = config.env.SOMETHING;',
    ].join('\n');
    expect(envReadsIn(source, 'b.tsx')).toEqual([]);
  });

  it('does not count setting a variable as reading it', () => {
    const source = [
      "process.env.NODE_ENV = 'production';",
      "process.env['PORT'] = '1';",
      'const mode = process.env.MODE ?? "x";',
    ].join('\n');
    expect(envReadsIn(source, 'c.ts')).toEqual([{ name: 'MODE', file: 'c.ts', line: 3 }]);
  });
});

describe('compareEnvExample', () => {
  const example = parseEnvExample(
    [
      '# Port of the server. Default: 4173.',
      'PORT=4173',
      '',
      '# A hosted service. Unset: a local stand-in.',
      'VITE_SERVICE_URL=',
      '',
      '# Where tests look. Default: /tmp.',
      '# TEST_DIR=/tmp',
    ].join('\n'),
  );
  const read = (name: string) => ({ name, file: 'web/x.ts', line: 3 });

  it('passes when the code reads exactly what is listed, each with its default', () => {
    expect(
      compareEnvExample([read('PORT'), read('VITE_SERVICE_URL'), read('TEST_DIR')], example),
    ).toEqual([]);
  });

  it('names a variable the code reads that is not listed, with where it is read', () => {
    expect(
      compareEnvExample(
        [read('PORT'), read('VITE_SERVICE_URL'), read('TEST_DIR'), read('NEW_ONE')],
        example,
      ),
    ).toEqual(['NEW_ONE is read (web/x.ts:3) but not listed in .env.example']);
  });

  it('names a listed variable that nothing reads', () => {
    expect(compareEnvExample([read('PORT'), read('VITE_SERVICE_URL')], example)).toEqual([
      'TEST_DIR (line 8) is listed but no code reads it',
    ]);
  });

  it('asks for defaults, and for process variables as comments', () => {
    const entries = parseEnvExample(
      ['# A key.', 'VITE_KEY=', '# A folder.', 'TEST_DIR=/tmp'].join('\n'),
    );
    expect(compareEnvExample([read('VITE_KEY'), read('TEST_DIR')], entries)).toEqual([
      'VITE_KEY (line 2) has no value and no "Default:" or "Unset:" note',
      'TEST_DIR (line 4) is read from the process environment only: make it a comment',
    ]);
  });

  it('names a variable listed twice', () => {
    const entries = parseEnvExample(['# Default: 1.', 'PORT=1', 'PORT=2'].join('\n'));
    expect(compareEnvExample([read('PORT')], entries)).toEqual(['PORT is listed twice (line 3)']);
  });
});

describe('the repository', () => {
  it('reads its variables where web/src/config/env.ts, the servers, tests and Studio do', () => {
    const files = sourceFiles(repoRoot);
    expect(files).toEqual(
      expect.arrayContaining([
        'web/src/config/env.ts',
        'web/server/paths.ts',
        'web/e2e/support/ports.ts',
        'studio/sanity.cli.ts',
        'scripts/test.ts',
      ]),
    );
    expect(files.some((file) => file.includes('node_modules/'))).toBe(false);
    const envTs = readFileSync(`${repoRoot}web/src/config/env.ts`, 'utf8');
    expect(envReadsIn(envTs, 'env.ts').map(({ name }) => name)).toContain('VITE_SANITY_DATASET');
  });

  it('lists in .env.example every variable the code reads, each with its default', () => {
    expect(checkEnvExample(repoRoot)).toEqual([]);
  });
});
