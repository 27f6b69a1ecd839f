import { newTraceparent } from './traceparent';

describe('newTraceparent', () => {
  it('is a valid sampled W3C traceparent with non-zero ids, new on every call', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const value = newTraceparent();
      const m = /^00-([0-9a-f]{32})-([0-9a-f]{16})-01$/.exec(value);
      expect(m).not.toBeNull();
      expect(m![1]).not.toBe('0'.repeat(32));
      expect(m![2]).not.toBe('0'.repeat(16));
      seen.add(m![1]);
    }
    expect(seen.size).toBe(200);
  });
});
