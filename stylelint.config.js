// The stylesheets take their colours, sizes, durations and layers from the design tokens of
// web/src/styles/tokens.css, never as literals (docs/design.md, "What the check allows").

/** The tokens every stylesheet may use; var() of any other name fails. */
const TOKEN_FILE = 'web/src/styles/tokens.css';
/** The brand font's @font-face rules, generated from the font files by web/scripts/brandFont.ts. */
const FONT_FACE_FILE = 'web/src/styles/fonts.css';

/** Every length unit: spacing, type and radii come from the token scales instead. */
const LENGTH_UNITS = ['px', 'rem', 'em', 'ex', 'ch', 'lh', 'rlh', 'vw', 'vh', 'vmin', 'vmax'];

/** A value that is one token of the group, e.g. var(--font-size-lg). */
const token = (prefix) => `/^var\\(--${prefix}[\\w-]*\\)$/`;

/** @type {import('stylelint').Config} */
export default {
  ignoreFiles: [
    '**/node_modules/**',
    '**/dist/**',
    'coverage/**',
    'studio/.sanity/**',
    'web/test-results/**',
    'web/playwright-report/**',
  ],
  referenceFiles: [TOKEN_FILE],
  rules: {
    'no-unknown-custom-properties': true,
    // Colours: only tokens (transparent and currentColor are no colour of their own).
    'color-no-hex': true,
    'color-named': 'never',
    'function-disallowed-list': [
      'rgb',
      'rgba',
      'hsl',
      'hsla',
      'hwb',
      'lab',
      'lch',
      'oklab',
      'oklch',
      'color',
      'color-mix',
    ],
    // Pixel sizes and durations: only tokens. rem and em stay for a component's own measures
    // (widths, heights, grid tracks), and for breakpoints, which no token can hold.
    'unit-disallowed-list': ['px', 'pt', 'pc', 'cm', 'mm', 'in', 'q', 's', 'ms'],
    // The scales: spacing and radii as tokens (0, auto and percentages need none).
    'declaration-property-unit-disallowed-list': {
      '/^(margin|padding)/': LENGTH_UNITS,
      '/^(gap|row-gap|column-gap)$/': LENGTH_UNITS,
      '/^border(-[a-z]+)*-radius$/': LENGTH_UNITS,
    },
    'declaration-property-value-allowed-list': {
      'font-family': [token('font-'), 'inherit'],
      font: ['inherit'],
      'font-size': [token('font-size-')],
      'font-weight': [token('font-weight-')],
      'line-height': [token('line-height-')],
      'letter-spacing': [token('letter-spacing-')],
      'text-underline-offset': [token('underline-offset')],
      'z-index': [token('layer-')],
    },
    // Easing curves: only tokens (a keyword such as ease, unless it is part of a token's name).
    'declaration-property-value-disallowed-list': {
      '/^(transition|animation)(-timing-function)?$/': [
        '/(?<![\\w-])(ease|ease-in|ease-out|ease-in-out|linear|cubic-bezier|steps)(?![\\w-])/',
      ],
    },
  },
  overrides: [
    {
      // Where the literals live.
      files: [TOKEN_FILE, FONT_FACE_FILE],
      rules: {
        'color-no-hex': null,
        'color-named': null,
        'function-disallowed-list': null,
        'unit-disallowed-list': null,
        'declaration-property-unit-disallowed-list': null,
        'declaration-property-value-allowed-list': null,
        'declaration-property-value-disallowed-list': null,
      },
    },
  ],
};
