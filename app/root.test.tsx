import { renderToStaticMarkup } from "react-dom/server";
import {
  RouterProvider,
  UNSAFE_ErrorResponseImpl as ErrorResponse,
  createMemoryRouter,
} from "react-router";
import { describe, expect, it } from "vitest";
import { ErrorBoundary } from "./root.tsx";

type Props = Parameters<typeof ErrorBoundary>[0];

function render(error: unknown): string {
  const props = {
    error,
    params: {},
    loaderData: undefined,
    actionData: undefined,
  } as unknown as Props;
  // The site's frame reads the root loader's categories.
  const root = { origin: "https://shop.example.co.ke", categories: [SERVICES] };
  const router = createMemoryRouter(
    [{ id: "root", path: "/", Component: () => <ErrorBoundary {...props} />, loader: () => root }],
    { hydrationData: { loaderData: { root } } },
  );
  return renderToStaticMarkup(<RouterProvider router={router} />);
}

const SERVICES = { slug: "services", name: "Services", icon: "🛠️" };

describe("root error boundary", () => {
  it("shows 'Unexpected Application Error!' with the error text, inside the site's header and footer", () => {
    const html = render(new Error("Database exploded"));
    expect(html).toContain("<h1");
    expect(html).toContain("Unexpected Application Error!");
    expect(html).toContain("Database exploded");
    expect(html).toContain("<header");
    expect(html).toContain("<footer");
  });

  it("names the status of an error response", () => {
    expect(render(new ErrorResponse(503, "Service Unavailable", null))).toContain(
      "503 Service Unavailable",
    );
  });

  it("says a body over its route's limit in the server's words, not as an error", () => {
    const words = "This photo is too large to send: a photo may be at most 25 MB.";
    const html = render(new ErrorResponse(413, "Payload Too Large", words));
    expect(html).toContain("Too large to send");
    expect(html).toContain(words);
    expect(html).not.toContain("Unexpected Application Error!");
    expect(html).not.toContain("Payload Too Large");
  });

  it("shows the 404 page for a not-found response", () => {
    const html = render(new ErrorResponse(404, "Not Found", null));
    expect(html).toContain("Oops! Page not found");
    expect(html).toContain("Return to Home");
    expect(html).not.toContain("Unexpected Application Error!");
    // A way on: the catalogue's categories, from the root loader.
    expect(html).toContain('href="/category/services"');
  });
});
