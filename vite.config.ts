import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  environments: {
    ssr: {
      build: {
        // The Hono app is built into the server bundle so that it shares one
        // module graph (and one set of router contexts) with the routes.
        rolldownOptions: { input: "./server/app.ts" },
      },
    },
  },
});
