import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { productPictures } from "./pictures/plugin.ts";

export default defineConfig(({ command }) => ({
  plugins: [tailwindcss(), productPictures(), reactRouter()],
  environments: {
    ssr: {
      // The production server bundle carries its dependencies, tree-shaken:
      // importing one file instead of hundreds of packages' modules is most
      // of a fast start. (The dev server keeps loading them from node_modules.)
      // Except pdfkit, loaded on the first quote from node_modules: bundled,
      // it would be its browser build, which has no fonts of its own.
      resolve: command === "build" ? { noExternal: true, external: ["pdfkit"] } : {},
      build: {
        // The Hono app is built into the server bundle so that it shares one
        // module graph (and one set of router contexts) with the routes.
        rolldownOptions: { input: "./server/app.ts" },
      },
    },
  },
}));
