import { fork, type ChildProcess } from 'node:child_process';
import type {
  AvifOptions,
  JpegOptions,
  PngOptions,
  Region,
  ResizeOptions,
  WebpOptions,
} from 'sharp';

// The image endpoint's conversions (./imageEndpoint.ts) and the uploads' (./studioApi.ts), each in
// a child process
// (./imageConverterProcess.mjs) that is killed when the conversion is cancelled or its time is
// up: libvips's encoders run to the end once started, AVIF for seconds, and sharp's timeout()
// does not stop them. Ending a worker thread would not stop them either (libvips's threads are
// native), ending the process does. A process that converted in time waits for the next job.

/** sharp's encoder and its options. */
export type Encoding =
  | { format: 'jpeg'; options: JpegOptions }
  | { format: 'png'; options: PngOptions }
  | { format: 'webp'; options: WebpOptions }
  | { format: 'avif'; options: AvifOptions };

/**
 * One conversion: turn the image upright by its EXIF orientation if `autoOrient`, crop it to
 * `rect`, scale it by `resize`, write it with `encoding`.
 */
export type ConversionJob = {
  /** A file's path, or the image's bytes (an upload, ./studioApi.ts). */
  file: string | Uint8Array;
  autoOrient?: boolean;
  /** Of the file: a larger one is refused before it is decoded. */
  inputPixelLimit: number;
  rect?: Region;
  resize?: ResizeOptions;
  encoding: Encoding;
};

export type ConversionOutcome =
  | { outcome: 'converted'; bytes: Buffer }
  /** Past the time limit; the process was killed. */
  | { outcome: 'timedOut' }
  /** The signal aborted or the converter was closed; the process was killed. */
  | { outcome: 'cancelled' }
  /** Its header says more pixels than `inputPixelLimit`; nothing was decoded. */
  | { outcome: 'tooLarge' }
  /** sharp refused the file or the job, or the process ended by itself. */
  | { outcome: 'failed' };

type ProcessAnswer =
  { outcome: 'converted'; bytes: Uint8Array } | { outcome: 'tooLarge' } | { outcome: 'failed' };

const PROCESS_SCRIPT = new URL('./imageConverterProcess.mjs', import.meta.url);
/**
 * How long a new process may take to load sharp before its job fails: a guard against one that
 * never comes up, not a budget (a busy machine stretches a start to seconds).
 */
const PROCESS_START_LIMIT_MS = 60_000;

/**
 * Converts in child processes, one job per process at a time: the caller limits how many run at
 * once, and as many processes are started as ever ran at once. The time limit counts from the
 * job's hand-over to a process that is ready: a fresh process's start is the machine's work, not
 * the image's. `onSpawn` hears each new process's id, `onStart` each a conversion starts in.
 */
export function createImageConverter({
  timeLimitMs,
  onSpawn,
  onStart,
}: {
  timeLimitMs: number;
  onSpawn?: (pid: number) => void;
  onStart?: (pid: number) => void;
}) {
  const idle = new Set<ChildProcess>();
  /** Each process's readiness: it says so once sharp is loaded (./imageConverterProcess.mjs). */
  const readiness = new WeakMap<ChildProcess, Promise<void>>();
  /** The running jobs' way to end early, for close(). */
  const running = new Set<() => void>();
  let closed = false;

  const start = () => {
    const child = fork(PROCESS_SCRIPT, [], {
      // A plain script: the server's own flags (tsx's loader) would only slow the start.
      execArgv: [],
      // Structured clone: the image arrives as bytes, not as JSON's array of numbers.
      serialization: 'advanced',
    });
    // An idle process must not keep a test or a script alive, by itself or by its channel; a
    // running job holds its timer meanwhile.
    child.unref();
    child.channel?.unref();
    child.on('exit', () => idle.delete(child));
    // Spawning or sending failed: the job waiting on it hears of it through its own listener.
    child.on('error', () => child.kill('SIGKILL'));
    if (child.pid !== undefined) onSpawn?.(child.pid);
    readiness.set(
      child,
      new Promise((resolve) => {
        const ready = (message: { ready?: boolean }) => {
          if (!message.ready) return;
          child.off('message', ready);
          resolve();
        };
        child.on('message', ready);
      }),
    );
    return child;
  };

  function convert(job: ConversionJob, signal: AbortSignal): Promise<ConversionOutcome> {
    if (closed || signal.aborted) return Promise.resolve({ outcome: 'cancelled' });
    const [reused] = idle;
    const child = reused ?? start();
    idle.delete(child);

    return new Promise((resolve) => {
      let settled = false;
      let timer: NodeJS.Timeout | undefined;
      const settle = (outcome: ConversionOutcome) => {
        // The first end counts: a failed send also ends the process, which reports its exit.
        if (settled) return;
        settled = true;
        clearTimeout(startGuard);
        clearTimeout(timer);
        signal.removeEventListener('abort', cancel);
        running.delete(cancel);
        child.off('message', answer);
        child.off('exit', fail);
        child.off('error', fail);
        if (outcome.outcome === 'converted' && !closed) idle.add(child);
        else child.kill('SIGKILL');
        resolve(outcome);
      };
      const cancel = () => settle({ outcome: 'cancelled' });
      const fail = () => settle({ outcome: 'failed' });
      const answer = (message: ProcessAnswer) =>
        settle(
          message.outcome === 'converted'
            ? {
                outcome: 'converted',
                bytes: Buffer.from(
                  message.bytes.buffer,
                  message.bytes.byteOffset,
                  message.bytes.byteLength,
                ),
              }
            : { outcome: message.outcome },
        );
      const startGuard = setTimeout(fail, PROCESS_START_LIMIT_MS);
      signal.addEventListener('abort', cancel, { once: true });
      running.add(cancel);
      child.on('exit', fail);
      child.on('error', fail);
      void readiness.get(child)!.then(() => {
        if (settled) return;
        clearTimeout(startGuard);
        if (child.pid !== undefined) onStart?.(child.pid);
        timer = setTimeout(() => settle({ outcome: 'timedOut' }), timeLimitMs);
        child.on('message', answer);
        child.send(job, (error) => error && fail());
      });
    });
  }

  return {
    convert,
    /** Ends the running conversions (as cancelled) and the idle processes. */
    close() {
      closed = true;
      for (const cancel of running) cancel();
      for (const child of idle) child.kill('SIGKILL');
      idle.clear();
    },
  };
}
