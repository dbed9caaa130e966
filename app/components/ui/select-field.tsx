import type { ChangeEvent } from "react";
import { cn } from "#app/lib/cn.ts";
import { Field, type FieldProps, inputClass } from "./field.tsx";

export interface SelectOption {
  readonly value: string;
  readonly label: string;
}

/** A labelled drop-down: the Field around a native select, for forms that work without script. */
export function SelectField({
  name,
  options,
  defaultValue,
  selectClassName,
  onChange,
  ...field
}: FieldProps & {
  name: string;
  options: readonly SelectOption[];
  defaultValue?: string;
  selectClassName?: string;
  /** Once the page is interactive; the form works without it. */
  onChange?: (event: ChangeEvent<HTMLSelectElement>) => void;
}) {
  return (
    <Field {...field}>
      <select
        id={field.id}
        name={name}
        defaultValue={defaultValue}
        onChange={onChange}
        className={cn(inputClass(), field.compact && "py-2", selectClassName)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}
