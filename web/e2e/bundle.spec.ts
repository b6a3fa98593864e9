import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from './support/test';

const assets = fileURLToPath(new URL('../dist/client/assets/', import.meta.url));
const scripts = () =>
  readdirSync(assets)
    .filter((name) => name.endsWith('.js'))
    .map((name) => ({ name, code: readFileSync(assets + name, 'utf8') }));

test('the production build contains no Stately Inspector code', () => {
  const withInspector = scripts()
    .filter(({ code }) => /createBrowserInspector|@statelyai|stately\.ai/.test(code))
    .map(({ name }) => name);
  expect(scripts().length).toBeGreaterThan(0);
  expect(withInspector).toEqual([]);
});
