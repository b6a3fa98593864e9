import { selectContactFormView, type ContactFields } from '@site/machines/contactForm';
import { useLayoutEffect, useMemo } from 'react';
import { useSiteMachine } from '../../lib/useSiteMachine';
import { contactFormLogic } from './contactFormLogic';
import type { LiveForm } from './ContactForm';

// The contact form's machine, with XState: loaded by ./ContactForm.tsx when the form comes into
// view or is first used (web/src/lib/codeOnUse.ts).

/**
 * The contact form machine, run beside the form's fields rather than around them, so that its
 * arrival renders them anew instead of mounting them again (a field keeps its focus and caret).
 * It starts with what the fields hold, and hands its view up from its first snapshot.
 */
export default function LiveContactForm({
  topics,
  fields,
  onChange,
}: {
  topics: readonly string[];
  /** What the visitor typed before the machine came. */
  fields: ContactFields;
  onChange: (form: LiveForm) => void;
}) {
  const [snapshot, send] = useSiteMachine(contactFormLogic, { input: { topics, fields } });
  const view = useMemo(() => selectContactFormView(snapshot), [snapshot]);
  useLayoutEffect(() => onChange({ view, send }), [view, send, onChange]);
  return null;
}
