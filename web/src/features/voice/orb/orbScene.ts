import { Mesh, Program, Renderer, Triangle } from 'ogl';
import type { OrbMotion } from './orbMotion';
import { orbFragmentShader, orbVertexShader } from './orbShader';

// Transparent around the orb so the page shows through; no depth buffer for a single triangle.
const contextAttributes: WebGLContextAttributes = {
  alpha: true,
  premultipliedAlpha: true,
  antialias: true,
  depth: false,
  stencil: false,
};

export type OrbGraphicsContext = WebGL2RenderingContext | WebGLRenderingContext;

export type OrbLook = { hue: number; hoverIntensity: number };

export type OrbScene = { renderer: Renderer; mesh: Mesh; program: Program };

/**
 * Asks for the context ourselves: ogl's Renderer logs and then throws on a null context, and the
 * SPEC wants only the log.
 */
export function openOrbContext(canvas: HTMLCanvasElement): OrbGraphicsContext | null {
  return (
    canvas.getContext('webgl2', contextAttributes) ?? canvas.getContext('webgl', contextAttributes)
  );
}

/** Builds the renderer, program and mesh on a context that is open (again, after a restore). */
export function createOrbScene(
  canvas: HTMLCanvasElement,
  context: OrbGraphicsContext,
  size: { width: number; height: number; pixelRatio: number },
): OrbScene {
  const isWebgl2 =
    typeof WebGL2RenderingContext !== 'undefined' && context instanceof WebGL2RenderingContext;
  // The canvas already holds the context, so the Renderer receives that same one.
  const renderer = new Renderer({
    canvas,
    ...contextAttributes,
    width: size.width,
    height: size.height,
    dpr: size.pixelRatio,
    webgl: isWebgl2 ? 2 : 1,
  });
  const gl = renderer.gl;
  const program = new Program(gl, {
    vertex: orbVertexShader,
    fragment: orbFragmentShader,
    uniforms: {
      uResolution: { value: [gl.drawingBufferWidth, gl.drawingBufferHeight] },
      uTime: { value: 0 },
      uHue: { value: 0 },
      uHover: { value: 0 },
      uHoverIntensity: { value: 0 },
      uRotation: { value: 0 },
      uCallColour: { value: 0 },
      uVolume: { value: 0 },
    },
  });
  const mesh = new Mesh(gl, { geometry: new Triangle(gl), program });
  return { renderer, mesh, program };
}

export function resizeOrbScene(
  scene: OrbScene,
  size: { width: number; height: number; pixelRatio: number },
) {
  const { renderer, program } = scene;
  renderer.dpr = size.pixelRatio;
  renderer.setSize(size.width, size.height);
  program.uniforms.uResolution.value = [
    renderer.gl.drawingBufferWidth,
    renderer.gl.drawingBufferHeight,
  ];
}

export function drawOrbScene(scene: OrbScene, motion: OrbMotion, look: OrbLook) {
  const { uniforms } = scene.program;
  uniforms.uTime.value = motion.time;
  uniforms.uHover.value = motion.hover;
  uniforms.uRotation.value = motion.rotation;
  uniforms.uCallColour.value = motion.callColour;
  uniforms.uVolume.value = motion.volume;
  uniforms.uHue.value = look.hue;
  uniforms.uHoverIntensity.value = look.hoverIntensity;
  scene.renderer.render({ scene: scene.mesh });
}
