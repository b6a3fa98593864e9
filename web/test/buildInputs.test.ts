import { expect, it } from 'vitest';
import { viteVariables } from '../scripts/buildSite';

// A build is current for every shell that bakes the same bundle (web/scripts/buildSite.ts):
// the README's editor commands start with the project's variables blank, and must not rebuild
// the folder the running `npm start` serves from.

it('a blank VITE_ variable is an unset one; a set one, or another value, is another build', () => {
  const unset = viteVariables({ VITE_VAPI_PUBLIC_KEY: 'key', PORT: '4173' });
  expect(
    viteVariables({
      VITE_VAPI_PUBLIC_KEY: 'key',
      VITE_SANITY_PROJECT_ID: '',
      VITE_SANITY_DATASET: ' ',
    }),
  ).toEqual(unset);
  expect(viteVariables({ VITE_VAPI_PUBLIC_KEY: 'key', VITE_SANITY_PROJECT_ID: 'abc' })).not.toEqual(
    unset,
  );
  expect(viteVariables({ VITE_VAPI_PUBLIC_KEY: 'other' })).not.toEqual(unset);
});
