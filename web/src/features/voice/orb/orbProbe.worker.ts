// Runs in a worker: opens a throwaway WebGL context on an OffscreenCanvas to learn whether the
// GPU or the CPU would draw the orb, and answers with the kind (see probeOrbGraphics in orbContext.ts). Where
// WebGL is drawn by the CPU, creating even this context takes tens of milliseconds, which the
// page's main thread is spared.
import { graphicsKindOf } from './orbContext';

const canvas = new OffscreenCanvas(1, 1);
const context = canvas.getContext('webgl2') ?? canvas.getContext('webgl');
postMessage(graphicsKindOf(context));
context?.getExtension('WEBGL_lose_context')?.loseContext();
close();
