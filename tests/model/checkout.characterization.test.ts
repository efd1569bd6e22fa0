import { createHash } from 'node:crypto';
import { expect, it } from 'vitest';
import { brief, characterize } from './characterize';
import { checkoutModel } from './checkout.model';
import { checkoutMachine, type CheckoutEvent } from '../../src/machines/checkout';
import { clientInfo } from '../../src/domain/testing/fixtures';

// Every state the checkout reaches (from an empty start and from restored details) with every event of its model,
// and where each leads: recorded from the machine before its page arrivals were written once (issue 22), the
// records must not change.
type Context = ReturnType<typeof checkoutMachine.transition>['context'];

const supplies = checkoutModel.events ?? {};
const events = Object.values(supplies).flatMap((supply) =>
  supply === undefined || typeof supply === 'function' ? [] : supply,
) as CheckoutEvent[];
const orderKnown = supplies.ORDER_KNOWN;
const record = (describe: (value: unknown, context: Context) => unknown[]) =>
  characterize({
    machine: checkoutMachine.provide(checkoutModel.provide as object),
    inputs: [undefined, { deliveryMethod: 'collect' }, { deliveryMethod: 'collect', clientInfo }],
    events: (snapshot) => [...events, ...(typeof orderKnown === 'function' ? orderKnown(snapshot as never) : [])],
    describe: (snapshot) =>
      describe(snapshot.value, snapshot.context as Context)
        .map(brief)
        .join(' '),
  });

it('leads every page arrival, under each outcome of its guards, where it led before', async () => {
  // The arrivals with a cart that may check out, an empty one and one holding a sold-out line, from every state
  // with and without a delivery method and details; a source named by what the arrivals read and change.
  const arrivals = record((value, { deliveryMethod, clientInfo: details, attempt, failure }) => [
    value,
    deliveryMethod,
    details !== null,
    attempt,
    failure?.kind ?? null,
  ]);
  await expect(
    arrivals
      .split('\n')
      .filter((line) => line.includes('--ENTER_'))
      .join('\n'),
  ).toMatchFileSnapshot('__snapshots__/checkout.arrivals.txt');
}, 60_000);

it('leads every event from every reachable state where it led before', () => {
  // Too long to read (its thousands of lines): held by its digest; print `all` to compare one line by one.
  const all = record(
    (value, { deliveryMethod, clientInfo: details, paymentInfo, shopper, content, attempt, failure, order, savedDeliveries, place }) => [
      value,
      deliveryMethod,
      details !== null,
      paymentInfo !== null,
      shopper,
      content,
      attempt,
      failure,
      order?.total ?? null,
      savedDeliveries.length,
      place,
    ],
  );
  expect({ lines: all.split('\n').length, digest: createHash('sha256').update(all).digest('hex') }).toMatchInlineSnapshot(`
    {
      "digest": "84980bf7bdace4ea2265c7e14d37eb22d04689953af938a4724a108e54de9dec",
      "lines": 3308,
    }
  `);
}, 60_000);
