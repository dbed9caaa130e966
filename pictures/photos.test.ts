import { mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { standInPhoto } from "../tools/stand-in-photo.ts";
import { photoWarnings, preparePhoto, type PreparedPhoto } from "./photos.ts";
import { MAX_BYTES, PHOTO_WIDTHS } from "../app/catalogue/photo-settings.ts";

let dir: string;
const cache = () => join(dir, "cache");

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "photos-"));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function expectServable(photo: PreparedPhoto, widths: readonly number[]) {
  for (const format of ["avif", "webp"] as const) {
    const variants = photo.variants.filter((v) => v.format === format);
    expect(variants.map((v) => v.width)).toEqual(widths);
    for (const variant of variants) {
      const meta = await sharp(variant.file).metadata();
      expect(format === "avif" ? meta.format === "heif" && meta.compression : meta.format).toBe(
        format === "avif" ? "av1" : "webp",
      );
      // Fills the 4:3 frame exactly: no bars, no other shape.
      expect([meta.width, meta.height]).toEqual([variant.width, (variant.width * 3) / 4]);
      expect(meta.hasAlpha).toBe(false);
      expect((await stat(variant.file)).size).toBe(variant.bytes);
      expect(variant.bytes).toBeLessThanOrEqual(MAX_BYTES);
    }
  }
}

describe("preparePhoto", () => {
  it("turns a 4000x3000 multi-MB JPEG into AVIF and WebP at every width, each within budget, and caches them", async () => {
    const source = join(dir, "big.jpg");
    await (await standInPhoto("laptop", 4000, 3000)).jpeg({ quality: 92 }).toFile(source);
    expect((await stat(source)).size).toBeGreaterThan(2_000_000);

    const photo = await preparePhoto(source, "big", cache());
    expect(photo.source).toEqual({ width: 4000, height: 3000 });
    await expectServable(photo, PHOTO_WIDTHS);
    expect(photoWarnings("big.jpg", photo)).toEqual([]);

    // Again: found in the cache, nothing re-encoded.
    const started = performance.now();
    const again = await preparePhoto(source, "big", cache());
    expect(performance.now() - started).toBeLessThan(500);
    expect(again.variants).toEqual(photo.variants);
  }, 120_000);

  it.each([
    ["png", 1280, 960],
    ["webp", 1250, 1500],
    ["avif", 1700, 1000],
  ] as const)(
    "takes a %s source of %ix%i and crops it to fill the frame",
    async (format, width, height) => {
      const source = join(dir, `source.${format}`);
      const image = await standInPhoto("mouse", width, height);
      await image.toFormat(format, { effort: format === "webp" ? 4 : 2 }).toFile(source);
      const photo = await preparePhoto(source, `from-${format}`, cache());
      await expectServable(photo, PHOTO_WIDTHS);
    },
    60_000,
  );

  it("crops towards what is interesting, not just the middle", async () => {
    // A wide grey picture with a red product at its right edge.
    const source = join(dir, "wide.png");
    await sharp({ create: { width: 2400, height: 900, channels: 3, background: "#9ca3af" } })
      .composite([
        {
          input: { create: { width: 500, height: 500, channels: 3, background: "#dc2626" } },
          left: 1850,
          top: 200,
        },
      ])
      .png()
      .toFile(source);
    const photo = await preparePhoto(source, "wide", cache());
    const largest = photo.variants.find((v) => v.format === "webp" && v.width === 1200);
    const { channels } = await sharp(largest?.file).stats();
    // A centred crop (x 600..1800) would hold no red at all.
    expect(channels[0]?.mean ?? 0).toBeGreaterThan((channels[1]?.mean ?? 0) + 30);
  }, 60_000);

  it("lays a transparent PNG on white", async () => {
    const source = join(dir, "cut-out.png");
    await sharp({
      create: { width: 1200, height: 900, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toFile(source);
    const photo = await preparePhoto(source, "cut-out", cache());
    const { channels } = await sharp(photo.variants[0]?.file).stats();
    expect(channels.map((c) => Math.round(c.mean))).toEqual([255, 255, 255]);
  }, 60_000);

  it("makes only the widths a small source can fill, and warns", async () => {
    const source = join(dir, "small.jpg");
    await (await standInPhoto("speaker", 500, 400)).jpeg().toFile(source);
    const photo = await preparePhoto(source, "small", cache());
    await expectServable(photo, [160, 320, 480]);
    expect(photoWarnings("small.jpg", photo)).toEqual([
      expect.stringMatching(/^small\.jpg is 500x400: too small for the largest picture \(1200x900/),
    ]);
  }, 60_000);

  it("enlarges a tiny source to the smallest width, and warns", async () => {
    const source = join(dir, "tiny.png");
    await (await standInPhoto("speaker", 120, 90)).png().toFile(source);
    const photo = await preparePhoto(source, "tiny", cache());
    await expectServable(photo, [160]);
    expect(photoWarnings("tiny.png", photo)).toHaveLength(1);
  }, 60_000);

  it("leaves out the sizes that stay over budget at the lowest quality, and warns", async () => {
    // Pure noise: nothing compresses it.
    const source = join(dir, "noise.png");
    await sharp({
      create: {
        width: 640,
        height: 480,
        channels: 3,
        background: "#808080",
        noise: { type: "gaussian", mean: 128, sigma: 70 },
      },
    })
      .png()
      .toFile(source);
    const photo = await preparePhoto(source, "noise", cache());
    const webp = photo.overBudget.find((o) => o.format === "webp");
    expect(webp?.fromWidth).toBeDefined();
    for (const variant of photo.variants) expect(variant.bytes).toBeLessThanOrEqual(MAX_BYTES);
    expect(
      photo.variants.some((v) => v.format === "webp" && v.width >= (webp?.fromWidth ?? 0)),
    ).toBe(false);
    expect(photoWarnings("noise.png", photo)).toContainEqual(
      expect.stringMatching(/^noise\.png as webp at \d+ px and wider stays over 60 KB/),
    );
  }, 90_000);
});
