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
      children: createElement(VoiceOrb, {
        active: false,
        action: 'start',
        onTrigger: () => undefined,
        ...props,
      }),
    }),
  );

// The renderer orders attributes as it likes (Preact's writes class last): the checks read the
// start tag of an element by its class, and its attributes by name.
const startTag = (html: string, className: string) =>
  new RegExp(`<\\w+[^>]* class="${className}"[^>]*>`).exec(html)?.[0] ?? '';
const attribute = (tag: string, name: string) => new RegExp(` ${name}="([^"]*)"`).exec(tag)?.[1];
const contentOf = (html: string, tag: string) =>
  html.slice(html.indexOf(tag) + tag.length).match(/^(.*?)<\/div>/)?.[1];
const alertRegion = (html: string) => {
  const tag = startTag(html, 'voice-orb__alert');
  expect(attribute(tag, 'role')).toBe('alert');
  return contentOf(html, tag);
};

describe('VoiceOrb markup', () => {
  it('is a real button whose German name says what a click does now', () => {
    const button = startTag(render(), 'voice-orb__button');
    expect(button).toMatch(/^<button /);
    expect(attribute(button, 'type')).toBe('button');
    expect(attribute(button, 'aria-label')).toBe('Gespräch mit dem KI-Assistenten starten');
    expect(render({ action: 'cancel' })).toContain('aria-label="Verbindungsaufbau abbrechen"');
    expect(render({ active: true, action: 'end' })).toContain('aria-label="Gespräch beenden"');
  });

  it('label in name: the accessible name begins with the visible label', () => {
    const button = startTag(render({ visibleLabel: "Let's talk !" }), 'voice-orb__button');
    // The apostrophe as React escapes it in an attribute.
    expect(attribute(button, 'aria-label')).toBe(
      'Let&#x27;s talk ! – Gespräch mit dem KI-Assistenten starten',
    );
    expect(render({ visibleLabel: "Let's talk !", active: true, action: 'end' })).toContain(
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
    const circle = startTag(
      render({ active: true, hue: 120, volume: 0.5 }),
      'orb-canvas orb-canvas--active',
    );
    expect(attribute(circle, 'style')).toMatch(/^--orb-hue:120deg;--orb-level:0.50;?$/);
  });

  it('greys the orb while the microphone is muted', () => {
    expect(
      startTag(render({ active: true, muted: true }), 'orb-canvas orb-canvas--active'),
    ).toMatch(/data-muted="true"/);
    expect(render({ active: true })).not.toContain('data-muted');
  });

  it('shows the connecting pill, leaving announcements to the call panel', () => {
    const html = render({ loading: true });
    const status = startTag(html, 'voice-orb__status');
    expect(attribute(status, 'aria-hidden')).toBe('true');
    expect(attribute(status, 'role')).toBeUndefined();
    expect(contentOf(html, status)).toBe(
      '<span class="voice-orb__pill">Verbindung wird hergestellt...</span>',
    );
  });

  it('shows "Error: " and the text in the alert region, and nothing without an error', () => {
    expect(alertRegion(render({ error: 'Mikrofon blockiert' }))).toBe(
      '<p class="voice-orb__error">Error: Mikrofon blockiert</p>',
    );
    expect(alertRegion(render({ error: null }))).toBe('');
  });
});
