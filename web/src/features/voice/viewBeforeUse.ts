import type { VoiceWidgetView } from '@site/machines/voiceWidget';

/**
 * The widget machine's view before anyone used the demo: loading until the app has hydrated (the
 * prerendered HTML, as the machine's first snapshot renders it), then idle; without Vapi's
 * configuration, its message. The same as selectWidgetView of those snapshots
 * (web/test/viewBeforeUse.test.ts), without loading the machine to compute it.
 */
export function viewBeforeUse(configured: boolean, hydrated: boolean, maxCallSeconds: number) {
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
    error: configured ? null : 'missingConfig',
    retryable: false,
    failed: !configured,
    transcript: [],
    connectedAt: null,
    maxCallSeconds,
    endedReason: null,
  };
  return view;
}
