import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../../server/paths.ts';
import { shownPath } from '../../local-stack/writtenDocuments.ts';

// What the editor's commands (`npm start`, `npm run preview`, `npm run studio`) show is one German
// screen (./screens.ts); what the tools they start print (npm, Vite, rolldown, `sanity dev`, the
// build's pages) goes to a log file the screen names, in the ignored .local/ folder beside the
// local content. Each run starts its log afresh.

/** The folder of the logs: LOG_DIR, else .local/logs/ of the repository. */
export const logDir = (env: NodeJS.ProcessEnv = process.env) =>
  env.LOG_DIR?.trim() || join(repoRoot, '.local', 'logs');

export type Log = {
  /** The file's path. */
  path: string;
  /** As the screen names it: relative to the repository when inside it. */
  shown: string;
};

/** The log `name` (`studio.log`), emptied for this run. */
export function freshLog(name: string, env: NodeJS.ProcessEnv = process.env): Log {
  const dir = logDir(env);
  mkdirSync(dir, { recursive: true });
  const path = join(dir, name);
  closeSync(openSync(path, 'w'));
  return { path, shown: shownPath(path) };
}

/**
 * Starts `command` with everything it prints appended to `log`, nothing on the screen. It stays
 * in the terminal's process group, so that Ctrl+C reaches it and what it started.
 */
export function spawnLogged(
  command: string,
  args: string[],
  { cwd, env, log }: { cwd: string; env: NodeJS.ProcessEnv; log: Log },
): ChildProcess {
  const output = openSync(log.path, 'a');
  const child = spawn(command, args, {
    cwd,
    env,
    stdio: ['ignore', output, output],
  });
  // The child holds its own copy of the file.
  closeSync(output);
  return child;
}

/** The last lines of a log, for a failure's message on the screen. */
export function lastLines(log: Log, count = 12): string[] {
  const lines = readFileSync(log.path, 'utf8').trimEnd().split('\n');
  return lines.slice(-count).filter((line) => line.trim() !== '');
}

/**
 * A failure on the screen: the German sentence, where the whole log is, and its last lines,
 * which say what went wrong in the tool's words.
 */
export function failureScreen(sentence: string, log: Log): string {
  const tail = lastLines(log);
  return [
    '',
    sentence,
    `Alles Weitere steht im Protokoll: ${log.shown}`,
    ...(tail.length > 0 ? ['Die letzten Zeilen:', ...tail.map((line) => `  ${line}`)] : []),
    '',
  ].join('\n');
}
