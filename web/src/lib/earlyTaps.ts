/**
 * The page before its app: what the script that holds early taps (web/scripts/startScript.ts)
 * and the app agree on.
 */

/** A control tapped before the app ran carries it until the app carries the tap out. */
export const HELD_ATTRIBUTE = 'data-held';

/**
 * A form control the prerendered HTML disables because only the app can act on it (a form that
 * cannot send without a script): the script enables it as soon as the page is parsed, so that a
 * visitor can type and tap while the app loads. Without JavaScript it stays disabled.
 */
export const ENABLED_BY_SCRIPT_ATTRIBUTE = 'data-enabled-by-script';

/** The props that mark a control so: `<button {...enabledByScript}>`. */
export const enabledByScript = { [ENABLED_BY_SCRIPT_ATTRIBUTE]: '' };
