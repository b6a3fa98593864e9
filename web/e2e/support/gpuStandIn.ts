import type { Page } from '@playwright/test';

/**
 * TEST DOUBLE for a GPU, as a page init script. This machine has none, and the orb animates (and
 * fetches its renderer) only on one: the stand-in lets Chromium's software WebGL report a
 * hardware renderer's name. Only the name changes; SwiftShader still draws every frame.
 */
export function standInForGpu() {
  const UNMASKED_RENDERER_WEBGL = 0x9246;
  for (const prototype of [WebGLRenderingContext.prototype, WebGL2RenderingContext.prototype]) {
    const getParameter = prototype.getParameter;
    prototype.getParameter = function (this: WebGLRenderingContext, name: GLenum) {
      return name === UNMASKED_RENDERER_WEBGL
        ? 'GPU stand-in (test double)'
        : getParameter.call(this, name);
    };
  }
}

/**
 * The GPU's stand-in in the page and in the worker the orb asks first
 * (web/src/features/voice/orb/orbContext.ts): init scripts do not reach workers, so the worker's
 * script is served with the stand-in in front of it.
 */
export async function useGpuStandIn(page: Page) {
  await page.addInitScript(standInForGpu);
  await page.route(/\/orbProbe\.worker[^/]*\.(js|ts)(\?.*)?$/, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: `(${standInForGpu})();\n${await response.text()}` });
  });
}
