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
      comment:
        "A migration is history: code reads the schema's types (db/schema.ts), never a migration's constants. A test may hold a constant equal to a migration's.",
      from: { pathNot: ["^db/migrations/", "^app/platform/db\\.server\\.ts$", "\\.test\\.tsx?$"] },
      to: { path: "^db/migrations/" },
    },
    {
      name: "platform-knows-no-domain",
      severity: "error",
      comment:
        "Plumbing serves every domain; a domain imports it, never the reverse. (Its tests may drive it with a domain's real mail.)",
      from: { path: "^app/platform/", pathNot: "\\.test\\.tsx?$" },
      to: {
        path: "^app/(catalogue|inquiries|accounts|back-office|quotes|business)/|^app/services",
      },
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
