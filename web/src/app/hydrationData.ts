import type { HydrationState } from 'react-router-dom';

const HYDRATION_DATA_ID = 'router-hydration-data';

/**
 * A preview page's loader data, as the server rendered it from the drafts of that moment: the
 * browser hydrates with it, not with drafts it would fetch a moment later, which an editor may have
 * changed since (a built page loads its data from the snapshot instead, ./startApp.tsx). A JSON
 * script, not an executable one, so the Content-Security-Policy needs no inline-script exception.
 * `<` is escaped so content can never close the script element.
 */
export function serializeHydrationData(state: HydrationState): string {
  const json = JSON.stringify(state).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${HYDRATION_DATA_ID}">${json}</script>`;
}

export function readHydrationData(): HydrationState | undefined {
  const element = document.getElementById(HYDRATION_DATA_ID);
  return element?.textContent ? (JSON.parse(element.textContent) as HydrationState) : undefined;
}
