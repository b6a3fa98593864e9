// The Studio's side of Presentation, in the browser page that frames the site: the same
// @sanity/comlink controller and channel the Studio's Presentation tool opens to the preview
// frame (name "presentation", connecting to "visual-editing"). Bundled by ./studioStandIn.ts.
import { createConnectionMachine, createController } from '@sanity/comlink';
import {
  createCompatibilityActors,
  type VisualEditingControllerMsg,
  type VisualEditingNodeMsg,
} from '@sanity/presentation-comlink';

type Recorded = { status: string[]; navigated: string[] };

declare global {
  interface Window {
    presentation: Recorded;
  }
}

const recorded: Recorded = { status: [], navigated: [] };
window.presentation = recorded;

const frame = document.querySelector('iframe')!;
const controller = createController({ targetOrigin: new URL(frame.src).origin });
controller.addTarget(frame.contentWindow!);
const channel = controller.createChannel<VisualEditingControllerMsg, VisualEditingNodeMsg>(
  { name: 'presentation', heartbeat: true, connectTo: 'visual-editing' },
  createConnectionMachine<VisualEditingControllerMsg, VisualEditingNodeMsg>().provide({
    actors: createCompatibilityActors<VisualEditingControllerMsg>(),
  }),
);
channel.onStatus((event) => recorded.status.push(event.status));
channel.on('visual-editing/navigate', (data) => {
  recorded.navigated.push(data.url);
});
channel.start();
