import { services } from '../../config/env';

/** What the voice widget needs of Vapi's configuration. */
export type VapiSettings = {
  publicKey: string;
  assistantId: string;
  /** Vapi's API for the SDK; undefined for the SDK's own default. */
  baseUrl: string | undefined;
};

const NO_CALL: VapiSettings = { publicKey: '', assistantId: '', baseUrl: undefined };

let reported = false;

/**
 * The demo call's keys as web/src/config/services.ts resolved them. Without a complete Vapi
 * configuration they are blank, and the widget machine (machines/src/voiceWidget.ts) shows its
 * missing-configuration message instead of calling. A half-set configuration is a developer's
 * mistake: it is also logged once, naming what to set.
 */
export function vapiSettings(): VapiSettings {
  const vapi = services().vapi;
  if (vapi.mode === 'hosted') {
    const { publicKey, assistantId, baseUrl } = vapi;
    return { publicKey, assistantId, baseUrl };
  }
  if (vapi.mode === 'misconfigured' && !reported) {
    reported = true;
    console.error(vapi.error.message);
  }
  return NO_CALL;
}
