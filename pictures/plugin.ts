// The Vite plugin behind `virtual:product-pictures` (ADR 0016): the seed's
// photos, content/products/<slug>.<ext> named after a seed product, prepared
// as AVIF and WebP at several widths and keyed by the product's id (its slug
// may change in the back office). The files are written to a cache and
// imported as assets, so the dev server serves them and the build hashes
// them like any other; the build warns about what the owner should fix.
// Illustrations are drawn by the server from the live catalogue
// (app/catalogue/pictures.ts), and uploaded photos live in the database.

import { mkdir, readdir } from "node:fs/promises";
import { extname, join } from "node:path";
import { createLogger, type Logger, type Plugin, type ViteDevServer } from "vite";
import { productRecords } from "../app/catalogue/products.ts";
import { photoWarnings, preparePhoto, type PreparedPhoto } from "./photos.ts";
import { PHOTO_FORMATS, fallbackWidth } from "../app/catalogue/photo-settings.ts";
import { PHOTO_EXTENSIONS } from "./settings.ts";

const MODULE_ID = "virtual:product-pictures";
const RESOLVED_ID = `\0${MODULE_ID}`;

export const PHOTO_DIR = "content/products";
const CACHE_DIR = "node_modules/.cache/product-pictures";

/** A photo as the generated module spells it: file paths to import, not yet URLs. */
interface PlannedPhoto {
  src: string;
  sources: { type: string; files: [string, number][] }[];
}

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

function plannedPhoto(photo: PreparedPhoto): PlannedPhoto {
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
  return { src: fallback[0], sources };
}

/** The seed's photos by product id. */
async function planPictures(root: string, logger: Logger): Promise<Map<string, PlannedPhoto>> {
  const cacheDir = join(root, CACHE_DIR);
  await mkdir(cacheDir, { recursive: true });
  const slugs = new Set(productRecords.map((record) => record.slug));
  const { photos, strays } = await findPhotos(join(root, PHOTO_DIR), slugs);
  const planned = new Map<string, PlannedPhoto>();
  const warnings: string[] = [];

  // One photo at a time: encoding uses every core libvips can find.
  for (const record of productRecords) {
    const photoName = photos.get(record.slug);
    if (!photoName) continue;
    const photo = await preparePhoto(join(root, PHOTO_DIR, photoName), record.slug, cacheDir);
    warnings.push(...photoWarnings(`${PHOTO_DIR}/${photoName}`, photo));
    planned.set(record.id, plannedPhoto(photo));
  }

  for (const warning of warnings) logger.warn(`product photos: ${warning}`);
  if (strays.length > 0) {
    logger.warn(
      `product photos: ${strays.join(", ")} in ${PHOTO_DIR} named after no product ` +
        `(or a second photo of one); name a photo after a slug in app/catalogue/products.ts.`,
    );
  }
  return planned;
}

/** The module's source: each file imported as an asset URL (never inlined as data:). */
function moduleCode(planned: Map<string, PlannedPhoto>): string {
  const imports: string[] = [];
  const url = (file: string) => {
    const name = `u${imports.length}`;
    imports.push(`import ${name} from ${JSON.stringify(`${file}?no-inline`)};`);
    return name;
  };
  const entries = [...planned].map(([id, picture]) => {
    const src = url(picture.src);
    const sources = picture.sources.map(
      ({ type, files }) =>
        `{ type: ${JSON.stringify(type)}, srcset: [${files
          .map(([file, width]) => `${url(file)} + " ${width}w"`)
          .join(", ")}].join(", ") }`,
    );
    return `  ${JSON.stringify(id)}: { photo: true, src: ${src}, sources: [${sources.join(", ")}] },`;
  });
  return `${imports.join("\n")}\nexport const pictures = {\n${entries.join("\n")}\n};\n`;
}

/** The seed's photos as `pictures[id]` from `virtual:product-pictures`. */
export function productPictures(): Plugin {
  let root = process.cwd();
  // Silent but for the build: tests and the dev server load the module too.
  let logger: Logger = createLogger("silent");
  // Shared by the client and server builds of one run: prepared and reported once.
  let planning: Promise<Map<string, PlannedPhoto>> | undefined;

  const watchForChanges = (server: ViteDevServer) => {
    const watched = [join(root, PHOTO_DIR)];
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
