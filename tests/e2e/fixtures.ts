import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";

export const PHONE = { width: 375, height: 812 } as const;
export const DESKTOP = { width: 1280, height: 900 } as const;

interface Fixtures {
  /** Console messages of level error, and uncaught page errors. */
  consoleErrors: string[];
  /** Set to true in a test that expects console errors (a 404 page, say). */
  allowConsoleErrors: boolean;
}

// Every test fails if the page logged an error it did not expect.
export const test = base.extend<Fixtures>({
  allowConsoleErrors: [false, { option: true }],
  consoleErrors: [
    async ({ page, allowConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await use(errors);
      if (!allowConsoleErrors) expect(errors, "console errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Zero axe violations (WCAG 2.x A and AA, plus best practices). */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .analyze();
  const summary = results.violations.map((v) => ({
    id: v.id,
    help: v.help,
    nodes: v.nodes.slice(0, 3).map((n) => n.target.join(" ")),
  }));
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}

/**
 * pa11y-style form checks (WCAG 2 AA), on every form of the page, shown or
 * not: each has a submit button (H32: a form is sent by a control, not only by
 * Enter), and each field a label (H44) or an ARIA name.
 */
export async function expectWellMadeForms(page: Page) {
  const problems = await page.locator("form").evaluateAll((forms) =>
    forms.flatMap((form, i) => {
      const name = `form ${i + 1} (${form.getAttribute("aria-label") ?? form.getAttribute("action") ?? "no action"})`;
      const controls = [...(form as HTMLFormElement).elements];
      const found: string[] = [];
      const submits = controls.filter(
        (el) =>
          (el instanceof HTMLButtonElement && el.type === "submit") ||
          (el instanceof HTMLInputElement && (el.type === "submit" || el.type === "image")),
      );
      if (submits.length === 0) found.push(`${name} has no submit button`);
      for (const el of controls) {
        const field =
          el instanceof HTMLSelectElement ||
          el instanceof HTMLTextAreaElement ||
          (el instanceof HTMLInputElement &&
            !["hidden", "submit", "button", "image", "reset"].includes(el.type));
        if (!field) continue;
        const labelled =
          ((el as HTMLInputElement).labels?.length ?? 0) > 0 ||
          el.hasAttribute("aria-label") ||
          el.hasAttribute("aria-labelledby");
        if (!labelled) found.push(`${name}: field ${el.getAttribute("name")} has no label`);
      }
      return found;
    }),
  );
  expect(problems, `form checks on ${page.url()}`).toEqual([]);
}
