import { useEffect, useRef, useState, type ReactNode } from 'react';
import { SectionBoundary } from '../shared/section-boundary';
import { TakeoverSuspense } from '../shared/takeover-suspense';

/**
 * Mounts its children only when the placeholder comes near the viewport, so below-the-fold sections
 * (and the code they import) are not part of the first load. Without IntersectionObserver it mounts at once; the
 * server renders the placeholder, as the browser's first render does (hydration finds the same).
 * A section that fails says so with Try again (`onRetry` first) instead of taking the page down with it.
 */
export function WhenVisible({ children, minHeight, onRetry }: { children: ReactNode; minHeight: string; onRetry?: () => void }) {
  const placeholder = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(() => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = placeholder.current;
    if (visible || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setVisible(true);
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [visible]);
  if (!visible) return <div ref={placeholder} style={{ minHeight }} aria-hidden="true" />;
  return (
    <SectionBoundary onRetry={onRetry}>
      <TakeoverSuspense fallback={<div style={{ minHeight }} />}>{children}</TakeoverSuspense>
    </SectionBoundary>
  );
}
