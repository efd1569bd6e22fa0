import type { StateValue } from 'xstate';
import type { StateMessage } from '../../actors/flow-channel';
import type { Chart } from './chart';

/** The ids (paths joined by dots) of every state a state value is in, the root ('') included. */
export function activeStateIds(value: StateValue): Set<string> {
  const ids = new Set<string>(['']);
  const walk = (inner: StateValue, prefix: string[]) => {
    if (typeof inner === 'string') {
      ids.add([...prefix, inner].join('.'));
      return;
    }
    for (const [key, child] of Object.entries(inner)) {
      ids.add([...prefix, key].join('.'));
      if (child !== undefined) walk(child, [...prefix, key]);
    }
  };
  walk(value, []);
  return ids;
}

/** A state value as one line of text: `confirming.placingOrder`, `phoneEntry.idle`; a flat machine's is its name. */
export function stateValueText(value: StateValue, machine: string): string {
  const ids = [...activeStateIds(value)];
  return ids.filter((id) => id !== '' && !ids.some((other) => other.startsWith(`${id}.`))).join(', ') || machine;
}

/** The chart transitions a live actor just took (matched by source, event, alternative and target). */
export function takenTransitionIds(chart: Chart, message: StateMessage | undefined): Set<string> {
  const ids = new Set<string>();
  for (const taken of message?.transitions ?? []) {
    const targets = taken.targets.length > 0 ? taken.targets : [taken.source];
    for (const transition of chart.transitions) {
      const alternative = taken.index === -1 || transition.id.split(':')[2] === String(taken.index);
      if (
        transition.source === taken.source &&
        transition.eventType === taken.eventType &&
        alternative &&
        targets.includes(transition.target ?? transition.source)
      ) {
        ids.add(transition.id);
      }
    }
  }
  return ids;
}

/** The chart transitions a path step may have taken: its event, from a state it was in, to one it is in. */
export function stepTransitionIds(chart: Chart, before: StateValue, event: string, after: StateValue): Set<string> {
  const was = activeStateIds(before);
  const is = activeStateIds(after);
  return new Set(
    chart.transitions
      .filter(
        (transition) => transition.eventType === event && was.has(transition.source) && is.has(transition.target ?? transition.source),
      )
      .map((transition) => transition.id),
  );
}
