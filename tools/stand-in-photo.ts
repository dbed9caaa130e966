// Stand-in product photos, drawn here: a product on a desk, in gradients and
// soft shadow, rendered by sharp and grained with noise so that it compresses
// like a camera's photo. Used by the photo pipeline's tests (any size, any
// format) and by scripts/stand-in-photos.ts for content/products.

import { readFile, rename, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp, { type Sharp } from "sharp";

export const STAND_IN_SUBJECTS = ["laptop", "mouse", "speaker"] as const;
export type StandInSubject = (typeof STAND_IN_SUBJECTS)[number];

const subjects: Record<StandInSubject, string> = {
  laptop: `
    <path d="M118 70h164a8 8 0 0 1 8 8v112H110V78a8 8 0 0 1 8-8z" fill="url(#metal)"/>
    <rect x="119" y="79" width="162" height="104" rx="3" fill="url(#screen)"/>
    <path d="M119 79h162L119 160z" fill="#fff" opacity=".08"/>
    <path d="M96 190h208l20 18H76z" fill="url(#deck)"/>
    <path d="M106 195h188l8 8H98z" fill="#1e293b" opacity=".55"/>
    <rect x="176" y="203" width="48" height="4" rx="2" fill="#94a3b8"/>
    <path d="M76 208h248v3a4 4 0 0 1-4 4H80a4 4 0 0 1-4-4z" fill="#475569"/>`,
  mouse: `
    <path d="M200 96c30 0 48 26 48 62v28c0 30-20 50-48 50s-48-20-48-50v-28c0-36 18-62 48-62z" fill="url(#metal)"/>
    <path d="M200 98v52" stroke="#1e293b" stroke-width="2" opacity=".5"/>
    <rect x="195" y="116" width="10" height="22" rx="5" fill="#334155"/>
    <path d="M160 170c10 6 70 6 80 0" stroke="#fff" stroke-width="2" opacity=".25" fill="none"/>`,
  speaker: `
    <rect x="120" y="118" width="160" height="98" rx="49" fill="url(#fabric)"/>
    <rect x="120" y="118" width="160" height="98" rx="49" fill="url(#sheen)"/>
    <circle cx="162" cy="167" r="30" fill="#0f172a" opacity=".35"/>
    <circle cx="238" cy="167" r="30" fill="#0f172a" opacity=".35"/>
    <rect x="186" y="146" width="28" height="42" rx="6" fill="#e2e8f0" opacity=".85"/>
    <text x="200" y="173" font-family="sans-serif" font-size="14" font-weight="700" text-anchor="middle" fill="#0f172a">B</text>`,
};

function scene(subject: StandInSubject, width: number, height: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 400 300" preserveAspectRatio="xMidYMid slice">
  <defs>
    <linearGradient id="wall" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#e7e2d8"/><stop offset="1" stop-color="#b9b2a6"/></linearGradient>
    <linearGradient id="desk" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8a6a4a"/><stop offset="1" stop-color="#5b432d"/></linearGradient>
    <linearGradient id="metal" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#64748b"/><stop offset=".5" stop-color="#334155"/><stop offset="1" stop-color="#1e293b"/></linearGradient>
    <linearGradient id="deck" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#cbd5e1"/><stop offset="1" stop-color="#64748b"/></linearGradient>
    <linearGradient id="screen" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0e7490"/><stop offset=".6" stop-color="#1d4ed8"/><stop offset="1" stop-color="#312e81"/></linearGradient>
    <linearGradient id="fabric" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#0891b2"/><stop offset="1" stop-color="#155e75"/></linearGradient>
    <linearGradient id="sheen" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".3"/><stop offset=".5" stop-color="#fff" stop-opacity="0"/></linearGradient>
    <radialGradient id="lamp" cx=".25" cy=".15" r=".7"><stop offset="0" stop-color="#fff8e7" stop-opacity=".9"/><stop offset="1" stop-color="#fff8e7" stop-opacity="0"/></radialGradient>
    <filter id="blur" x="-20%" y="-50%" width="140%" height="200%"><feGaussianBlur stdDeviation="8"/></filter>
  </defs>
  <rect width="400" height="300" fill="url(#wall)"/>
  <rect y="196" width="400" height="104" fill="url(#desk)"/>
  <rect width="400" height="300" fill="url(#lamp)"/>
  <ellipse cx="200" cy="216" rx="130" ry="12" fill="#000" opacity=".35" filter="url(#blur)"/>
  ${subjects[subject]}
</svg>`;
}

/**
 * A stand-in photo of `subject` at `width` x `height` (any aspect: the scene
 * is cropped to fill it), as an uncompressed image to encode in any format.
 */
export async function standInPhoto(
  subject: StandInSubject,
  width: number,
  height: number,
): Promise<Sharp> {
  const drawing = await sharp(Buffer.from(scene(subject, width, height)))
    .flatten()
    .png({ compressionLevel: 0 })
    .toBuffer();
  // Fine grain like a sensor's, and coarser mottling (noise drawn small and
  // enlarged) like surface texture, which survives being scaled down.
  const noise = (w: number, h: number, sigma: number) =>
    sharp({
      create: {
        width: w,
        height: h,
        channels: 3,
        background: "#808080",
        noise: { type: "gaussian", mean: 128, sigma },
      },
    });
  const grain = await noise(width, height, 14).png({ compressionLevel: 0 }).toBuffer();
  const mottle = await noise(Math.ceil(width / 16), Math.ceil(height / 16), 20)
    .resize(width, height, { kernel: "cubic" })
    .png({ compressionLevel: 0 })
    .toBuffer();
  const grained = await sharp(drawing)
    .composite([
      { input: mottle, blend: "soft-light" },
      { input: grain, blend: "overlay" },
    ])
    .raw()
    .toBuffer({ resolveWithObject: true });
  return sharp(grained.data, { raw: grained.info });
}

/**
 * A phone's 12-megapixel photo as the editor gets it: 4000×3000, JPEG at a
 * phone's quality, sensor-like grain (about 4.5 MB, as a real one), stored
 * sideways with an EXIF orientation as cameras do. Drawn once (half a minute
 * on a busy machine) and kept in the temporary folder for the next test.
 */
export async function phonePhoto(subject: StandInSubject = "laptop"): Promise<Buffer> {
  const kept = join(tmpdir(), `storefront-phone-photo-${subject}-4000x3000-q95.jpg`);
  const ready = await readFile(kept).catch(() => null);
  if (ready) return ready;
  const photo = await standInPhoto(subject, 4000, 3000);
  const bytes = await photo.jpeg({ quality: 95 }).withMetadata({ orientation: 6 }).toBuffer();
  // Written whole, then named: a test at the same moment never reads half a file.
  const partial = `${kept}.${process.pid}`;
  await writeFile(partial, bytes);
  await rename(partial, kept);
  return bytes;
}
