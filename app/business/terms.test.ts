import { describe, expect, it } from "vitest";
import { business } from "./details.ts";
import { paymentLines, termsRows } from "./terms.ts";

const NO_PAYMENT = { mpesaPaybill: "", mpesaTill: "", bankTransfer: "", cashOnDelivery: "" };

describe("termsRows", () => {
  it("shows every term the business filled in, payments as a list", () => {
    const rows = termsRows(business.terms, business.payment);
    expect(rows.map((row) => row.key)).toEqual([
      "delivery",
      "warranty",
      "payments",
      "registration",
    ]);
    expect(rows.find((row) => row.key === "payments")?.lines).toEqual([
      "M-Pesa Paybill 000000 (example), account: your name",
      "M-Pesa Till 000000 (example)",
      "Bank transfer",
      "Cash on delivery within Nairobi",
    ]);
  });

  it("hides each term left empty", () => {
    const rows = termsRows(
      { delivery: "", warranty: "  ", registration: "" },
      { ...NO_PAYMENT, bankTransfer: "Cash" },
    );
    expect(rows).toEqual([{ key: "payments", label: "Ways to pay", lines: ["Cash"] }]);
    expect(termsRows({ delivery: "", warranty: "", registration: "" }, NO_PAYMENT)).toEqual([]);
  });
});

describe("paymentLines", () => {
  it("names the Paybill account a payment must carry: a quote's number", () => {
    expect(paymentLines(business.payment, "Q-10001")[0]).toBe(
      "M-Pesa Paybill 000000 (example), account: Q-10001",
    );
  });
});
