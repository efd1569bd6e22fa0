import type { AnyActor, InspectionEvent, Observer, StateValue } from 'xstate';
import type { TakenTransition } from './flow-channel';

/**
 * Test build only (`vite build --mode paths`, see tests/paths): records what the shop's machine actors
 * really did — every microstep with the transitions it took, and every snapshot — in
 * `window.__baobabPaths`, where the generated-path runner reads it to measure state and transition
 * coverage in the browser. The shop's own build never includes this module: its only callers are behind
 * `import.meta.env.MODE === 'paths'`, which Vite replaces by `false` there, so Rollup drops them.
 */
export interface ProbeRecord {
  /** The machine's id ('cart', 'login', …). */
  machine: string;
  /** xstate's session id: one per running actor. */
  actor: string;
  kind: 'microstep' | 'snapshot';
  value: StateValue;
  /** The event being handled. */
  event: string;
  /** Microsteps: the transitions taken, by source path, event and place among its alternatives. */
  transitions: TakenTransition[];
}

declare global {
  interface Window {
    __baobabPaths?: ProbeRecord[];
    /** Set by the runner (Playwright's exposeBinding): receives each record as it happens, across reloads. */
    __baobabPathsSink?: (record: ProbeRecord) => void;
  }
}

interface TransitionLike {
  source: { path: string[]; transitions: ReadonlyMap<string, readonly unknown[]>; always?: readonly unknown[] };
  target?: ReadonlyArray<{ path: string[] }>;
  eventType: string;
}

function machineIdOf(actor: AnyActor): string | null {
  const logic = actor.logic as { id?: unknown; root?: unknown };
  return typeof logic.id === 'string' && logic.root ? logic.id : null;
}

function takenOf(transition: TransitionLike): TakenTransition {
  const siblings = transition.eventType === '' ? transition.source.always : transition.source.transitions.get(transition.eventType);
  return {
    source: transition.source.path.join('.'),
    targets: (transition.target ?? []).map((target) => target.path.join('.')),
    eventType: transition.eventType,
    index: siblings?.indexOf(transition) ?? -1,
  };
}

let probe: Observer<InspectionEvent> | undefined;

/** The one observer every actor of the page is created with in the test build. */
export function pathsProbe(): Observer<InspectionEvent> {
  probe ??= {
    next: (event) => {
      if (event.type !== '@xstate.microstep' && event.type !== '@xstate.snapshot') return;
      const machine = machineIdOf(event.actorRef as AnyActor);
      if (!machine) return;
      const records = (window.__baobabPaths ??= []);
      const snapshot = event.snapshot as unknown as { value: StateValue };
      const transitions =
        event.type === '@xstate.microstep' ? (event as unknown as { _transitions: TransitionLike[] })._transitions.map(takenOf) : [];
      const record: ProbeRecord = {
        machine,
        actor: event.actorRef.sessionId,
        kind: event.type === '@xstate.microstep' ? 'microstep' : 'snapshot',
        value: snapshot.value,
        event: event.event.type,
        transitions,
      };
      records.push(record);
      void window.__baobabPathsSink?.(record);
    },
  };
  return probe;
}
