import { Link } from "react-router";
import { subjects, whatsappMessages } from "#app/business/contact-links.ts";
import { copy } from "#app/business/copy.ts";
import { productPath } from "#app/catalogue/paths.ts";
import type { Product } from "#app/catalogue/types.ts";
import { CallButton, EmailButton, WhatsAppButton } from "#app/components/contact-actions.tsx";
import { ProductImage } from "./product-image.tsx";

/**
 * Spec: Product card. On a phone it is compact (picture beside the name, the
 * description clamped, the specifications on one line each) so a shopper sees
 * several products per screen; from `sm` up it stands as a column. The
 * data-* hooks let All Products' live search find and move it. Its --near-size
 * is its content's measured height (padding and border come on top), so the
 * part of a list not yet drawn takes the room it will.
 */
export function ProductCard({ product }: { product: Product }) {
  return (
    <li
      className="relative grid grid-cols-[6rem_minmax(0,1fr)] gap-x-3 gap-y-2 rounded-xl border border-slate-200 bg-white p-3 shadow-sm transition-shadow render-when-near [--near-size:9.375rem] hover:shadow-md sm:flex sm:flex-col sm:gap-0 sm:overflow-hidden sm:p-0 sm:[--near-size:36rem]"
      data-product-card
      data-slug={product.slug}
    >
      <div className="overflow-hidden rounded-lg bg-slate-100 sm:rounded-none">
        {/* Lazy, even in the first screen: on a phone the list's largest
            paint is its introduction's text, and the pictures should not
            share the slow link with it (ADR 0017). */}
        <ProductImage
          product={product}
          // The picture's width in ProductGrid's columns (Container padding, gaps).
          sizes="(min-width: 1280px) 288px, (min-width: 1024px) calc((100vw - 112px) / 3), (min-width: 640px) calc((100vw - 72px) / 2), 96px"
        />
      </div>
      <div className="min-w-0 sm:px-5 sm:pt-5">
        <p className="hidden text-xs font-medium tracking-wide text-brand-700 uppercase sm:block">
          {product.category}
        </p>
        <h3 className="line-clamp-2 text-sm font-semibold text-slate-900 sm:mt-1 sm:line-clamp-none sm:text-base">
          <Link
            to={productPath(product.slug)}
            // Stretched over the card: the whole card is one tap target,
            // with one link for assistive tech.
            className="rounded after:absolute after:inset-0 hover:text-brand-700"
          >
            {product.name}
          </Link>
        </h3>
        <p
          className="mt-0.5 line-clamp-2 text-xs text-slate-600 sm:mt-2 sm:line-clamp-3 sm:text-sm"
          data-product-description
        >
          {product.description}
        </p>
      </div>
      {/* One line on a phone, each specification cut short if it must be. */}
      <ul className="col-span-2 flex gap-3 text-xs text-slate-700 sm:mt-3 sm:block sm:space-y-1 sm:px-5 sm:text-sm">
        {product.specifications.slice(0, 2).map((spec) => (
          <li key={spec} className="flex min-w-0 items-center gap-2">
            <span className="size-1.5 shrink-0 rounded-full bg-brand-600" aria-hidden="true" />
            <span className="truncate sm:whitespace-normal">{spec}</span>
          </li>
        ))}
      </ul>
      <div className="relative z-10 col-span-2 flex gap-2 sm:mt-auto sm:flex-col sm:p-5">
        <EmailButton
          subject={subjects.inquiryAbout(product.name)}
          label={copy.card.emailForInfo}
          // On a phone the two actions share one row: their words, not icons.
          className="flex-1 px-3 sm:flex-none max-sm:[&>svg]:hidden"
        />
        <div className="flex flex-1 gap-2 sm:flex-none">
          <CallButton about={product.name} className="flex-1 px-3 max-sm:[&>svg]:hidden" />
          <WhatsAppButton
            message={whatsappMessages.product(product.name)}
            about={product.name}
            // The header keeps WhatsApp one tap away on a phone.
            className="hidden w-11 px-0 sm:inline-flex"
          />
        </div>
      </div>
    </li>
  );
}

export function ProductGrid({
  products,
  label,
  searchPart,
}: {
  products: readonly Product[];
  label: string;
  /** On All Products: which of its lists this is, for the live search. */
  searchPart?: "results" | "close-list";
}) {
  return (
    <ul
      aria-label={label}
      className="grid grid-cols-1 gap-2.5 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3 xl:grid-cols-4"
      data-search={searchPart}
    >
      {products.map((product) => (
        <ProductCard key={product.id} product={product} />
      ))}
    </ul>
  );
}
