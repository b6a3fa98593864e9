import { enableVisualEditing } from '@sanity/visual-editing';
import type { DataRouter as Router } from 'react-router-dom';
import { i18nFor, languages, type Language } from '../i18n/i18n';
import { followLiveChanges } from './liveChanges';

const historyActions = { PUSH: 'push', REPLACE: 'replace', POP: 'pop' } as const;

/**
 * Draws the Presentation tool's overlays on every stega-encoded text (./previewMode.ts) and keeps
 * the Studio and the router in step: a page the editor opens in the Studio's address bar is
 * navigated to here, a link followed here is shown there, and an edit reloads the page's drafts:
 * told by the Studio when it frames the page, and by the server's live channel in any case.
 * Loaded only in preview mode, while the page hydrates (app/startApp.tsx).
 */
export function startVisualEditing(router: Router) {
  const notice = interruptionNotice();
  const stopFollowing = followLiveChanges(() => void router.revalidate(), notice.show);
  const path = ({ pathname, search, hash }: Router['state']['location']) =>
    `${pathname}${search}${hash}`;
  const disableVisualEditing = enableVisualEditing({
    history: {
      subscribe(navigate) {
        let shown = path(router.state.location);
        navigate({ type: 'replace', url: shown });
        // The router reports every loading step too; the Studio hears of new locations only.
        return router.subscribe(({ location, historyAction }) => {
          if (path(location) === shown) return;
          shown = path(location);
          navigate({ type: historyActions[historyAction], url: shown });
        });
      },
      update({ type, url }) {
        if (type === 'pop') window.history.back();
        else void router.navigate(url, { replace: type === 'replace' });
      },
    },
    refresh: () => router.revalidate(),
  });
  return () => {
    stopFollowing();
    disableVisualEditing();
    notice.remove();
  };
}

/**
 * A line at the bottom of the page while edits cannot reach it (the server's listener is
 * refused or failed), announced as a status, in the page's language: the editor would otherwise
 * type on and wonder why the preview stands still.
 */
function interruptionNotice() {
  const element = document.createElement('p');
  element.className = 'preview-notice';
  element.setAttribute('role', 'status');
  document.body.append(element);
  return {
    show(isInterrupted: boolean) {
      const lang = document.documentElement.lang;
      const language: Language = (languages as readonly string[]).includes(lang)
        ? (lang as Language)
        : 'de';
      element.textContent = isInterrupted ? i18nFor[language].t('preview.liveInterrupted') : '';
    },
    remove: () => element.remove(),
  };
}
