/** Debian's Chromium, never a downloaded browser (see README), for every test, gate and bench. */
export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/**
 * Playwright 1.65's own --disable-features. Chromium keeps only the last --disable-features, so
 * ours repeats it (web/e2e/test-browser.spec.ts compares).
 */
const playwrightsDisabledFeatures = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];
/**
 * The omnibox's popups: browser UI a headless window never shows, which still costs each new
 * page two renderers (docs/decisions/0023-npm-test-in-ten-minutes.md).
 */
const omniboxPopups = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup'];

// Flags keep it quiet offline.
export const chromiumLaunchOptions = {
  executablePath: chromiumPath,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
    `--disable-features=${[...playwrightsDisabledFeatures, ...omniboxPopups].join(',')}`,
  ],
};

/**
 * Chromium with its fake microphone. Its permission prompt says yes on its own when `prompt` is
 * 'answered yes'; otherwise, with no permission granted, the browser refuses the microphone.
 */
export const fakeMicrophoneLaunchOptions = (prompt: 'answered yes' | 'refused') => ({
  ...chromiumLaunchOptions,
  args: [
    ...chromiumLaunchOptions.args,
    '--use-fake-device-for-media-stream',
    ...(prompt === 'answered yes' ? ['--use-fake-ui-for-media-stream'] : []),
  ],
});
