import { PREVIEW_API_PATH } from './previewMode';

/** Changes often come in bursts (an editor typing): one reload for each burst. */
const SETTLE_MS = 100;

/**
 * Follows the server's stream of changes to the dataset (web/server/preview/liveChanges.ts) and
 * calls `reload` after each burst, so that an edit shows in the open preview without a page
 * reload, whether or not the Studio's Presentation tool frames the page. `interrupted(true)`
 * when the server says its listener is refused or failed, `interrupted(false)` with the next
 * change (the first after a new listener's welcome). EventSource reconnects by itself when the
 * stream ends. Returns the function that stops following.
 */
export function followLiveChanges(
  reload: () => void,
  interrupted: (isInterrupted: boolean) => void,
): () => void {
  const source = new EventSource(`${PREVIEW_API_PATH}/live`);
  let timer: ReturnType<typeof setTimeout> | undefined;
  source.addEventListener('change', () => {
    interrupted(false);
    clearTimeout(timer);
    timer = setTimeout(reload, SETTLE_MS);
  });
  source.addEventListener('interrupted', () => interrupted(true));
  return () => {
    clearTimeout(timer);
    source.close();
  };
}
