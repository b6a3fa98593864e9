import { activeLine, clockTime, peaksOf, seekByKey } from './timing';

// The sample conversation's player, over the markup ../ProofSections.tsx prerenders: the page's
// own <audio> plays, and this code only shows what it does and tells it where to go. Loaded by
// ./RecordingPlayer.tsx once the section comes into view; the recording's bytes load on the
// first play, when its waveform is decoded from them (docs/decisions/0035-a-recording-to-hear.md).

/** Bars of the waveform: fine enough for a minute of talk on a phone's width. */
const BARS = 96;
/** The height of a bar before the recording is decoded, and of silence: a line to seek along. */
const FLAT = 0.08;
const SVG = 'http://www.w3.org/2000/svg';
/** Decoding at a low rate: the peaks need no more, and the samples take a sixth of the memory. */
const DECODE_RATE = 8000;

/** Draws the bars of `peaks` (0 to 1) into each of the SVGs, centred on their middle line. */
function drawBars(svgs: SVGSVGElement[], peaks: readonly number[]) {
  for (const svg of svgs) {
    svg.setAttribute('viewBox', `0 0 ${peaks.length * 2} 100`);
    svg.setAttribute('preserveAspectRatio', 'none');
    svg.replaceChildren(
      ...peaks.map((peak, index) => {
        const height = Math.max(FLAT, peak) * 100;
        const bar = document.createElementNS(SVG, 'rect');
        bar.setAttribute('x', String(index * 2));
        bar.setAttribute('y', String((100 - height) / 2));
        bar.setAttribute('width', '1.2');
        bar.setAttribute('height', String(height));
        return bar;
      }),
    );
  }
}

/** The recording's peaks, decoded from its file by Web Audio; undefined where that fails. */
async function decodePeaks(url: string, signal: AbortSignal): Promise<number[] | undefined> {
  try {
    const bytes = await (await fetch(url, { signal })).arrayBuffer();
    const context = new OfflineAudioContext(1, 1, DECODE_RATE);
    const audio = await context.decodeAudioData(bytes);
    return peaksOf(audio.getChannelData(0), BARS);
  } catch {
    // The flat line stays: the recording plays all the same.
    return undefined;
  }
}

/**
 * Takes over the recording of the sample conversation inside `root`; returns the function that
 * lets go of it again (a navigation away, the section re-rendered).
 */
export function enhanceRecording(root: HTMLElement): () => void {
  const audio = root.querySelector<HTMLAudioElement>('.recording__audio');
  const player = root.querySelector<HTMLElement>('.recording__player');
  const play = root.querySelector<HTMLButtonElement>('.recording__play');
  const wave = root.querySelector<HTMLElement>('.recording__wave');
  const time = root.querySelector<HTMLElement>('.recording__time');
  const card = root.querySelector<HTMLElement>('.sample-conversation__card');
  if (!audio || !player || !play || !wave || !time || !card) return () => undefined;
  const bars = [...wave.querySelectorAll<SVGSVGElement>('.recording__bars')];
  const lines = [...root.querySelectorAll<HTMLElement>('.sample-conversation__line')];
  const starts = lines.map((line) =>
    line.dataset.start === undefined ? undefined : Number(line.dataset.start),
  );
  const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)');
  const stop = new AbortController();
  const { signal } = stop;
  let decoding = false;
  let frame = 0;
  /** A seek asked for before the length is known, as a fraction: carried out once it is. */
  let pendingFraction: number | undefined;

  drawBars(
    bars,
    Array.from({ length: BARS }, () => 0),
  );
  audio.controls = false;
  card.dataset.enhanced = '';

  function show() {
    const duration = Number.isFinite(audio!.duration) ? audio!.duration : 0;
    const current = audio!.currentTime;
    const progress = duration > 0 ? Math.min(1, current / duration) : 0;
    wave!.style.setProperty('--recording-progress', String(progress));
    wave!.setAttribute('aria-valuemax', String(Math.round(duration)));
    wave!.setAttribute('aria-valuenow', String(Math.round(current)));
    const text =
      duration > 0 ? `${clockTime(current)} / ${clockTime(duration)}` : clockTime(current);
    wave!.setAttribute('aria-valuetext', text);
    time!.textContent = text;
    const active = activeLine(starts, current);
    lines.forEach((line, index) => {
      if (index === active) line.setAttribute('aria-current', 'true');
      else line.removeAttribute('aria-current');
    });
  }

  // While it plays, the played part of the waveform follows the sound frame by frame; with
  // reduced motion it moves only as often as the element reports its time (a few times a second).
  function follow() {
    show();
    frame = audio!.paused || reducedMotion.matches ? 0 : requestAnimationFrame(follow);
  }

  function played() {
    play!.setAttribute('aria-label', play!.dataset.pauseLabel ?? '');
    card!.dataset.playing = '';
    cancelAnimationFrame(frame);
    follow();
    if (!decoding) {
      decoding = true;
      void decodePeaks(audio!.currentSrc || audio!.src, signal).then((peaks) => {
        if (peaks && !signal.aborted) drawBars(bars, peaks);
      });
    }
  }

  function paused() {
    play!.setAttribute('aria-label', play!.dataset.playLabel ?? '');
    delete card!.dataset.playing;
    cancelAnimationFrame(frame);
    show();
  }

  function seek(seconds: number, andPlay: boolean) {
    audio!.currentTime = seconds;
    show();
    if (andPlay && audio!.paused) void audio!.play().catch(() => undefined);
  }

  function seekFraction(fraction: number) {
    if (Number.isFinite(audio!.duration)) seek(fraction * audio!.duration, false);
    else {
      pendingFraction = fraction;
      void audio!.play().catch(() => undefined);
    }
  }

  const on = <K extends keyof HTMLElementEventMap>(
    target: HTMLElement,
    type: K,
    listener: (event: HTMLElementEventMap[K]) => void,
  ) => target.addEventListener(type, listener, { signal });

  on(play, 'click', () => {
    if (audio.paused) void audio.play().catch(() => undefined);
    else audio.pause();
  });
  on(audio, 'play', played);
  on(audio, 'pause', paused);
  on(audio, 'ended', paused);
  on(audio, 'timeupdate', show);
  on(audio, 'seeked', show);
  on(audio, 'durationchange', () => {
    if (pendingFraction !== undefined && Number.isFinite(audio.duration)) {
      const fraction = pendingFraction;
      pendingFraction = undefined;
      seek(fraction * audio.duration, false);
    }
    show();
  });
  on(wave, 'keydown', (event) => {
    const target = seekByKey(event.key, audio.currentTime, audio.duration);
    if (target === undefined) return;
    event.preventDefault();
    seek(target, false);
  });
  on(wave, 'pointerdown', (event) => {
    const box = wave.getBoundingClientRect();
    if (box.width > 0)
      seekFraction(Math.min(1, Math.max(0, (event.clientX - box.left) / box.width)));
  });
  lines.forEach((line, index) => {
    const start = starts[index];
    // The line's button, and a click anywhere on the line, play from its start.
    if (start !== undefined) on(line, 'click', () => seek(start, true));
  });

  show();
  return () => {
    stop.abort();
    cancelAnimationFrame(frame);
    audio.controls = true;
    delete card.dataset.enhanced;
    delete card.dataset.playing;
  };
}
