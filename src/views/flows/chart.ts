import { not, type AnyStateMachine, type AnyStateNode } from 'xstate';
import type { MachineWords } from '../../machines/words';

/**
 * A machine's definition as a chart: what the studio draws and docs/flows writes, read from the machine
 * itself (never a copy), so a chart cannot disagree with the flow that runs. Texts stay in English here;
 * the studio translates them (flowTexts), docs/flows prints them as they are.
 */
export interface ChartState {
  /** The state's path joined by dots ('' for the machine itself, the declared root). */
  id: string;
  /** Its key ('checkout' for the root). */
  key: string;
  kind: 'root' | 'atomic' | 'compound' | 'parallel' | 'final' | 'history';
  description: string | null;
  /** The child entered first (compound states). */
  initial: string | null;
  children: ChartState[];
  /** Work running while the state is active: the invoked actors' ids and words. */
  invokes: Array<{ id: string; description: string | null }>;
}

export type ChartTrigger =
  | { kind: 'event'; type: string; description: string | null }
  | { kind: 'done' | 'error'; actor: string; description: string | null }
  | { kind: 'after'; delay: string; ms: number | null }
  | { kind: 'always' };

export interface ChartGuard {
  name: string;
  /** `not(name)`: the transition is taken when the condition does NOT hold. */
  negated: boolean;
  /** Fixed parameters, e.g. startsAt {start: codeEntry}; null when none or computed from the event. */
  params: string | null;
  description: string | null;
}

export interface ChartTransition {
  id: string;
  source: string;
  /** null: the state handles the event in place (no state change). */
  target: string | null;
  trigger: ChartTrigger;
  guard: ChartGuard | null;
  /** An unguarded alternative after guarded ones: taken when none of them holds. */
  otherwise: boolean;
  description: string | null;
  /** The event xstate reports when this transition is taken (for the live view). */
  eventType: string;
}

export interface Chart {
  root: ChartState;
  states: ChartState[];
  transitions: ChartTransition[];
}

// xstate marks a not() guard by its check function (shared by every not()); its name does not survive minifying.
const notCheck = (not('x') as unknown as { check: unknown }).check;

const idOf = (node: AnyStateNode) => node.path.join('.');

function guardOf(guard: unknown, words: MachineWords<string>): ChartGuard | null {
  if (!guard) return null;
  const named = (name: string, negated: boolean, params: unknown): ChartGuard => ({
    name,
    negated,
    params:
      params && typeof params === 'object'
        ? Object.entries(params)
            .map(([key, value]) => `${key}=${String(value)}`)
            .join(', ')
        : null,
    description: words.guards[name] ?? null,
  });
  if (typeof guard === 'string') return named(guard, false, null);
  if (typeof guard === 'function' && 'check' in guard && guard.check === notCheck && 'guards' in guard && Array.isArray(guard.guards)) {
    const inner = guardOf(guard.guards[0], words);
    if (inner) return { ...inner, negated: !inner.negated };
  }
  if (typeof guard === 'object' && 'type' in guard && typeof guard.type === 'string') {
    return named(guard.type, false, 'params' in guard ? guard.params : null);
  }
  return { name: 'inline condition', negated: false, params: null, description: null };
}

export function triggerOf(eventType: string, delay: unknown, machine: AnyStateMachine, words: MachineWords<string>): ChartTrigger {
  const settled = eventType.match(/^xstate\.(done|error)\.actor\.(.+)$/);
  if (settled?.[1] && settled[2]) {
    const actor = settled[2];
    return { kind: settled[1] === 'done' ? 'done' : 'error', actor, description: words.actors[actor] ?? null };
  }
  if (eventType.startsWith('xstate.after.')) {
    const name = String(delay);
    const configured: unknown = (machine.implementations.delays as Record<string, unknown>)[name];
    const ms = typeof configured === 'number' ? configured : /^\d+$/.test(name) ? Number(name) : null;
    return { kind: 'after', delay: name, ms };
  }
  if (eventType === '') return { kind: 'always' };
  return { kind: 'event', type: eventType, description: words.events[eventType] ?? null };
}

function stateOf(node: AnyStateNode, words: MachineWords<string>, isRoot: boolean): ChartState {
  const children = (Object.values(node.states) as AnyStateNode[]).map((child) => stateOf(child, words, false));
  const [initial] = node.type === 'compound' ? node.initial.target : [];
  return {
    id: idOf(node),
    key: node.key,
    kind: isRoot ? 'root' : node.type,
    description: node.description ?? null,
    initial: initial ? idOf(initial) : null,
    children,
    invokes: node.invoke.map((invoke) => ({
      id: invoke.id,
      description: words.actors[invoke.id] ?? words.actors[String(invoke.src)] ?? null,
    })),
  };
}

function transitionsOf(node: AnyStateNode, machine: AnyStateMachine, words: MachineWords<string>): ChartTransition[] {
  const groups = [...node.transitions.values(), ...(node.always ? [node.always] : [])];
  const result: ChartTransition[] = [];
  for (const group of groups) {
    group.forEach((transition, index) => {
      const eventType = String(transition.eventType ?? '');
      const targets: ReadonlyArray<AnyStateNode | null> = transition.target?.length ? transition.target : [null];
      // A bare `{}` only stops the event from reaching the parent: nothing happens, nothing to draw.
      if (!transition.target?.length && transition.actions.length === 0) return;
      const guard = guardOf(transition.guard, words);
      for (const target of targets) {
        result.push({
          id: `${idOf(node)}:${eventType}:${index}:${target ? idOf(target) : ''}`,
          source: idOf(node),
          target: target ? idOf(target) : null,
          trigger: triggerOf(eventType, (transition as { delay?: unknown }).delay, machine, words),
          guard,
          otherwise: !guard && index > 0 && group.slice(0, index).some((previous) => previous.guard),
          description: transition.description ?? null,
          eventType,
        });
      }
    });
  }
  for (const child of Object.values(node.states) as AnyStateNode[]) result.push(...transitionsOf(child, machine, words));
  return result;
}

export function chartOf(machine: AnyStateMachine, words: MachineWords<string>): Chart {
  const root = stateOf(machine.root as AnyStateNode, words, true);
  const states: ChartState[] = [];
  const collect = (state: ChartState) => {
    states.push(state);
    state.children.forEach(collect);
  };
  collect(root);
  return { root, states, transitions: transitionsOf(machine.root as AnyStateNode, machine, words) };
}

/** How long a delay lasts, in plain words ("3 s"); the delay's name when it is computed. */
export function delayText(trigger: Extract<ChartTrigger, { kind: 'after' }>): string {
  if (trigger.ms === null) return trigger.delay;
  return trigger.ms % 1000 === 0 ? `${trigger.ms / 1000} s` : `${trigger.ms} ms`;
}

/** The code name of a transition's trigger, as xstate names it: `ADD`, `placeOrder done`, `after 3 s`, `always`. */
export function triggerCode(trigger: ChartTrigger): string {
  switch (trigger.kind) {
    case 'event':
      return trigger.type;
    case 'done':
      return `${trigger.actor} done`;
    case 'error':
      return `${trigger.actor} failed`;
    case 'after':
      return `after ${delayText(trigger)}`;
    case 'always':
      return 'always';
  }
}

/** `[canEnterInfo]`, `[not canEnterInfo]`, `[startsAt start=codeEntry]`, `[otherwise]`. */
export function guardCode(transition: ChartTransition): string {
  const { guard } = transition;
  if (!guard) return transition.otherwise ? '[otherwise]' : '';
  return `[${guard.negated ? 'not ' : ''}${guard.name}${guard.params ? ` ${guard.params}` : ''}]`;
}

/** Every English text of a machine the studio shows: each must have a French and an English translation. */
export function textsOf(machine: AnyStateMachine, words: MachineWords<string>): string[] {
  const chart = chartOf(machine, words);
  const texts = [
    words.summary,
    ...Object.values(words.events),
    ...Object.values(words.guards),
    ...Object.values(words.actors),
    ...chart.states.map((state) => state.description),
    ...chart.transitions.map((transition) => transition.description),
  ];
  return [...new Set(texts.filter((text): text is string => Boolean(text)))];
}
