/** Debian's Chromium, never a downloaded browser (see README), for every test, gate and bench. */
export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

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
