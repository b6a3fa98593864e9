/**
 * Name of the honeypot input: the form renders it hidden from people (off-screen, tabIndex -1,
 * autoComplete "off", aria-hidden) and sends its value with the submit event as `honeypot`.
 * Bots fill every field.
 */
export const HONEYPOT_FIELD = 'website';
