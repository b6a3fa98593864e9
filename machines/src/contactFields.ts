// Apart from contactForm.ts so that the form renders its fields before XState has loaded
// (web/src/features/contact/formBeforeUse.ts).

export interface ContactFields {
  name: string;
  email: string;
  /** Optional. */
  company: string;
  /** Optional: one of the content's topics (ContactFormInput.topics), or empty. */
  topic: string;
  message: string;
}

export type ContactField = keyof ContactFields;

/** The fields before anything is typed: the machine starts with these, and clears to them. */
export const EMPTY_FIELDS: ContactFields = {
  name: '',
  email: '',
  company: '',
  topic: '',
  message: '',
};
