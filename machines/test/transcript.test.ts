import { describe, expect, it } from 'vitest';
import {
  addToTranscript,
  MAX_TRANSCRIPT_LINES,
  readTranscriptMessage,
  type TranscriptEntry,
  type TranscriptLine,
} from '../src/transcript.ts';
import { transcriptMessage as said } from './fakeCallAdapter.ts';

const build = (...entries: TranscriptEntry[]) =>
  entries.reduce<TranscriptLine[]>((lines, entry) => addToTranscript(lines, entry), []);

const entry = (message: unknown) => readTranscriptMessage(message)!;

describe('readTranscriptMessage', () => {
  it('reads partial and final lines of both speakers, trimmed', () => {
    expect(readTranscriptMessage(said('user', 'partial', ' Guten '))).toEqual({
      role: 'user',
      text: 'Guten',
      final: false,
    });
    expect(readTranscriptMessage(said('assistant', 'final', 'Hallo!'))).toEqual({
      role: 'assistant',
      text: 'Hallo!',
      final: true,
    });
  });

  it.each([
    ['another message', { type: 'status-update', status: 'ended' }],
    ['a string', 'listening'],
    ['null', null],
    ['an unknown role', { ...said('user', 'final', 'x'), role: 'bot' }],
    ['an unknown transcript type', { ...said('user', 'final', 'x'), transcriptType: 'draft' }],
    ['no text', { ...said('user', 'final', 'x'), transcript: 42 }],
    ['blank text', said('assistant', 'partial', '   ')],
  ])('ignores %s', (_, message) => {
    expect(readTranscriptMessage(message)).toBeNull();
  });
});

describe('addToTranscript', () => {
  it('replaces a partial line by the next partial and then by its final line', () => {
    const lines = build(
      entry(said('user', 'partial', 'Ich')),
      entry(said('user', 'partial', 'Ich hätte')),
      entry(said('user', 'final', 'Ich hätte gern einen Termin.')),
    );
    expect(lines).toEqual([
      { id: 1, role: 'user', text: 'Ich hätte gern einen Termin.', final: true },
    ]);
  });

  it('starts a new line after a final one, also for the same speaker', () => {
    const lines = build(
      entry(said('assistant', 'final', 'Guten Tag.')),
      entry(said('assistant', 'partial', 'Wie')),
    );
    expect(lines.map(({ id, text, final }) => [id, text, final])).toEqual([
      [1, 'Guten Tag.', true],
      [2, 'Wie', false],
    ]);
  });

  it('keeps each speaker’s open line when they overlap', () => {
    const lines = build(
      entry(said('assistant', 'partial', 'Gern, wann')),
      entry(said('user', 'partial', 'Morgen')),
      entry(said('assistant', 'final', 'Gern, wann passt es Ihnen?')),
      entry(said('user', 'final', 'Morgen früh.')),
    );
    expect(lines).toEqual([
      { id: 1, role: 'assistant', text: 'Gern, wann passt es Ihnen?', final: true },
      { id: 2, role: 'user', text: 'Morgen früh.', final: true },
    ]);
  });

  it('does not change the lines it was given', () => {
    const before = build(entry(said('user', 'partial', 'Hallo')));
    const after = addToTranscript(before, entry(said('user', 'final', 'Hallo?')));
    expect(before[0]!.text).toBe('Hallo');
    expect(after[0]!.text).toBe('Hallo?');
  });

  it(`keeps the last ${MAX_TRANSCRIPT_LINES} lines, with increasing ids`, () => {
    let lines: TranscriptLine[] = [];
    for (let n = 1; n <= MAX_TRANSCRIPT_LINES + 5; n += 1) {
      lines = addToTranscript(lines, { role: 'user', text: `Zeile ${n}`, final: true });
    }
    expect(lines).toHaveLength(MAX_TRANSCRIPT_LINES);
    expect(lines[0]).toMatchObject({ id: 6, text: 'Zeile 6' });
    expect(lines.at(-1)).toMatchObject({ id: MAX_TRANSCRIPT_LINES + 5 });
  });
});
