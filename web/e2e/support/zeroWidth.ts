// Stega (@sanity/client's invisible source markers for visual editing) is written in zero-width
// characters: this finds any of them, so a test can say a text carries none.
export const ZERO_WIDTH = /[\u200B-\u200F\u2060-\u2064\uFEFF]/u;
