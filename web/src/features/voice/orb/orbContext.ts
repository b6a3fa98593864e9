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

export type OrbGraphics =
  | { kind: 'webgl'; context: OrbGraphicsContext }
  /** WebGL exists but is drawn by the CPU. */
  | { kind: 'software' }
  | { kind: 'unavailable' };

// Renderers that draw on the CPU. Every frame of the shader would cost a phone hundreds of
// milliseconds there, so those devices keep the CSS orb. (failIfMajorPerformanceCaveat would be
// the standard way to ask, but Chromium hands out SwiftShader contexts despite it.)
const SOFTWARE_RENDERER = /swiftshader|llvmpipe|softpipe|software|basic render/i;

function rendererName(context: OrbGraphicsContext): string {
  const info = context.getExtension('WEBGL_debug_renderer_info');
  return String(context.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : context.RENDERER));
}

/**
 * Asks for the context ourselves: ogl's Renderer logs and then throws on a null context, and the
 * SPEC wants only the log (the caller writes it).
 */
export function openOrbGraphics(canvas: HTMLCanvasElement): OrbGraphics {
  const context =
    canvas.getContext('webgl2', orbContextAttributes) ??
    canvas.getContext('webgl', orbContextAttributes);
  if (!context) return { kind: 'unavailable' };
  if (SOFTWARE_RENDERER.test(rendererName(context))) {
    context.getExtension('WEBGL_lose_context')?.loseContext();
    return { kind: 'software' };
  }
  return { kind: 'webgl', context };
}
