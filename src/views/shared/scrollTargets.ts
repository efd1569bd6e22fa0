/** Elements other parts of the page jump to: the header dropdown and the bottom bar use them. */
export const categoryBarId = 'categories';
export const searchInputId = 'site-search';

const waitLimitMs = 5000;

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Scrolls smoothly to an element once it is on the page: after a navigation to the home page its
 * lazy sections may still be loading, so it waits a little for the element to appear.
 */
export function scrollToElement(id: string): void {
  const started = performance.now();
  const attempt = () => {
    const element = document.getElementById(id);
    if (element) {
      element.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
      return;
    }
    if (performance.now() - started < waitLimitMs) requestAnimationFrame(attempt);
  };
  attempt();
}

export function scrollToCategoryBar(): void {
  scrollToElement(categoryBarId);
}
