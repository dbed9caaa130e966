import { IMAGE_HEIGHT, IMAGE_WIDTH } from "#app/catalogue/images.ts";
import type { Product } from "#app/catalogue/types.ts";
import { cn } from "#app/lib/cn.ts";

/** Explicit size and a fixed 4:3 box: no layout shift, photo or illustration. */
export function ProductImage({
  product,
  eager = false,
  className,
}: {
  product: Product;
  eager?: boolean;
  className?: string;
}) {
  return (
    <img
      src={product.image}
      alt={product.imageAlt}
      width={IMAGE_WIDTH}
      height={IMAGE_HEIGHT}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      {...(eager ? { fetchPriority: "high" as const } : {})}
      className={cn("w-full object-contain sm:aspect-[4/3]", className ?? "aspect-[4/3]")}
    />
  );
}
