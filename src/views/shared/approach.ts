/**
 * When the shopper comes near a part of the page (HydrateOnApproach): it scrolls to within 200 px of it, or touches
 * or focuses something in it. Each part is found by its `data-hydrate-on-approach` id in the server's markup.
 */

import type { Approach } from '../../services/page-takeover';

const approaches = new Map<string, Approach>();
/** The parts still waiting, by their element: one observer and one pair of listeners serve them all (a carousel has ten). */
const waiting = new Map<Element, () => void>();
// Capturing on the document runs before React's own listener on the root, which hydrates the part the event is
// for at once only if it may: pressing a button below the fold works at the first touch.
const touches = ['pointerdown', 'focusin'];
let observer: IntersectionObserver | undefined;

function touched(event: Event) {
  if (!(event.target instanceof Node)) return;
  for (const [element, settle] of waiting) if (element.contains(event.target)) settle();
}

/** The page's observer, made with the first part that waits. */
function nearScreen(): IntersectionObserver {
  // A quarter of a phone's screen ahead: the part is readable already, what hydration adds (the hearts, the cart
  // buttons) is there before it scrolls into view, and a part a screen away is not hydrated with the first one. No
  // margin sideways: a carousel's cards past its edge are clipped out, and wait until they are swiped in.
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) if (entry.isIntersecting) waiting.get(entry.target)?.();
    },
    { rootMargin: '200px 0px' },
  );
  return observer;
}

/** Settles when the shopper comes near the part with this id; at once where the browser cannot tell or it is not in the page. */
export function approached(id: string): Approach {
  let approach = approaches.get(id);
  if (approach) return approach;
  const element = document.querySelector(`[data-hydrate-on-approach="${CSS.escape(id)}"]`);
  let come = () => undefined as void;
  approach = new Promise<void>((resolve) => (come = resolve));
  const settle = () => {
    (approach as Approach).status = 'fulfilled';
    come();
    if (!element || !waiting.delete(element)) return;
    observer?.unobserve(element);
    if (waiting.size === 0) for (const type of touches) document.removeEventListener(type, touched, true);
  };
  if (!element || typeof IntersectionObserver !== 'function') {
    settle();
    return approach;
  }
  approaches.set(id, approach);
  if (waiting.size === 0) for (const type of touches) document.addEventListener(type, touched, true);
  waiting.set(element, settle);
  nearScreen().observe(element);
  return approach;
}
