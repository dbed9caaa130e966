import type { Config } from "@react-router/dev/config";
import { compressAssets } from "./scripts/compress-assets.ts";
import { writeBuildStamp } from "./server/build-stamp.ts";

export default {
  ssr: true,
  // No pre-render: the server renders the catalogue's pages ahead from the
  // database, at start and after each change (ADR 0024).
  async buildEnd({ viteConfig }) {
    const count = await compressAssets(`${viteConfig.root}/build/client`);
    console.info(`Compressed ${count} static files (brotli and gzip).`);
    // Last: `npm start` serves this build only while the sources match it.
    await writeBuildStamp(viteConfig.root);
  },
} satisfies Config;
