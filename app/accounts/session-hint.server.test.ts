import { describe, expect, it } from "vitest";
import { clearStaleHint, hintFor, sessionHints } from "./session-hint.server.ts";

describe("the session hint", () => {
  it("is set beside a session cookie, for as long, Secure when the site is", () => {
    const set = "better-auth.session_token=abc.def; Max-Age=604800; Path=/; HttpOnly; SameSite=Lax";
    expect(hintFor(set, false)).toBe("signed_in=1; Max-Age=604800; Path=/; SameSite=Lax");
    expect(hintFor(`__Secure-${set}; Secure`, true)).toBe(
      "signed_in=1; Max-Age=604800; Path=/; SameSite=Lax; Secure",
    );
  });

  it("is cleared with the session cookie, and never readable as more than a hint", () => {
    const cleared = "better-auth.session_token=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax";
    expect(hintFor(cleared, false)).toBe("signed_in=; Max-Age=0; Path=/; SameSite=Lax");
    expect(hintFor("better-auth.session_token=x; Max-Age=-1; Path=/", false)).toMatch(/Max-Age=0/);
    expect(hintFor("better-auth.session_token=abc; Max-Age=60", false)).not.toContain("abc");
  });

  it("ignores every other cookie", () => {
    expect(hintFor("better-auth.session_data=xyz; Max-Age=300; Path=/", false)).toBeNull();
    expect(hintFor("theme=dark; Path=/", false)).toBeNull();
    const headers = new Headers();
    headers.append("Set-Cookie", "theme=dark; Path=/");
    headers.append("Set-Cookie", "better-auth.session_token=abc; Max-Age=60; Path=/; HttpOnly");
    expect(sessionHints(headers, false)).toEqual(["signed_in=1; Max-Age=60; Path=/; SameSite=Lax"]);
  });

  it("left from an ended session, is cleared when the request still carries it", () => {
    const stale = new Request("http://localhost/auth", {
      headers: { cookie: "theme=dark; signed_in=1" },
    });
    expect(clearStaleHint(stale, false)).toEqual({
      "Set-Cookie": "signed_in=; Max-Age=0; Path=/; SameSite=Lax",
    });
    expect(clearStaleHint(new Request("http://localhost/auth"), false)).toBeUndefined();
  });
});
