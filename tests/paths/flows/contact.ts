// The home page's contact form played in the shop: each event of tests/model/contact.model.ts as a shopper,
// the real server or the clock makes it.
import type { Page } from '@playwright/test';
import type { ContactForm } from '../../../src/domain/contact';
import type { contactMachine } from '../../../src/machines/contact';
import { contactWords } from '../../../src/machines/contact.words';
import { scrollToLowerSection } from '../../../e2e/support/home';
import { awa, badForm, contactModel } from '../../model/contact.model';
import { defineFlow } from '../flow';
import { contactChecks, contactForm } from './contact.checks';
import { signInAsRegisteredShopper } from './signed-in-shopper';

const waitForTheClock = { how: () => '10 seconds pass', act: async () => undefined };

async function fill(page: Page, values: ContactForm, privacyAccepted: boolean) {
  const form = contactForm(page);
  await scrollToLowerSection(page, form);
  await form.getByLabel('First name').fill(values.fname);
  await form.getByLabel('Last name', { exact: true }).fill(values.lname);
  await form.getByLabel('Email').fill(values.email);
  await form.getByLabel('Country (optional)').selectOption(values.country_id ?? '');
  await form.getByLabel('Phone').fill(values.phone);
  await form.getByLabel('Message').fill(values.message);
  await form.getByRole('checkbox').setChecked(privacyAccepted);
  await form.getByRole('button', { name: 'Send' }).click();
}

/** The form as it opens: nothing sent, nothing marked, nobody known. */
const isUntouched = (snapshot: ReturnType<typeof contactMachine.transition>) => {
  const { form, issues, failure, resets, person } = snapshot.context;
  return snapshot.matches('editing') && form === null && issues.length === 0 && failure === null && resets === 0 && person === null;
};

export const contactFlow = defineFlow({
  name: 'contact',
  model: contactModel,
  words: contactWords,
  start: async ({ page }) => {
    await page.goto('/');
    await scrollToLowerSection(page, contactForm(page));
  },
  actions: {
    CUSTOMER_KNOWN: {
      // A visitor's form hears at once, at load, that nobody is signed in (every path); the path that plays this
      // event signs a registered customer in first, and her form starts with her record (issue 21).
      when: (snapshot, event) => event.person !== null && isUntouched(snapshot),
      how: () =>
        'She signs in from the header (a registered customer, SMS code from the Auth emulator) and opens the home page again: the form starts with her customer record',
      describe: () => 'her customer record',
      act: async (world) => {
        const { phone: _phone, ...details } = awa;
        await signInAsRegisteredShopper(world, details);
        await contactFlow.start(world);
      },
    },
    SUBMIT: {
      describe: (event) =>
        `${event.form === badForm ? 'with every field wrong' : 'filled in correctly'}, ` +
        `privacy box ${event.privacyAccepted === true ? 'ticked' : 'not ticked'}`,
      act: async ({ page }, event) => fill(page, event.form as ContactForm, event.privacyAccepted === true),
    },
    // The real server stores the message.
    'xstate.done.actor.sendMessage': { how: () => 'The shop stores the message', act: async () => undefined },
    'xstate.error.actor.sendMessage': {
      // The real server accepts every message the form lets through; only a dropped connection fails it.
      when: (_, event) => event.error instanceof TypeError,
      how: () => 'The connection drops while the message is sent (network interception: the real server never fails it)',
      arrange: async ({ page }) => {
        await page.route(
          (url) => url.pathname === '/api/messages',
          (route) => route.abort('connectionfailed'),
          { times: 1 },
        );
      },
      act: async () => undefined,
    },
    'xstate.after.privacyMessage.contact.privacyRefused': waitForTheClock,
    'xstate.after.resultMessage.contact.success': waitForTheClock,
    'xstate.after.resultMessage.contact.failure': waitForTheClock,
  },
  checks: contactChecks,
  notThroughUi: {},
});
