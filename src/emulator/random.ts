/** A seeded pseudo-random source (mulberry32): the same seed gives the same ids and delays. */
export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0 || 0x9e3779b9;
  }

  /** A number in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** A whole number in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return probability > 0 && this.next() < probability;
  }

  digits(count: number): string {
    let out = String(this.int(1, 9));
    while (out.length < count) out += String(this.int(0, 9));
    return out;
  }

  hex(count: number): string {
    let out = '';
    while (out.length < count) out += this.int(0, 15).toString(16);
    return out.toUpperCase();
  }

  token(length: number): string {
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
    let out = '';
    while (out.length < length) out += alphabet[this.int(0, alphabet.length - 1)];
    return out;
  }
}
