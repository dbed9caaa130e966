import { ArrowLeft } from "lucide-react";
import { copy } from "#app/business/copy.ts";
import { InlineScript } from "#app/enhance/inline-script.tsx";
import { logNotFound } from "#app/enhance/log-not-found.ts";
import { ButtonLink } from "#app/components/ui/button-link.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { SearchForm } from "#app/components/layout/search-form.tsx";
import { categoryPath } from "#app/catalogue/paths.ts";
import { useCategories } from "./layout/use-categories.ts";

/** The shared look of the 404 screens: unknown route, category or product. */
export function NotFoundMessage({
  eyebrow,
  title,
  text,
  action,
}: {
  eyebrow?: string;
  title: string;
  text: string;
  action: { href: string; label: string };
}) {
  return (
    <Container className="flex flex-col items-center py-20 text-center sm:py-28">
      {eyebrow ? <p className="text-6xl font-extrabold text-brand-700">{eyebrow}</p> : null}
      <h1 className="mt-4 text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
      <p className="mt-3 max-w-md text-slate-600">{text}</p>
      <ButtonLink
        href={action.href}
        className="mt-8"
        icon={<ArrowLeft className="size-4" aria-hidden="true" />}
      >
        {action.label}
      </ButtonLink>
      <WayOn />
    </Container>
  );
}

/** A way on from a dead end: search, or one of the departments. */
function WayOn() {
  const categories = useCategories();
  return (
    <div className="mt-12 w-full max-w-2xl border-t border-slate-200 pt-8 text-left">
      <h2 className="text-base font-semibold text-slate-900">{copy.notFound.searchInstead}</h2>
      <div className="mt-3">
        <SearchForm id="not-found-search" label={copy.notFound.searchInstead} />
      </div>
      <h2 className="mt-8 text-base font-semibold text-slate-900">
        {copy.notFound.browseCategories}
      </h2>
      <ul className="mt-3 grid gap-2 sm:grid-cols-3">
        {categories.map((category) => (
          <li key={category.slug}>
            <a
              href={categoryPath(category.slug)}
              className="flex min-h-11 items-center gap-2 rounded-lg border border-slate-200 px-3 text-sm font-medium text-slate-700 hover:border-brand-200 hover:text-brand-700"
            >
              <span aria-hidden="true">{category.icon}</span>
              {category.name}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The page for a URL nothing answers: the catch-all route, and a 404 thrown
 * by a loader (a staff page asked for by anyone else), alike.
 */
export function NotFoundPage() {
  return (
    <>
      <NotFoundMessage
        eyebrow={copy.notFound.code}
        title={copy.notFound.title}
        text="The page you asked for is not here. It may have moved, or the link may be mistyped."
        action={{ href: "/", label: copy.notFound.returnHome }}
      />
      <InlineScript fn={logNotFound} args={[]} />
    </>
  );
}
