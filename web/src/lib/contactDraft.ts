const DRAFT_EVENT = 'site:contact-draft';

/**
 * Offers the contact form a first sentence for its message, from another part of the page (the
 * demo call's "talk to a person"). The form takes it only while its message is empty, so nothing
 * a visitor typed is ever replaced. Features meet here, in lib, not in each other.
 */
export function offerContactDraft(message: string) {
  window.dispatchEvent(new CustomEvent<string>(DRAFT_EVENT, { detail: message }));
}

/** Calls `listener` with each offered draft; returns the function that stops listening. */
export function onContactDraft(listener: (message: string) => void): () => void {
  const handler = (event: Event) => listener((event as CustomEvent<string>).detail);
  window.addEventListener(DRAFT_EVENT, handler);
  return () => window.removeEventListener(DRAFT_EVENT, handler);
}
