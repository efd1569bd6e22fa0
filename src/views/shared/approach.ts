/**
 * When the shopper comes near a part of the page (HydrateOnApproach): it scrolls to within 200 px of it, or touches
 * or focuses something in it. Each part is found by its `data-hydrate-on-approach` id in the server's markup.
 */

/** A promise that says synchronously when it has settled, as React reads one (`status`). */
export type Approach = Promise<void> & { status?: 'fulfilled' };

const approaches = new Map<string, Approach>();
// Capturing on the document runs before React's own listener on the root, which hydrates the part the event is
// for at once only if it may: pressing a button below the fold works at the first touch.
const touches = ['pointerdown', 'focusin'];

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
    observer?.disconnect();
    for (const type of touches) document.removeEventListener(type, touched, true);
  };
  const touched = (event: Event) => {
    if (event.target instanceof Node && element?.contains(event.target)) settle();
  };
  // A quarter of a phone's screen ahead: the part is readable already, what hydration adds (the hearts, the cart
  // buttons) is there before it scrolls into view, and a part a screen away is not hydrated with the first one.
  const observer =
    element && typeof IntersectionObserver === 'function'
      ? new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && settle(), { rootMargin: '200px 0px' })
      : undefined;
  if (!observer || !element) {
    settle();
    return approach;
  }
  approaches.set(id, approach);
  observer.observe(element);
  for (const type of touches) document.addEventListener(type, touched, true);
  return approach;
}
