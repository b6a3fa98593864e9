import { MICROPHONE_DENIED_ERROR, MICROPHONE_MISSING_ERROR } from '@site/machines/callAdapter';

/** Until the page has painted the sentence that says why, before the browser's prompt covers it. */
const afterNextPaint = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/**
 * Asks the browser for the microphone, before the call is created on Vapi, and lets it go again
 * at once: Daily asks for it itself when it joins, then without a second prompt. Rejects with the
 * type the call machine reads (machines/src/callFailures.ts): refused, or no microphone at all.
 */
export async function requestMicrophone(): Promise<void> {
  await afterNextPaint();
  if (!navigator.mediaDevices?.getUserMedia) {
    throw { type: MICROPHONE_MISSING_ERROR, message: 'This browser offers no microphone' };
  }
  try {
    const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    stream.getTracks().forEach((track) => track.stop());
  } catch (error) {
    const name = error instanceof Error ? error.name : '';
    const missing = name === 'NotFoundError' || name === 'OverconstrainedError';
    throw {
      type: missing ? MICROPHONE_MISSING_ERROR : MICROPHONE_DENIED_ERROR,
      message: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
    };
  }
}
