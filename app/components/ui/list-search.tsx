import { Search } from "lucide-react";
import { cn } from "#app/lib/cn.ts";
import { Button } from "./button.tsx";
import { Field, inputProps } from "./field.tsx";

/** A back-office list's search box (`q`) and its button, in the list's filter form. */
export function ListSearch({
  id,
  label,
  hint,
  value,
  apply,
}: {
  id: string;
  label: string;
  hint: string;
  value: string | null;
  /** The button's words. */
  apply: string;
}) {
  return (
    <>
      <Field id={id} label={label} hint={hint} compact className="w-full sm:w-80">
        <input
          type="search"
          name="q"
          defaultValue={value ?? ""}
          {...inputProps(id, undefined, { hint: true })}
          className={cn(inputProps(id).className, "py-2")}
        />
      </Field>
      <Button type="submit" size="sm" icon={<Search className="size-4" aria-hidden="true" />}>
        {apply}
      </Button>
    </>
  );
}
