// A seeded pseudo-random sequence for the tests that compare a replacement with the original over generated inputs:
// the same seed gives the same inputs on every run, so a failure can be replayed.

/** Numbers in [0, 1) from a linear congruential generator (glibc's constants, modulo 2^31), seeded with `seed`. */
export function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
}
