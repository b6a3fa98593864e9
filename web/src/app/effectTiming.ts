import { options } from 'preact';
import { nextTask } from './nextTask';

/**
 * When effects run. Preact runs them after the next animation frame, React (which the app is
 * written for, with the react imports aliased to Preact: see web/preact.ts) in a task right
 * after the commit, and so does the app: a stopped clock or a tab that draws no frames (a
 * background tab, Playwright's paused clock) must not hold back the machines and listeners that
 * effects start.
 */
options.requestAnimationFrame = (runEffects) => void nextTask().then(runEffects);
