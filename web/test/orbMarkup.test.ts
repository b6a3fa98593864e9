import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { VoiceOrb, type VoiceOrbProps } from '../src/features/voice/orb/VoiceOrb';
import '../src/i18n/i18n';

// Server rendering in Node, where window and WebGL do not exist: the orb must render from props
// alone and leave the canvas to its effects.
const render = (props: Partial<VoiceOrbProps> = {}) =>
  renderToString(createElement(VoiceOrb, { active: false, onTrigger: () => undefined, ...props }));

const statusRegion = (html: string) =>
  /<div class="voice-orb__status" role="status">(.*?)<\/div>/.exec(html)?.[1];
const alertRegion = (html: string) =>
  /<div class="voice-orb__alert" role="alert">(.*?)<\/div>/.exec(html)?.[1];

describe('VoiceOrb markup', () => {
  it('is a real button whose German name follows the call state', () => {
    expect(render()).toMatch(
      /<button type="button" class="voice-orb__button" aria-label="Gespräch mit dem KI-Assistenten starten">/,
    );
    expect(render({ active: true })).toContain('aria-label="Gespräch beenden"');
    expect(render({ label: 'Demo anrufen' })).toContain('aria-label="Demo anrufen"');
  });

  it('hides the canvas from assistive tech and shows the fallback circle until WebGL runs', () => {
    const html = render();
    expect(html).toMatch(/<canvas class="orb-canvas__canvas" aria-hidden="true"><\/canvas>/);
    expect(html).toContain('data-graphics="starting"');
    expect(html).toContain('<span class="orb-canvas__fallback">');
  });

  it('marks the fallback circle active and passes the hue on', () => {
    expect(render()).toContain('class="orb-canvas"');
    expect(render({ active: true, hue: 120 })).toMatch(
      /class="orb-canvas orb-canvas--active"[^>]*style="--orb-hue:120deg"/,
    );
  });

  it('shows the connecting pill inside the polite status region', () => {
    expect(statusRegion(render({ loading: true }))).toBe(
      '<span class="voice-orb__pill">Verbindung wird hergestellt...</span>',
    );
  });

  it('announces the call status text without showing it', () => {
    expect(statusRegion(render({ statusText: 'Der Assistent spricht.' }))).toBe(
      '<span class="visually-hidden">Der Assistent spricht.</span>',
    );
    expect(statusRegion(render())).toBe('');
  });

  it('shows "Error: " and the text in the alert region, and nothing without an error', () => {
    expect(alertRegion(render({ error: 'Mikrofon blockiert' }))).toBe(
      '<p class="voice-orb__error">Error: Mikrofon blockiert</p>',
    );
    expect(alertRegion(render({ error: null }))).toBe('');
  });
});
