import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition, InspectionEvent } from 'xstate';
import { getStateNodes } from 'xstate/graph';

export interface CoverageReport {
  states: { reached: number; total: number; missing: string[] };
  transitions: { reached: number; total: number; missing: string[] };
  line: string;
}

/**
 * State and transition coverage measured on what real actors did (their microsteps and snapshots), not on the
 * list of planned paths. Keys are ids, so the actors may run `machine.provide()` copies of the machine.
 */
export interface Coverage {
  /** Feed it the inspection events of the actor under test (only that actor's). */
  record(inspection: InspectionEvent): void;
  /** Feed it a snapshot the actor reached outside a microstep (its initial snapshot). */
  recordSnapshot(snapshot: { _nodes: ReadonlyArray<AnyStateNode> }): void;
  report(name: string): CoverageReport;
  /** Prints the coverage line and throws, naming what was missed, below 100%. */
  assertComplete(name: string): CoverageReport;
}

/** Transitions that neither move nor act only stop an event from bubbling; they are not counted. */
function isInert(transition: AnyTransitionDefinition): boolean {
  return !transition.target?.length && !transition.actions.length && !transition.reenter;
}

function transitionKey(transition: AnyTransitionDefinition): string {
  const source = transition.source;
  const siblings: readonly AnyTransitionDefinition[] =
    transition.eventType === '' ? (source.always ?? []) : (source.transitions.get(transition.eventType) ?? []);
  const guard = transition.guard;
  const guardName =
    typeof guard === 'string' ? guard : typeof guard === 'object' && guard ? String(guard.type) : guard ? 'inline guard' : '';
  const targets = (transition.target ?? []).map((target) => `#${target.id}`).join(',') || '(stays)';
  const event = transition.eventType === '' ? 'always' : transition.eventType;
  return `#${source.id} --${event}${guardName ? ` [${guardName}]` : ''} #${siblings.indexOf(transition)}--> ${targets}`;
}

function allTransitions(node: AnyStateNode): AnyTransitionDefinition[] {
  return [...[...node.transitions.values()].flat(), ...(node.always ?? [])].filter((t) => !isInert(t));
}

function percent(reached: number, total: number): number {
  // Floor, so 99.6% never prints as 100%.
  return total === 0 ? 100 : Math.floor((reached * 100) / total);
}

export function createCoverage(machine: AnyStateMachine): Coverage {
  const nodes = [machine.root, ...getStateNodes(machine.root)];
  const stateIds = nodes.map((node) => node.id);
  const transitionKeys = nodes.flatMap((node) => allTransitions(node).map(transitionKey));
  const reachedStates = new Set<string>();
  const reachedTransitions = new Set<string>();

  const recordSnapshot = (snapshot: { _nodes: ReadonlyArray<AnyStateNode> }) => {
    for (const node of snapshot._nodes) reachedStates.add(node.id);
  };

  const report = (name: string): CoverageReport => {
    const missingStates = stateIds.filter((id) => !reachedStates.has(id)).map((id) => `#${id}`);
    const missingTransitions = transitionKeys.filter((key) => !reachedTransitions.has(key));
    const states = { reached: stateIds.length - missingStates.length, total: stateIds.length, missing: missingStates };
    const transitions = {
      reached: transitionKeys.length - missingTransitions.length,
      total: transitionKeys.length,
      missing: missingTransitions,
    };
    const line =
      `coverage ${name}: states ${states.reached}/${states.total} (${percent(states.reached, states.total)}%), ` +
      `transitions ${transitions.reached}/${transitions.total} (${percent(transitions.reached, transitions.total)}%)`;
    return { states, transitions, line };
  };

  return {
    record(inspection) {
      if (inspection.type === '@xstate.snapshot') {
        recordSnapshot(inspection.snapshot as unknown as { _nodes: ReadonlyArray<AnyStateNode> });
      }
      if (inspection.type !== '@xstate.microstep') return;
      recordSnapshot(inspection.snapshot as unknown as { _nodes: ReadonlyArray<AnyStateNode> });
      for (const transition of inspection._transitions) {
        reachedTransitions.add(transitionKey(transition));
        // A transient state left at once by `always`, or a history target, never shows in a snapshot.
        for (const node of [transition.source, ...(transition.target ?? [])]) {
          for (let at: AnyStateNode | undefined = node; at; at = at.parent) reachedStates.add(at.id);
        }
      }
    },
    recordSnapshot,
    report,
    assertComplete(name) {
      const result = report(name);
      console.log(result.line);
      const missing = [...result.states.missing.map((s) => `state ${s}`), ...result.transitions.missing.map((t) => `transition ${t}`)];
      if (missing.length) throw new Error(`${result.line}\n  not reached:\n    ${missing.join('\n    ')}`);
      return result;
    },
  };
}
