// Writes the stand-in photos in content/products (see its README): drawn
// here, in three source formats and shapes, so the photo pipeline is seen at
// work on the site before the owner's own photos arrive. `node scripts/stand-in-photos.ts`

import { standInPhoto } from "../tools/stand-in-photo.ts";

const dir = new URL("../content/products/", import.meta.url);

const laptop = await standInPhoto("laptop", 1600, 1200);
await laptop
  .jpeg({ quality: 80, mozjpeg: true })
  .toFile(new URL("dell-laptop-core-i5.jpg", dir).pathname);

// Taller than 4:3: the build crops it.
const mouse = await standInPhoto("mouse", 1400, 1600);
await mouse.webp({ quality: 80 }).toFile(new URL("logitech-mx-master-3s-mouse.webp", dir).pathname);

// Wider than 4:3.
const speaker = await standInPhoto("speaker", 1800, 1100);
await speaker.avif({ quality: 60 }).toFile(new URL("jbl-flip-6-speaker.avif", dir).pathname);
