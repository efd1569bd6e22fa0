import type { AnyActor, AnyStateMachine, InspectionEvent, StateValue } from 'xstate';
import { flowChannelName, thisTab, type FlowMessage, type StateMessage, type TakenTransition } from './flow-channel';

/**
 * Reports the shop's flow actors to the flow studio: their state when it connects, then every event they
 * handle with the transitions it took. Loaded by src/actors/inspector.ts only once a studio is open.
 */

const machineOf = (actor: AnyActor): AnyStateMachine | null => {
  const logic = actor.logic as Partial<AnyStateMachine>;
  return typeof logic.id === 'string' && logic.root ? (logic as AnyStateMachine) : null;
};

interface MachineSnapshot {
  value: StateValue;
  status: StateMessage['status'];
}

function stateMessage(
  actor: AnyActor,
  machine: AnyStateMachine,
  snapshot: MachineSnapshot,
  event: string | null,
  transitions: TakenTransition[],
): StateMessage {
  return {
    kind: 'state',
    tab: thisTab,
    actor: actor.sessionId,
    machine: machine.id,
    value: snapshot.value,
    status: snapshot.status,
    event,
    transitions,
    at: Date.now(),
  };
}

interface TransitionLike {
  source: { path: string[]; transitions: ReadonlyMap<string, readonly unknown[]>; always?: readonly unknown[] };
  target?: ReadonlyArray<{ path: string[] }>;
  eventType: string;
}

export function startBridge(liveActors: ReadonlyMap<string, AnyActor>): (event: InspectionEvent) => void {
  const channel = new BroadcastChannel(flowChannelName);
  const post = (message: FlowMessage) => channel.postMessage(message);
  const report = () => {
    for (const actor of liveActors.values()) {
      const machine = machineOf(actor);
      if (machine) post(stateMessage(actor, machine, actor.getSnapshot() as MachineSnapshot, null, []));
    }
  };
  // A studio opened later (or reloaded) gets every actor's current state.
  channel.onmessage = (message: MessageEvent<FlowMessage>) => {
    if (message.data?.kind === 'studio') report();
  };
  report();
  // The transitions of the microsteps an event caused, until its snapshot is reported.
  const taken = new Map<string, TakenTransition[]>();
  return (event) => {
    const actor = event.actorRef as AnyActor;
    const machine = machineOf(actor);
    if (!machine) return;
    const id = event.actorRef.sessionId;
    if (event.type === '@xstate.microstep') {
      const steps = (event as unknown as { _transitions: TransitionLike[] })._transitions.map((transition) => ({
        source: transition.source.path.join('.'),
        targets: (transition.target ?? []).map((target) => target.path.join('.')),
        eventType: transition.eventType,
        index:
          (transition.eventType === '' ? transition.source.always : transition.source.transitions.get(transition.eventType))?.indexOf(
            transition,
          ) ?? -1,
      }));
      taken.set(id, [...(taken.get(id) ?? []), ...steps]);
    } else if (event.type === '@xstate.snapshot') {
      const transitions = taken.get(id) ?? [];
      taken.delete(id);
      post(stateMessage(actor, machine, event.snapshot as unknown as MachineSnapshot, event.event.type, transitions));
    }
  };
}
