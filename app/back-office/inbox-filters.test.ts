import { describe, expect, it } from "vitest";
import { NO_INBOX_FILTERS, inboxSearch, parseInboxFilters } from "./inbox-filters.ts";

const parse = (search: string) => parseInboxFilters(new URLSearchParams(search));

describe("parseInboxFilters", () => {
  it("reads every filter", () => {
    expect(
      parse(
        "status=quoted&category=printing-scanning&product=Epson+EcoTank+L3250&assignee=me&from=2026-03-01&to=2026-03-31&q=+toner+&overdue=1&replied=1&sort=oldest&page=3",
      ),
    ).toEqual({
      status: "quoted",
      category: "printing-scanning",
      product: "Epson EcoTank L3250",
      assignee: "me",
      from: "2026-03-01",
      to: "2026-03-31",
      q: "toner",
      overdue: true,
      replied: true,
      sort: "oldest",
      page: 3,
    });
  });

  it("gives the defaults for nothing", () => {
    expect(parse("")).toEqual(NO_INBOX_FILTERS);
  });

  it("drops values that make no sense instead of failing", () => {
    expect(
      parse(
        "status=closed&category=No%20Such!&sort=sideways&assignee=a%20b&from=2026-02-30&to=31-03-2026&q=%20%20&overdue=yes&page=-2",
      ),
    ).toEqual(NO_INBOX_FILTERS);
    expect(parse("page=1.5").page).toBe(1);
    expect(parse("page=abc").page).toBe(1);
    expect(parse("page=99999999999999999999").page).toBe(1);
  });

  it("cuts a very long search rather than refusing it", () => {
    expect(parse(`q=${"a".repeat(500)}`).q).toHaveLength(200);
  });
});

describe("inboxSearch", () => {
  it("writes only what differs from the defaults", () => {
    expect(inboxSearch({})).toBe("");
    expect(inboxSearch(NO_INBOX_FILTERS)).toBe("");
    expect(inboxSearch({ ...NO_INBOX_FILTERS, status: "new", page: 2 })).toBe("?status=new&page=2");
    expect(inboxSearch({ q: "50% off & more", overdue: true, page: 1 })).toBe(
      "?q=50%25+off+%26+more&overdue=1",
    );
  });

  it("round-trips through the parser", () => {
    const filters = parse(
      "status=won&category=services&product=A%26B&assignee=none&from=2026-01-01&to=2026-01-02&q=x&overdue=1&replied=1&sort=newest&page=4",
    );
    expect(parse(inboxSearch(filters).slice(1))).toEqual(filters);
  });
});
