// Opening the orb's GL context, kept apart from ogl so the page learns whether the orb can
// animate before it downloads the renderer.

// Transparent around the orb so the page shows through; no depth buffer for a single triangle.
export const orbContextAttributes: WebGLContextAttributes = {
  alpha: true,
  premultipliedAlpha: true,
  antialias: true,
  depth: false,
  stencil: false,
};

export type OrbGraphicsContext = WebGL2RenderingContext | WebGLRenderingContext;

/** Who would draw the orb: the GPU, the CPU ('software'), or nobody. */
export type OrbGraphicsKind = 'webgl' | 'software' | 'unavailable';

export type OrbGraphics =
  { kind: 'webgl'; context: OrbGraphicsContext } | { kind: 'software' } | { kind: 'unavailable' };

// Renderers that draw on the CPU. Every frame of the shader would cost a phone hundreds of
// milliseconds there, so those devices keep the CSS orb. (failIfMajorPerformanceCaveat would be
// the standard way to ask, but Chromium hands out SwiftShader contexts despite it.)
const SOFTWARE_RENDERER = /swiftshader|llvmpipe|softpipe|software|basic render/i;

function rendererName(context: OrbGraphicsContext): string {
  const info = context.getExtension('WEBGL_debug_renderer_info');
  return String(context.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : context.RENDERER));
}

export function graphicsKindOf(context: OrbGraphicsContext | null): OrbGraphicsKind {
  if (!context) return 'unavailable';
  return SOFTWARE_RENDERER.test(rendererName(context)) ? 'software' : 'webgl';
}

/**
 * Whether the CPU would draw the orb, asked in a worker where the browser can do that
 * (orbProbe.worker.ts), so the page's main thread never opens a context it will not keep. Only
 * 'software' is final: otherwise (no OffscreenCanvas, no WebGL in workers, a GPU) openOrbGraphics
 * asks again on the page.
 */
export function probeOrbGraphics(): Promise<OrbGraphicsKind> {
  if (typeof OffscreenCanvas === 'undefined') return Promise.resolve('webgl');
  return new Promise((resolve) => {
    const worker = new Worker(new URL('./orbProbe.worker.ts', import.meta.url), {
      type: 'module',
    });
    worker.onmessage = (event: MessageEvent<OrbGraphicsKind>) => resolve(event.data);
    // A worker that cannot start says nothing about the page's own WebGL: let the page ask.
    worker.onerror = () => resolve('webgl');
  });
}

/**
 * Asks for the context ourselves: ogl's Renderer logs and then throws on a null context, while a
 * device without WebGL should only get the log 'unable to create webgl context' (the caller writes
 * it) and keep a working button.
 */
export function openOrbGraphics(canvas: HTMLCanvasElement): OrbGraphics {
  const context =
    canvas.getContext('webgl2', orbContextAttributes) ??
    canvas.getContext('webgl', orbContextAttributes);
  if (!context) return { kind: 'unavailable' };
  if (graphicsKindOf(context) === 'software') {
    context.getExtension('WEBGL_lose_context')?.loseContext();
    return { kind: 'software' };
  }
  return { kind: 'webgl', context };
}
