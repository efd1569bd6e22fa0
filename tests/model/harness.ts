import { createActor, fromPromise, SimulatedClock } from 'xstate';
import type {
  ActorLogic,
  AnyStateMachine,
  AnyTransitionDefinition,
  EventFromLogic,
  EventObject,
  InputFrom,
  InspectionEvent,
} from 'xstate';
import { getAdjacencyMap, getShortestPaths, getSimplePaths, serializeSnapshot } from 'xstate/graph';
import type { AdjacencyMap, TraversalOptions } from 'xstate/graph';
import { describe, it } from 'vitest';
import { createCoverage } from './coverage';
import type { Coverage } from './coverage';

export { createCoverage } from './coverage';
export type { Coverage, CoverageReport } from './coverage';

// The snapshot type xstate/graph works with (the machine's own snapshot type).
type Snap<M extends AnyStateMachine> = ReturnType<M['transition']>;
type Implementations<M extends AnyStateMachine> = Parameters<M['provide']>[0];

/** Events of one type to try, either fixed or computed from the state they are sent in. */
export type Supply<TSnapshot, TEvent> = readonly TEvent[] | ((snapshot: TSnapshot) => readonly TEvent[]);

/** An event xstate makes itself: an invoked actor's done/error event, or a delay's. */
export interface InternalEvent {
  /** `xstate.done.actor.<id>`, `xstate.error.actor.<id>`, `xstate.after.<delay>.<stateId>`. */
  type: string;
  /** `xstate.done.actor.<id>`: what the invoked actor resolved with. */
  output?: unknown;
  /** `xstate.error.actor.<id>`: what it rejected with. */
  error?: unknown;
}

/** Any event of a path: one of the machine's own, or an internal one. */
export type ModelEvent<M extends AnyStateMachine> = (EventFromLogic<M> & EventObject) | InternalEvent;

/**
 * Events to try, per event type. A type left out is sent as `{ type }` alone. Internal events take their
 * payload from here too: `'xstate.done.actor.<invokeId>': [{ type, output }]`,
 * `'xstate.error.actor.<invokeId>': [{ type, error }]`.
 */
export type EventSupply<M extends AnyStateMachine> = {
  [K in EventFromLogic<M>['type']]?: Supply<Snap<M>, Extract<EventFromLogic<M>, { type: K }>>;
} & { [K: `xstate.${string}`]: Supply<Snap<M>, InternalEvent> | undefined };

export interface ModelStep<M extends AnyStateMachine> {
  /** `xstate.init` for the first step. */
  event: ModelEvent<M>;
  /** The snapshot the model expects after the event. */
  state: Snap<M>;
}

export interface ModelPath<M extends AnyStateMachine> {
  description: string;
  steps: Array<ModelStep<M>>;
}

/** What a `check` is told about the snapshot it receives. */
export interface StepInfo<M extends AnyStateMachine> {
  path: ModelPath<M>;
  index: number;
  event: ModelEvent<M>;
  previous: Snap<M> | undefined;
  /** Every invocation of a harness-controlled fake actor so far in this run, in order. */
  invocations: ReadonlyArray<{ src: string; id: string; input: unknown }>;
}

export interface ModelOptions<M extends AnyStateMachine> {
  /** The name printed on the coverage line. */
  name: string;
  /** The real machine (as exported by src/machines). */
  machine: M;
  input?: InputFrom<M>;
  /**
   * Fakes for the machine's side effects, given to `machine.provide()`. A function is called afresh for each
   * path (so spies start empty). Named actors you do not fake here are replaced by promise actors the harness
   * settles when a path reaches their `xstate.done.actor.<id>` / `xstate.error.actor.<id>` step.
   */
  provide?: Implementations<M> | (() => Implementations<M>);
  events?: Partial<EventSupply<M>>;
  /**
   * `transitions` (default): one path per edge of the state graph (shortest path to the edge's source, then
   * the edge), so every generated transition runs. `shortest`: one path per state. `simple`: every simple path.
   */
  paths?: 'transitions' | 'shortest' | 'simple';
  /**
   * Which snapshots count as the same graph vertex, and how the real snapshot is compared to the model's.
   * Default: state value and context as JSON. Give an abstraction when the context is unbounded. Must depend
   * on the snapshot only.
   */
  serializeState?: (snapshot: Snap<M>) => string;
  filterEvents?: (snapshot: Snap<M>, event: EventFromLogic<M>) => boolean;
  /** Do not explore beyond these snapshots. */
  stopWhen?: (snapshot: Snap<M>) => boolean;
  /** Maximum graph vertices to explore before failing (default 10 000). */
  limit?: number;
  /** Run `after` delays on xstate's SimulatedClock (default true). With false, `after` steps fail. */
  simulatedClock?: boolean;
  /** How an event reads in test names (default: its type and its payload as JSON). */
  describeEvent?: (event: ModelEvent<M>) => string;
  /** Assertions on every snapshot the real actor reaches (the initial one included). */
  check?: (snapshot: Snap<M>, info: StepInfo<M>) => void | Promise<void>;
}

const INTERNAL_WAIT_ROUNDS = 200;

function resolveProvide<M extends AnyStateMachine>(options: ModelOptions<M>): Implementations<M> {
  const { provide } = options;
  if (typeof provide === 'function') return provide();
  return provide ?? ({} as Implementations<M>);
}

function serializerOf<M extends AnyStateMachine>(options: ModelOptions<M>): (snapshot: Snap<M>) => string {
  return options.serializeState ?? ((snapshot) => serializeSnapshot(snapshot));
}

function ownEventTypes(snapshot: { _nodes: ReadonlyArray<{ ownEvents: string[] }> }): string[] {
  return [...new Set(snapshot._nodes.flatMap((node) => node.ownEvents))];
}

function eventsFor<M extends AnyStateMachine>(options: ModelOptions<M>) {
  const supply = (options.events ?? {}) as Record<string, Supply<Snap<M>, EventObject> | undefined>;
  return (snapshot: Snap<M>): EventFromLogic<M>[] =>
    ownEventTypes(snapshot)
      // A state's own done event fires by itself when its final child is reached; sending it by hand is not a
      // behaviour the real actor can show.
      .filter((type) => !type.startsWith('xstate.done.state.'))
      .flatMap((type) => {
        const given = supply[type];
        if (!given) return [{ type }];
        return typeof given === 'function' ? given(snapshot) : given;
      }) as EventFromLogic<M>[];
}

function describeEvent({ type, ...rest }: EventObject): string {
  return Object.keys(rest).length ? `${type} ${JSON.stringify(rest)}` : type;
}

function dropPrefixes<M extends AnyStateMachine>(paths: Array<ModelPath<M>>): Array<ModelPath<M>> {
  const keyed = paths
    .map((path) => ({ path, events: path.steps.map((step) => JSON.stringify(step.event)) }))
    .sort((a, b) => b.events.length - a.events.length);
  const kept: typeof keyed = [];
  for (const candidate of keyed) {
    const isPrefix = kept.some((longer) => candidate.events.every((event, i) => longer.events[i] === event));
    if (!isPrefix) kept.push(candidate);
  }
  return kept.map(({ path }) => path);
}

/** The machine the harness runs: the real one with the given fakes, plus controllable fakes for the rest. */
function machineWithFakes<M extends AnyStateMachine>(
  options: ModelOptions<M>,
  controlled: ControlledActors | undefined,
): M {
  const given = resolveProvide(options);
  const givenActors = (given as { actors?: Record<string, unknown> }).actors ?? {};
  const actors: Record<string, unknown> = { ...givenActors };
  for (const src of Object.keys(options.machine.implementations.actors)) {
    if (!(src in givenActors)) actors[src] = controlledPromise(src, controlled);
  }
  return options.machine.provide({ ...given, actors } as Implementations<M>) as M;
}

interface Deferred {
  resolve: (value: unknown) => void;
  reject: (reason: unknown) => void;
}

interface ControlledActors {
  pending: Map<string, Deferred>;
  invocations: Array<{ src: string; id: string; input: unknown }>;
}

function controlledPromise(src: string, controlled: ControlledActors | undefined) {
  return fromPromise<unknown, unknown>(
    ({ input, self }) =>
      new Promise((resolve, reject) => {
        controlled?.invocations.push({ src, id: self.id, input });
        controlled?.pending.set(self.id, { resolve, reject });
      }),
  );
}

/** Paths through the machine's state graph, computed with xstate/graph. */
export function generateModelPaths<M extends AnyStateMachine>(options: ModelOptions<M>): Array<ModelPath<M>> {
  const machine = machineWithFakes(options, undefined);
  const serialize = serializerOf(options);
  const traversal: TraversalOptions<Snap<M>, EventFromLogic<M>, InputFrom<M>> = {
    input: options.input,
    serializeState: (snapshot) => serialize(snapshot),
    events: eventsFor(options),
    filterEvents: options.filterEvents,
    stopWhen: options.stopWhen,
    limit: options.limit ?? 10_000,
  };
  const toModelPath = (steps: Array<ModelStep<M>>): ModelPath<M> => ({
    steps,
    description:
      steps
        .slice(1)
        .map((step) => (options.describeEvent ?? describeEvent)(step.event))
        .join(' → ') || '(initial state)',
  });
  const strategy = options.paths ?? 'transitions';
  if (strategy === 'simple') {
    return dropPrefixes(getSimplePaths(machine, traversal).map((path) => toModelPath(path.steps)));
  }
  const shortest = getShortestPaths(machine, traversal);
  if (strategy === 'shortest') return dropPrefixes(shortest.map((path) => toModelPath(path.steps)));

  const toVertex = new Map(shortest.map((path) => [serialize(path.state), path.steps]));
  const edges: Array<ModelPath<M>> = [];
  const logic = machine as unknown as ActorLogic<Snap<M>, EventFromLogic<M>, InputFrom<M>>;
  const adjacency: AdjacencyMap<Snap<M>, EventFromLogic<M>> = getAdjacencyMap(logic, traversal);
  for (const [vertex, { transitions }] of Object.entries(adjacency)) {
    const head = toVertex.get(vertex);
    if (!head) throw new Error(`No shortest path to the explored state ${vertex}.`);
    const outgoing: Array<{ event: EventFromLogic<M>; state: Snap<M> }> = Object.values(transitions);
    for (const { event, state } of outgoing) {
      edges.push(toModelPath([...head, { event, state }]));
    }
  }
  return dropPrefixes(edges.length ? edges : shortest.map((path) => toModelPath(path.steps)));
}

async function waitFor(condition: () => boolean): Promise<boolean> {
  for (let round = 0; round < INTERNAL_WAIT_ROUNDS && !condition(); round++) {
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  return condition();
}

/**
 * Runs one path against a real actor of the machine (with fakes), checks after every step that the actor is
 * where the model said, runs `check`, and records what it reached into `coverage`.
 */
export async function runModelPath<M extends AnyStateMachine>(
  options: ModelOptions<M>,
  path: ModelPath<M>,
  coverage: Coverage,
): Promise<void> {
  const controlled: ControlledActors = { pending: new Map(), invocations: [] };
  const machine = machineWithFakes(options, controlled);
  const serialize = serializerOf(options);
  const clock = options.simulatedClock === false ? undefined : new SimulatedClock();
  const processed: string[] = [];
  const timers = new Map<string, number>();
  let consumed = 0;

  const actor = createActor(machine, {
    input: options.input,
    ...(clock ? { clock } : {}),
    inspect: (inspection: InspectionEvent) => {
      // Only the machine under test, not the actors it invokes.
      if (inspection.actorRef.sessionId !== inspection.rootId) return;
      coverage.record(inspection);
      if (inspection.type === '@xstate.event') processed.push(inspection.event.type);
      if (inspection.type === '@xstate.action') trackTimer(inspection.action, timers, clock);
    },
  });
  let failure: unknown;
  actor.subscribe({ error: (error) => (failure = error) });
  actor.start();
  coverage.recordSnapshot(actor.getSnapshot());

  const fail = (message: string): never => {
    throw new Error(`${options.name}: ${message}\n  path: ${path.description}`);
  };
  try {
    let previous: Snap<M> | undefined;
    for (const [index, step] of path.steps.entries()) {
      const { event } = step;
      if (index > 0) {
        const type = (event as EventObject).type;
        if (!type.startsWith('xstate.')) {
          actor.send(event as EventFromLogic<M>);
        } else {
          if (type.startsWith('xstate.after.')) {
            const due = timers.get(type);
            if (!clock) fail(`step ${index} needs a delay (${type}) but the simulated clock is off.`);
            if (due === undefined) fail(`step ${index}: the real actor never scheduled ${type}.`);
            clock?.set(due as number);
          } else if (type.startsWith('xstate.done.actor.') || type.startsWith('xstate.error.actor.')) {
            const isDone = type.startsWith('xstate.done.actor.');
            const id = type.slice(isDone ? 'xstate.done.actor.'.length : 'xstate.error.actor.'.length);
            const deferred = controlled.pending.get(id);
            if (deferred) {
              controlled.pending.delete(id);
              if (isDone) deferred.resolve((event as { output?: unknown }).output);
              else deferred.reject((event as { error?: unknown }).error);
            }
          }
          const seen = await waitFor(() => processed.indexOf(type, consumed) !== -1);
          if (!seen) fail(`step ${index}: the real actor never received ${type}.`);
          consumed = processed.indexOf(type, consumed) + 1;
        }
      }
      if (failure) fail(`the actor failed at step ${index}: ${String(failure)}`);
      const snapshot = actor.getSnapshot() as Snap<M>;
      const real = serialize(snapshot);
      const expected = serialize(step.state);
      if (real !== expected) {
        fail(`after step ${index} (${(event as EventObject).type}) the actor is at\n    ${real}\n  but the model expected\n    ${expected}`);
      }
      await options.check?.(snapshot, { path, index, event, previous, invocations: controlled.invocations });
      previous = snapshot;
    }
  } finally {
    actor.stop();
  }
}

function trackTimer(action: { type: string; params: unknown }, timers: Map<string, number>, clock?: SimulatedClock) {
  if (!clock) return;
  const params = action.params as { id?: unknown; delay?: unknown; sendId?: unknown } | undefined;
  if (action.type === 'xstate.raise' && typeof params?.delay === 'number' && typeof params.id === 'string') {
    timers.set(params.id, clock.now() + params.delay);
  }
  if (action.type === 'xstate.cancel' && typeof params?.sendId === 'string') timers.delete(params.sendId);
}

/** Generates the paths, runs them all, and returns the coverage (it does not assert on it). */
export async function runModel<M extends AnyStateMachine>(options: ModelOptions<M>) {
  const paths = generateModelPaths(options);
  const coverage = createCoverage(machineWithFakes(options, undefined));
  for (const path of paths) await runModelPath(options, path, coverage);
  return { paths, coverage };
}

/**
 * Vitest suite: one test per generated path, then a test that prints
 * `coverage <name>: states a/b (p%), transitions c/d (q%)` and fails below 100%.
 */
export function describeModel<M extends AnyStateMachine>(options: ModelOptions<M>): void {
  describe(`model: ${options.name}`, () => {
    const paths = generateModelPaths(options);
    const coverage = createCoverage(machineWithFakes(options, undefined));
    const ran = new Set<number>();
    paths.forEach((path, index) => {
      it(`path ${index + 1}/${paths.length}: ${path.description}`, async () => {
        ran.add(index);
        await runModelPath(options, path, coverage);
      });
    });
    it('reaches every state and transition of the machine', async () => {
      // When a filter skipped some paths, run them here so the measure stays whole.
      for (const [index, path] of paths.entries()) {
        if (!ran.has(index)) await runModelPath(options, path, coverage);
      }
      coverage.assertComplete(options.name);
    });
  });
}

export type { AnyTransitionDefinition };
