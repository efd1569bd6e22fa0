import type { AnyActor, InspectionEvent, Observer } from 'xstate';
import { flowChannelName, type FlowMessage } from './flowChannel';

/**
 * What the shop's actors are created with so the flow studio (/flows) can watch them. XState takes an
 * inspector only when an actor is created, and the root actor starts with the page, so every actor gets
 * this small observer from the start: it remembers the live actors and forwards nothing until a studio
 * announces itself on the channel (or the address has `?inspect`); only then is the bridge that reports
 * to the studio loaded (a chunk of its own, never in a shopper's first load).
 */
// Inspection events name the actor as an ActorRefLike; the actors xstate creates are Actors (logic, snapshot).
const liveActors = new Map<string, AnyActor>();
let forward: ((event: InspectionEvent) => void) | null = null;
let bridge: Promise<unknown> | null = null;
let observer: Observer<InspectionEvent> | undefined;

function track(event: InspectionEvent) {
  if (event.type === '@xstate.actor') liveActors.set(event.actorRef.sessionId, event.actorRef as AnyActor);
  else if (event.type === '@xstate.snapshot' && (event.snapshot as { status?: string }).status !== 'active') liveActors.delete(event.actorRef.sessionId);
}

function connect() {
  bridge ??= import('./inspectionBridge').then(({ startBridge }) => {
    forward = startBridge(liveActors);
  });
}

/** The one observer every shop actor is created with; undefined where the browser has no BroadcastChannel. */
export function shopInspector(): Observer<InspectionEvent> | undefined {
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
