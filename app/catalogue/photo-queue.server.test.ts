// Photos are prepared one at a time; a few wait, the rest are refused at
// once, and a task that fails does not hold up the next.

import { describe, expect, it } from "vitest";
import { PhotoError } from "./photo-intake.server.ts";
import { MAX_WAITING, oneAtATime } from "./photo-queue.server.ts";

describe("oneAtATime", () => {
  it("runs one task at a time, lets a few wait, and refuses the rest at once", async () => {
    const releases: (() => void)[] = [];
    let running = 0;
    let most = 0;
    const task = (value: number) => async () => {
      running += 1;
      most = Math.max(most, running);
      await new Promise<void>((resolve) => releases.push(resolve));
      running -= 1;
      return value;
    };
    const accepted = Array.from({ length: MAX_WAITING + 1 }, (_, i) => oneAtATime(task(i)));
    const refused = await oneAtATime(task(99)).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(PhotoError);
    expect((refused as PhotoError).message).toMatch(/busy/);

    // Each waits until the one before it is let go.
    for (let i = 0; i < accepted.length; i += 1) {
      while (releases.length <= i) await new Promise((resolve) => setTimeout(resolve, 1));
      expect(releases).toHaveLength(i + 1);
      releases[i]?.();
    }
    expect(await Promise.all(accepted)).toEqual([0, 1, 2, 3]);
    expect(most).toBe(1);
  });

  it("goes on after a task that fails", async () => {
    const failed = oneAtATime(async () => {
      throw new Error("libvips gave up");
    });
    await expect(failed).rejects.toThrow("libvips gave up");
    expect(await oneAtATime(async () => "next")).toBe("next");
  });
});
