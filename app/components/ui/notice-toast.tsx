import { useEffect } from "react";
import { useHydrated } from "#app/enhance/use-hydrated.ts";

/**
 * A success said as a toast (sonner, loaded when first needed) once the
 * page runs script, and as a line on the page before that, so a form posted
 * without script still says what happened. `token` changes with each new
 * answer, so the same words said twice show twice.
 */
export function NoticeToast({ notice, token }: { notice: string | null; token?: unknown }) {
  const hydrated = useHydrated();
  useEffect(() => {
    if (!notice) return;
    void import("./toaster.tsx").then(({ showToast }) =>
      showToast({ tone: "success", title: notice, text: "" }),
    );
  }, [notice, token]);
  return (
    <p role="status" className="text-sm text-emerald-800 empty:hidden">
      {notice && !hydrated ? notice : null}
    </p>
  );
}
