import {
  nextOrbMotion,
  orbFrameMode,
  restingOrbMotion,
  settledOrbMotion,
  type OrbMotion,
  type OrbPointer,
} from './orbMotion';
import type { OrbGraphicsContext } from './orbContext';
import {
  createOrbScene,
  drawOrbScene,
  resizeOrbScene,
  type OrbLook,
  type OrbScene,
} from './orbScene';
import { normalisedPointer, orbPixelRatio } from './orbViewport';

export type OrbCanvasSettings = OrbLook & {
  active: boolean;
  rotateOnHover: boolean;
  forceHover: boolean;
  volume: number;
};

export type OrbAnimation = {
  /** Redraws with the latest settings; wakes a still or paused orb for one frame. */
  settingsChanged(): void;
  stop(): void;
};

/**
 * Drives the frame loop on the canvas's one GL context: it runs only while the orb is on screen
 * in a visible tab, draws single still frames under prefers-reduced-motion, and rebuilds its
 * program and geometry on the same context after a context loss.
 */
export function startOrbAnimation(
  canvas: HTMLCanvasElement,
  context: OrbGraphicsContext,
  readSettings: () => OrbCanvasSettings,
): OrbAnimation {
  // The canvas is absolutely positioned inside the box it fills.
  const box = canvas.parentElement ?? canvas;
  const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)');

  let scene: OrbScene | null = null;
  let motion: OrbMotion = restingOrbMotion;
  let pointer: OrbPointer = null;
  let onScreen = true;
  let frameRequest = 0;
  let previousFrameTime: number | null = null;

  const currentSize = () => ({
    width: box.clientWidth,
    height: box.clientHeight,
    pixelRatio: orbPixelRatio(window.devicePixelRatio),
  });
  let appliedSize = currentSize();

  const buildScene = () => {
    appliedSize = currentSize();
    scene = createOrbScene(canvas, context, appliedSize);
  };

  function drawFrame(time: number) {
    frameRequest = 0;
    if (!scene) return;
    const settings = readSettings();
    const mode = orbFrameMode({
      reducedMotion: reducedMotion.matches,
      onScreen,
      pageVisible: !document.hidden,
    });
    const input = {
      pointer,
      forceHover: settings.forceHover,
      rotateOnHover: settings.rotateOnHover,
      active: settings.active,
      volume: settings.volume,
      elapsedSeconds: previousFrameTime === null ? 0 : (time - previousFrameTime) / 1000,
    };
    motion = mode === 'still' ? settledOrbMotion(motion, input) : nextOrbMotion(motion, input);
    drawOrbScene(scene, motion, settings);
    if (mode === 'animate') {
      previousFrameTime = time;
      requestFrame();
    } else {
      // A resumed loop must not count the pause as elapsed time.
      previousFrameTime = null;
    }
  }

  function requestFrame() {
    if (frameRequest === 0 && scene) frameRequest = requestAnimationFrame(drawFrame);
  }

  function cancelFrame() {
    cancelAnimationFrame(frameRequest);
    frameRequest = 0;
    previousFrameTime = null;
  }

  const resizeObserver = new ResizeObserver(() => {
    const size = currentSize();
    const unchanged =
      size.width === appliedSize.width &&
      size.height === appliedSize.height &&
      size.pixelRatio === appliedSize.pixelRatio;
    // Setting a canvas size clears it even when the size is the same, so skip unchanged ones.
    if (!scene || unchanged) return;
    appliedSize = size;
    resizeOrbScene(scene, size);
    // A still or paused orb would stay blank without a new frame.
    requestFrame();
  });
  const intersectionObserver = new IntersectionObserver((entries) => {
    const cameBack = !onScreen;
    onScreen = entries.some((entry) => entry.isIntersecting);
    // The first report arrives on screen too; it must not add a frame to a still orb.
    if (onScreen && cameBack) requestFrame();
  });

  const onVisibilityChange = () => {
    if (!document.hidden) requestFrame();
  };
  const onPointerMove = (event: PointerEvent) => {
    pointer = normalisedPointer(event.clientX, event.clientY, box.getBoundingClientRect());
    requestFrame();
  };
  const onPointerLeave = () => {
    pointer = null;
    requestFrame();
  };
  const onContextLost = (event: Event) => {
    // Without preventDefault the browser never restores the context.
    event.preventDefault();
    cancelFrame();
    scene = null;
  };
  const onContextRestored = () => {
    buildScene();
    requestFrame();
  };

  if (!context.isContextLost()) buildScene();
  resizeObserver.observe(box);
  intersectionObserver.observe(box);
  // One signal removes every listener on stop.
  const listeners = new AbortController();
  const { signal } = listeners;
  document.addEventListener('visibilitychange', onVisibilityChange, { signal });
  reducedMotion.addEventListener('change', requestFrame, { signal });
  box.addEventListener('pointermove', onPointerMove, { signal });
  box.addEventListener('pointerleave', onPointerLeave, { signal });
  canvas.addEventListener('webglcontextlost', onContextLost, { signal });
  canvas.addEventListener('webglcontextrestored', onContextRestored, { signal });
  requestFrame();

  return {
    settingsChanged: requestFrame,
    stop() {
      cancelFrame();
      resizeObserver.disconnect();
      intersectionObserver.disconnect();
      listeners.abort();
      scene = null;
      // Browsers allow only a few live contexts; give this one back now, not at garbage collection.
      context.getExtension('WEBGL_lose_context')?.loseContext();
    },
  };
}
