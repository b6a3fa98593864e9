import type { VoiceWidgetView } from '@site/machines/voiceWidget';

/**
 * The widget machine's view before anyone used the demo: loading until the app has hydrated (the
 * prerendered HTML, as the machine's first snapshot renders it), then idle; without Vapi's
 * configuration, its message; with the call's code out of reach, as a start out of reach. The
 * same as selectWidgetView of those snapshots (web/test/viewBeforeUse.test.ts), without loading
 * the machine to compute it.
 */
export function viewBeforeUse(
  configured: boolean,
  hydrated: boolean,
  maxCallSeconds: number,
  /** The call's code could not be fetched: offline, or another failure; the next tap tries again. */
  codeUnreachable: 'offline' | 'callFailed' | null = null,
) {
  const view: VoiceWidgetView = {
    loading: configured && !hydrated,
    inCall: false,
    cardShown: false,
    callActive: false,
    askingMicrophone: false,
    connecting: false,
    orbAction: 'start',
    status: null,
    volume: 0,
    localVolume: 0,
    muted: false,
    endingSoon: false,
    lastCallSeconds: null,
    error: configured ? codeUnreachable : 'missingConfig',
    retryable: configured && codeUnreachable !== null,
    failed: !configured || codeUnreachable !== null,
    transcript: [],
    connectedAt: null,
    maxCallSeconds,
    endedReason: null,
  };
  return view;
}
