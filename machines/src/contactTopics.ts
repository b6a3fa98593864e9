// Apart from contactForm.ts so that the Studio's schema reads the same limit without XState.

/** The longest topic of the contact form the Studio lets an editor write, and the form sends. */
export const MAX_TOPIC_LENGTH = 60;
