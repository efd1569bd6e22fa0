// The service page's booking form played in the shop by a visitor (or, on the path that plays CUSTOMER_KNOWN, a
// registered customer she signs in as): each event of tests/model/booking.model.ts as the shopper, a second
// shopper, the shopper's phone or the real server makes it.
import type { Browser, Page } from '@playwright/test';
import type { SendFailure } from '../../../src/domain/contact-fields';
import type { bookingMachine } from '../../../src/machines/booking';
import { bookingWords } from '../../../src/machines/booking.words';
import { awa, bookingModelOf, pastDaySubmission, visitor } from '../../model/booking.model';
import { defineFlow, type World } from '../flow';
import { bookingChecks, bookingForm } from './booking.checks';
import { signInAsRegisteredShopper } from './signed-in-shopper';

/** The massage (service 3) at the Plateau shop, open 9–20 on weekdays (server/db/seed/content.ts). */
const servicePage = '/services/3';
const shopId = 1;
const shopName = 'Baobab Dakar Plateau';

interface Slot {
  day: string;
  time: string;
}

const dayMs = 24 * 60 * 60 * 1000;
/** The shop's calendar day (Africa/Dakar is UTC+0) of an instant. */
const shopDayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const isWeekday = (ms: number) => new Date(ms).getUTCDay() % 6 !== 0;
const random = (below: number) => Math.floor(Math.random() * below);

/**
 * A weekday slot 2–300 days ahead at a random minute the shop is open: paths run side by side on one server,
 * and a slot is taken once, so each booking picks its own (one chance in ~170,000 to meet another's).
 */
function freshSlot(): Slot {
  let at = Date.now() + (2 + random(299)) * dayMs;
  while (!isWeekday(at)) at += dayMs;
  return { day: shopDayOf(at), time: `${String(9 + random(10)).padStart(2, '0')}:${String(random(60)).padStart(2, '0')}` };
}

/** The last weekday before today: a day the server, on the real clock, finds past. */
function pastWeekday(): number {
  let at = Date.now() - dayMs;
  while (!isWeekday(at)) at -= dayMs;
  return at;
}

const slotKey = 'next slot';

/** A Monday long gone: before today on any clock the page may have (an arranged step sets it back two days). */
const longGone: Slot = { day: '2020-01-06', time: '10:00' };
const breaksRule = (event: object) => (event as { submission?: unknown }).submission === pastDaySubmission;

async function fillAndReserve(page: Page, slot: Slot): Promise<void> {
  const form = bookingForm(page);
  await form.getByLabel('First name').fill('Aïssatou');
  await form.getByLabel('Last name', { exact: true }).fill('Ndiaye');
  await form.getByLabel('Email').fill('aissatou@example.sn');
  await form.getByLabel('Address').fill('Rue 10 Medina');
  await form.getByLabel('Phone').fill('771234567');
  await form.getByLabel('Shop').selectOption({ label: shopName });
  await form.getByLabel('Date').fill(slot.day);
  await form.getByLabel('Time').fill(slot.time);
  await form.getByRole('button', { name: 'Reserve' }).click();
}

/**
 * Another shopper books the slot from a browser of their own: the booking their form sends, sent from that
 * browser's context straight to the real server (their page would take longer than the 3 s a success shows,
 * and the path's shopper may be about to send her form from one).
 */
async function secondShopperBooks(browser: Browser, origin: string, slot: Slot): Promise<void> {
  const context = await browser.newContext({ locale: 'en-US', baseURL: origin });
  try {
    const service = (await (await context.request.get(`/api/${servicePage.slice(1)}?locale=en`)).json()) as {
      data: { id: number; name: string };
    };
    const booked = await context.request.post('/api/bookings?locale=en', {
      data: {
        fname: 'Moussa',
        lname: 'Diallo',
        email: 'moussa@example.sn',
        address: 'Route de Ouakam',
        phone: '781234567',
        service_day: slot.day,
        service_hour: slot.time,
        service_id: service.data.id,
        service_type: service.data.name,
        shop_id: shopId,
        shop_name: shopName,
        auth_id: '',
      },
    });
    if (booked.status() !== 201) throw new Error(`The second shopper's booking was answered ${booked.status()}: ${await booked.text()}`);
  } finally {
    await context.close();
  }
}

/** The slot the next SUBMIT books: the one an earlier step prepared, else a fresh one. */
function takeSlot(world: World): Slot {
  const prepared = world.memory.get(slotKey) as Slot | undefined;
  world.memory.delete(slotKey);
  return prepared ?? freshSlot();
}

/** The form as it opens: nothing sent, nothing marked, nobody known. */
const isUntouched = (snapshot: ReturnType<typeof bookingMachine.transition>) => {
  const { draft, issues, failure, resets, person, booked } = snapshot.context;
  return (
    snapshot.matches('editing') &&
    draft === null &&
    issues.length === 0 &&
    failure === null &&
    resets === 0 &&
    person === null &&
    booked === null
  );
};

const failureOf = (event: object) => (event as { error: unknown }).error;
const reasonOf = (event: object): SendFailure['reason'] | 'dropped' => {
  const error = failureOf(event);
  return error instanceof TypeError ? 'dropped' : (error as SendFailure).reason;
};

export const bookingFlow = defineFlow({
  name: 'booking',
  model: bookingModelOf('booking', visitor),
  words: bookingWords,
  start: async ({ page }) => {
    await page.goto(servicePage);
    await bookingForm(page).getByLabel('Shop').getByRole('option', { name: shopName }).waitFor({ state: 'attached' });
  },
  actions: {
    CUSTOMER_KNOWN: {
      // A visitor's form hears at once, at load, that nobody is signed in (every path); the path that plays this
      // event signs a registered customer in first, and her form starts with her record (issue 21).
      when: (snapshot, event) => event.person !== null && isUntouched(snapshot),
      how: () =>
        'She signs in from the header (a registered customer, SMS code from the Auth emulator) and opens the service page again: the form starts with her customer record',
      describe: () => 'her customer record',
      act: async (world) => {
        const { phone: _phone, ...details } = awa;
        await signInAsRegisteredShopper(world, details);
        await bookingFlow.start(world);
      },
    },
    SUBMIT: {
      describe: (event) =>
        breaksRule(event) ? 'the massage at the Plateau shop, on a day before today' : 'the massage at the Plateau shop',
      // A slot another step prepared (taken by a second shopper) is for the booking that gets sent.
      act: async (world, event) => fillAndReserve(world.page, breaksRule(event) ? longGone : takeSlot(world)),
    },
    'xstate.done.actor.submitBooking': { how: () => 'The shop stores the booking', act: async () => undefined },
    'xstate.error.actor.submitBooking': {
      how: (event) =>
        ({
          conflict: 'A second shopper, from another browser, books the same slot first: the server answers it is taken',
          invalid:
            'The shopper’s phone clock is two days behind (the page’s clock set back): the booking flow, on that clock, sends a day the server, on the real clock, refuses as past',
          dropped: 'The connection drops while the booking is sent (network interception: the real server answers every booking)',
        })[reasonOf(event) as 'conflict' | 'invalid' | 'dropped'] ?? 'The server refuses the booking',
      describe: (event) => reasonOf(event),
      arrange: async (world, event) => {
        const reason = reasonOf(event);
        if (reason === 'dropped') {
          await world.page.route(
            (url) => url.pathname === '/api/bookings',
            (route) => route.abort('connectionfailed'),
            { times: 1 },
          );
          return;
        }
        if (reason === 'conflict') {
          const slot = freshSlot();
          const browser = world.context.browser();
          if (!browser) throw new Error('the second shopper needs a browser of their own');
          await secondShopperBooks(browser, new URL(world.page.url()).origin, slot);
          world.memory.set(slotKey, slot);
          return;
        }
        // The day is past for the server; two days behind, the phone sees it as tomorrow.
        const past = pastWeekday();
        await world.page.clock.setFixedTime(past - dayMs);
        world.memory.set(slotKey, { day: shopDayOf(past), time: '10:00' });
      },
      act: async () => undefined,
    },
    'xstate.after.successMessage.booking.success': { how: () => '3 seconds pass', act: async () => undefined },
  },
  checks: bookingChecks,
  notThroughUi: {},
});
