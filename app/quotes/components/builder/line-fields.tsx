import { Trash2 } from "lucide-react";
import { Button } from "#app/components/ui/button.tsx";
import { Field, inputProps } from "#app/components/ui/field.tsx";
import { SelectField } from "#app/components/ui/select-field.tsx";
import { cn } from "#app/lib/cn.ts";
import type { LineState } from "#app/quotes/form-state.ts";

export interface ProductOption {
  readonly value: string;
  readonly label: string;
  /** Its private list price as a price is typed ("85000"), where it has one. */
  readonly listPrice?: string;
}

const compact = (id: string, error?: string) => cn(inputProps(id, error).className, "py-2");

/**
 * One line of a quote: a catalogue product (its name is the description
 * unless written otherwise, its list price the unit price unless one is
 * typed) or a free line; quantity, unit price, its own
 * discount, and whether VAT applies. On a phone each line is a card of its
 * own; from `md` up, a row.
 */
export function LineFields({
  index,
  line,
  products,
  errors,
}: {
  index: number;
  line: LineState;
  products: readonly ProductOption[];
  errors: Partial<Record<string, string>>;
}) {
  const name = (field: string) => `lines.${index}.${field}`;
  const id = (field: string) => `line-${index}-${field}`;
  const error = (field: string) => errors[`lines.${index}.${field}`];
  return (
    <fieldset className="grid grid-cols-2 gap-3 rounded-xl border border-slate-200 bg-white p-3 md:grid-cols-[14rem_1fr_5rem_8rem_9rem_auto] md:items-end">
      <legend className="px-1 text-xs font-semibold text-slate-600">Line {index + 1}</legend>
      <SelectField
        id={id("product")}
        label="Product"
        name={name("productId")}
        compact
        className="col-span-2 md:col-span-1"
        defaultValue={line.productId}
        options={[{ value: "", label: "Not from the catalogue" }, ...products]}
        onChange={(event) => {
          // A product with a list price fills an empty unit price; a typed one stays.
          const price = products.find((p) => p.value === event.currentTarget.value)?.listPrice;
          const input = event.currentTarget.form?.elements.namedItem(name("unitPrice"));
          if (price && input instanceof HTMLInputElement && !input.value.trim())
            input.value = price;
        }}
      />
      <Field
        id={id("description")}
        label="Description"
        compact
        error={error("description")}
        className="col-span-2 md:col-span-1"
      >
        <input
          name={name("description")}
          maxLength={200}
          defaultValue={line.description}
          placeholder={line.productId ? "The product's name" : "Delivery, installation…"}
          {...inputProps(id("description"), error("description"))}
          className={compact(id("description"), error("description"))}
        />
      </Field>
      <Field id={id("quantity")} label="Qty" compact error={error("quantity")}>
        <input
          name={name("quantity")}
          inputMode="numeric"
          defaultValue={line.quantity}
          {...inputProps(id("quantity"), error("quantity"))}
          className={compact(id("quantity"), error("quantity"))}
        />
      </Field>
      <Field id={id("price")} label="Unit price (KES)" compact error={error("unitPrice")}>
        <input
          name={name("unitPrice")}
          inputMode="decimal"
          defaultValue={line.unitPrice}
          placeholder="0.00"
          {...inputProps(id("price"), error("unitPrice"))}
          className={compact(id("price"), error("unitPrice"))}
        />
      </Field>
      <div className="col-span-2 grid grid-cols-[1fr_5rem] items-end gap-1 md:col-span-1">
        <Field id={id("discount")} label="Discount" compact error={error("discount")}>
          <input
            name={name("discount")}
            inputMode="decimal"
            defaultValue={line.discount}
            {...inputProps(id("discount"), error("discount"))}
            className={compact(id("discount"), error("discount"))}
          />
        </Field>
        <SelectField
          id={id("discount-kind")}
          label={`Line ${index + 1} discount in`}
          hideLabel
          name={name("discountKind")}
          compact
          defaultValue={line.discountKind}
          options={[
            { value: "percent", label: "%" },
            { value: "amount", label: "KES" },
          ]}
        />
      </div>
      <div className="col-span-2 flex items-center justify-between gap-3 md:col-span-1 md:gap-1">
        <label className="flex min-h-11 items-center gap-2 text-sm text-slate-700">
          <input
            type="checkbox"
            name={name("vatable")}
            defaultChecked={line.vatable}
            className="size-4 accent-brand-700"
          />
          VAT
        </label>
        <Button
          type="submit"
          name="intent"
          value={`remove-line:${index}`}
          variant="ghost"
          size="sm"
          className="min-h-11 text-red-700 hover:bg-red-50"
          aria-label={`Remove line ${index + 1}`}
          icon={<Trash2 className="size-4" aria-hidden="true" />}
        >
          <span className="md:sr-only">Remove</span>
        </Button>
      </div>
    </fieldset>
  );
}
