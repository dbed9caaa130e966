// All Products' live search, an island: loaded when a visitor first reaches
// for the filter form (app/enhance/island-on-intent.ts), it fetches the
// catalogue's search data (named by its content, so cached for good) and
// answers every keystroke through the same productSearch as the server's
// render, by moving the cards the page already has. Registered in
// app/routes.ts like the other islands; its function goes out as `handle`.

import { copy } from "#app/business/copy.ts";
import type { Json } from "#app/enhance/inline-script.tsx";
import { type SearchRecord, productSearch } from "./product-search.ts";
import { ALL_CATEGORIES, filterFromSearchParams, filterToSearch } from "./search.ts";
import { inquiryPageHref } from "#app/inquiries/links.ts";

async function loadSearch(url: string) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Search data: ${response.status}`);
  const search = productSearch((await response.json()) as SearchRecord[]);
  // Once through every path (typo, prefix, close matches) as the island loads,
  // so that the visitor's first keystroke does not wait for code to compile.
  search({ query: "lenvo lapt", category: ALL_CATEGORIES });
  return search;
}

/**
 * Every product's card, from the page that lists them all (named by
 * ALL_PRODUCT_CARDS): when the catalogue is longer than a page, a page of
 * the list holds only its own.
 */
async function loadCards(url: string): Promise<HTMLElement[]> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Cards: ${response.status}`);
  const page = new DOMParser().parseFromString(await response.text(), "text/html");
  return [...page.querySelectorAll<HTMLElement>('[data-search="results"] [data-product-card]')];
}

/** The page's parts the search rearranges, found by their data-search hooks. */
function partsOf() {
  const part = <E extends Element>(name: string) =>
    document.querySelector<E>(`[data-search="${name}"]`);
  const results = part<HTMLElement>("results");
  const close = part<HTMLElement>("close");
  const closeList = part<HTMLElement>("close-list");
  const closeText = part<HTMLElement>("close-text");
  const count = part<HTMLElement>("count");
  const empty = part<HTMLElement>("empty");
  const pager = part<HTMLElement>("pager");
  const range = part<HTMLElement>("range");
  const ask = document.querySelector<HTMLAnchorElement>(
    `[data-search="empty"] [data-inquiry-trigger]`,
  );
  if (!results || !close || !closeList || !closeText || !count || !empty || !ask) return null;
  const cards = new Map<string, HTMLElement>();
  for (const card of document.querySelectorAll<HTMLElement>("[data-product-card]")) {
    if (card.dataset.slug) cards.set(card.dataset.slug, card);
  }
  return { results, close, closeList, closeText, count, empty, pager, range, ask, cards };
}

/**
 * Puts `wanted` first in `list`, in that order, moving only what is out of
 * place: a moved card is styled and laid out again. The hidden cards after
 * them may stay in any order.
 */
function arrange(list: HTMLElement, wanted: readonly HTMLElement[]): void {
  wanted.forEach((item, i) => {
    if (list.children[i] !== item) list.insertBefore(item, list.children[i] ?? null);
  });
}

interface Props {
  /** The search data's URL. */
  data: string;
  /** Where every card is, when this page lacks some. */
  cards: string | null;
  /** How many products the catalogue has. */
  total: number;
}

async function attach(form: HTMLElement, json: Json): Promise<void> {
  const props = json as Partial<Props> | null;
  const url = props?.data;
  if (!(form instanceof HTMLFormElement) || typeof url !== "string") return;
  const parts = partsOf();
  if (!parts) return;
  // Failing, the form goes on as a plain GET (the island never attaches).
  const [search, more] = await Promise.all([
    loadSearch(url),
    typeof props?.cards === "string" ? loadCards(props.cards) : [],
  ]);
  const { results, close, closeList, closeText, count, empty, pager, range, ask, cards } = parts;
  for (const card of more) {
    const slug = card.dataset.slug;
    if (!slug || cards.has(slug)) continue;
    card.hidden = true;
    results.append(document.adoptNode(card));
    cards.set(slug, card);
  }
  const total = props?.total ?? cards.size;
  const categories = [...form.querySelectorAll("option")].map((option) => option.value);
  const askLabel = ask.querySelector("[data-trigger-label]");
  // What the server showed: until the filter changes, its page (and the
  // address, with its page number) stays as it is.
  let shownFor = `/all-products${filterToSearch(
    filterFromSearchParams(new URLSearchParams(location.search), categories),
  )}`;
  let searched = false;
  // While the visitor types, the address follows once typing pauses:
  // replacing it can take longer than a frame on a slow phone. A choice
  // (the category, Enter, leaving the box or the page) updates it at once.
  let addressTimer: ReturnType<typeof setTimeout> | undefined;
  const keepAddress = () => {
    clearTimeout(addressTimer);
    addressTimer = undefined;
    if (searched && shownFor !== location.pathname + location.search) {
      history.replaceState(history.state, "", shownFor);
    }
  };
  addEventListener("pagehide", keepAddress);

  const apply = () => {
    // Read as the server reads the URL the form would send.
    const fields = [...new FormData(form)].map(([name, value]) => [name, String(value)]);
    const filter = filterFromSearchParams(new URLSearchParams(fields), categories);
    const address = `/all-products${filterToSearch(filter)}`;
    // A select fires both input and change: one answer is enough.
    if (address === shownFor) return;
    shownFor = address;
    searched = true;
    const answer = search(filter);
    const card = (p: { slug: string }) => cards.get(p.slug);
    const shown = new Set([...answer.results, ...answer.closeMatches].map((p) => p.slug));
    const found = answer.results.flatMap((p) => card(p) ?? []);
    const near = answer.closeMatches.flatMap((p) => card(p) ?? []);
    for (const [slug, item] of cards) {
      const hidden = !shown.has(slug);
      if (item.hidden !== hidden) item.hidden = hidden;
    }
    arrange(results, found);
    arrange(closeList, near);

    const query = filter.query.trim();
    count.textContent = copy.search.showing(found.length, total);
    // Every match is shown at once: no more pages.
    if (pager) pager.hidden = true;
    if (range) range.hidden = true;
    empty.hidden = found.length > 0;
    close.hidden = near.length === 0;
    closeText.textContent = copy.search.closeMatchesText(query);
    ask.href = inquiryPageHref({ about: query, from: address });
    ask.dataset.about = query;
    ask.dataset.page = address;
    if (askLabel) askLabel.textContent = copy.search.askAbout(query);
    clearTimeout(addressTimer);
    addressTimer = setTimeout(keepAddress, 300);
  };

  form.addEventListener("input", apply);
  form.addEventListener("change", () => {
    apply();
    keepAddress();
  });
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    apply();
    keepAddress();
    // On a phone, the keyboard's search key puts the results in view.
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  });
  // What the visitor did before the island arrived (typed, chose a category).
  apply();
  keepAddress();
}

export const handle = { attach };
