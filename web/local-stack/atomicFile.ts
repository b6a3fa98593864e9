import { mkdir, open, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';

/** Where a file is written before it is renamed into place: hidden, beside it. */
const temporaryFileName = (name: string) => `.${name}.tmp`;

/**
 * Writes `dir`/`name` whole or not at all: to a hidden temporary file beside it, flushed to disk,
 * then renamed into place, so that a reader (another process, or this one after a crash) finds
 * the old file or the new one, never half of one. `mode` is the file's, `dirMode` the folder's if
 * it has to be made; `temporary` names the temporary file, when writers in several processes
 * may write the same file at once. The local mailbox's messages, the local Content Lake's
 * documents and the images editors upload are written this way.
 */
export async function writeFileAtomically(
  dir: string,
  name: string,
  content: string | Uint8Array,
  {
    mode = 0o644,
    dirMode = 0o755,
    temporary: temporaryName = temporaryFileName(name),
  }: { mode?: number; dirMode?: number; temporary?: string } = {},
) {
  await mkdir(dir, { recursive: true, mode: dirMode });
  const temporary = join(dir, temporaryName);
  try {
    const file = await open(temporary, 'w', mode);
    try {
      await file.writeFile(content);
      await file.sync();
    } finally {
      await file.close();
    }
    await rename(temporary, join(dir, name));
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}
