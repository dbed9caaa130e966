// `npm run check:imports` (part of `npm test`): the import graph stays a
// tree of layers. A cycle, type imports included, is a design error; the
// migrations are read by the migrator alone.

/** @type {import("dependency-cruiser").IConfiguration} */
export default {
  forbidden: [
    {
      name: "no-cycles",
      severity: "error",
      comment: "Modules that import each other, even for types, are one module in two files.",
      from: {},
      to: { circular: true },
    },
    {
      name: "migrations-only-from-the-migrator",
      severity: "error",
      comment: "A migration is history: code reads the schema's types, never a migration's constants.",
      from: { pathNot: ["^db/migrations/", "^app/platform/db\\.server\\.ts$", "^app/server/db\\.server\\.ts$"] },
      to: { path: "^db/migrations/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: ["^build/", "^\\.react-router/", "^node_modules/"] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs"],
    },
  },
};
