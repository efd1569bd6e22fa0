import { createActor, SimulatedClock } from 'xstate';
import type { AnyStateMachine, AnyTransitionDefinition, EventFromLogic, EventObject, InspectionEvent } from 'xstate';
import { describe, it } from 'vitest';
import { createCoverage } from './coverage';
import type { Coverage } from './coverage';
import {
  generateModelPaths,
  machineWithFakes,
  serializerOf,
  type ControlledActors,
  type ModelOptions,
  type ModelPath,
  type Snap,
} from './paths';

export { createCoverage } from './coverage';
export type { Coverage, CoverageReport } from './coverage';
export * from './paths';

const INTERNAL_WAIT_ROUNDS = 200;

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
        fail(
          `after step ${index} (${(event as EventObject).type}) the actor is at\n    ${real}\n  but the model expected\n    ${expected}`,
        );
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
