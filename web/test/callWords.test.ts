import { OUTCOMES, type CallEndedReason, type ChatEndedReason } from '@site/machines/callFailures';
import type { TranscriptRole } from '@site/machines/transcript';
import { describe, expect, it } from 'vitest';
import de from '../src/i18n/de.json' with { type: 'json' };
import en from '../src/i18n/en.json' with { type: 'json' };
import { i18n } from '../src/i18n/i18n';
import { formatCallTime } from '../src/features/voice/callClock';

// The call machine says how a call ended, and who said a transcript line, with codes; the demo
// shows the words of de.json (and en.json). The records are typed by the machine's unions, so a
// new code without words fails the typecheck.
// The card's head says "Gespräch beendet" (voiceDemo.outcome); these say how.
const endedWords: Record<CallEndedReason, (minutes: number) => string> = {
  visitor: () => 'Sie haben aufgelegt.',
  assistant: () => 'Der KI-Assistent hat aufgelegt.',
  timeLimit: (minutes) =>
    `Die Höchstdauer von ${minutes} ${minutes === 1 ? 'Minute' : 'Minuten'} ist erreicht: Die Demo hat das Gespräch beendet.`,
  connectionLost: () => 'Die Verbindung ist abgebrochen.',
  cancelled: () => 'Sie haben abgebrochen, bevor das Gespräch begann.',
  silence: () => 'Es war längere Zeit still. War Ihr Mikrofon vielleicht stummgeschaltet?',
  assistantProblem: () =>
    'Beim Assistenten ist ein Fehler aufgetreten – nicht bei Ihnen. Versuchen Sie es gleich noch einmal.',
};

const speakers: Record<TranscriptRole, string> = { user: 'Sie', assistant: 'KI-Assistent' };

describe('the words of how a call ended', () => {
  it.each(Object.entries(endedWords))('voiceDemo.ended.%s', (reason, words) => {
    for (const minutes of [1, 5]) {
      expect(i18n.t(`voiceDemo.ended.${reason}`, { count: minutes })).toBe(words(minutes));
    }
  });

  it('has words for no other reason, in German and English', () => {
    const reasons = (words: Record<string, string>) =>
      [...new Set(Object.keys(words).map((key) => key.replace(/_(one|other)$/, '')))].sort();
    expect(reasons(de.voiceDemo.ended)).toEqual(Object.keys(endedWords).sort());
    expect(reasons(en.voiceDemo.ended)).toEqual(Object.keys(endedWords).sort());
  });

  it('of a written conversation: words for each of its endings in the machines’ table, and no other', () => {
    const chatEndings = (Object.keys(OUTCOMES) as (keyof typeof OUTCOMES)[]).filter(
      (cause): cause is ChatEndedReason => ['chatEnding', 'anyEnding'].includes(OUTCOMES[cause].of),
    );
    const reasons = (words: Record<string, string>) =>
      [...new Set(Object.keys(words).map((key) => key.replace(/_(one|other)$/, '')))].sort();
    expect(reasons(de.voiceDemo.chat.ended)).toEqual(chatEndings.sort());
    expect(reasons(en.voiceDemo.chat.ended)).toEqual(chatEndings.sort());
  });

  it.each(Object.entries(speakers))('labels the speaker %s as "%s"', (role, label) => {
    expect(i18n.t(`voiceDemo.transcript.${role}`)).toBe(label);
  });

  it('says the time limit in minutes, one or more', () => {
    expect(i18n.t('voiceDemo.timeLimit', { count: 1 })).toBe(
      'Ein Demo-Gespräch dauert höchstens 1 Minute.',
    );
    expect(i18n.t('voiceDemo.timeLimit', { count: 5 })).toBe(
      'Ein Demo-Gespräch dauert höchstens 5 Minuten.',
    );
  });
});

describe('formatCallTime', () => {
  it.each([
    [0, '0:00'],
    [7, '0:07'],
    [59.9, '0:59'],
    [60, '1:00'],
    [299, '4:59'],
    [720, '12:00'],
    [-3, '0:00'],
  ])('shows %s seconds as %s', (seconds, shown) => {
    expect(formatCallTime(seconds)).toBe(shown);
  });
});
