import { describe, expect, it } from 'vitest';
import type { StateMessage } from '../../actors/flow-channel';
import { activeStateIds, stateValueText, takenTransitionIds } from './active-states';
import { chartOf } from './chart';
import { flowMachine } from './machines';

describe('the states a live actor is in', () => {
  it('lists every state of a nested value, the root included', () => {
    expect([...activeStateIds({ confirming: 'placingOrder' })].sort()).toEqual(['', 'confirming', 'confirming.placingOrder']);
    expect([...activeStateIds({ signedIn: { profile: 'ready' } })].sort()).toEqual([
      '',
      'signedIn',
      'signedIn.profile',
      'signedIn.profile.ready',
    ]);
  });

  it('says the deepest states, or the machine for a flat one', () => {
    expect(stateValueText({ confirming: 'placingOrder' }, 'checkout')).toBe('confirming.placingOrder');
    expect(stateValueText('cart', 'checkout')).toBe('cart');
    expect(stateValueText({}, 'cart')).toBe('cart');
  });
});

describe('the transition a live actor just took', () => {
  const checkout = flowMachine('checkout');
  const cart = flowMachine('cart');
  if (!checkout || !cart) throw new Error('flows missing');
  const message = (transitions: StateMessage['transitions']): StateMessage => ({
    kind: 'state',
    tab: 't',
    actor: 'a',
    machine: 'x',
    value: {},
    status: 'active',
    event: 'E',
    transitions,
    at: 0,
  });

  it('is the alternative that ran, not its siblings', () => {
    const chart = chartOf(cart.machine, cart.words);
    expect([...takenTransitionIds(chart, message([{ source: '', targets: [], eventType: 'ADD', index: 1 }]))]).toEqual([':ADD:1:']);
  });

  it('follows an always step and a nested target', () => {
    const chart = chartOf(checkout.machine, checkout.words);
    const taken = takenTransitionIds(
      chart,
      message([
        { source: 'awaitingConfirmation', targets: ['confirming'], eventType: '', index: 1 },
        { source: 'confirming.choosingStep', targets: ['confirming.placingOrder'], eventType: '', index: 1 },
      ]),
    );
    expect([...taken].sort()).toEqual(['awaitingConfirmation::1:confirming', 'confirming.choosingStep::1:confirming.placingOrder']);
  });
});
