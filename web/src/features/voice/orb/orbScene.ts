import { Program, Renderer, Triangle } from 'ogl';
import { orbContextAttributes, type OrbGraphicsContext } from './orbContext';
import type { OrbMotion } from './orbMotion';
import { orbFragmentShader, orbVertexShader } from './orbShader';

export type OrbLook = { hue: number; hoverIntensity: number };

// No Mesh: one full-screen triangle needs no scene graph, and ogl's Mesh brings its matrix and
// quaternion maths (about a third of the orb's download) with it.
export type OrbScene = { renderer: Renderer; triangle: Triangle; program: Program };

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
    ...orbContextAttributes,
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
  renderer.setViewport(gl.drawingBufferWidth, gl.drawingBufferHeight);
  return { renderer, triangle: new Triangle(gl), program };
}

export function resizeOrbScene(
  scene: OrbScene,
  size: { width: number; height: number; pixelRatio: number },
) {
  const { renderer, program } = scene;
  renderer.dpr = size.pixelRatio;
  renderer.setSize(size.width, size.height);
  renderer.setViewport(renderer.gl.drawingBufferWidth, renderer.gl.drawingBufferHeight);
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
  const { gl } = scene.renderer;
  gl.clear(gl.COLOR_BUFFER_BIT);
  scene.program.use();
  scene.triangle.draw({ program: scene.program });
}
