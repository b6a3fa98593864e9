import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { startOrbAnimation, type OrbAnimation, type OrbCanvasSettings } from './orbAnimation';
import { ORB_CANVAS_DEFAULT_HOVER_INTENSITY } from './orbMotion';
import './orb.css';

export type OrbCanvasProps = {
  /** A call is active: the orb turns from grey to blue/purple. */
  active?: boolean;
  hoverIntensity?: number;
  rotateOnHover?: boolean;
  /** Degrees added to every colour's hue. */
  hue?: number;
  /** Shows the hover look without a pointer. */
  forceHover?: boolean;
  /** The assistant's voice level, 0 to 1. */
  volume?: number;
};

type Graphics = 'starting' | 'webgl' | 'unavailable';

/** Runs the callback once the browser has painted the page, keeping WebGL off the first paint. */
function afterFirstPaint(callback: () => void): () => void {
  let timeout: ReturnType<typeof setTimeout> | undefined;
  // A frame callback runs just before a paint; the task queued from it runs after that paint.
  const frame = requestAnimationFrame(() => {
    timeout = setTimeout(callback, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timeout);
  };
}

/**
 * The WebGL orb filling its container. Settings travel to the render loop through a ref, so a
 * changed prop redraws but never recreates the GL context. Decorative: hidden from assistive tech.
 */
export function OrbCanvas({
  active = false,
  hoverIntensity = ORB_CANVAS_DEFAULT_HOVER_INTENSITY,
  rotateOnHover = true,
  hue = 0,
  forceHover = false,
  volume = 0,
}: OrbCanvasProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const settingsRef = useRef<OrbCanvasSettings>({
    active,
    hoverIntensity,
    rotateOnHover,
    hue,
    forceHover,
    volume,
  });
  const animationRef = useRef<OrbAnimation | null>(null);
  const [graphics, setGraphics] = useState<Graphics>('starting');

  useEffect(() => {
    settingsRef.current = { active, hoverIntensity, rotateOnHover, hue, forceHover, volume };
    animationRef.current?.settingsChanged();
  }, [active, hoverIntensity, rotateOnHover, hue, forceHover, volume]);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const cancelStart = afterFirstPaint(() => {
      animationRef.current = startOrbAnimation(canvas, () => settingsRef.current);
      setGraphics(animationRef.current ? 'webgl' : 'unavailable');
    });
    return () => {
      cancelStart();
      animationRef.current?.stop();
      animationRef.current = null;
    };
  }, []);

  return (
    <span
      className={active ? 'orb-canvas orb-canvas--active' : 'orb-canvas'}
      data-graphics={graphics}
      style={{ '--orb-hue': `${hue}deg` } as CSSProperties}
    >
      {/* Shown before WebGL starts, without JavaScript, and where WebGL is unavailable. */}
      <span className="orb-canvas__fallback" />
      <canvas ref={canvasRef} className="orb-canvas__canvas" aria-hidden="true" />
    </span>
  );
}
