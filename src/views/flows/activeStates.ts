import type { StateValue } from 'xstate';

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

/** A state value as one line of text: `confirming.placingOrder`, `phoneEntry.idle`. */
export function stateValueText(value: StateValue): string {
  return [...activeStateIds(value)].filter((id) => id !== '' && ![...activeStateIds(value)].some((other) => other.startsWith(`${id}.`))).join(', ') || '(root)';
}
