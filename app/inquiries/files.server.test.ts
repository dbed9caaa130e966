import { describe, expect, it } from "vitest";
import { attachmentDisposition } from "./files.server.ts";
import { safeFileName } from "./mail-in/import.server.ts";

describe("a customer's file name on its way back out", () => {
  it("is a download, with an ASCII fallback and the real name beside it", () => {
    expect(attachmentDisposition("PO 2291.pdf")).toBe(
      `attachment; filename="PO 2291.pdf"; filename*=UTF-8''PO%202291.pdf`,
    );
    expect(attachmentDisposition("Quote (final)*'.pdf")).toBe(
      `attachment; filename="Quote (final)*'.pdf"; filename*=UTF-8''Quote%20%28final%29%2A%27.pdf`,
    );
    expect(attachmentDisposition("Bei ya Mashine – Ṭ.xlsx")).toBe(
      `attachment; filename="Bei ya Mashine _ _.xlsx"; filename*=UTF-8''Bei%20ya%20Mashine%20%E2%80%93%20%E1%B9%AC.xlsx`,
    );
  });

  it("cannot break out of the header or name a path", () => {
    const name = safeFileName('../../a"b\\c\r\nSet-Cookie: x.pdf');
    expect(name).toBe("....abcSet-Cookie: x.pdf");
    expect(attachmentDisposition(name)).not.toMatch(/[\r\n]/);
    expect(safeFileName(undefined)).toBe("attachment");
    expect(safeFileName("  ")).toBe("attachment");
  });
});
