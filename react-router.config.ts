import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/catalogue/paths.ts";

export default {
  ssr: true,
  // Every catalogue page is written to HTML at build time (BRIEF: Stack).
  prerender: { paths: () => prerenderPaths(), concurrency: 4 },
} satisfies Config;
