// Deterministic randomness for the demo-store generator: a string seed is hashed (cyrb128) into the
// state of an sfc32 generator. Never Math.random: the same seed must give the same store.

export interface Rng {
  /** Uniform in [0, 1). */
  next(): number;
  /** Integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** True with probability p. */
  chance(p: number): boolean;
  pick<T>(values: readonly T[]): T;
  /** Picks by relative weights (same length as values). */
  weighted<T>(values: readonly T[], weights: readonly number[]): T;
  /** k distinct values (fewer if there are fewer). */
  sample<T>(values: readonly T[], k: number): T[];
  shuffle<T>(values: readonly T[]): T[];
  /** Lower-case hex of n characters. */
  hex(n: number): string;
  digits(n: number): string;
  /** An independent stream named by label, so one section's draws never shift another's. */
  fork(label: string): Rng;
}

/** cyrb128: four 32-bit words from a string. */
export function hashString(text: string): [number, number, number, number] {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

/** A stable 32-bit number for a string (image variation, token digits). */
export function hash32(text: string): number {
  return hashString(text)[0];
}

export function createRng(seed: string): Rng {
  let [a, b, c, d] = hashString(seed);
  const next = (): number => {
    // sfc32
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    let t = (a + b) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    d = (d + 1) | 0;
    t = (t + d) | 0;
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
  // Warm up: the first outputs of sfc32 correlate with the seed words.
  for (let i = 0; i < 15; i++) next();

  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(values: readonly T[]): T => {
    if (values.length === 0) throw new Error('pick from an empty list');
    return values[Math.floor(next() * values.length)] as T;
  };
  const shuffle = <T>(values: readonly T[]): T[] => {
    const out = values.slice();
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      const tmp = out[i] as T;
      out[i] = out[j] as T;
      out[j] = tmp;
    }
    return out;
  };
  return {
    next,
    int,
    chance: (p) => next() < p,
    pick,
    weighted: <T>(values: readonly T[], weights: readonly number[]): T => {
      let total = 0;
      for (const w of weights) total += w;
      let r = next() * total;
      for (let i = 0; i < values.length; i++) {
        r -= weights[i] ?? 0;
        if (r < 0) return values[i] as T;
      }
      return values[values.length - 1] as T;
    },
    sample: <T>(values: readonly T[], k: number): T[] => {
      if (k >= values.length) return shuffle(values);
      // Partial Fisher-Yates over an index map keeps big pools cheap.
      const taken = new Map<number, number>();
      const out: T[] = [];
      for (let i = 0; i < k; i++) {
        const j = i + Math.floor(next() * (values.length - i));
        const vj = taken.get(j) ?? j;
        taken.set(j, taken.get(i) ?? i);
        out.push(values[vj] as T);
      }
      return out;
    },
    shuffle,
    hex: (n) => {
      let s = '';
      for (let i = 0; i < n; i++) s += Math.floor(next() * 16).toString(16);
      return s;
    },
    digits: (n) => {
      let s = '';
      for (let i = 0; i < n; i++) s += Math.floor(next() * 10).toString();
      return s;
    },
    fork: (label) => createRng(`${seed}/${label}`),
  };
}
