// Where the inquiry controls lead without JavaScript: the form's own page.

/** A path on this site, or undefined: never an absolute or protocol-relative URL. */
export function sitePath(value: string | null | undefined): string | undefined {
  if (!value || !value.startsWith("/") || value.startsWith("//") || /[\s\\]/.test(value))
    return undefined;
  return value.slice(0, 500);
}

/** What a shopper searched for, as the inquiry page and dialog take it. */
export function askedAbout(value: string | null | undefined): string | undefined {
  const about = value?.trim().slice(0, 200);
  return about || undefined;
}

export function inquiryPageHref({
  productSlug,
  from,
  about,
}: {
  productSlug?: string;
  from?: string;
  /** A search that found nothing: the message asks about it. */
  about?: string;
}): string {
  const params = new URLSearchParams();
  if (productSlug) params.set("product", productSlug);
  if (about) params.set("about", about);
  if (from) params.set("from", from);
  const search = params.toString();
  return `/inquiry${search ? `?${search}` : ""}`;
}
