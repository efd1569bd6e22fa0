// Plain words for paths, steps and states, from the machines' descriptions and src/machines/*.words.ts.
import type { AnyStateMachine, EventObject, StateValue } from 'xstate';
import type { ModelEvent, ModelOptions, ModelPath, Snap } from '../model/paths';
import type { BrowserFlow } from './flow';
import { nodesOf } from './probe';

const short = (text: string, max = 70) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** The event's own data, briefly: the model's describeEvent minus the type, else its fields as JSON. */
function detailOf<M extends AnyStateMachine>(model: ModelOptions<M>, event: ModelEvent<M>): string {
  const { type, ...payload } = event as EventObject & Record<string, unknown>;
  if (type.startsWith('xstate.')) {
    const value = 'error' in payload ? payload.error : payload.output;
    if (value === undefined) return '';
    return short(value instanceof Error ? `${value.name}: ${value.message}` : (JSON.stringify(value) ?? ''));
  }
  if (model.describeEvent) return short(model.describeEvent(event).replace(type, '').trim());
  return Object.keys(payload).length ? short(JSON.stringify(payload)) : '';
}

/** What happened, e.g. "The shopper adds a product to the cart (Tisane kinkeliba × 3)". */
export function stepWords<M extends AnyStateMachine>(flow: BrowserFlow<M>, event: ModelEvent<M>, before: Snap<M>): string {
  const { type } = event as EventObject;
  const how = flow.actions[type]?.how?.(event as EventObject & Record<string, unknown>, before);
  let words = how ?? flow.words.events[type];
  const outcome = /^xstate\.(done|error)\.actor\.(.+)$/.exec(type);
  if (!words && outcome) words = `${outcome[1] === 'done' ? 'Done' : 'Failed'}: ${flow.words.actors[outcome[2] ?? ''] ?? outcome[2]}`;
  const delay = /^xstate\.after\.([^.]+)\./.exec(type);
  if (!words && delay) words = `Time passes (${delay[1]})`;
  const describe = flow.actions[type]?.describe;
  const detail = describe ? describe(event as EventObject & Record<string, unknown>) : detailOf(flow.model, event);
  return detail ? `${words ?? type} (${detail})` : (words ?? type);
}

export function pathWords<M extends AnyStateMachine>(flow: BrowserFlow<M>, path: ModelPath<M>): string[] {
  return path.steps.slice(1).map((step, at) => stepWords(flow, step.event, path.steps[at]!.state as Snap<M>));
}

/** The deepest states a value means, with their descriptions: "contact.editing — The shopper fills in the form." */
export function stateWords(machine: AnyStateMachine, value: StateValue): string {
  const nodes = nodesOf(machine, value);
  const leaves = nodes.filter((node) => node.type === 'atomic' || node.type === 'final' || nodes.length === 1);
  return leaves.map((node) => `${node.id}${node.description ? ` — ${node.description}` : ''}`).join('; ');
}
