/**
 * Calls `advance` every `intervalMs` while the carousel is allowed to move. The timer restarts
 * whenever `position` changes, so a shopper's own step is followed by a full interval.
 */
import { useEffect, useEffectEvent } from 'react';

export function useAutoplay({ advance, intervalMs, running, position }: { advance: () => void; intervalMs: number; running: boolean; position: number }) {
  // The latest `advance`, without restarting the timer when it changes.
  const tick = useEffectEvent(advance);
  useEffect(() => {
    if (!running) return;
    const timer = window.setTimeout(() => tick(), intervalMs);
    return () => window.clearTimeout(timer);
  }, [running, intervalMs, position]);
}
