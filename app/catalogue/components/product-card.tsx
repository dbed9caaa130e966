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
 * several products per screen; from `sm` up it stands as a column. Its parts
 * are styled by a class each (.product-card and .pc-* in app.css): All
 * Products repeats it 71 times. The data-* hooks let All Products' live
 * search find and move it. Its --near-size is its content's measured height
 * (padding and border come on top), so the part of a list not yet drawn
 * takes the room it will.
 */
export function ProductCard({ product }: { product: Product }) {
  return (
    <li
      // render-when-near as a class of its own: the tools that paint a whole
      // page for a picture find the blocks it keeps out of view by it.
      className="product-card render-when-near"
      data-product-card
      data-slug={product.slug}
    >
      <div className="pc-picture">
        {/* Lazy, even in the first screen: on a phone the list's largest
            paint is its introduction's text, and the pictures should not
            share the slow link with it (ADR 0017). */}
        <ProductImage
          product={product}
          // The picture's width in ProductGrid's columns (Container padding, gaps).
          sizes="(min-width: 1280px) 288px, (min-width: 1024px) calc((100vw - 112px) / 3), (min-width: 640px) calc((100vw - 72px) / 2), 96px"
        />
      </div>
      <div className="pc-text">
        <p className="pc-category">{product.category}</p>
        <h3 className="pc-name">
          <Link to={productPath(product.slug)}>{product.name}</Link>
        </h3>
        <p className="pc-description" data-product-description>
          {product.description}
        </p>
      </div>
      <ul className="pc-specs">
        {product.specifications.slice(0, 2).map((spec) => (
          <li key={spec}>
            <span>{spec}</span>
          </li>
        ))}
      </ul>
      <div className="pc-actions">
        <EmailButton
          subject={subjects.inquiryAbout(product.name)}
          label={copy.card.emailForInfo}
          className="flex-1 px-3 sm:flex-none"
        />
        <div className="pc-calls">
          <CallButton about={product.name} className="flex-1 px-3" />
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
