import type { AnyActor, InspectionEvent, Observer } from 'xstate';
import { flowChannelName, type FlowMessage } from './flow-channel';
import { pathsProbe } from './paths-probe';

/**
 * What lets the flow studio (/flows) watch the shop's actors; loaded only once a tab needs it: by a flow
 * screen (login, checkout, booking, contact — lazy chunks whose actors are created with this observer,
 * since XState takes an inspector only when an actor is created) or by src/actors/listen-for-studio.ts when a
 * studio announces itself (the root actor is then watched through its system). The observer remembers the
 * live actors and forwards nothing until a studio is there (or the address has `?inspect`); only then is
 * the bridge that reports to the studio loaded (a chunk of its own).
 */
// Inspection events name the actor as an ActorRefLike; the actors xstate creates are Actors (logic, snapshot).
const liveActors = new Map<string, AnyActor>();
let forward: ((event: InspectionEvent) => void) | null = null;
let bridge: Promise<unknown> | null = null;
let observer: Observer<InspectionEvent> | undefined;

function track(event: InspectionEvent) {
  if (event.type === '@xstate.actor') liveActors.set(event.actorRef.sessionId, event.actorRef as AnyActor);
  else if (event.type === '@xstate.snapshot' && (event.snapshot as { status?: string }).status !== 'active')
    liveActors.delete(event.actorRef.sessionId);
}

function connect() {
  bridge ??= import('./inspection-bridge').then(({ startBridge }) => {
    forward = startBridge(liveActors);
  });
}

const watchedRoots = new WeakSet<AnyActor>();

/**
 * The root actor starts with the page, before any studio: it is created without an observer (nothing of
 * this module is in a shopper's first load) and watched through its system once a studio asks
 * (src/actors/listen-for-studio.ts). Its children already running are remembered so the studio sees them at once.
 */
export function watchRoot(root: AnyActor) {
  if (watchedRoots.has(root)) return;
  watchedRoots.add(root);
  const remember = (actor: AnyActor) => {
    liveActors.set(actor.sessionId, actor);
    const children = (actor.getSnapshot() as { children?: Record<string, AnyActor | undefined> }).children ?? {};
    for (const child of Object.values(children)) if (child) remember(child);
  };
  remember(root);
  const inspector = shopInspector();
  if (inspector) root.system.inspect(inspector);
  connect();
}

/** The observer the flow actors (created on their screens, in lazy chunks) are created with; undefined where the browser has no BroadcastChannel. */
export function shopInspector(): Observer<InspectionEvent> | undefined {
  // Rendered by the server (src/entry-server.tsx): no studio, nor page, to report to.
  if (typeof window === 'undefined') return undefined;
  // The generated-path runner's test build (tests/paths): every flow actor reports to its probe.
  if (import.meta.env.MODE === 'paths') return pathsProbe();
  if (observer || typeof BroadcastChannel === 'undefined') return observer;
  const channel = new BroadcastChannel(flowChannelName);
  channel.onmessage = (message: MessageEvent<FlowMessage>) => {
    if (message.data?.kind === 'studio') connect();
  };
  channel.postMessage({ kind: 'shop' } satisfies FlowMessage);
  if (new URLSearchParams(location.search).has('inspect')) connect();
  observer = {
    next: (event) => {
      track(event);
      forward?.(event);
    },
  };
  return observer;
}
