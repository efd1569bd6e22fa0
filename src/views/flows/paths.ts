import type { AnyStateMachine, EventObject, StateValue } from 'xstate';
import { adminAccessModel } from '../../../tests/model/adminAccess.model';
import { orderActionModel } from '../../../tests/model/adminOrderAction.model';
import { recordEditorModel } from '../../../tests/model/adminRecordEditor.model';
import { cartModel } from '../../../tests/model/cart.model';
import { bookingModelOf, visitor } from '../../../tests/model/booking.model';
import { categoryFilterModel } from '../../../tests/model/categoryFilter.model';
import { checkoutModel } from '../../../tests/model/checkout.model';
import { contactModel } from '../../../tests/model/contact.model';
import { loginModelOf } from '../../../tests/model/login.model';
import { orderModelOf } from '../../../tests/model/order.model';
import { orderStatusModel } from '../../../tests/model/orderStatus.model';
import { generateModelPaths, type ModelOptions } from '../../../tests/model/paths';
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

function pathsOf<M extends AnyStateMachine>(model: ModelOptions<M>): FlowPath[] {
  return generateModelPaths(model).map((path) => ({
    description: path.description,
    steps: path.steps.map((step) => ({ event: (step.event as EventObject).type, value: (step.state as { value: StateValue }).value })),
  }));
}

const models: Record<string, () => FlowPath[]> = {
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
};

/** The generated paths of a flow, or null for a name that has no model. */
export function flowPaths(name: string): FlowPath[] | null {
  return models[name]?.() ?? null;
}
