import type { AnyStateMachine, EventObject, StateValue } from 'xstate';
import { adminAccessModel } from '../../../tests/model/admin-access.model';
import { orderActionModel } from '../../../tests/model/admin-order-action.model';
import { recordEditorModel } from '../../../tests/model/admin-record-editor.model';
import { cartModel } from '../../../tests/model/cart.model';
import { bookingModelOf, visitor } from '../../../tests/model/booking.model';
import { categoryFilterModel } from '../../../tests/model/category-filter.model';
import { checkoutModel } from '../../../tests/model/checkout.model';
import { contactModel } from '../../../tests/model/contact.model';
import { liveFeedModel } from '../../../tests/model/live-feed.model';
import { loginModelOf } from '../../../tests/model/login.model';
import { orderModelOf } from '../../../tests/model/order.model';
import { orderStatusModel } from '../../../tests/model/order-status.model';
import { generateModelPaths, type ModelOptions, type ModelPath } from '../../../tests/model/paths';
import { activeStateIds } from './active-states';
import { sessionModel } from '../../../tests/model/session.model';
import { wishlistModel } from '../../../tests/model/wishlist.model';

/**
 * The paths QA's model tests run (tests/model), generated the same way from the same models, for the
 * studio to step through. Loaded on demand from a flow's page: xstate/graph and the models' fixtures are
 * in this chunk only.
 */
export interface FlowPathStep {
  /** The event type (`ADD`, `xstate.done.actor.fetchCustomer`, …); `xstate.init` for the first step. */
  event: string;
  value: StateValue;
}

export interface FlowPath {
  /** As the model test names it (`ADD Tisane × 3 → REMOVE #1`). */
  description: string;
  steps: FlowPathStep[];
}

/** A flow's paths: the few that together take every state and transition, and every one generated. */
export interface FlowPathSets {
  /**
   * A covering set: every state the paths pass through and every step (state, event, next state) at least
   * once, in few paths, chosen greedily like the browser run's (tests/paths/cover.ts). That one replays
   * each candidate on an actor (25 s for checkout, too slow for a page) and keeps to the events a shopper
   * can make in the shop, so its set may be smaller; this one is read off the paths themselves.
   */
  covering: FlowPath[];
  /** Every path the model tests run (thousands for checkout): for searching, not for reading. */
  all: FlowPath[];
}

const flowPathOf = <M extends AnyStateMachine>(path: ModelPath<M>): FlowPath => ({
  description: path.description,
  steps: path.steps.map((step) => ({ event: (step.event as EventObject).type, value: (step.state as { value: StateValue }).value })),
});

/** What a path shows on the chart: the states it is in, and each step from one value to the next. */
function itemsOf(path: FlowPath): Set<string> {
  const items = new Set<string>();
  let before = '';
  for (const step of path.steps) {
    const value = JSON.stringify(step.value);
    for (const id of activeStateIds(step.value)) items.add(`state ${id}`);
    if (before) items.add(`step ${before} ${step.event} ${value}`);
    before = value;
  }
  return items;
}

/** Greedily, the path adding the most not yet shown (the shorter on a tie), until none adds any. */
export function coveringSet(paths: readonly FlowPath[]): FlowPath[] {
  const candidates = paths.map((path) => ({ path, items: itemsOf(path) }));
  const shown = new Set<string>();
  const chosen: FlowPath[] = [];
  for (;;) {
    let best: (typeof candidates)[number] | undefined;
    let bestGain = 0;
    for (const candidate of candidates) {
      let gain = 0;
      for (const item of candidate.items) if (!shown.has(item)) gain += 1;
      if (gain > bestGain || (gain > 0 && gain === bestGain && best && candidate.path.steps.length < best.path.steps.length)) {
        best = candidate;
        bestGain = gain;
      }
    }
    if (!best) return chosen;
    chosen.push(best.path);
    for (const item of best.items) shown.add(item);
  }
}

function pathsOf<M extends AnyStateMachine>(model: ModelOptions<M>): FlowPathSets {
  const all = generateModelPaths(model).map(flowPathOf);
  return { covering: coveringSet(all), all };
}

const models: Record<string, () => FlowPathSets> = {
  cart: () => pathsOf(cartModel),
  wishlist: () => pathsOf(wishlistModel),
  categoryFilter: () => pathsOf(categoryFilterModel),
  session: () => pathsOf(sessionModel),
  checkout: () => pathsOf(checkoutModel),
  orderStatus: () => pathsOf(orderStatusModel),
  contact: () => pathsOf(contactModel),
  // An order delivered by courier; the model tests also run the in-shop one (ready_for_pickup → collected).
  order: () => pathsOf(orderModelOf('livreur')),
  // The same paths as for a signed-in shopper; only the booking's auth_id differs.
  booking: () => pathsOf(bookingModelOf('booking (visitor)', visitor)),
  // From the sign-in page, with no page to return to: the model tests also start on the code and
  // registration pages, and return to other pages, through the same states.
  login: () => pathsOf(loginModelOf('phoneEntry', undefined)),
  adminAccess: () => pathsOf(adminAccessModel),
  adminOrderAction: () => pathsOf(orderActionModel),
  adminRecordEditor: () => pathsOf(recordEditorModel),
  liveFeed: () => pathsOf(liveFeedModel),
};

/** The paths of a flow, or null for a name that has no model. */
export function flowPaths(name: string): FlowPathSets | null {
  return models[name]?.() ?? null;
}
