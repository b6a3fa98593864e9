// The live transcript of one call, built from the `message` events of the voice-call client:
// @vapi-ai/web passes on the server's `{ type: 'transcript', role, transcriptType, transcript }`
// messages, several `partial` ones while someone speaks (each the whole utterance so far) and a
// `final` one when they stop. The call machine (callLifecycle.ts) keeps the lines in its context;
// they are never sent or stored anywhere.

export type TranscriptRole = 'user' | 'assistant';

export interface TranscriptLine {
  /** Increasing within a call; a stable key for the view. */
  id: number;
  /** 'user' is the visitor. */
  role: TranscriptRole;
  text: string;
  /** false while the speaker is still talking: the next partial or the final line replaces it. */
  final: boolean;
}

export interface TranscriptEntry {
  role: TranscriptRole;
  text: string;
  final: boolean;
}

/** The most lines a call keeps; older ones are dropped (a five-minute call has far fewer). */
export const MAX_TRANSCRIPT_LINES = 200;

/** A transcript entry from a client message, or null for any other message. */
export function readTranscriptMessage(message: unknown): TranscriptEntry | null {
  if (message === null || typeof message !== 'object') return null;
  const { type, role, transcriptType, transcript } = message as Record<string, unknown>;
  if (type !== 'transcript') return null;
  if (role !== 'user' && role !== 'assistant') return null;
  if (transcriptType !== 'partial' && transcriptType !== 'final') return null;
  if (typeof transcript !== 'string' || transcript.trim() === '') return null;
  return { role, text: transcript.trim(), final: transcriptType === 'final' };
}

/**
 * The transcript with the entry added: it replaces the speaker's open line (their last line, if
 * not final yet) or starts a new one. The two speakers may overlap, so each has its own open line.
 */
export function addToTranscript(
  lines: readonly TranscriptLine[],
  entry: TranscriptEntry,
): TranscriptLine[] {
  const open = lines.findLastIndex((line) => line.role === entry.role);
  if (open !== -1 && !lines[open]!.final) {
    return lines.map((line, index) => (index === open ? { ...line, ...entry } : line));
  }
  const id = (lines.at(-1)?.id ?? 0) + 1;
  return [...lines, { id, ...entry }].slice(-MAX_TRANSCRIPT_LINES);
}
