// Files of the seed other than images: each is a file in studio/seed/files/, written into the
// NDJSON in the form of Sanity's import (`_sanityAsset: "file@file://./files/<file>"`), which
// uploads it and leaves a reference to its asset; the local stack does the same
// (web/local-stack/seedAssets.ts).
//
// beispielgespraech-zahnarztpraxis.ogg is the sample conversation of ./documents/proof.ts,
// spoken by two synthetic voices (37 s, Opus at 24 kbit/s, 117 KB). It was made offline with
// Debian's espeak-ng and opus-tools (`apt-get install espeak-ng opus-tools`), which a fresh
// machine does not have, so the file is committed rather than generated. Each line was spoken on
// its own at 22,050 Hz, the assistant by `espeak-ng -v de+f4 -s 205 -p 55`, the caller by
// `espeak-ng -v de+m3 -s 195 -p 40` (`-w line.wav "<German text>"`); the lines were joined with
// 0.4 s of silence after each, each line's start (its `start` in the seed) being the length of
// everything before it, and the whole encoded with `opusenc --bitrate 24 call.wav`.
// After editing a line's German text, speak it again the same way and correct the starts.

/** A file field with its file, and fields of its own (a recording's note). */
export const file = <T extends object>(name: string, fields: T) => ({
  _type: 'file',
  _sanityAsset: `file@file://./files/${name}`,
  ...fields,
});
