import type { Product } from "#app/catalogue/types.ts";
import { cn } from "#app/lib/cn.ts";

/** Every picture fills a 4:3 frame; these are its intrinsic size, for the layout. */
const IMAGE_WIDTH = 400;
const IMAGE_HEIGHT = 300;

/**
 * The product's picture, filling a 4:3 frame with explicit dimensions (no
 * layout shift). A photo comes as AVIF and WebP at several widths for the
 * browser to choose from, by `sizes`: the width the layout gives the picture
 * (ADR 0016).
 */
export function ProductImage({
  product,
  eager = false,
  sizes = "100vw",
  className,
}: {
  product: Product;
  eager?: boolean;
  sizes?: string;
  className?: string;
}) {
  const image = (
    <img
      src={product.image}
      alt={product.imageAlt}
      width={IMAGE_WIDTH}
      height={IMAGE_HEIGHT}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      {...(eager ? { fetchPriority: "high" as const } : {})}
      className={cn(
        "w-full sm:aspect-[4/3]",
        // A photo is cropped to the box; an illustration's SVG keeps its whole
        // drawing and extends its tint to fill any box (pictures/illustrations.ts).
        product.imageSources.length > 0 && "object-cover",
        className ?? "aspect-[4/3]",
      )}
    />
  );
  if (product.imageSources.length === 0) return image;
  return (
    <picture>
      {product.imageSources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcset} sizes={sizes} />
      ))}
      {image}
    </picture>
  );
}
