import { copy } from "#app/business/copy.ts";
import type { ProductStatus } from "#app/catalogue/product-schema.ts";
import { cn } from "#app/lib/cn.ts";

const TONES: Record<ProductStatus, string> = {
  published: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  draft: "bg-slate-100 text-slate-700 ring-slate-200",
  archived: "bg-amber-50 text-amber-900 ring-amber-200",
};

export function ProductStatusBadge({ status }: { status: ProductStatus }) {
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset",
        TONES[status],
      )}
    >
      {copy.catalogueEditor.statuses[status]}
    </span>
  );
}
