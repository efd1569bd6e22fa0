// What the shop's actors did in the browser, as the test build's probe (src/actors/paths-probe.ts) reports it,
// turned back into the machine's own state nodes and transitions so tests/model/coverage.ts counts it.
import type { BrowserContext, Page } from '@playwright/test';
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition, InspectionEvent, StateValue } from 'xstate';
import { createCoverage, type Coverage } from '../model/coverage';
import type { ProbeRecord } from '../../src/actors/paths-probe';

export type { ProbeRecord };

/** A record with the tab it came from (0: the path's page; others: a second tab opened by a step). */
export interface TabRecord extends ProbeRecord {
  tab: number;
  /** When the runner received it (ms since the epoch). */
  at: number;
}

/** Collects the records of every tab of the context, from before the first page loads. */
export async function listen(context: BrowserContext): Promise<{ records: TabRecord[]; tabOf: (page: Page) => number }> {
  const records: TabRecord[] = [];
  const tabs: Page[] = [];
  const tabOf = (page: Page) => {
    if (!tabs.includes(page)) tabs.push(page);
    return tabs.indexOf(page);
  };
  await context.exposeBinding('__baobabPathsSink', ({ page }, record: ProbeRecord) => {
    records.push({ ...record, tab: tabOf(page), at: Date.now() });
  });
  return { records, tabOf };
}

function child(node: AnyStateNode, key: string): AnyStateNode {
  const next = node.states[key];
  if (!next) throw new Error(`The page reported a state "${key}" that ${node.id} does not have: is the test build older than the machine?`);
  return next;
}

/** The state nodes a state value means, the root included. */
export function nodesOf(machine: AnyStateMachine, value: StateValue): AnyStateNode[] {
  const nodes: AnyStateNode[] = [machine.root];
  const walk = (node: AnyStateNode, at: StateValue) => {
    if (typeof at === 'string') {
      nodes.push(child(node, at));
      return;
    }
    for (const [key, sub] of Object.entries(at)) {
      const next = child(node, key);
      nodes.push(next);
      if (sub !== undefined) walk(next, sub);
    }
  };
  walk(machine.root, value);
  return nodes;
}

function nodeAtPath(machine: AnyStateMachine, path: string): AnyStateNode {
  return path === '' ? machine.root : path.split('.').reduce(child, machine.root);
}

function definitionOf(machine: AnyStateMachine, taken: ProbeRecord['transitions'][number]): AnyTransitionDefinition {
  const source = nodeAtPath(machine, taken.source);
  const siblings = taken.eventType === '' ? source.always : source.transitions.get(taken.eventType);
  const definition = siblings?.[taken.index];
  if (!definition)
    throw new Error(
      `The page reported a transition ${taken.eventType || 'always'} #${taken.index} from ${source.id} that the machine does not have.`,
    );
  return definition;
}

/** Feeds the records of this machine into a coverage (tests/model/coverage.ts) of it. */
export function recordInto(coverage: Coverage, machine: AnyStateMachine, records: readonly ProbeRecord[]): void {
  for (const record of records) {
    if (record.machine !== machine.id) continue;
    const snapshot = { _nodes: nodesOf(machine, record.value) };
    if (record.kind === 'snapshot') {
      coverage.recordSnapshot(snapshot);
      continue;
    }
    const _transitions = record.transitions.map((taken) => definitionOf(machine, taken));
    coverage.record({ type: '@xstate.microstep', snapshot, _transitions } as unknown as InspectionEvent);
  }
}

export function coverageOf(machine: AnyStateMachine, records: readonly ProbeRecord[]): Coverage {
  const coverage = createCoverage(machine);
  recordInto(coverage, machine, records);
  return coverage;
}

/** The leaf state ids a value means ('contact.editing'), for messages. */
export function stateIdsOf(machine: AnyStateMachine, value: StateValue): string[] {
  return nodesOf(machine, value)
    .filter((node) => node.type === 'atomic' || node.type === 'final' || node === machine.root)
    .filter((node) => node !== machine.root || Object.keys(machine.root.states).length === 0)
    .map((node) => node.id);
}
