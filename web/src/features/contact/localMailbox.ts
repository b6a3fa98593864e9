// Shared by the browser module and the local mailbox endpoint (web/local-stack/mailboxEndpoint.ts):
// without an EmailJS account the site sends with these ids and the mailbox accepts only them.
export const LOCAL_EMAILJS_IDS = {
  publicKey: 'local-public-key',
  serviceId: 'local-service',
  templateId: 'local-template',
} as const;
