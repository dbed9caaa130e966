// Made at build time by pictures/plugin.ts (ADR 0016).
declare module "virtual:product-pictures" {
  import type { PreparedPicture } from "#app/catalogue/types.ts";
  export const pictures: Readonly<Record<string, PreparedPicture>>;
}
