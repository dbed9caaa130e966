// Photos are prepared one at a time in each server process: decoding a
// 12-megapixel upload holds about 36 MB of pixels, and the server is held to
// a few hundred MB (ADR 0019). A few uploads wait their turn; beyond that one
// is refused at once rather than kept in memory while it waits.

import { PhotoError } from "./photo-intake.server.ts";

/** Uploads that may wait while one is prepared. */
export const MAX_WAITING = 3;

let tail: Promise<void> = Promise.resolve();
let pending = 0;

/** Runs `task` once every task before it has finished, or refuses it if too many wait. */
export async function oneAtATime<T>(task: () => Promise<T>): Promise<T> {
  if (pending > MAX_WAITING)
    throw new PhotoError("The server is busy preparing other photos: try again in a minute.");
  pending += 1;
  const before = tail;
  let done = () => {};
  tail = new Promise((resolve) => {
    done = resolve;
  });
  try {
    await before;
    return await task();
  } finally {
    pending -= 1;
    done();
  }
}
