/**
 * A rolling-window limiter: at most `limit` admissions in any window (t - spanMs, t]. The instants
 * of the admissions still inside the window sit in a ring buffer of `limit` slots, so each call is
 * O(1) amortised and memory is fixed, whatever the request rate. Refused calls do not occupy the
 * window (a client that keeps retrying does not lock itself out longer).
 */
export class RollingWindow {
  private readonly times: Float64Array;
  private head = 0;
  private size = 0;

  constructor(
    readonly limit: number,
    readonly spanMs = 1000,
  ) {
    this.times = new Float64Array(limit);
  }

  /** Admits a call at `t` and returns how many the window then holds (itself included), or 0 if refused. */
  admit(t: number): number {
    while (this.size > 0 && this.times[this.head] <= t - this.spanMs) {
      this.head = (this.head + 1) % this.limit;
      this.size--;
    }
    if (this.size >= this.limit) return 0;
    this.times[(this.head + this.size) % this.limit] = t;
    this.size++;
    return this.size;
  }

  clear(): void {
    this.head = 0;
    this.size = 0;
  }
}
