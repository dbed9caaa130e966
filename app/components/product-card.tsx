import { Mail, MessageCircle, Phone } from "lucide-react";
import { Link } from "react-router";
import {
  mailtoHref,
  phoneDisplay,
  subjects,
  telHref,
  whatsappHref,
  whatsappMessages,
} from "#app/business/contact-links.ts";
import { copy } from "#app/business/copy.ts";
import { productPath } from "#app/catalogue/paths.ts";
import type { Product } from "#app/catalogue/types.ts";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { cn } from "#app/lib/cn.ts";
import { ProductImage } from "./product-image.tsx";

/** Spec: Product card. The data-* hooks let the All Products filter run without React. */
export function ProductCard({
  product,
  eagerImage = false,
  hidden = false,
}: {
  product: Product;
  eagerImage?: boolean;
  hidden?: boolean;
}) {
  return (
    <li
      className="render-when-near relative flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md"
      data-product-card
      data-category={product.categorySlug}
      hidden={hidden}
    >
      <div className="bg-slate-100">
        {/* A shorter box on phones keeps a long list quick to scroll. */}
        <ProductImage
          product={product}
          eager={eagerImage}
          className="h-36 sm:h-auto"
          // The card's width in ProductGrid's columns (Container padding, gap-6).
          sizes="(min-width: 1280px) 288px, (min-width: 1024px) calc((100vw - 112px) / 3), (min-width: 640px) calc((100vw - 72px) / 2), calc(100vw - 32px)"
        />
      </div>
      <div className="flex flex-1 flex-col p-5">
        <p className="text-xs font-medium tracking-wide text-brand-700 uppercase">
          {product.category}
        </p>
        <h3 className="mt-1 text-base font-semibold text-slate-900">
          <Link
            to={productPath(product.slug)}
            // Stretched over the card: the whole card is one tap target,
            // with one link for assistive tech.
            className="rounded after:absolute after:inset-0 hover:text-brand-700"
            data-product-name
          >
            {product.name}
          </Link>
        </h3>
        <p className="mt-2 line-clamp-3 text-sm text-slate-600" data-product-description>
          {product.description}
        </p>
        <ul className="mt-3 space-y-1 text-sm text-slate-700">
          {product.specifications.slice(0, 2).map((spec) => (
            <li key={spec} className="flex gap-2">
              <span
                className="mt-2 size-1.5 shrink-0 rounded-full bg-brand-600"
                aria-hidden="true"
              />
              {spec}
            </li>
          ))}
        </ul>
        <div className="relative z-10 mt-auto flex flex-col gap-2 pt-5">
          <a
            href={mailtoHref(subjects.inquiryAbout(product.name))}
            className={buttonClasses("primary", "sm")}
          >
            <Mail className="size-4" aria-hidden="true" />
            {copy.card.emailForInfo}
          </a>
          <div className="flex gap-2">
            <a
              href={telHref()}
              className={cn(buttonClasses("secondary", "sm"), "flex-1")}
              aria-label={`Call ${phoneDisplay} about ${product.name}`}
            >
              <Phone className="size-4" aria-hidden="true" />
              {phoneDisplay}
            </a>
            <a
              href={whatsappHref(whatsappMessages.product(product.name))}
              target="_blank"
              rel="noopener noreferrer"
              className={cn(buttonClasses("whatsapp", "sm"), "w-11 px-0")}
              aria-label={`Chat about ${product.name} on WhatsApp (opens in a new tab)`}
            >
              <MessageCircle className="size-4" aria-hidden="true" />
            </a>
          </div>
        </div>
      </div>
    </li>
  );
}

export function ProductGrid({
  products,
  label,
  eagerCount = 0,
  isHidden,
}: {
  products: readonly Product[];
  label: string;
  eagerCount?: number;
  isHidden?: (product: Product) => boolean;
}) {
  return (
    <ul
      aria-label={label}
      className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
      data-product-grid
    >
      {products.map((product, i) => (
        <ProductCard
          key={product.id}
          product={product}
          eagerImage={i < eagerCount}
          hidden={isHidden?.(product) ?? false}
        />
      ))}
    </ul>
  );
}
