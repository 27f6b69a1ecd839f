import { useEffect, useRef, useState } from 'react';

/**
 * Counts whole seconds down from `from` once `running` turns true and calls `onDone` at zero.
 * Returns the seconds left.
 */
export function useCountdown(from: number, running: boolean, onDone: () => void): number {
  const [left, setLeft] = useState(from);
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  });

  useEffect(() => {
    if (!running) return;
    if (left <= 0) {
      done.current();
      return;
    }
    const timer = setTimeout(() => setLeft((seconds) => seconds - 1), 1000);
    return () => clearTimeout(timer);
  }, [running, left]);

  return left;
}
