import type { Page } from '@playwright/test';
import { createServer, type ViteDevServer } from 'vite';
import { fileURLToPath } from 'node:url';
import { consoleProblems } from './support/consoleProblems';
import { DEV_SERVER_PORT } from './support/ports';
import { expect, test } from './support/test';

// React hydrates every prerendered page. React reports a page whose HTML differs from what the app
// renders (a hydration mismatch) as a console error and renders that part afresh; these tests
// fail on any error or warning in the console of any page, the 404 page included.

// Every page hydrating with no error or warning in the console: every-page.spec.ts.

test('a page whose HTML differs from what the app renders is reported in the console', async ({
  page,
}) => {
  const problems = consoleProblems(page);
  // The prerendered /about with a heading the content does not have: React notices on hydrating.
  await page.route('**/about', async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(/<h1>[^<]*<\/h1>/, '<h1>Nicht vom Inhalt</h1>');
    await route.fulfill({ response, body: html });
  });
  await page.goto('/about');
  await expect.poll(() => problems.join('\n')).toMatch(/hydrat|#418|#425/i);
  // React replaces the part that differed with what the app renders.
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Nicht vom Inhalt');
});

/**
 * A stand-in for the React DevTools extension: the global hook React looks for when it starts,
 * recording each renderer that registers with it. Only what React calls is implemented.
 */
function installDevToolsHook() {
  type Renderer = { rendererPackageName?: string; version?: string; bundleType?: number };
  const renderers: Renderer[] = [];
  Object.assign(window, {
    reactRenderers: renderers,
    __REACT_DEVTOOLS_GLOBAL_HOOK__: {
      isDisabled: false,
      supportsFiber: true,
      renderers: new Map(),
      inject(renderer: Renderer) {
        renderers.push(renderer);
        return renderers.length;
      },
      checkDCE() {},
      onScheduleFiberRoot() {},
      onCommitFiberRoot() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      setStrictMode() {},
    },
  });
}

const registeredRenderers = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { reactRenderers: Record<string, unknown>[] }).reactRenderers ?? []).map(
      ({ rendererPackageName, version, bundleType }) => ({
        rendererPackageName,
        version,
        bundleType,
      }),
    ),
  );

test('React DOM 19 registers with React DevTools on the built site', async ({ page }) => {
  await page.addInitScript(installDevToolsHook);
  await page.goto('/');
  expect(await registeredRenderers(page)).toEqual([
    { rendererPackageName: 'react-dom', version: expect.stringMatching(/^19\./), bundleType: 0 },
  ]);
});

test.describe('the development server', () => {
  let server: ViteDevServer;

  test.beforeAll(async () => {
    server = await createServer({
      configFile: fileURLToPath(new URL('../vite.config.ts', import.meta.url)),
      root: fileURLToPath(new URL('..', import.meta.url)),
      server: { port: DEV_SERVER_PORT, strictPort: true },
      logLevel: 'error',
    });
    await server.listen();
  });
  test.afterAll(async () => {
    await server.close();
  });

  test('serves React in development, recognised by React DevTools, with Fast Refresh', async ({
    page,
  }) => {
    const problems = consoleProblems(page);
    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    await page.addInitScript(installDevToolsHook);
    await page.goto(`http://localhost:${DEV_SERVER_PORT}/`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await registeredRenderers(page)).toEqual([
      { rendererPackageName: 'react-dom', version: expect.stringMatching(/^19\./), bundleType: 1 },
    ]);
    // @vitejs/plugin-react's Fast Refresh runtime, which swaps edited components in place.
    expect(requests).toContain('/@react-refresh');
    expect(problems).toEqual([]);
  });
});
