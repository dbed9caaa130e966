// The Vite plugin behind `virtual:product-pictures` (ADR 0016): for every
// product, its photo from content/products/<slug>.<ext> prepared as AVIF and
// WebP at several widths, or else its own illustration. The files are written
// to a cache and imported as assets, so the dev server serves them and the
// build hashes them like any other; the build warns about what the owner
// should fix. Build-time only: nothing here reaches the browser.

import { mkdir, readFile, readdir, writeFile } from "node:fs/promises";
import { extname, join } from "node:path";
import { createLogger, type Logger, type Plugin, type ViteDevServer } from "vite";
import { productRecords } from "../app/catalogue/products.ts";
import { drawIllustration, illustrationTraits } from "./illustrations.ts";
import { photoWarnings, preparePhoto, type PreparedPhoto } from "./photos.ts";
import { PHOTO_FORMATS, fallbackWidth } from "../app/catalogue/photo-settings.ts";
import { PHOTO_EXTENSIONS } from "./settings.ts";

const MODULE_ID = "virtual:product-pictures";
const RESOLVED_ID = `\0${MODULE_ID}`;

export const PHOTO_DIR = "content/products";
const ILLUSTRATION_DIR = "app/assets/illustrations";
const CACHE_DIR = "node_modules/.cache/product-pictures";

/** A picture as the generated module spells it: file paths to import, not yet URLs. */
type PlannedPicture =
  | { photo: true; src: string; sources: { type: string; files: [string, number][] }[] }
  | { photo: false; src: string };

/** Photos in `dir` by product slug; a file named after no product is reported. */
async function findPhotos(dir: string, slugs: ReadonlySet<string>) {
  const names = await readdir(dir).catch(() => [] as string[]);
  const photos = new Map<string, string>();
  const strays: string[] = [];
  for (const name of names.sort()) {
    const ext = extname(name).slice(1).toLowerCase();
    if (!(PHOTO_EXTENSIONS as readonly string[]).includes(ext)) continue;
    const slug = name.slice(0, -ext.length - 1);
    if (!slugs.has(slug) || photos.has(slug)) strays.push(name);
    else photos.set(slug, name);
  }
  return { photos, strays };
}

function plannedPhoto(photo: PreparedPhoto): PlannedPicture {
  const sources = PHOTO_FORMATS.map(({ format, type }) => ({
    type,
    files: photo.variants
      .filter((variant) => variant.format === format)
      .map((variant): [string, number] => [variant.file, variant.width]),
  })).filter((source) => source.files.length > 0);
  // The fallback: the last format's variant nearest FALLBACK_WIDTH.
  const last = sources.at(-1)?.files ?? [];
  const width = fallbackWidth(last.map(([, w]) => w));
  const fallback = last.find(([, w]) => w === width);
  if (!fallback) throw new Error("A photo came out with no variant at all");
  return { photo: true, src: fallback[0], sources };
}

/** Writes a file only when its contents change, so the dev server's watcher stays quiet. */
async function writeIfChanged(file: string, contents: string) {
  const current = await readFile(file, "utf8").catch(() => undefined);
  if (current !== contents) await writeFile(file, contents);
}

async function planPictures(root: string, logger: Logger): Promise<Map<string, PlannedPicture>> {
  const cacheDir = join(root, CACHE_DIR);
  const drawnDir = join(cacheDir, "illustrations");
  await mkdir(drawnDir, { recursive: true });
  const slugs = new Set(productRecords.map((record) => record.slug));
  const { photos, strays } = await findPhotos(join(root, PHOTO_DIR), slugs);
  const traits = illustrationTraits(productRecords);
  const bases = new Map<string, string>();
  const planned = new Map<string, PlannedPicture>();
  const warnings: string[] = [];

  // One photo at a time: encoding uses every core libvips can find.
  for (const record of productRecords) {
    const photoName = photos.get(record.slug);
    if (photoName) {
      const photo = await preparePhoto(join(root, PHOTO_DIR, photoName), record.slug, cacheDir);
      warnings.push(...photoWarnings(`${PHOTO_DIR}/${photoName}`, photo));
      planned.set(record.slug, plannedPhoto(photo));
      continue;
    }
    const kind = record.illustration;
    if (!bases.has(kind)) {
      bases.set(kind, await readFile(join(root, ILLUSTRATION_DIR, `${kind}.svg`), "utf8"));
    }
    const file = join(drawnDir, `${record.slug}.svg`);
    await writeIfChanged(
      file,
      drawIllustration(bases.get(kind) ?? "", traits.get(record.slug) ?? fail(record.slug)),
    );
    planned.set(record.slug, { photo: false, src: file });
  }

  for (const warning of warnings) logger.warn(`product photos: ${warning}`);
  if (strays.length > 0) {
    logger.warn(
      `product photos: ${strays.join(", ")} in ${PHOTO_DIR} named after no product ` +
        `(or a second photo of one); name a photo after a slug in app/catalogue/products.ts.`,
    );
  }
  const missing = productRecords.filter((record) => !photos.has(record.slug));
  if (missing.length > 0) {
    logger.warn(
      `product photos: ${missing.length} of ${productRecords.length} products have no photo ` +
        `in ${PHOTO_DIR} and show their illustration: ${missing.map((r) => r.slug).join(", ")}`,
    );
  }
  return planned;
}

function fail(slug: string): never {
  throw new Error(`No illustration traits for ${slug}`);
}

/** The module's source: each file imported as an asset URL (never inlined as data:). */
function moduleCode(planned: Map<string, PlannedPicture>): string {
  const imports: string[] = [];
  const url = (file: string) => {
    const name = `u${imports.length}`;
    imports.push(`import ${name} from ${JSON.stringify(`${file}?no-inline`)};`);
    return name;
  };
  const entries = [...planned].map(([slug, picture]) => {
    const src = url(picture.src);
    const sources = picture.photo
      ? picture.sources.map(
          ({ type, files }) =>
            `{ type: ${JSON.stringify(type)}, srcset: [${files
              .map(([file, width]) => `${url(file)} + " ${width}w"`)
              .join(", ")}].join(", ") }`,
        )
      : [];
    return `  ${JSON.stringify(slug)}: { photo: ${picture.photo}, src: ${src}, sources: [${sources.join(", ")}] },`;
  });
  return `${imports.join("\n")}\nexport const pictures = {\n${entries.join("\n")}\n};\n`;
}

/** Every product's picture as `pictures[slug]` from `virtual:product-pictures`. */
export function productPictures(): Plugin {
  let root = process.cwd();
  // Silent but for the build: tests and the dev server load the module too.
  let logger: Logger = createLogger("silent");
  // Shared by the client and server builds of one run: prepared and reported once.
  let planning: Promise<Map<string, PlannedPicture>> | undefined;

  const watchForChanges = (server: ViteDevServer) => {
    const watched = [join(root, PHOTO_DIR), join(root, ILLUSTRATION_DIR)];
    server.watcher.add(watched);
    const onChange = (file: string) => {
      if (!watched.some((dir) => file.startsWith(`${dir}/`))) return;
      planning = undefined;
      for (const environment of Object.values(server.environments)) {
        const module = environment.moduleGraph.getModuleById(RESOLVED_ID);
        if (module) environment.moduleGraph.invalidateModule(module);
      }
      server.ws.send({ type: "full-reload" });
    };
    server.watcher.on("add", onChange).on("change", onChange).on("unlink", onChange);
  };

  return {
    name: "product-pictures",
    configResolved(config) {
      root = config.root;
      if (config.command === "build") logger = config.logger;
    },
    configureServer: watchForChanges,
    resolveId(id) {
      return id === MODULE_ID ? RESOLVED_ID : undefined;
    },
    async load(id) {
      if (id !== RESOLVED_ID) return undefined;
      planning ??= planPictures(root, logger);
      return moduleCode(await planning);
    },
  };
}
