import { useRef, useState } from 'react';

/**
 * One attempt at a time: a second tap while a save runs (or its confirm is open) is ignored, and
 * `busy` lets the button show it is working.
 */
export function useOneAtATime() {
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const run = async (work: () => Promise<void>) => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      await work();
    } finally {
      running.current = false;
      setBusy(false);
    }
  };
  return { busy, run };
}
