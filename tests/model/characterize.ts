import { createHash } from 'node:crypto';
import { initialTransition, transition, type AnyStateMachine, type EventObject } from 'xstate';

// A characterization of a machine: every state it can reach from the given starts with the given events, and
// for each of them where every event leads — the next state, the context keys that changed and the actions it
// ran (invocations started and stopped included: a state left and entered again shows as its actor restarted).
// Recorded once from a machine and compared after a refactor, it proves the refactor kept the behaviour.

type Snapshot = ReturnType<typeof initialTransition>[0];

export interface Characterization {
  machine: AnyStateMachine;
  /** The inputs the machine is started with (one start each). */
  inputs: unknown[];
  /** Every event to try in every state (their guards decide; only an invoked actor's answer waits for it to run). */
  events: EventObject[] | ((snapshot: Snapshot) => EventObject[]);
  /** How a source state is named in the record: its value and what of its context the guards read. */
  describe: (snapshot: Snapshot) => string;
}

const json = (value: unknown): string =>
  JSON.stringify(value, (_key, inner: unknown) => (inner instanceof Error ? `${inner.name}: ${inner.message}` : inner));

/** A long value by a digest of it, to keep the record readable: any change of it still changes the line. */
export function brief(value: unknown): string {
  const text = json(value);
  return text.length <= 48 ? text : `#${createHash('sha256').update(text).digest('hex').slice(0, 10)}`;
}

function describeEvent({ type, ...rest }: EventObject): string {
  return Object.keys(rest).length ? `${type} ${brief(rest)}` : type;
}

function contextChanges(before: Record<string, unknown>, after: Record<string, unknown>): string {
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return keys
    .filter((key) => json(before[key]) !== json(after[key]))
    .map((key) => `${key}=${brief(after[key])}`)
    .join(' ');
}

function actionNames(actions: ReadonlyArray<{ type: string; params?: unknown }>): string {
  return actions
    .map((action) => {
      const id = (action.params as { id?: unknown } | undefined)?.id;
      return typeof id === 'string' ? `${action.type}(${id})` : action.type;
    })
    .join(',');
}

/** An invoked actor's answer comes only while it runs. */
function runs(snapshot: Snapshot, { type }: EventObject): boolean {
  const answer = /^xstate\.(?:done|error)\.actor\.(.+)$/.exec(type);
  return !answer?.[1] || answer[1] in snapshot.children;
}

/** One line per (source state, event) that leads somewhere or does something, sorted, without repeats. */
export function characterize({ machine, inputs, events, describe }: Characterization): string {
  const seen = new Set<string>();
  const queue: Snapshot[] = [];
  const lines = new Set<string>();
  const key = (snapshot: Snapshot) => json([snapshot.value, snapshot.status, snapshot.context]);
  for (const input of inputs) {
    const [snapshot, actions] = initialTransition(machine, input);
    lines.add(`start ${json(input)} → ${json(snapshot.value)} | ${actionNames(actions)}`);
    if (!seen.has(key(snapshot))) {
      seen.add(key(snapshot));
      queue.push(snapshot);
    }
  }
  while (queue.length) {
    const snapshot = queue.shift() as Snapshot;
    if (snapshot.status !== 'active') continue;
    for (const event of (typeof events === 'function' ? events(snapshot) : events).filter((event) => runs(snapshot, event))) {
      const [next, actions] = transition(machine, snapshot, event);
      const moved = json(next.value) !== json(snapshot.value) || next.status !== snapshot.status;
      const changes = contextChanges(snapshot.context as Record<string, unknown>, next.context as Record<string, unknown>);
      const acted = actionNames(actions);
      if (!moved && !changes && !acted) continue;
      lines.add(
        `${describe(snapshot)} --${describeEvent(event)}--> ${json(next.value)}${next.status === 'active' ? '' : ` (${next.status})`} | ${changes} | ${acted}`,
      );
      if (!seen.has(key(next))) {
        seen.add(key(next));
        queue.push(next);
      }
    }
  }
  return [...lines].sort().join('\n') + '\n';
}
