// Where the inquiry controls lead without JavaScript: the form's own page.

/** A path on this site, or undefined: never an absolute or protocol-relative URL. */
export function sitePath(value: string | null | undefined): string | undefined {
  if (!value || !value.startsWith("/") || value.startsWith("//") || /[\s\\]/.test(value))
    return undefined;
  return value.slice(0, 500);
}

export function inquiryPageHref({
  productSlug,
  from,
}: {
  productSlug?: string;
  from?: string;
}): string {
  const params = new URLSearchParams();
  if (productSlug) params.set("product", productSlug);
  if (from) params.set("from", from);
  const search = params.toString();
  return `/inquiry${search ? `?${search}` : ""}`;
}
