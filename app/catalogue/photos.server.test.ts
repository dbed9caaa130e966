// Uploaded product photos on SQLite and PostgreSQL: a phone's 12-megapixel
// JPEG is turned upright, stripped of its metadata and kept with AVIF and
// WebP variants within budget; what is not a photo we take is refused with
// a message, before anything is decoded when it can be; a new focal point
// remakes the variants under new names; the main photo is the first, and
// stays one when photos are moved or removed; the site reads every main
// photo as it reads the build's pictures. Test images are drawn here.

import { loadavg } from "node:os";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { databaseTargets } from "#tests/fixtures/databases.ts";
import { useDatabase } from "#tests/fixtures/use-database.ts";
import type { Db } from "#app/platform/db.server.ts";
import { standInPhoto } from "../../tools/stand-in-photo.ts";
import { MAX_BYTES, PHOTO_WIDTHS } from "./photo-settings.ts";
import {
  PhotoError,
  addPhoto,
  isVariantName,
  mainPictures,
  movePhoto,
  photoHistory,
  photoVariant,
  photosOf,
  removePhoto,
  setMainPhoto,
  updatePhoto,
} from "./photos.server.ts";

const GRACE = { id: "owner-1", name: "Grace Kamau" };
const add = (db: Db, productId: string, bytes: Uint8Array, alt = "The product on a desk") =>
  addPhoto(db, productId, bytes, { alt, actor: GRACE });

const plain = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .toBuffer();

/** Each channel's mean over a region (stats() alone would read the whole image). */
async function means(
  image: Uint8Array,
  region: { left: number; top: number; width: number; height: number },
): Promise<number[]> {
  const part = await sharp(image).extract(region).png().toBuffer();
  return (await sharp(part).stats()).channels.map((channel) => channel.mean);
}

/** Refused with a PhotoError whose message matches. */
async function expectRefused(attempt: Promise<unknown>, message: RegExp, field = "photo") {
  const error = await attempt.then(
    () => undefined,
    (error: unknown) => error,
  );
  expect(error).toBeInstanceOf(PhotoError);
  expect((error as PhotoError).message).toMatch(message);
  expect((error as PhotoError).field).toBe(field);
}

let camera: Buffer;
let cutOut: Buffer;
let twoTone: Buffer;

beforeAll(async () => {
  // A phone's photo: 4000x3000 as the sensor stored it, with a red mark in
  // that top-left corner, EXIF saying 'turn it 90° clockwise to view', the
  // camera's make and where it was taken.
  const scene = await (await standInPhoto("laptop", 4000, 3000)).png().toBuffer();
  camera = await sharp(scene)
    .composite([
      {
        input: { create: { width: 300, height: 300, channels: 3, background: "#ff0000" } },
        top: 0,
        left: 0,
      },
    ])
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: "TECNO", Model: "CAMON 20" },
      IFD3: {
        GPSLatitudeRef: "S",
        GPSLatitude: "1/1 17/1 3180/100",
        GPSLongitudeRef: "E",
        GPSLongitude: "36/1 49/1 1320/100",
      },
    })
    .jpeg({ quality: 92 })
    .toBuffer();
  // A cut-out: a blue product on nothing at all (every other pixel transparent).
  const pixels = Buffer.alloc(1600 * 1200 * 4);
  for (let y = 400; y < 800; y += 1) {
    for (let x = 600; x < 1000; x += 1) pixels.set([29, 78, 216, 255], (y * 1600 + x) * 4);
  }
  cutOut = await sharp(pixels, { raw: { width: 1600, height: 1200, channels: 4 } })
    .png()
    .toBuffer();
  // Portrait, red above and blue below: where the 4:3 crop sits shows.
  twoTone = await sharp({
    create: { width: 1200, height: 1800, channels: 3, background: "#0000ff" },
  })
    .composite([
      {
        input: { create: { width: 1200, height: 900, channels: 3, background: "#ff0000" } },
        top: 0,
        left: 0,
      },
    ])
    .jpeg()
    .toBuffer();
}, 120_000);

describe.each(databaseTargets("product_photos"))("product photos on $name", (target) => {
  const database = useDatabase(target);

  async function stored(photoId: string) {
    const db = database.handle.db;
    const photo = await db
      .selectFrom("product_photos")
      .selectAll()
      .where("id", "=", photoId)
      .executeTakeFirstOrThrow();
    const variants = await db
      .selectFrom("photo_variants")
      .selectAll()
      .where("photo_id", "=", photoId)
      .orderBy("format")
      .orderBy("width")
      .execute();
    return { photo, variants };
  }

  it("keeps a phone's 12-megapixel JPEG upright, without its metadata, with AVIF and WebP variants within budget", async () => {
    const db = database.handle.db;
    const started = performance.now();
    const cpu = process.cpuUsage();
    const added = await add(db, "1", camera);
    const took = performance.now() - started;
    const { user, system } = process.cpuUsage(cpu);

    expect(added).toMatchObject({ productId: "1", main: true, width: 1500, height: 2000 });
    expect(added.warnings).toEqual([]);
    const { photo, variants } = await stored(added.id);

    const source = await sharp(camera).metadata();
    expect([source.width, source.height, source.orientation]).toEqual([4000, 3000, 6]);
    expect(source.exif?.includes(Buffer.from("TECNO"))).toBe(true);
    // The GPS IFD's pointer (tag 0x8825, little-endian).
    expect(source.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true);
    const original = await sharp(photo.original).metadata();
    expect(original).toMatchObject({ format: "jpeg", width: 1500, height: 2000, channels: 3 });
    expect(original.orientation).toBeUndefined();
    expect(original.exif).toBeUndefined();
    expect(original.xmp).toBeUndefined();
    expect(original.iptc).toBeUndefined();
    expect(original.icc).toBeUndefined();
    // Turned upright: the sensor's top-left corner is now the top right.
    const corner = await means(photo.original, {
      left: 1500 - 120,
      top: 20,
      width: 100,
      height: 100,
    });
    expect(corner.map((mean) => Math.round(mean / 32))).toEqual([8, 0, 0]);

    for (const format of ["avif", "webp"] as const) {
      const own = variants.filter((variant) => variant.format === format);
      expect(own.map((variant) => variant.width)).toEqual(PHOTO_WIDTHS);
      for (const variant of own) {
        expect(variant.bytes.length).toBeLessThanOrEqual(MAX_BYTES);
        expect(variant.height).toBe((variant.width * 3) / 4);
        expect(variant.content_type).toBe(`image/${format}`);
        const meta = await sharp(variant.bytes).metadata();
        expect([meta.width, meta.height, meta.exif]).toEqual([
          variant.width,
          variant.height,
          undefined,
        ]);
        expect(format === "avif" ? meta.compression : meta.format).toBe(
          format === "avif" ? "av1" : "webp",
        );
      }
    }
    // Measured, not asserted: a shared machine's load varies from run to run.
    console.info(
      `12 MP JPEG (${(camera.length / 1e6).toFixed(1)} MB) to its original and variants on ${target.name}: ` +
        `${Math.round(took)} ms (CPU ${Math.round((user + system) / 1000)} ms; load ${loadavg()[0]?.toFixed(1)}); ` +
        `original ${photo.original.length} bytes; variants ` +
        variants
          .map((variant) => `${variant.format} ${variant.width}: ${variant.bytes.length}`)
          .join(", "),
    );
  }, 120_000);

  it("lays a transparent PNG on white", async () => {
    const db = database.handle.db;
    const added = await add(db, "2", cutOut);
    const { photo, variants } = await stored(added.id);
    const original = await sharp(photo.original).metadata();
    expect([original.channels, original.hasAlpha]).toEqual([3, false]);
    const corner = await means(photo.original, { left: 0, top: 0, width: 100, height: 100 });
    expect(corner.map(Math.round)).toEqual([255, 255, 255]);
    const product = await means(photo.original, { left: 700, top: 500, width: 200, height: 200 });
    product.forEach((mean, i) => expect(mean).toBeCloseTo([29, 78, 216][i] ?? 0, -1));
    for (const variant of variants)
      expect((await sharp(variant.bytes).metadata()).hasAlpha).toBe(false);
  }, 60_000);

  it("refuses what it cannot take, with a message for the editor, and stores nothing", async () => {
    const db = database.handle.db;
    const small = await plain(640, 480, "#64748b");
    const huge = Buffer.concat([small, Buffer.alloc(25 * 1024 * 1024 + 1 - small.length)]);
    const bomb = await sharp({
      create: { width: 10_000, height: 10_000, channels: 3, background: "#e2e8f0" },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(1_000_000);
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1200"><script>alert(document.cookie)</script><rect width="1600" height="1200" fill="#1d4ed8"/></svg>',
    );
    const gif = await sharp({
      create: { width: 1600, height: 1200, channels: 3, background: "#1d4ed8" },
    })
      .gif()
      .toBuffer();
    const photo = await (await standInPhoto("mouse", 1600, 1200)).jpeg().toBuffer();
    const truncated = photo.subarray(0, Math.round(photo.length * 0.6));

    // The upload's size is checked before anything reads it: this one is a valid JPEG padded.
    await expectRefused(
      add(db, "1", huge),
      /^This file is 25\.1 MB: a photo may be at most 25 MB\.$/,
    );
    await expectRefused(
      add(db, "1", Buffer.from("Price list: A4 paper KES 650")),
      /not an image we can read/,
    );
    await expectRefused(add(db, "1", svg), /^SVG drawings are not taken as product photos/);
    await expectRefused(
      add(db, "1", gif),
      /^This is a GIF file: send a JPEG, PNG, WebP or AVIF photo\.$/,
    );
    await expectRefused(add(db, "1", truncated), /damaged or cut short/);
    // Refused from its header: 100 megapixels are never decoded.
    await expectRefused(
      add(db, "1", bomb),
      /^This image is 10000×10000 pixels \(100 megapixels\): at most 50 megapixels are taken\.$/,
    );
    await expectRefused(
      add(db, "1", await plain(500, 400, "#64748b")),
      /500×400 pixels: too small/,
    );
    await expectRefused(add(db, "1", small, "  "), /^Describe what the photo shows/, "alt");
    await expectRefused(add(db, "1", small, "Line one\nline two"), /on one line/, "alt");
    await expectRefused(add(db, "no-such-product", small), /^There is no such product\.$/);

    expect(await photosOf(db, "1")).toEqual([]);
    expect(await db.selectFrom("photo_variants").select("name").execute()).toEqual([]);
    // Small but usable: taken, with a word about it.
    const soft = await add(db, "1", small);
    expect(soft.warnings).toEqual([
      expect.stringMatching(/^This photo is 640×480 pixels: it will look soft/),
    ]);
    expect((await stored(soft.id)).variants.map((variant) => variant.width)).toEqual([
      160, 320, 480, 640, 160, 320, 480, 640,
    ]);
  }, 120_000);

  it("remakes the variants, under new names, around a new focal point", async () => {
    const db = database.handle.db;
    const added = await add(db, "3", twoTone);
    expect([added.focalX, added.focalY]).toEqual([0.5, 0.5]);
    const centred = (await stored(added.id)).variants.map((variant) => variant.name);

    const redness = async (name: string) => {
      const bytes = (await photoVariant(db, name))?.bytes;
      const { channels } = await sharp(bytes).stats();
      return Math.round(((channels[0]?.mean ?? 0) - (channels[2]?.mean ?? 0)) / 255);
    };
    const widest = (variants: { name: string; width: number; format: string }[]) =>
      variants.find((variant) => variant.format === "webp" && variant.width === 1200)?.name ?? "";

    const top = await updatePhoto(db, added.id, { focalY: 0 });
    expect([top.focalX, top.focalY]).toEqual([0.5, 0]);
    const atTop = (await stored(added.id)).variants;
    expect(atTop.filter((variant) => centred.includes(variant.name))).toEqual([]);
    expect(await redness(widest(atTop))).toBe(1);
    expect(await photoVariant(db, centred[0] ?? "")).toBeNull();

    await updatePhoto(db, added.id, { focalY: 1 });
    expect(await redness(widest((await stored(added.id)).variants))).toBe(-1);

    // Only the words: the variants stay as they are.
    const names = (await stored(added.id)).variants.map((variant) => variant.name);
    expect(await updatePhoto(db, added.id, { alt: "  Red above, blue below " })).toMatchObject({
      alt: "Red above, blue below",
    });
    expect((await stored(added.id)).variants.map((variant) => variant.name)).toEqual(names);
    await expectRefused(updatePhoto(db, added.id, { focalX: 1.5 }), /focal point/, "focal");
  }, 60_000);

  it("keeps exactly one main photo, the first, as photos are reordered and removed", async () => {
    const db = database.handle.db;
    const a = await add(db, "4", await plain(640, 480, "#dc2626"), "Front");
    const b = await add(db, "4", await plain(640, 480, "#16a34a"), "Side");
    const c = await add(db, "4", await plain(640, 480, "#2563eb"), "Back");
    const order = async () => (await photosOf(db, "4")).map((photo) => [photo.alt, photo.main]);
    expect(await order()).toEqual([
      ["Front", true],
      ["Side", false],
      ["Back", false],
    ]);
    await setMainPhoto(db, c.id);
    expect(await order()).toEqual([
      ["Back", true],
      ["Front", false],
      ["Side", false],
    ]);
    await movePhoto(db, b.id, "earlier");
    await movePhoto(db, c.id, "earlier");
    expect((await order()).map(([alt]) => alt)).toEqual(["Back", "Side", "Front"]);
    await movePhoto(db, b.id, "earlier");
    expect(await order()).toEqual([
      ["Side", true],
      ["Back", false],
      ["Front", false],
    ]);

    await removePhoto(db, b.id);
    expect(await order()).toEqual([
      ["Back", true],
      ["Front", false],
    ]);
    const places = await db
      .selectFrom("product_photos")
      .select("position")
      .where("product_id", "=", "4")
      .orderBy("position")
      .execute();
    expect(places.map((place) => place.position)).toEqual([0, 1]);
    expect(
      await db.selectFrom("photo_variants").select("name").where("photo_id", "=", b.id).execute(),
    ).toEqual([]);
    expect((await mainPictures(db)).get("4")?.src).toContain(c.id);

    await removePhoto(db, c.id);
    await removePhoto(db, a.id);
    expect(await photosOf(db, "4")).toEqual([]);
    expect((await mainPictures(db)).has("4")).toBe(false);
    await expectRefused(removePhoto(db, a.id), /no longer there/);
  }, 60_000);

  it("records every photo change in the product's history: who, when, what", async () => {
    const db = database.handle.db;
    const at = (minute: number) => ({
      actor: GRACE,
      now: new Date(`2026-11-27T09:${String(minute).padStart(2, "0")}:00.000Z`),
    });
    const a = await addPhoto(db, "5", await plain(640, 480, "#dc2626"), {
      alt: "Front",
      ...at(1),
    });
    const b = await addPhoto(db, "5", await plain(640, 480, "#16a34a"), { alt: "Side", ...at(2) });
    await movePhoto(db, b.id, "earlier", at(3));
    await setMainPhoto(db, a.id, at(4));
    await updatePhoto(db, a.id, { focalX: 0.25, focalY: 0.6 }, at(5));
    await updatePhoto(db, a.id, { alt: "Front, lid open" }, at(6));
    // Nothing changed: nothing recorded.
    await updatePhoto(db, a.id, { alt: "Front, lid open", focalX: 0.25 }, at(7));
    await removePhoto(db, b.id, at(8));

    const history = await photoHistory(db, "5");
    expect(history).toMatchObject([
      {
        at: "2026-11-27T09:08:00.000Z",
        by: "Grace Kamau",
        action: "removed",
        alt: "Side",
        from: 2,
      },
      {
        at: "2026-11-27T09:06:00.000Z",
        by: "Grace Kamau",
        action: "alt",
        alt: "Front, lid open",
        from: "Front",
        to: "Front, lid open",
      },
      {
        at: "2026-11-27T09:05:00.000Z",
        by: "Grace Kamau",
        action: "focal",
        alt: "Front",
        from: [50, 50],
        to: [25, 60],
      },
      {
        at: "2026-11-27T09:04:00.000Z",
        by: "Grace Kamau",
        action: "main",
        alt: "Front",
        from: 2,
        to: 1,
      },
      {
        at: "2026-11-27T09:03:00.000Z",
        by: "Grace Kamau",
        action: "moved",
        alt: "Side",
        from: 2,
        to: 1,
      },
      { at: "2026-11-27T09:02:00.000Z", by: "Grace Kamau", action: "added", alt: "Side", to: 2 },
      { at: "2026-11-27T09:01:00.000Z", by: "Grace Kamau", action: "added", alt: "Front", to: 1 },
    ]);
    // Another product's history is its own.
    expect(await photoHistory(db, "4")).toEqual([]);
  }, 60_000);

  it("gives the site each main photo as a picture, and each variant's bytes by a strict name", async () => {
    const db = database.handle.db;
    const first = await add(db, "5", await plain(1600, 1200, "#f59e0b"));
    await add(db, "5", await plain(1600, 1200, "#0ea5e9"));
    const pictures = await mainPictures(db);
    expect([...pictures.keys()]).toEqual(["5"]);
    const picture = pictures.get("5");
    const name = `${first.id}-[0-9a-f]{12}`;
    const srcset = (format: string) =>
      PHOTO_WIDTHS.map((width) => `/photos/${name}-${width}\\.${format} ${width}w`).join(", ");
    expect(picture).toEqual({
      photo: true,
      // The main photo's own alt text, for the site's <img>.
      alt: "The product on a desk",
      src: expect.stringMatching(new RegExp(`^/photos/${name}-640\\.webp$`)),
      sources: [
        { type: "image/avif", srcset: expect.stringMatching(new RegExp(`^${srcset("avif")}$`)) },
        { type: "image/webp", srcset: expect.stringMatching(new RegExp(`^${srcset("webp")}$`)) },
      ],
    });
    expect((await photosOf(db, "5"))[0]?.preview).toMatch(
      new RegExp(`^/photos/${name}-320\\.webp$`),
    );

    const served = await photoVariant(db, picture?.src.slice("/photos/".length) ?? "");
    expect(served?.contentType).toBe("image/webp");
    expect(await sharp(served?.bytes).metadata()).toMatchObject({
      format: "webp",
      width: 640,
      height: 480,
    });
    for (const bad of [
      "../../data/store.db",
      `${first.id}-0123456789ab-640.png`,
      `${first.id.toUpperCase()}-0123456789ab-640.webp`,
      `${first.id}-0123456789ab-640.webp?x=1`,
      `${first.id}-0123456789ab-0640.webp`,
      "",
    ]) {
      expect(isVariantName(bad)).toBe(false);
      expect(await photoVariant(db, bad)).toBeNull();
    }
    expect(await photoVariant(db, `${first.id}-0123456789ab-640.webp`)).toBeNull();
  }, 60_000);

  it("numbers two uploads at once, from two servers, one after the other", async () => {
    const other = database.open();
    const [red, green] = await Promise.all([
      add(database.handle.db, "6", await plain(640, 480, "#dc2626"), "Red"),
      add(other.db, "6", await plain(640, 480, "#16a34a"), "Green"),
    ]);
    const photos = await photosOf(other.db, "6");
    expect(photos.map((photo) => photo.id).sort()).toEqual([red.id, green.id].sort());
    expect(photos.filter((photo) => photo.main)).toHaveLength(1);
    expect((await mainPictures(database.handle.db)).get("6")?.src).toContain(photos[0]?.id);
  }, 60_000);
});
