import { useEffect, useRef, useState } from 'react';
import { useLocation, useRouter } from 'wouter';

/** How a flow's machine and the address bar follow each other (routes are projections of machine state, DESIGN.md). */
export interface MachineUrl<TEvent> {
  /** The page the machine's state shows; null when it shows none (the browser is leaving, or the flow has no say). */
  route: string | null;
  /** The flow's own pages: there, a page that is not the machine's is replaced by the machine's. */
  owns: (path: string) => boolean;
  /** What tells the machine the shopper arrived at one of its pages (a link, Back, a reload), if anything. */
  arrivalAt: (path: string) => TEvent | null;
  send: (event: TEvent) => void;
  /** Every move the machine makes replaces the page instead of adding a history entry. */
  replace?: boolean;
}

/** The page itself, without the query or fragment a route to return to may carry. */
const pageOf = (route: string) => route.replace(/[?#].*$/, '').replace(/\/+$/, '') || '/';

/**
 * The one URL↔machine sync every flow uses. When the browser arrives somewhere, the machine is told
 * (`arrivalAt`); once it has answered, a page of the flow that is not the machine's is replaced by the
 * machine's (the arrival was refused). When the machine moves by itself, the browser follows with a
 * history entry, so Back works — and Back is then an arrival like any other.
 */
export function useMachineUrl<TEvent>({ route, owns, arrivalAt, send, replace = false }: MachineUrl<TEvent>): void {
  const { base } = useRouter();
  const [relative, navigate] = useLocation();
  const path = pageOf(`${base}${relative}`);
  const flow = useRef({ owns, arrivalAt, send });
  // The route the browser last showed or was sent to: a different one means the machine moved.
  const shown = useRef(route);
  const answering = useRef(false);
  // The page whose arrival the machine has been told of; its answer is read on the next render, as a
  // flow's actor may start after its pages' first effects (it queues the event until then).
  const [told, setTold] = useState<string | null>(null);

  useEffect(() => {
    flow.current = { owns, arrivalAt, send };
  });

  useEffect(() => {
    const { owns: ownsPage, arrivalAt: arrival, send: tell } = flow.current;
    if (ownsPage(path)) {
      const event = arrival(path);
      if (event) tell(event);
      answering.current = true;
    }
    setTold(path);
  }, [path]);

  useEffect(() => {
    if (told !== path || route === null) return;
    const reply = answering.current;
    answering.current = false;
    if (pageOf(route) === path) {
      shown.current = route;
      return;
    }
    if (!reply && route === shown.current) return;
    shown.current = route;
    navigate(`~${route}`, { replace: replace || reply });
  }, [told, path, route, navigate, replace]);
}
