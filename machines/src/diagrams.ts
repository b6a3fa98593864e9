// Which machines get a diagram in machines/diagrams/, and what each file holds. The script
// writes these files; a test fails when a committed file differs.
import type { AnyStateMachine } from 'xstate';
import { callLifecycleMachine } from './callLifecycle.ts';
import { consentDialogMachine } from './consentDialog.ts';
import { contactFormMachine } from './contactForm.ts';
import { toMermaid } from './mermaid.ts';
import { statsCarouselMachine } from './statsCarousel.ts';
import { textChatMachine } from './textChat.ts';
import { voiceWidgetMachine } from './voiceWidget.ts';

export const DIAGRAMMED_MACHINES: readonly AnyStateMachine[] = [
  callLifecycleMachine,
  consentDialogMachine,
  contactFormMachine,
  statsCarouselMachine,
  textChatMachine,
  voiceWidgetMachine,
];

/** File name (machine id + .mmd) -> Mermaid text. */
export function renderDiagrams(): Map<string, string> {
  return new Map(DIAGRAMMED_MACHINES.map((machine) => [`${machine.id}.mmd`, toMermaid(machine)]));
}
