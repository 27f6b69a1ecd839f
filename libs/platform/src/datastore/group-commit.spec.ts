import { GroupCommit } from './group-commit';

/** A run whose batches finish only when the test lets them. */
function gatedRun() {
  const batches: { key: string; inputs: number[]; finish: (fail?: Error) => void }[] = [];
  const run = (key: string, inputs: number[]) =>
    new Promise<string[]>((resolve, reject) =>
      batches.push({
        key,
        inputs,
        finish: (fail) => (fail ? reject(fail) : resolve(inputs.map((i) => `${key}:${i}`))),
      }),
    );
  return { batches, run };
}
const settle = () => new Promise((r) => setImmediate(r));

describe('GroupCommit', () => {
  it('runs a lone call at once, alone, and answers it', async () => {
    const { batches, run } = gatedRun();
    const commit = new GroupCommit(run);
    const answer = commit.submit('w1', 7);
    expect(batches.map((b) => b.inputs)).toEqual([[7]]);
    batches[0].finish();
    await expect(answer).resolves.toBe('w1:7');
  });

  it('runs the calls that arrived meanwhile as one batch, in arrival order, each with its own answer', async () => {
    const { batches, run } = gatedRun();
    const commit = new GroupCommit(run);
    const first = commit.submit('w1', 1);
    const rest = [2, 3, 4].map((i) => commit.submit('w1', i));
    expect(batches).toHaveLength(1);
    batches[0].finish();
    await first;
    await settle();
    expect(batches.map((b) => b.inputs)).toEqual([[1], [2, 3, 4]]);
    batches[1].finish();
    await expect(Promise.all(rest)).resolves.toEqual(['w1:2', 'w1:3', 'w1:4']);
  });

  it('keeps keys apart: another key does not wait for a running batch', () => {
    const { batches, run } = gatedRun();
    const commit = new GroupCommit(run);
    void commit.submit('w1', 1);
    void commit.submit('w2', 1);
    expect(batches.map((b) => [b.key, b.inputs])).toEqual([
      ['w1', [1]],
      ['w2', [1]],
    ]);
  });

  it('fails every call of a batch that throws, and still runs the next batch', async () => {
    const { batches, run } = gatedRun();
    const commit = new GroupCommit(run);
    const first = commit.submit('w1', 1);
    const second = commit.submit('w1', 2);
    const third = commit.submit('w1', 3);
    batches[0].finish();
    await first;
    await settle();
    batches[1].finish(new Error('server gone'));
    await expect(second).rejects.toThrow('server gone');
    await expect(third).rejects.toThrow('server gone');
    const fourth = commit.submit('w1', 4);
    expect(batches.at(-1)?.inputs).toEqual([4]);
    batches.at(-1)?.finish();
    await expect(fourth).resolves.toBe('w1:4');
  });

  it('takes at most maxBatch calls at a time', async () => {
    const { batches, run } = gatedRun();
    const commit = new GroupCommit(run, 2);
    const all = [1, 2, 3, 4, 5].map((i) => commit.submit('w1', i));
    for (let n = 0; n < 3; n++) {
      batches[n].finish();
      await settle();
    }
    await Promise.all(all);
    expect(batches.map((b) => b.inputs)).toEqual([[1], [2, 3], [4, 5]]);
  });

  it('refuses a run that answers a different number of outputs', async () => {
    const commit = new GroupCommit(async (_key, inputs: number[]) => inputs.slice(1));
    await expect(commit.submit('w1', 1)).rejects.toThrow('0 outputs for 1 inputs');
  });
});
