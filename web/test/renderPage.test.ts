import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderPage } from '../src/entry-server';
import { notFoundPaths } from '../src/lib/paths';
import { seedDir } from '../server/paths';
import { serveLocalStack } from './localContent';

// The server entry renders with the real routes over the seed, read from the local stack.
let stack: Awaited<ReturnType<typeof serveLocalStack>>;
beforeAll(async () => {
  stack = await serveLocalStack(seedDir);
});
afterAll(() => stack?.close());

describe('renderPage', () => {
  it('answers a page of the site with 200', async () => {
    expect((await renderPage('/about', stack.client())).status).toBe(200);
  });

  it.each([notFoundPaths.de, notFoundPaths.en, '/en/gibt-es-nicht?station=1'])(
    'answers a path no route owns with the not-found page and 404: %s',
    async (path) => {
      const page = await renderPage(path, stack.client());
      expect(page.status).toBe(404);
      expect(page.title).not.toBe('');
      expect(page.hydrationScript).toContain(page.title);
    },
  );
});
