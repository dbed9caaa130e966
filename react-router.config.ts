import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/catalogue/paths.ts";
import { compressAssets } from "./scripts/compress-assets.ts";
import { writeBuildStamp } from "./server/build-stamp.ts";

export default {
  ssr: true,
  // Every catalogue page is written to HTML at build time (BRIEF: Stack).
  prerender: { paths: () => prerenderPaths(), concurrency: 4 },
  async buildEnd({ viteConfig }) {
    const count = await compressAssets(`${viteConfig.root}/build/client`);
    console.info(`Compressed ${count} static files (brotli and gzip).`);
    // Last: `npm start` serves this build only while the sources match it.
    await writeBuildStamp(viteConfig.root);
  },
} satisfies Config;
