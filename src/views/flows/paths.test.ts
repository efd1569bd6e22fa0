import { describe, expect, it } from 'vitest';
import { cartModel } from '../../../tests/model/cart.model';
import { generateModelPaths } from '../../../tests/model/paths';
import { sessionModel } from '../../../tests/model/session.model';
import { stepTransitionIds } from './activeStates';
import { chartOf } from './chart';
import { flowMachine, flowMachines } from './machines';
import { flowPaths } from './paths';

describe("the studio's paths", () => {
  it('are the paths the model tests run', () => {
    expect(flowPaths('cart')?.map((path) => path.description)).toEqual(generateModelPaths(cartModel).map((path) => path.description));
    expect(flowPaths('session')?.length).toBe(generateModelPaths(sessionModel).length);
  });

  it('exist for every flow', () => {
    for (const flow of flowMachines) expect(flowPaths(flow.name)?.length, flow.name).toBeGreaterThan(0);
  });

  it('step on the chart through the transition each event took', () => {
    const session = flowMachine('session');
    if (!session) throw new Error('no session flow');
    const chart = chartOf(session.machine, session.words);
    const path = flowPaths('session')?.find((candidate) => candidate.steps.some((step) => step.event === 'xstate.error.actor.fetchCustomer'));
    const index = path?.steps.findIndex((step) => step.event === 'xstate.error.actor.fetchCustomer') ?? -1;
    const [before, step] = [path?.steps[index - 1], path?.steps[index]];
    if (!before || !step) throw new Error('no path through a failed customer load');
    expect([...stepTransitionIds(chart, before.value, step.event, step.value)]).toEqual([
      'signedIn.profile.loadingCustomer:xstate.error.actor.fetchCustomer:0:signedIn.profile.unavailable',
    ]);
  });
});
