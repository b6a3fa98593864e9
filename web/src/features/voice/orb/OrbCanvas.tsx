import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { afterFirstPaint } from '../../../lib/afterFirstPaint';
import type { OrbAnimation, OrbCanvasSettings } from './orbAnimation';
import { openOrbGraphics, probeOrbGraphics } from './orbContext';
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
  /** The call's loudest voice, 0 to 1. */
  volume?: number;
  /** The visitor's microphone is muted: the orb is greyed, WebGL or not. */
  muted?: boolean;
};

type Graphics = 'starting' | 'webgl' | 'software' | 'unavailable';

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
  muted = false,
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
    let unmounted = false;
    const cancelStart = afterFirstPaint(async () => {
      if ((await probeOrbGraphics()) === 'software') {
        if (!unmounted) setGraphics('software');
        return;
      }
      if (unmounted) return;
      const graphics = openOrbGraphics(canvas);
      if (graphics.kind !== 'webgl') {
        if (graphics.kind === 'unavailable') console.error('unable to create webgl context');
        setGraphics(graphics.kind);
        return;
      }
      // The renderer (ogl) is fetched only where it can animate, after the first paint.
      void import('./orbAnimation').then(({ startOrbAnimation }) => {
        if (unmounted) {
          graphics.context.getExtension('WEBGL_lose_context')?.loseContext();
          return;
        }
        animationRef.current = startOrbAnimation(
          canvas,
          graphics.context,
          () => settingsRef.current,
        );
        setGraphics('webgl');
      });
    });
    return () => {
      unmounted = true;
      cancelStart();
      animationRef.current?.stop();
      animationRef.current = null;
    };
  }, []);

  return (
    <span
      className={active ? 'orb-canvas orb-canvas--active' : 'orb-canvas'}
      data-graphics={graphics}
      data-muted={muted || undefined}
      // The drawn orb (without WebGL, under reduced motion) shows the level as light, not motion.
      style={{ '--orb-hue': `${hue}deg`, '--orb-level': volume.toFixed(2) } as CSSProperties}
    >
      {/* Shown before WebGL starts, without JavaScript, and where WebGL is unavailable or slow. */}
      <span className="orb-canvas__fallback" />
      <canvas ref={canvasRef} className="orb-canvas__canvas" aria-hidden="true" />
    </span>
  );
}
