// TEST DOUBLE for Daily's side of a web call (Daily's CDN and media servers, unreachable offline):
// a stand-in for the call-machine bundle daily-js 0.87.0 loads at join(), served with
// page.route() at its URL, playing Daily's servers and the assistant ('Vapi Speaker'). How
// daily-js talks to that bundle, and how the double answers each message: docs/test-doubles.md.
import type { Page } from '@playwright/test';
import dailyPackage from '@daily-co/daily-js/package.json' with { type: 'json' };

/** The daily-js version whose call-machine messages this double implements. */
export const DAILY_JS_VERSION = '0.87.0';
export const DAILY_CALL_MACHINE_BUNDLE_URL = `https://c.daily.co/call-machine/versioned/${DAILY_JS_VERSION}/static/call-machine-object-bundle.js`;
/** The user_name of Vapi's assistant in the Daily room; Vapi plays only this participant. */
export const ASSISTANT_USER_NAME = 'Vapi Speaker';
const ASSISTANT_SESSION_ID_PREFIX = 'assistant-session-double';
/** The assistant's session id in the page's n-th call (1-based): each call is a new room visit. */
export const assistantSessionId = (call: number) => `${ASSISTANT_SESSION_ID_PREFIX}-${call}`;

/** One message daily-js sent to the call machine, as the double saw it. */
export type ReceivedMessage = {
  callClientId: string;
  action: string;
  /** false for a message the double does not implement. */
  handled: boolean;
  /** join-meeting: the room URL. */
  url?: string;
  /** join-meeting: dailyConfig.avoidEval. */
  avoidEval?: boolean;
  /** join-meeting: 'live' once getUserMedia gave a microphone, else its error. */
  microphone?: string;
  /** local-audio: the microphone on (true) or off (false). */
  state?: boolean;
  /** app-msg: the data. */
  data?: unknown;
  /** update-participant: the participant id and properties. */
  id?: string;
  properties?: unknown;
};

/** A message daily-js posted for a call machine, as reported at once to the test. */
export type PostedMessage = { callClientId: string; action: string };

type DoubleState = {
  received: ReceivedMessage[];
  assistantSpeaking: boolean;
  /** How loud the visitor speaks into the microphone, 0..1, as the test sets it. */
  visitorLevel: number;
  /** Call machines created, one per call object, in order. */
  machines: string[];
  /** Sends an app message from the assistant into the running call; null without one. */
  sendAppMessage: ((data: unknown) => void) | null;
  /** The server closes the room of the running call; null without one. */
  closeRoom: (() => void) | null;
  /** window.postMessage is wrapped (once per page). */
  postsReported: boolean;
};

const REPORT_BINDING = '__dailyMediaServersDoubleReport';

declare global {
  interface Window {
    __dailyMediaServersDouble?: DoubleState;
    __dailyMediaServersDoubleReport?: (message: PostedMessage) => void;
  }
}

/**
 * The call-machine bundle's stand-in. Runs in the page (serialised with toString()), so it
 * uses no imports, no classes and no destructuring (the test transpiler could add helpers).
 */
function dailyCallMachineDouble(assistant: { userName: string; sessionIdPrefix: string }) {
  type Message = Record<string, unknown> & {
    action?: string;
    callClientId?: string;
    callbackStamp?: string;
    what?: string;
    from?: string;
  };
  type TrackInfo = { state: string; subscribed?: boolean; off?: { byUser: boolean } };
  type StreamEntry = {
    participantId: string;
    type: string;
    pendingTrack: MediaStreamTrack;
    starttime: string;
  };
  type StoreState = {
    local: {
      streams: { cam?: { stream: MediaStream } };
      public: { subscribedTracks: Record<string, unknown>; customTracks: Record<string, unknown> };
    };
    streams: Record<string, StreamEntry>;
    participants: Record<string, unknown>;
  };
  type CallMachine = { store: { getState(): StoreState }; reset(): void };
  type DailyGlobal = {
    pendings: string[];
    instances: Record<string, { callMachine?: CallMachine } | undefined>;
  };

  const page = window as unknown as Window & { _daily?: DailyGlobal };
  const shared: DoubleState = (page.__dailyMediaServersDouble ??= {
    received: [],
    assistantSpeaking: false,
    visitorLevel: 0,
    machines: [],
    sendAppMessage: null,
    closeRoom: null,
    postsReported: false,
  });
  const daily = page._daily;
  if (!daily) return;
  const instances = daily.instances;

  const WHAT = 'iframe-call-message';

  if (!shared.postsReported) {
    shared.postsReported = true;
    const post = window.postMessage.bind(window);
    window.postMessage = function reportAndPost(this: Window, ...args: unknown[]) {
      const message = args[0] as Message | null;
      if (message && message.what === WHAT && message.from === 'module') {
        page.__dailyMediaServersDoubleReport?.({
          callClientId: String(message.callClientId),
          action: String(message.action),
        });
      }
      return (post as (...rest: unknown[]) => void)(...args);
    } as typeof window.postMessage;
  }
  const SPEAKING_LEVEL = 0.3;

  function createCallMachine(callClientId: string) {
    const assistantId = `${assistant.sessionIdPrefix}-${shared.machines.length + 1}`;
    let store: StoreState;
    let localSessionId = '';
    let joined = false;
    let micOn = true;
    let assistantSubscribed = false;
    let audio: { context: AudioContext; gain: GainNode; track: MediaStreamTrack } | null = null;
    let levelTimer: ReturnType<typeof setInterval> | undefined;
    let localLevelTimer: ReturnType<typeof setInterval> | undefined;
    const joinedAt = new Date();

    function resetState() {
      store = {
        local: { streams: {}, public: { subscribedTracks: {}, customTracks: {} } },
        streams: {},
        participants: {},
      };
      localSessionId = `local-session-${callClientId}`;
      joined = false;
      micOn = true;
      assistantSubscribed = false;
    }
    resetState();

    function send(message: Message) {
      const packaged: Message = Object.assign({}, message, {
        what: WHAT,
        from: 'embedded',
        callClientId,
      });
      window.postMessage(packaged, window.location.origin);
    }
    function reply(request: Message, result: Record<string, unknown>) {
      if (!request.callbackStamp) return;
      send(
        Object.assign(
          { action: 'call-machine-reply', callbackStamp: request.callbackStamp },
          result,
        ),
      );
    }

    const offTrack = (): TrackInfo => ({ state: 'off', subscribed: false, off: { byUser: true } });
    function participant(
      sessionId: string,
      userName: string,
      local: boolean,
      audioTrack: TrackInfo,
    ) {
      return {
        session_id: sessionId,
        user_id: sessionId,
        user_name: userName,
        local,
        owner: false,
        joined_at: joinedAt,
        will_eject_at: new Date(0),
        audio: audioTrack.state === 'playable',
        video: false,
        screen: false,
        record: false,
        participantType: 'unknown',
        networkThreshold: 'good',
        permissions: {
          hasPresence: true,
          canSend: true,
          canReceive: { base: true },
          canAdmin: false,
        },
        tracks: {
          audio: audioTrack,
          video: offTrack(),
          screenAudio: offTrack(),
          screenVideo: offTrack(),
        },
      };
    }
    const localParticipant = () =>
      participant(
        localSessionId,
        '',
        true,
        micOn ? { state: 'playable' } : { state: 'off', off: { byUser: true } },
      );
    const assistantParticipant = () =>
      participant(
        assistantId,
        assistant.userName,
        false,
        assistantSubscribed
          ? { state: 'playable', subscribed: true }
          : { state: 'sendable', subscribed: false },
      );

    /** The assistant's voice: an oscillator, silent unless the assistant speaks. */
    function assistantTrack(): MediaStreamTrack {
      if (!audio) {
        const context = new AudioContext();
        const oscillator = context.createOscillator();
        const gain = context.createGain();
        const destination = context.createMediaStreamDestination();
        oscillator.frequency.value = 220;
        gain.gain.value = 0;
        oscillator.connect(gain).connect(destination);
        oscillator.start();
        audio = { context, gain, track: destination.stream.getAudioTracks()[0]! };
      }
      return audio.track;
    }
    const assistantLevel = () => (shared.assistantSpeaking ? SPEAKING_LEVEL : 0);

    function stopMedia() {
      clearInterval(levelTimer);
      levelTimer = undefined;
      clearInterval(localLevelTimer);
      localLevelTimer = undefined;
      const stream = store.local.streams.cam?.stream;
      stream?.getTracks().forEach((track) => track.stop());
      if (audio) {
        audio.track.stop();
        void audio.context.close();
        audio = null;
      }
      store.streams = {};
    }

    async function join(request: Message, record: ReceivedMessage) {
      try {
        const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
        store.local.streams.cam = { stream };
        record.microphone = stream.getAudioTracks()[0]?.readyState ?? 'no audio track';
      } catch (error) {
        const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
        record.microphone = message;
        // Daily's shape for a refused microphone: camera-error, then the join goes on without it.
        send({
          action: 'camera-error',
          errorMsg: { errorMsg: message, audioOk: false, videoOk: true },
          error: { type: 'permissions', msg: message, blockedMedia: ['audio'] },
        });
        micOn = false;
      }
      joined = true;
      shared.sendAppMessage = (data: unknown) => {
        if (joined)
          send({ action: 'app-message', data: JSON.stringify(data), fromId: assistantId });
      };
      shared.closeRoom = () => {
        if (!joined) return;
        stopMedia();
        resetState();
        shared.sendAppMessage = null;
        shared.closeRoom = null;
        send({ action: 'left-meeting' });
      };
      send({
        action: 'joined-meeting',
        participants: { local: localParticipant() },
        internal: { _maxAppMessageSize: 4096 },
      });
      reply(request, {});
      // The assistant is in the room once the visitor is: a message of its own, as on Daily.
      setTimeout(() => {
        if (joined) send({ action: 'participant-joined', participant: assistantParticipant() });
      });
    }

    function subscribe(properties: Record<string, unknown>) {
      const tracks = properties.setSubscribedTracks as Record<string, unknown> | boolean;
      const wantsAudio = tracks === true || (typeof tracks === 'object' && tracks.audio === true);
      if (!wantsAudio || assistantSubscribed || !joined) return;
      assistantSubscribed = true;
      store.local.public.subscribedTracks[assistantId] = {
        'cam-audio': true,
        'cam-video': false,
      };
      store.streams['assistant-cam-audio'] = {
        participantId: assistantId,
        type: 'cam',
        pendingTrack: assistantTrack(),
        starttime: new Date().toISOString(),
      };
      send({ action: 'participant-updated', participant: assistantParticipant() });
    }

    function setMicrophone(on: boolean) {
      micOn = on && Boolean(store.local.streams.cam);
      store.local.streams.cam?.stream.getAudioTracks().forEach((track) => {
        track.enabled = on;
      });
      if (joined) send({ action: 'participant-updated', participant: localParticipant() });
    }

    function startLevels(interval: number) {
      clearInterval(levelTimer);
      levelTimer = setInterval(() => {
        if (audio) audio.gain.gain.value = assistantLevel();
        send({
          action: 'remote-participants-audio-level',
          participantsAudioLevel: {
            [assistantId]: assistantSubscribed ? assistantLevel() : 0,
          },
        });
      }, interval);
    }

    function handle(message: Message) {
      const action = String(message.action);
      const record: ReceivedMessage = { callClientId, action, handled: true };
      shared.received.push(record);
      switch (action) {
        case 'join-meeting': {
          const properties = (message.properties ?? {}) as Record<string, unknown>;
          const dailyConfig = (properties.dailyConfig ?? {}) as Record<string, unknown>;
          record.url = String(properties.url);
          record.avoidEval = dailyConfig.avoidEval === true;
          void join(message, record);
          return;
        }
        case 'update-participant':
          record.id = String(message.id);
          record.properties = message.properties;
          if (message.id === assistantId) {
            subscribe((message.properties ?? {}) as Record<string, unknown>);
          }
          return;
        case 'app-msg':
          record.data = message.data;
          if (message.data === 'playable' && joined) {
            setTimeout(() => {
              if (joined) send({ action: 'app-message', data: 'listening', fromId: assistantId });
            });
          }
          return;
        case 'local-audio':
          record.state = message.state === true;
          setMicrophone(message.state === true);
          return;
        case 'start-remote-participants-audio-level-observer':
          startLevels(Number(message.interval) || 200);
          reply(message, {});
          return;
        case 'stop-remote-participants-audio-level-observer':
          clearInterval(levelTimer);
          levelTimer = undefined;
          return;
        case 'start-local-audio-level-observer':
          clearInterval(localLevelTimer);
          localLevelTimer = setInterval(
            () =>
              send({ action: 'local-audio-level', audioLevel: micOn ? shared.visitorLevel : 0 }),
            Number(message.interval) || 100,
          );
          reply(message, {});
          return;
        case 'stop-local-audio-level-observer':
          clearInterval(localLevelTimer);
          localLevelTimer = undefined;
          return;
        case 'update-input-settings':
          reply(message, { inputSettings: message.inputSettings });
          return;
        case 'leave-meeting':
          stopMedia();
          resetState();
          shared.sendAppMessage = null;
          shared.closeRoom = null;
          send({ action: 'left-meeting' });
          return;
        // Bookkeeping daily-js sends without expecting anything back.
        case 'transmit-log':
        case 'iframe-launch-config':
          return;
        default:
          record.handled = false;
          reply(message, { error: `not implemented by the Daily test double: ${action}` });
      }
    }

    function listener(event: MessageEvent) {
      const message = event.data as Message | null;
      if (!message || message.what !== WHAT || message.from !== 'module') return;
      if (message.callClientId !== callClientId) return;
      if (!instances[callClientId]) {
        // The call object was destroyed: this machine is gone too.
        window.removeEventListener('message', listener);
        stopMedia();
        return;
      }
      handle(message);
    }
    window.addEventListener('message', listener);

    const machine: CallMachine = {
      store: { getState: () => store },
      reset() {
        stopMedia();
        resetState();
      },
    };
    shared.machines.push(callClientId);
    send({ action: 'call-machine-initialized' });
    return machine;
  }

  // The call objects waiting for this bundle, each given its call machine.
  for (const callClientId of daily.pendings.splice(0)) {
    const instance = instances[callClientId];
    if (instance && !instance.callMachine) instance.callMachine = createCallMachine(callClientId);
  }
}

export type DailyMediaServersDouble = {
  /** What daily-js sent to the call machines, in order. */
  received(): Promise<ReceivedMessage[]>;
  /** What daily-js posted for the call machines, reported the moment it posted it. */
  readonly posted: PostedMessage[];
  /** The assistant starts or stops speaking: its audio level and its oscillator's gain. */
  setAssistantSpeaking(speaking: boolean): Promise<void>;
  /** How loud the visitor speaks, 0..1: the level of the microphone observer (0 while off). */
  setVisitorLevel(level: number): Promise<void>;
  /**
   * A line of the live transcript, as Vapi's server sends it through the room: an app message
   * `{ type: 'transcript', role, transcriptType, transcript }` from the assistant's participant.
   */
  sendTranscript(
    role: 'user' | 'assistant',
    transcriptType: 'partial' | 'final',
    transcript: string,
  ): Promise<void>;
  /**
   * Vapi's server ends the call: it says why (a status-update app message with the endedReason,
   * e.g. 'assistant-ended-call'), then the room closes and Daily tells the page it left.
   */
  endCallFromServer(endedReason: string): Promise<void>;
  /**
   * Holds the next request for the bundle until the returned function is called, so a test can
   * look at the page while daily-js waits for its call machine.
   */
  holdBundle(): () => void;
  /** How often the bundle was served. */
  readonly bundleLoads: number;
  /** Requests for any other non-local address, refused (Daily's error reports and the rest). */
  readonly refused: string[];
};

const isLocal = (url: URL) => ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);

/**
 * Puts the double in front of the page's network: the call-machine bundle URL is answered with
 * the double, and every other request for a non-local address is refused and listed in
 * `refused`: Daily's error reports (daily-js posts them to o77906.ingest.sentry.io), its other
 * hosts (gs.daily.co for geo()), anything else. WebSockets are not routed; tests watch those.
 */
export async function installDailyMediaServersDouble(page: Page): Promise<DailyMediaServersDouble> {
  if (dailyPackage.version !== DAILY_JS_VERSION) {
    throw new Error(
      `The Daily test double implements daily-js ${DAILY_JS_VERSION}, installed is ${dailyPackage.version}`,
    );
  }
  const assistant = { userName: ASSISTANT_USER_NAME, sessionIdPrefix: ASSISTANT_SESSION_ID_PREFIX };
  const body = `;(${dailyCallMachineDouble.toString()})(${JSON.stringify(assistant)});`;
  const refused: string[] = [];
  const posted: PostedMessage[] = [];
  await page.exposeFunction(REPORT_BINDING, (message: PostedMessage) => {
    posted.push(message);
  });
  let bundleLoads = 0;
  let held: Promise<void> | undefined;
  await page.route(
    (url) => !isLocal(url),
    async (route) => {
      const url = route.request().url();
      if (url === DAILY_CALL_MACHINE_BUNDLE_URL) {
        const gate = held;
        held = undefined;
        await gate;
        bundleLoads += 1;
        await route.fulfill({
          status: 200,
          contentType: 'application/javascript; charset=utf-8',
          headers: { 'cache-control': 'no-store', 'access-control-allow-origin': '*' },
          body,
        });
        return;
      }
      refused.push(url);
      await route.abort('blockedbyclient');
    },
  );
  return {
    received: () => page.evaluate(() => window.__dailyMediaServersDouble?.received ?? []),
    posted,
    sendTranscript: (role, transcriptType, transcript) =>
      page.evaluate(
        (message) => {
          const send = window.__dailyMediaServersDouble?.sendAppMessage;
          if (!send) throw new Error('The Daily test double has no call running');
          send(message);
        },
        { type: 'transcript', role, transcriptType, transcript },
      ),
    endCallFromServer: (endedReason) =>
      page.evaluate(
        (message) => {
          const double = window.__dailyMediaServersDouble;
          const close = double?.closeRoom;
          if (!double?.sendAppMessage || !close) {
            throw new Error('The Daily test double has no call running');
          }
          // The message first, then the room closes, as the server sends them: both go out
          // through the same postMessage channel, which delivers them in this order.
          double.sendAppMessage(message);
          close();
        },
        { type: 'status-update', status: 'ended', endedReason },
      ),
    setAssistantSpeaking: (speaking) =>
      page.evaluate((on) => {
        const double = window.__dailyMediaServersDouble;
        if (!double) throw new Error('The Daily test double is not loaded');
        double.assistantSpeaking = on;
      }, speaking),
    setVisitorLevel: (level) =>
      page.evaluate((value) => {
        const double = window.__dailyMediaServersDouble;
        if (!double) throw new Error('The Daily test double is not loaded');
        double.visitorLevel = value;
      }, level),
    holdBundle() {
      let release!: () => void;
      held = new Promise((resolve) => (release = resolve));
      return release;
    },
    get bundleLoads() {
      return bundleLoads;
    },
    refused,
  };
}
