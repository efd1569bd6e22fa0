import { Suspense, useEffect, useRef, type ReactNode } from 'react';
import { partTakenOver, partWaits, shellTakenOver, takingOverPage } from '../../services/page-takeover';

interface Part {
  counted: boolean;
  done: boolean;
}

/** Renders nothing; its effect runs when the boundary it closes has committed (hydrated, on a rendered page). */
function PartDone({ part }: { part: Part }) {
  useEffect(() => {
    part.done = true;
    if (!part.counted) return;
    part.counted = false;
    partTakenOver();
  }, [part]);
  return null;
}

/**
 * The shop's Suspense: the same boundary, which also tells page-takeover.ts when a server-rendered page's part under it
 * is hydrated (React does that in a later pass than the part around it). Lint holds that the shop uses no other.
 */
export function TakeoverSuspense({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const part = useRef<Part>({ counted: false, done: false }).current;
  useEffect(() => {
    if (!part.done && !part.counted && takingOverPage()) {
      part.counted = true;
      partWaits();
    }
    // A boundary taken away before its part was hydrated (an error above it, a navigation) holds nothing up.
    return () => {
      if (!part.counted) return;
      part.counted = false;
      partTakenOver();
    };
  }, [part]);
  return (
    <Suspense fallback={fallback}>
      {children}
      <PartDone part={part} />
    </Suspense>
  );
}

/** Closes the shell of the tree: the part of a rendered page hydrated first. */
export function TakenOver() {
  useEffect(() => shellTakenOver(), []);
  return null;
}
