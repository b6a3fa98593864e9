export { LOCAL_EMAILJS_IDS } from './localMailbox';
export { MailConfigError, resolveMailConfig, type MailConfig } from './mailConfig';
export { createWebStorageProvider } from './rateLimitStorage';
export {
  ContactSendError,
  createContactSender,
  HONEYPOT_FIELD,
  isSendSuccess,
  RATE_LIMIT,
  sendContactMessage,
  type ContactSender,
  type SendOptions,
} from './sendContactMessage';
export {
  buildTemplateParams,
  formatGermanDateTime,
  type ContactMessage,
  type ContactTemplateParams,
} from './templateParams';
