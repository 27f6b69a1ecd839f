/**
 * Group commit: calls that would each make one write to the same place are made as one write for
 * all of them, without waiting to collect them. The first call of a key runs at once, alone; calls
 * that arrive while it runs wait and then run together as the next batch (up to `maxBatch`), and so
 * on. A lone call costs nothing extra; under load the number of writes falls with the number of
 * callers waiting, which is what a store needs where writes to one document or one collection are
 * taken one at a time (a wallet's balance document on any server; every collection on the local
 * server, whose proxy serialises writes per collection: README, notes on the local server).
 *
 * `run` gets the batch's inputs in arrival order and answers one output per input, in that order.
 * If it throws, every call of that batch fails with the error; the next batch still runs.
 */
export class GroupCommit<I, O> {
  private readonly waiting = new Map<string, Waiting<I, O>[]>();
  private readonly running = new Set<string>();

  constructor(
    private readonly run: (key: string, inputs: I[]) => Promise<O[]>,
    private readonly maxBatch = 100,
  ) {}

  submit(key: string, input: I): Promise<O> {
    return new Promise<O>((resolve, reject) => {
      const queue = this.waiting.get(key);
      if (queue) queue.push({ input, resolve, reject });
      else this.waiting.set(key, [{ input, resolve, reject }]);
      if (!this.running.has(key)) void this.drain(key);
    });
  }

  private async drain(key: string): Promise<void> {
    this.running.add(key);
    try {
      for (let queue = this.waiting.get(key); queue?.length; queue = this.waiting.get(key)) {
        const batch = queue.splice(0, this.maxBatch);
        if (!queue.length) this.waiting.delete(key);
        try {
          const outputs = await this.run(
            key,
            batch.map((w) => w.input),
          );
          if (outputs.length !== batch.length)
            throw new Error(`group commit: ${outputs.length} outputs for ${batch.length} inputs`);
          batch.forEach((w, i) => w.resolve(outputs[i]));
        } catch (err) {
          for (const w of batch) w.reject(err);
        }
      }
    } finally {
      this.running.delete(key);
    }
  }
}

interface Waiting<I, O> {
  input: I;
  resolve: (output: O) => void;
  reject: (err: unknown) => void;
}
