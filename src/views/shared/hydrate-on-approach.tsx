import { memo, Suspense, useContext, useEffect, useId, useSyncExternalStore, type ComponentType, type ReactElement } from 'react';
import { LinguiContext } from '@lingui/react';
import { useBrowserStateOfPart } from '../../actors/browser-state';
import { approachOf } from '../../services/page-takeover';

const neverChanges = () => () => undefined;

/** Renders nothing; while React hydrates the part, suspends it until the shopper comes near (approach.ts). */
function WaitForApproach({ id }: { id: string }) {
  // React hydrates with the server snapshot: true only then. A part the browser renders itself never waits.
  const hydrating = useSyncExternalStore(
    neverChanges,
    () => false,
    () => true,
  );
  // Only a takeover in the browser watches for the shopper (beginTakeover): on the server there is none.
  const approach = hydrating ? approachOf(id) : undefined;
  // Thrown rather than given to use(): a part drawn by the browser itself calls nothing, and use() must be called on
  // every render once it has suspended one.
  if (approach && approach.status !== 'fulfilled') throw approach;
  return null;
}

type Props<P extends object> = {
  part: ComponentType<P>;
  /** Classes of the box that wraps the part (a card's `h-full` needs its box to fill the slot too). */
  wrapperClassName?: string;
} & P;

/**
 * A part of a server-rendered page below the fold: its HTML is there from the start (readable, links work), and React
 * hydrates it when the shopper scrolls near it or touches it, not with the first screen. A phone that never scrolls
 * never pays for it. A page the browser renders itself draws the part at once.
 *
 * Memoised, and given the part as a component rather than as children: a parent that renders again would hand the
 * boundary new props, and an update reaching a part still waiting makes React drop the server's markup and draw it
 * anew. Props are compared one by one (pass stable values); a `key` that changes draws the part anew on purpose.
 */
function HydrateOnApproachOf<P extends object>({ part: Part, wrapperClassName, ...props }: Props<P>) {
  const id = useId();
  const browserState = useBrowserStateOfPart();
  // A language chosen while the part still waits: a new boundary draws it in that language. Hydrated in it, over the
  // server's markup in the other, React found other text and reported a hydration error. (No provider: no language.)
  const language = useContext(LinguiContext)?.i18n.locale;
  return (
    <div data-hydrate-on-approach={id} className={wrapperClassName}>
      {browserState.provide(
        // React's own boundary: this part holds up nothing the page waits for (page-takeover.ts).
        <Suspense key={language} fallback={null}>
          <WaitForApproach id={id} />
          <Part {...(props as P)} />
          <Hydrated then={browserState.hydrated} />
        </Suspense>,
      )}
    </div>
  );
}

/** Renders nothing; its effect runs once the boundary it closes has committed. */
function Hydrated({ then }: { then: () => void }) {
  useEffect(then, [then]);
  return null;
}

export const HydrateOnApproach = memo(HydrateOnApproachOf) as <P extends object>(props: Props<P>) => ReactElement;
