import { ArrowLeft, Copy, ExternalLink, History } from "lucide-react";
import { type ReactNode, useEffect, useState } from "react";
import { Form, Link, useSearchParams } from "react-router";
import { copy } from "#app/business/copy.ts";
import { formatWhen } from "#app/business/time.ts";
import type { CategoryOption, EditorProduct, EditorResult } from "#app/catalogue/editor.server.ts";
import type { ProductFormState } from "#app/catalogue/product-form-state.ts";
import { Button } from "#app/components/ui/button.tsx";
import { ConfirmSubmit } from "#app/components/ui/confirm-dialog.tsx";
import { NoticeToast } from "#app/components/ui/notice-toast.tsx";
import { ProductForm } from "./product-form.tsx";
import { ProductStatusBadge } from "./status-badge.tsx";

const words = copy.catalogueEditor;
const LINK =
  "inline-flex items-center gap-1.5 rounded-md px-2 py-2 text-sm font-medium text-brand-800 hover:bg-brand-50";

/** History, the public page, duplicate and archive: each waits for unsaved changes to go. */
function ProductActions({ product, dirty }: { product: EditorProduct; dirty: boolean }) {
  return (
    <div className="flex flex-wrap items-center gap-1">
      <Link to={`/staff/catalogue/${product.id}/history`} className={LINK}>
        <History className="size-4" aria-hidden="true" /> {words.history}
      </Link>
      {product.status === "published" ? (
        <a href={`/product/${product.slug}`} className={LINK} target="_blank" rel="noopener">
          <ExternalLink className="size-4" aria-hidden="true" /> {words.viewOnSite}
        </a>
      ) : null}
      <Form method="post" className="contents">
        <Button
          type="submit"
          name="intent"
          value="duplicate"
          variant="ghost"
          size="sm"
          disabled={dirty}
          title={dirty ? words.saveFirst : undefined}
          icon={<Copy className="size-4" aria-hidden="true" />}
        >
          {words.duplicate}
        </Button>
      </Form>
      {product.status === "archived" ? null : (
        <Form method="post" className="contents">
          <input type="hidden" name="version" value={product.version} />
          <ConfirmSubmit
            name="intent"
            value="archive"
            variant="ghost"
            size="sm"
            className="text-red-700 hover:bg-red-50"
            disabled={dirty}
            title={dirty ? words.saveFirst : undefined}
            confirmLabel={words.archive.confirm}
            cancelLabel={words.cancel}
            destructive
            question={words.archive.title(product.name)}
            explanation={words.archive.text}
          >
            {words.archive.button}
          </ConfirmSubmit>
        </Form>
      )}
    </div>
  );
}

/**
 * A product's page in the back office: its record and actions above, its
 * form, then the sections that are forms of their own (`children`: photos
 * go there), since forms cannot nest.
 */
export function ProductEditor({
  product,
  newState,
  categories,
  result,
  notice,
  children,
}: {
  /** Null on the new product's page. */
  product: EditorProduct | null;
  /** A new product's empty form. */
  newState?: ProductFormState;
  categories: readonly CategoryOption[];
  result: EditorResult | undefined;
  /** Said after a redirect here (created, duplicated). */
  notice: string | null;
  children?: ReactNode;
}) {
  const [dirty, setDirty] = useState(false);
  const [params, setParams] = useSearchParams();
  useEffect(() => {
    // The notice is shown; a reload should not show it again.
    if (params.has("done") || params.has("photo"))
      setParams(
        (current) => {
          current.delete("done");
          current.delete("photo");
          return current;
        },
        { replace: true, preventScrollReset: true },
      );
  }, [params, setParams]);

  const stored = product?.state ?? newState;
  if (!stored) return null;
  return (
    <div className="flex flex-col gap-4">
      <Link
        to="/staff/catalogue"
        className="inline-flex w-fit items-center gap-1 rounded text-sm text-brand-800 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" /> {words.title}
      </Link>
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <h1 className="text-xl font-semibold text-slate-900">
              {product ? product.name : words.newProduct}
            </h1>
            {product ? <ProductStatusBadge status={product.status} /> : null}
          </div>
          {product ? (
            <p className="mt-1 text-sm text-slate-600">
              {words.record(product.version, formatWhen(product.updatedAt), product.updatedBy)}
            </p>
          ) : null}
        </div>
        {product ? <ProductActions product={product} dirty={dirty} /> : null}
      </div>
      <NoticeToast notice={notice} />
      <NoticeToast notice={result?.notice ?? null} token={result} />
      <ProductForm
        key={product ? `${product.id}:${product.version}` : "new"}
        productId={product?.id ?? null}
        stored={stored}
        version={product?.version ?? null}
        categories={categories}
        result={result}
        onDirtyChange={setDirty}
      />
      {children ? (
        <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_19rem]">
          <div className="flex flex-col gap-4">{children}</div>
        </div>
      ) : null}
    </div>
  );
}
