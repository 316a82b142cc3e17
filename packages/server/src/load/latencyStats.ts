/** Round-trip samples (ms), kept whole so that the percentiles are exact, not estimated. @internal */
export class LatencyStats {
  #samples = new Float64Array(1024)
  #count = 0

  add(ms: number): void {
    if (this.#count === this.#samples.length) {
      const grown = new Float64Array(this.#samples.length * 2)
      grown.set(this.#samples)
      this.#samples = grown
    }
    this.#samples[this.#count++] = ms
  }

  get count(): number {
    return this.#count
  }

  /** The nearest-rank percentile `p` (0–100) of the samples, or `NaN` without any. */
  percentile(p: number): number {
    if (this.#count === 0) return Number.NaN
    const sorted = this.#samples.slice(0, this.#count).sort()
    const rank = Math.min(this.#count, Math.max(1, Math.ceil((p / 100) * this.#count)))
    return sorted[rank - 1]!
  }
}
