import { Toaster as Sonner, toast } from "sonner";

// sonner's defaults are the spec's: three visible, about 4 s, 356 px wide,
// 14 px apart. Rich colours make the error toast the destructive one.
export function Toaster() {
  return <Sonner richColors closeButton />;
}

export { toast };
