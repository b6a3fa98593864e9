import { ServiceConfigError, usable, type Services } from '../../config/services';
import { LOCAL_EMAILJS_IDS } from './localMailbox';

export type MailConfig = {
  publicKey: string;
  serviceId: string;
  templateId: string;
  /** Where EmailJS requests go; undefined means EmailJS's own API. */
  origin?: string;
};

const VARIABLES = {
  publicKey: 'VITE_EMAILJS_PUBLIC_KEY',
  serviceId: 'VITE_EMAILJS_SERVICE_ID',
  templateId: 'VITE_EMAILJS_TEMPLATE_ID',
} as const;

function missingVariables(config: MailConfig): string[] {
  return (Object.keys(VARIABLES) as (keyof typeof VARIABLES)[])
    .filter((key) => !config[key])
    .map((key) => VARIABLES[key]);
}

/**
 * EmailJS's ids as web/src/config/services.ts resolved them. Hosted: EmailJS itself. Local: the
 * local mailbox of `npm start` / `npm run dev`, reached at the page's own origin. A half-set
 * configuration throws its ServiceConfigError, naming the missing variables; never a silent
 * fallback.
 */
export function mailConfig(
  service: Services['emailJs'],
  pageOrigin: string | undefined,
): MailConfig {
  const emailJs = usable(service);
  if (emailJs.mode === 'hosted') {
    const { publicKey, serviceId, templateId } = emailJs;
    return { publicKey, serviceId, templateId };
  }
  if (!pageOrigin) {
    throw new ServiceConfigError(
      'EmailJS',
      [],
      'incomplete',
      'The local mailbox needs the page origin to send to.',
    );
  }
  return { ...LOCAL_EMAILJS_IDS, origin: pageOrigin };
}

/** Guards configurations built in code too: EmailJS itself would only reject them when sending. */
export function assertCompleteConfig(config: MailConfig): void {
  const missing = missingVariables(config);
  if (missing.length > 0)
    throw new ServiceConfigError(
      'EmailJS',
      missing,
      'incomplete',
      `EmailJS configuration lacks the id of ${missing.join(', ')}.`,
    );
}
