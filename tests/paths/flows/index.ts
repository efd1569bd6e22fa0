// The flows the generated paths play in the shop. A machine of tests/paths/machines.ts without a flow here is
// listed in the report with that reason.
import type { AnyStateMachine } from 'xstate';
import type { BrowserFlow } from '../flow';
import { adminAccessFlow } from './admin-access';
import { orderActionFlow } from './admin-order-action';
import { recordEditorFlow } from './admin-record-editor';
import { bookingFlow } from './booking';
import { cartFlow } from './cart';
import { categoryFilterFlow } from './category-filter';
import { checkoutFlow } from './checkout';
import { contactFlow } from './contact';
import { liveFeedFlow } from './live-feed';
import { loginFlow, loginFromCodeLinkFlow, loginFromRegisterLinkFlow } from './login';
import { orderByCourierFlow, orderFlow } from './order';
import { orderStatusFlow, orderStatusNoOrderFlow } from './order-status';
import { sessionFlow } from './session';
import { wishlistFlow } from './wishlist';

export const flows: Array<BrowserFlow<AnyStateMachine>> = [
  loginFlow,
  loginFromCodeLinkFlow,
  loginFromRegisterLinkFlow,
  sessionFlow,
  cartFlow,
  wishlistFlow,
  categoryFilterFlow,
  contactFlow,
  bookingFlow,
  orderStatusFlow,
  orderStatusNoOrderFlow,
  checkoutFlow,
  adminAccessFlow,
  orderActionFlow,
  recordEditorFlow,
  liveFeedFlow,
  orderFlow,
  orderByCourierFlow,
].map((flow) => flow as unknown as BrowserFlow<AnyStateMachine>);
