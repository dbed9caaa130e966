import { describe, expect, it } from "vitest";
import { business } from "#app/business/details.ts";
import { openingHoursSpecification } from "./seo.ts";

describe("openingHoursSpecification", () => {
  it("follows the business details, leaving closed days out", () => {
    expect(openingHoursSpecification(business.hours)).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
        opens: "08:00",
        closes: "18:00",
      },
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Saturday"],
        opens: "09:00",
        closes: "16:00",
      },
    ]);
  });

  it("changes when the hours change", () => {
    const hours = [{ weekdays: [7], opens: "10:00", closes: "14:00" }];
    expect(openingHoursSpecification(hours)).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Sunday"],
        opens: "10:00",
        closes: "14:00",
      },
    ]);
  });
});
