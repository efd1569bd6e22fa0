/** Elements other parts of the page jump to: the header dropdown, the bottom bar and the hero's buy-now links use them. */
export const categoryBarId = 'categories';
export const searchInputId = 'site-search';
export const productsSectionId = 'products';

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
