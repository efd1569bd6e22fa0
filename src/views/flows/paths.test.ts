import { describe, expect, it } from 'vitest';
import { cartModel } from '../../../tests/model/cart.model';
import { generateModelPaths } from '../../../tests/model/paths';
import { sessionModel } from '../../../tests/model/session.model';
import { activeStateIds, stepTransitionIds } from './active-states';
import { chartOf } from './chart';
import { flowMachine, flowMachines } from './machines';
import { flowPaths, type FlowPath } from './paths';

describe("the studio's paths", () => {
  it('are the paths the model tests run', () => {
    expect(flowPaths('cart')?.all.map((path) => path.description)).toEqual(generateModelPaths(cartModel).map((path) => path.description));
    expect(flowPaths('session')?.all.length).toBe(generateModelPaths(sessionModel).length);
  });

  it('exist for every flow', { timeout: 60_000 }, () => {
    for (const flow of flowMachines) expect(flowPaths(flow.name)?.all.length, flow.name).toBeGreaterThan(0);
  });

  it('lead with the few that take every state and transition: checkout’s thousands come down to a readable set', () => {
    const checkout = flowPaths('checkout');
    const flow = flowMachine('checkout');
    if (!checkout || !flow) throw new Error('no checkout flow');
    expect(checkout.all.length).toBeGreaterThan(1000);
    expect(checkout.covering.length).toBeLessThan(100);
    // Together they pass through every state any generated path passes through (a state left at once, like
    // confirming.choosingStep, is never one a step rests in).
    const statesOf = (paths: FlowPath[]) => new Set(paths.flatMap((path) => path.steps.flatMap((step) => [...activeStateIds(step.value)])));
    expect([...statesOf(checkout.all)].filter((id) => !statesOf(checkout.covering).has(id))).toEqual([]);
    expect(statesOf(checkout.all).size).toBeGreaterThan(chartOf(flow.machine, flow.words).states.length - 3);
  });

  it('step on the chart through the transition each event took', () => {
    const session = flowMachine('session');
    if (!session) throw new Error('no session flow');
    const chart = chartOf(session.machine, session.words);
    const path = flowPaths('session')?.all.find((candidate) =>
      candidate.steps.some((step) => step.event === 'xstate.error.actor.fetchCustomer'),
    );
    const index = path?.steps.findIndex((step) => step.event === 'xstate.error.actor.fetchCustomer') ?? -1;
    const [before, step] = [path?.steps[index - 1], path?.steps[index]];
    if (!before || !step) throw new Error('no path through a failed customer load');
    expect([...stepTransitionIds(chart, before.value, step.event, step.value)]).toEqual([
      'signedIn.profile.loadingCustomer:xstate.error.actor.fetchCustomer:0:signedIn.profile.unavailable',
    ]);
  });
});
