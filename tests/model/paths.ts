// Path generation for the model tests, apart from the Vitest suite (harness.ts) so the flow studio
// (src/views/flows) can list the very paths QA runs without bundling Vitest.
import { fromPromise } from 'xstate';
import type { ActorLogic, AnyStateMachine, EventFromLogic, EventObject, InputFrom } from 'xstate';
import { getAdjacencyMap, getShortestPaths, getSimplePaths, serializeSnapshot } from 'xstate/graph';
import type { AdjacencyMap, TraversalOptions } from 'xstate/graph';

// The snapshot type xstate/graph works with (the machine's own snapshot type).
export type Snap<M extends AnyStateMachine> = ReturnType<M['transition']>;
export type Implementations<M extends AnyStateMachine> = Parameters<M['provide']>[0];

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

function resolveProvide<M extends AnyStateMachine>(options: ModelOptions<M>): Implementations<M> {
  const { provide } = options;
  if (typeof provide === 'function') return provide();
  return provide ?? ({} as Implementations<M>);
}

export function serializerOf<M extends AnyStateMachine>(options: ModelOptions<M>): (snapshot: Snap<M>) => string {
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
export function machineWithFakes<M extends AnyStateMachine>(options: ModelOptions<M>, controlled: ControlledActors | undefined): M {
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

export interface ControlledActors {
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
