import { LOCAL_EMAILJS_IDS } from './localMailbox';

export type MailConfig = {
  publicKey: string;
  serviceId: string;
  templateId: string;
  /** Where EmailJS requests go; undefined means EmailJS's own API. */
  origin?: string;
};

/** A developer's mistake in the EmailJS setup; the message names what to fix. */
export class MailConfigError extends Error {
  override name = 'MailConfigError';
}

const VARIABLES = {
  publicKey: 'VITE_EMAILJS_PUBLIC_KEY',
  serviceId: 'VITE_EMAILJS_SERVICE_ID',
  templateId: 'VITE_EMAILJS_TEMPLATE_ID',
} as const;

type MailEnv = Partial<Record<(typeof VARIABLES)[keyof typeof VARIABLES], string>>;

function missingVariables(config: MailConfig): string[] {
  return (Object.keys(VARIABLES) as (keyof typeof VARIABLES)[])
    .filter((key) => !config[key])
    .map((key) => VARIABLES[key]);
}

/**
 * EmailJS's ids from the build's variables (DESIGN.md section 5). All three set: EmailJS itself.
 * None set: the local mailbox of `npm start` / `npm run dev`, reached at the page's own origin.
 * Some set: a configuration error naming the missing ones, never a silent fallback.
 */
export function resolveMailConfig(env: MailEnv, pageOrigin: string | undefined): MailConfig {
  const config: MailConfig = {
    publicKey: env.VITE_EMAILJS_PUBLIC_KEY ?? '',
    serviceId: env.VITE_EMAILJS_SERVICE_ID ?? '',
    templateId: env.VITE_EMAILJS_TEMPLATE_ID ?? '',
  };
  const missing = missingVariables(config);
  if (missing.length === 0) return config;
  if (missing.length < Object.keys(VARIABLES).length) {
    throw new MailConfigError(
      `EmailJS is only partly configured: ${missing.join(', ')} not set. ` +
        `Set all of ${Object.values(VARIABLES).join(', ')} for EmailJS, ` +
        'or none of them to use the local mailbox (.local/mailbox/).',
    );
  }
  if (!pageOrigin) throw new MailConfigError('The local mailbox needs the page origin to send to.');
  return { ...LOCAL_EMAILJS_IDS, origin: pageOrigin };
}

/** Guards configurations built in code too: EmailJS itself would only reject them when sending. */
export function assertCompleteConfig(config: MailConfig): void {
  const missing = missingVariables(config);
  if (missing.length > 0)
    throw new MailConfigError(`EmailJS configuration lacks the id of ${missing.join(', ')}.`);
}
