// Writes docs/flows/<machine>.md: the state charts of the shipped machines, drawn from the machines
// themselves (Mermaid, rendered by GitHub and most Markdown viewers), for the product owner's review.
// `npm run flows` rewrites them; scripts/flows.test.ts fails when a committed chart no longer matches its machine.
import { writeFileSync } from 'node:fs';
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { bookingMachine } from '../src/machines/booking';
import { cartMachine } from '../src/machines/cart';
import { categoryFilterMachine } from '../src/machines/categoryFilter';
import { checkoutMachine } from '../src/machines/checkout';
import { contactMachine } from '../src/machines/contact';
import { loginMachine } from '../src/machines/login';
import { sessionMachine } from '../src/machines/session';
import { wishlistMachine } from '../src/machines/wishlist';

export const flowMachines: Record<string, { machine: AnyStateMachine; summary: string }> = {
  login: { machine: loginMachine, summary: 'Sign-in by phone number and SMS code, then registration when the account has no name.' },
  session: { machine: sessionMachine, summary: 'Who is signed in, and their customer record; lives for the whole visit.' },
  cart: { machine: cartMachine, summary: 'The cart: one line per product, quantities 1 to 99, kept in the browser.' },
  wishlist: { machine: wishlistMachine, summary: 'The wishlist: products saved for later, kept in the browser.' },
  categoryFilter: { machine: categoryFilterMachine, summary: 'The category chosen in the header menu or the category bar.' },
  checkout: { machine: checkoutMachine, summary: 'Delivery choice, customer details, payment method, then the order and its payment.' },
  booking: { machine: bookingMachine, summary: 'Booking an event or a service appointment.' },
  contact: { machine: contactMachine, summary: 'The contact form.' },
};

const nodeId = (node: AnyStateNode) => (node.path.length === 0 ? 'root' : node.path.join('__'));

function guardName(guard: unknown): string | null {
  if (!guard) return null;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'object' && guard !== null && 'type' in guard && typeof guard.type === 'string') return guard.type;
  return 'condition';
}

function eventLabel(eventType: string): string {
  const done = eventType.match(/^xstate\.done\.actor\.(.+)$/);
  if (done) return `${done[1]} done`;
  const error = eventType.match(/^xstate\.error\.actor\.(.+)$/);
  if (error) return `${error[1]} failed`;
  const after = eventType.match(/^xstate\.after\.([^.]+)\./);
  if (after) return `after ${after[1]}`;
  if (eventType === '') return 'always';
  return eventType;
}

function transitionLines(node: AnyStateNode, indent: string): string[] {
  const lines: string[] = [];
  const all = [...[...node.transitions.values()].flat(), ...(node.always ?? [])];
  for (const transition of all) {
    const guard = guardName(transition.guard);
    const label = `${eventLabel(String(transition.eventType ?? ''))}${guard ? ` [${guard}]` : ''}`.replaceAll(':', ' ');
    const targets = transition.target ?? [node]; // no target: the state handles the event in place
    for (const target of targets) lines.push(`${indent}${nodeId(node)} --> ${nodeId(target)}: ${label}`);
  }
  return lines;
}

function nodeLines(node: AnyStateNode, indent: string): string[] {
  const children = Object.values(node.states) as AnyStateNode[];
  const lines: string[] = [];
  for (const child of children) {
    const grandChildren = Object.values(child.states);
    if (grandChildren.length > 0) {
      lines.push(`${indent}state "${child.key}" as ${nodeId(child)} {`);
      lines.push(...nodeLines(child, `${indent}  `));
      lines.push(`${indent}}`);
    } else {
      lines.push(`${indent}state "${child.key}" as ${nodeId(child)}`);
    }
    if (child.type === 'final') lines.push(`${indent}${nodeId(child)} --> [*]`);
  }
  if (children.length > 0 && node.type !== 'parallel') {
    const [initial] = node.initial.target;
    if (initial) lines.push(`${indent}[*] --> ${nodeId(initial)}`);
  }
  for (const child of children) lines.push(...transitionLines(child, indent));
  return lines;
}

export function flowChart(name: string): string {
  const entry = flowMachines[name];
  if (!entry) throw new Error(`no machine called ${name}`);
  const { machine, summary } = entry;
  const root = machine.root as AnyStateNode;
  const body = Object.keys(root.states).length > 0 ? nodeLines(root, '  ') : [`  state "${machine.id}" as root`, '  [*] --> root'];
  const rootTransitions = transitionLines(root, '  ');
  return [
    `# ${name}`,
    '',
    summary,
    '',
    `Drawn from \`src/machines/${name}.ts\` by \`npm run flows\`; do not edit by hand. Labels read`,
    '`EVENT [condition]`; "X done" / "X failed" are the results of the step X, "after D" a timed message.',
    '',
    '```mermaid',
    'stateDiagram-v2',
    ...body,
    ...rootTransitions,
    '```',
    '',
  ].join('\n');
}

if (process.argv[1]?.endsWith('flows.ts')) {
  for (const name of Object.keys(flowMachines)) writeFileSync(`docs/flows/${name}.md`, flowChart(name));
  console.log(`wrote ${Object.keys(flowMachines).length} charts to docs/flows/`);
}
