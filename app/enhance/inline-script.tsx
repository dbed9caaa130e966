// Pages ship no framework runtime (ADR 0002). The little behaviour they need
// runs from inline scripts: `fn` is serialised with its arguments and called
// once the element is parsed. `fn` and any function argument must therefore
// be self-contained: they may not refer to anything outside their own body.

/** What JSON can carry; an undefined property is left out. */
export type Json =
  string | number | boolean | null | readonly Json[] | { readonly [key: string]: Json | undefined };
type Serialisable = Json | ((...args: never[]) => unknown);

function serialise(value: Serialisable): string {
  if (typeof value === "function") {
    // The dev server's SSR transform renames import(); the browser needs the real one.
    return value.toString().replace(/\b__vite_ssr_dynamic_import__\(/g, "import(");
  }
  return JSON.stringify(value);
}

export function InlineScript<A extends Serialisable[]>({
  fn,
  args,
}: {
  fn: (...args: A) => void;
  args: NoInfer<A>;
}) {
  const code = `(${serialise(fn)})(${args.map(serialise).join(",")})`.replace(/</g, "\\u003c");
  return <script dangerouslySetInnerHTML={{ __html: code }} />;
}
