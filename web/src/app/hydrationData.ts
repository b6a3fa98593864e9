import type { HydrationState } from 'react-router-dom';

const HYDRATION_DATA_ID = 'router-hydration-data';

/**
 * The router's loader data travels as a JSON script, not an executable one, so the
 * Content-Security-Policy needs no inline-script exception. `<` is escaped so content
 * can never close the script element.
 */
export function serializeHydrationData(state: HydrationState): string {
  const json = JSON.stringify(state).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${HYDRATION_DATA_ID}">${json}</script>`;
}

export function readHydrationData(): HydrationState | undefined {
  const element = document.getElementById(HYDRATION_DATA_ID);
  return element?.textContent ? (JSON.parse(element.textContent) as HydrationState) : undefined;
}
