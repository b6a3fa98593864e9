// Converts images for web/local-stack/imageConverter.ts in a process of its own, one job at a
// time. libvips cannot interrupt an encoder (AVIF's least of all) and sharp has no cancel, so a
// conversion that must end early ends with this process. Plain JavaScript: the process starts
// without the server's TypeScript loader.
import sharp from 'sharp';

process.on('message', async ({ file, inputPixelLimit, autoOrient, rect, resize, encoding }) => {
  try {
    // From the header, before a pixel is decoded: too large is said as such, not as unreadable.
    const { width = 0, height = 0 } = await sharp(file).metadata();
    if (width * height > inputPixelLimit) {
      process.send?.({ outcome: 'tooLarge' });
      return;
    }
    let image = sharp(file, { limitInputPixels: inputPixelLimit });
    if (autoOrient) image = image.rotate();
    if (rect) image = image.extract(rect);
    if (resize) image = image.resize(resize);
    const bytes = await image.toFormat(encoding.format, encoding.options).toBuffer();
    process.send?.({ outcome: 'converted', bytes });
  } catch {
    // The parent answers with a sentence of its own; sharp's message is no client's business.
    process.send?.({ outcome: 'failed' });
  }
});

// Ready: the parent's time limit for a job counts from here (./imageConverter.ts).
process.send?.({ ready: true });
