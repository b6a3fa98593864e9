/** What the visitor typed; the contact form machine's fields fit this shape. */
export type ContactMessage = {
  name: string;
  email: string;
  /** Optional. */
  company?: string;
  /** Optional: the German label of the topic chosen, as the team reads it. */
  topic?: string;
  message: string;
};

/** The EmailJS template's variables; the template in the EmailJS account uses these names. */
export type ContactTemplateParams = {
  time: string;
  company: string;
  topic: string;
  message: string;
  name: string;
  email: string;
};

// The team reads the mail in Germany: the time of the office, not of the visitor's device.
const germanDateTime = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'Europe/Berlin',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** "21.11.2026, 14:05" */
function formatGermanDateTime(date: Date): string {
  return germanDateTime.format(date);
}

/** The fields go out verbatim: escaping is the mail template's job, and trimming would alter them. */
export function buildTemplateParams(fields: ContactMessage, now: Date): ContactTemplateParams {
  return {
    time: formatGermanDateTime(now),
    company: fields.company ?? '',
    topic: fields.topic ?? '',
    message: fields.message,
    name: fields.name,
    email: fields.email,
  };
}
