import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { VoiceOrb, type VoiceOrbProps } from '../src/features/voice/orb/VoiceOrb';
import { LanguageProvider } from '../src/lib/language';

// Server rendering in Node, where window and WebGL do not exist: the orb must render from props
// alone and leave the canvas to its effects.
const render = (props: Partial<VoiceOrbProps> = {}) =>
  renderToString(
    createElement(LanguageProvider, {
      language: 'de',
      children: createElement(VoiceOrb, { active: false, onTrigger: () => undefined, ...props }),
    }),
  );

// The renderer orders attributes as it likes (Preact's writes class last): the checks read the
// start tag of an element by its class, and its attributes by name.
const startTag = (html: string, className: string) =>
  new RegExp(`<\\w+[^>]* class="${className}"[^>]*>`).exec(html)?.[0] ?? '';
const attribute = (tag: string, name: string) => new RegExp(` ${name}="([^"]*)"`).exec(tag)?.[1];
const region = (html: string, className: string, role: string) => {
  const tag = startTag(html, className);
  expect(attribute(tag, 'role')).toBe(role);
  return html.slice(html.indexOf(tag) + tag.length).match(/^(.*?)<\/div>/)?.[1];
};
const statusRegion = (html: string) => region(html, 'voice-orb__status', 'status');
const alertRegion = (html: string) => region(html, 'voice-orb__alert', 'alert');

describe('VoiceOrb markup', () => {
  it('is a real button whose German name follows the call state', () => {
    const button = startTag(render(), 'voice-orb__button');
    expect(button).toMatch(/^<button /);
    expect(attribute(button, 'type')).toBe('button');
    expect(attribute(button, 'aria-label')).toBe('Gespräch mit dem KI-Assistenten starten');
    expect(render({ active: true })).toContain('aria-label="Gespräch beenden"');
  });

  it('label in name: the accessible name begins with the visible label', () => {
    const button = startTag(render({ visibleLabel: "Let's talk !" }), 'voice-orb__button');
    // The apostrophe as React escapes it in an attribute.
    expect(attribute(button, 'aria-label')).toBe(
      'Let&#x27;s talk ! – Gespräch mit dem KI-Assistenten starten',
    );
    expect(render({ visibleLabel: "Let's talk !", active: true })).toContain(
      'aria-label="Let&#x27;s talk ! – Gespräch beenden"',
    );
  });

  it('hides the canvas from assistive tech and shows the fallback circle until WebGL runs', () => {
    const html = render();
    const canvas = startTag(html, 'orb-canvas__canvas');
    expect(canvas).toMatch(/^<canvas /);
    expect(attribute(canvas, 'aria-hidden')).toBe('true');
    expect(html).toContain(`${canvas}</canvas>`);
    expect(html).toContain('data-graphics="starting"');
    expect(html).toContain('<span class="orb-canvas__fallback">');
  });

  it('marks the fallback circle active and passes the hue on', () => {
    expect(render()).toContain('class="orb-canvas"');
    const circle = startTag(render({ active: true, hue: 120 }), 'orb-canvas orb-canvas--active');
    expect(attribute(circle, 'style')).toMatch(/^--orb-hue:120deg;?$/);
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
