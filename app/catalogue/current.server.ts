// The live catalogue, for a route's loader.

import { servicesContext } from "#app/services-context.ts";
import type { Services } from "#app/services.server.ts";
import type { Catalogue } from "./catalogue.ts";

export function catalogueOf(context: {
  get(key: typeof servicesContext): Services | null;
}): Catalogue {
  const services = context.get(servicesContext);
  if (!services) throw new Error("The catalogue is the server's: no services in this context");
  return services.catalogue.current();
}
