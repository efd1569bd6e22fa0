// The covering set of paths the browser runs: generated from the same graph as tests/model (the machine's
// model, its events and its state abstraction), restricted to the events a person or the outside world can
// produce in the shop, then reduced greedily to a few paths that together take every state and transition
// reachable that way. Nothing here is chosen by hand.
import { createActor, SimulatedClock } from 'xstate';
import type { AnyStateMachine, EventFromLogic, EventObject, InspectionEvent } from 'xstate';
import { createCoverage, type CoverageReport } from '../model/coverage';
import { generateModelPaths, machineWithFakes, type ModelEvent, type ModelOptions, type ModelPath, type Snap } from '../model/paths';

/** What the coverage counts: `state #id` and `transition <key>` (tests/model/coverage.ts keys). */
export type CoverageItem = string;

export interface CoveringPlan<M extends AnyStateMachine> {
  paths: Array<ModelPath<M>>;
  /** States and transitions of the machine no path reaches with the events the shop lets happen. */
  unreachable: CoverageItem[];
  /** How many candidate paths (one per graph edge, prefixes merged) the set was chosen from. */
  candidates: number;
}

/** The states and transitions a coverage report lists as not reached. */
export function missingItems(report: CoverageReport): CoverageItem[] {
  return [
    ...report.states.missing.map((state) => `state ${state}`),
    ...report.transitions.missing.map((transition) => `transition ${transition}`),
  ];
}

/** Every state and transition the coverage counts for this machine. */
export function allItems(machine: AnyStateMachine): CoverageItem[] {
  return missingItems(createCoverage(machine).report(machine.id));
}

/**
 * Plays the path on a real actor of the machine (with the model's fakes) and returns what it reached, as the
 * model harness measures it. Internal events (an invoked actor's result, a delay) are sent as they are.
 */
export function reachedBy<M extends AnyStateMachine>(model: ModelOptions<M>, path: ModelPath<M>): Set<CoverageItem> {
  const machine = machineWithFakes(model, undefined);
  const coverage = createCoverage(machine);
  const actor = createActor(machine, {
    input: model.input,
    clock: new SimulatedClock(),
    inspect: (inspection: InspectionEvent) => {
      if (inspection.actorRef.sessionId === inspection.rootId) coverage.record(inspection);
    },
  });
  actor.start();
  coverage.recordSnapshot(actor.getSnapshot());
  for (const step of path.steps.slice(1)) actor.send(step.event as EventFromLogic<M>);
  actor.stop();
  const missing = new Set(missingItems(coverage.report(model.name)));
  return new Set(allItems(machine).filter((item) => !missing.has(item)));
}

/**
 * One candidate per edge of the model's graph (shortest path to the edge, then the edge; a path that is the
 * prefix of another merged into it), over the events `doable` allows; then, greedily, the candidate that adds
 * the most states and transitions not taken yet (the shorter on a tie), until none adds any.
 */
export function coveringPaths<M extends AnyStateMachine>(
  model: ModelOptions<M>,
  doable: (snapshot: Snap<M>, event: ModelEvent<M>) => boolean,
): CoveringPlan<M> {
  const restricted: ModelOptions<M> = {
    ...model,
    paths: 'transitions',
    filterEvents: (snapshot, event) =>
      (model.filterEvents?.(snapshot, event) ?? true) && doable(snapshot, event as EventObject as ModelEvent<M>),
  };
  const candidates = generateModelPaths(restricted).map((path) => ({ path, reached: reachedBy(model, path) }));
  const taken = new Set<CoverageItem>();
  const chosen: Array<ModelPath<M>> = [];
  for (;;) {
    let best: (typeof candidates)[number] | undefined;
    let bestGain = 0;
    for (const candidate of candidates) {
      const gain = [...candidate.reached].filter((item) => !taken.has(item)).length;
      const shorter = best && candidate.path.steps.length < best.path.steps.length;
      if (gain > bestGain || (gain === bestGain && gain > 0 && shorter)) {
        best = candidate;
        bestGain = gain;
      }
    }
    if (!best) break;
    chosen.push(best.path);
    for (const item of best.reached) taken.add(item);
  }
  const unreachable = allItems(machineWithFakes(model, undefined)).filter((item) => !taken.has(item));
  return { paths: chosen, unreachable, candidates: candidates.length };
}
