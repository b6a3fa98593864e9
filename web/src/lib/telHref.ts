/**
 * A phone number as a `tel:` link, which wants the number without spaces or separators. Every
 * phone link of the site (footer, contact section, the voice demo's fallback) is made here.
 */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
