// Sign-in by phone played in the shop: each event of tests/model/login.model.ts as a shopper, another tab, the
// Auth emulator (its SMS codes, the accounts it holds) or a dropped connection makes it. The flow opens on the
// page the shopper lands on, so there are three flows of the one machine: /auth/login (nearly everything),
// /auth/login/verify opened directly (no code was sent) and /auth/register opened by nobody signed in.
import { expect, type BrowserContext, type Page } from '@playwright/test';
import type { EventObject } from 'xstate';
import { IdentityServiceUnreachable, type CodeCheck, type LoginEvent, type loginMachine } from '../../../src/machines/login';
import { loginWords } from '../../../src/machines/login.words';
import type { CustomerProfile } from '../../../src/domain/customer';
import { untilFirebaseKeeps } from '../../../e2e/support/firebase-storage';
import { freshSenegalMobile, smsInbox } from '../../../e2e/support/sms';
import { loginModelOf } from '../../model/login.model';
import { defineFlow, type EventActions, type World } from '../flow';
import { reshapeIfAny, shapeAccount, type AccountShape } from './login.accounts';
import { loginChecks } from './login.checks';

type Snapshot = ReturnType<typeof loginMachine.transition>;
type Inbox = Awaited<ReturnType<typeof smsInbox>>;
type Phone = ReturnType<typeof freshSenegalMobile>;

/** The name an account registered earlier has (the model's verified, named account). */
export const registeredName = 'Awa Diop';
const plain: AccountShape = { displayName: null, disabled: false, secondFactor: false };

const phoneOf = (world: World) => world.memory.get('phone') as Phone;
const inboxOf = (world: World) => world.memory.get('inbox') as Inbox;

async function newShopper(world: World): Promise<void> {
  const phone = freshSenegalMobile();
  world.memory.set('phone', phone);
  world.memory.set('inbox', await smsInbox(phone.e164));
}

const continueButton = (page: Page) => page.getByRole('main').getByRole('button', { name: 'Continue' });

/** The emulator's sign-in requests, as the browser sends them to it. */
const isSendingCode = (url: URL) => url.pathname.endsWith('/accounts:sendVerificationCode');
const isConfirmingCode = (url: URL) => url.pathname.endsWith('/accounts:signInWithPhoneNumber');
const isCustomerWrite = (url: URL) => url.pathname === '/api/customers';

const dropOnce = (page: Page, request: (url: URL) => boolean) =>
  page.route(request, (route) => route.abort('connectionfailed'), { times: 1 });

/**
 * Another tab of the same browser signs in with a number of its own: an account without a name yet, or one
 * registered earlier under `displayName` (its name set in the emulator).
 */
export async function signInInAnotherTab(context: BrowserContext, displayName: string | null = null): Promise<void> {
  const other = await context.newPage();
  const phone = freshSenegalMobile();
  const inbox = await smsInbox(phone.e164);
  if (displayName) await shapeAccount(phone.e164, { ...plain, displayName });
  await other.goto('/auth/login');
  await other.getByLabel('Phone number').fill(phone.national);
  await continueButton(other).click();
  await other.getByLabel('Verification code').fill(await inbox.nextCode());
  await continueButton(other).click();
  if (displayName) await expect(other.getByRole('banner').getByRole('button', { name: `Account of ${displayName}` })).toBeVisible();
  else await expect(other).toHaveURL(/\/auth\/register$/);
  await untilFirebaseKeeps(other, true);
  await other.close();
}

const unreachable = (event: object) => (event as { error?: unknown }).error instanceof IdentityServiceUnreachable;

/** What the emulator answers a sent code: a code, a dropped connection, or a refusal for an account with a second factor. */
const sendOutcomes = {
  done: {
    how: () => 'The Auth emulator sends the SMS code',
    describe: () => '',
    arrange: async (world: World) => reshapeIfAny(phoneOf(world).e164, plain),
    act: async (world: World) => {
      world.memory.set('code', await inboxOf(world).nextCode());
    },
  },
  error: {
    how: (event: object) =>
      unreachable(event)
        ? 'The connection to the sign-in service drops (network interception: the emulator always answers)'
        : 'The Auth emulator refuses to send a code: the number’s account has a second factor (set in the emulator)',
    describe: () => '',
    arrange: async (world: World, event: object) => {
      if (unreachable(event)) await dropOnce(world.page, isSendingCode);
      else await shapeAccount(phoneOf(world).e164, { ...plain, secondFactor: true });
    },
    act: async () => undefined,
  },
};

const checkOf = (event: object) => (event as { output: CodeCheck }).output;

function editField(page: Page, snapshot: Snapshot) {
  if (snapshot.matches('phoneEntry')) return page.getByLabel('Phone number');
  if (snapshot.matches('codeEntry')) return page.getByLabel('Verification code');
  return page.getByLabel('First name');
}

async function register(page: Page, profile: CustomerProfile) {
  await page.getByLabel('First name').fill(profile.fname);
  await page.getByLabel('Last name', { exact: true }).fill(profile.lname);
  await page.getByLabel('Email').fill(profile.email);
  await page.getByLabel('Address').fill(profile.address);
  await continueButton(page).click();
}

const personal: EventActions<typeof loginMachine> = {
  SUBMIT_PHONE: {
    describe: (event) => (event.number === '7712345' ? 'a number too short' : 'her mobile number'),
    act: async (world, event) => {
      const number = event.number === '7712345' ? '7712345' : phoneOf(world).national;
      await world.page.getByLabel('Phone number').fill(number);
      await continueButton(world.page).click();
    },
  },
  'xstate.done.actor.sendCode': sendOutcomes.done,
  'xstate.error.actor.sendCode': sendOutcomes.error,
  'xstate.done.actor.resendCode': sendOutcomes.done,
  'xstate.error.actor.resendCode': sendOutcomes.error,
  RETRY: {
    act: async ({ page }) => {
      await page.getByRole('button', { name: 'Try again' }).click();
    },
  },
  SUBMIT_CODE: {
    describe: () => '',
    act: async (world, _event, snapshot) => {
      // Without a code sent (the page opened directly), any code; otherwise the SMS's, or a wrong one when the next step says so.
      const sms = String(world.memory.get('code') ?? '');
      const wrong = world.memory.get('wrongCode') === true;
      world.memory.delete('wrongCode');
      const code =
        snapshot.context.verificationId === null ? '123456' : wrong ? sms.replace(/\d$/, (digit) => String((Number(digit) + 1) % 10)) : sms;
      await world.page.getByLabel('Verification code').fill(code);
      await continueButton(world.page).click();
    },
  },
  'xstate.done.actor.confirmCode': {
    how: (event) => {
      const check = checkOf(event);
      if (check.kind === 'rejected') return 'The Auth emulator refuses the code (the shopper typed a wrong one)';
      if (check.user.displayName) return 'The Auth emulator signs in an account registered earlier (its name set in the emulator)';
      return 'The Auth emulator signs in a new account';
    },
    describe: () => '',
    arrange: async (world, event) => {
      const check = checkOf(event);
      if (check.kind === 'rejected') world.memory.set('wrongCode', true);
      else if (check.user.displayName) await shapeAccount(phoneOf(world).e164, { ...plain, displayName: registeredName });
      else await reshapeIfAny(phoneOf(world).e164, plain);
    },
    act: async () => undefined,
  },
  'xstate.error.actor.confirmCode': {
    how: (event) =>
      unreachable(event)
        ? 'The connection to the sign-in service drops while the code is checked (network interception: the emulator always answers)'
        : 'The Auth emulator refuses the sign-in: the number’s account is disabled (set in the emulator)',
    describe: () => '',
    arrange: async (world, event) => {
      if (unreachable(event)) await dropOnce(world.page, isConfirmingCode);
      else await shapeAccount(phoneOf(world).e164, { ...plain, disabled: true });
    },
    act: async () => undefined,
  },
  CHANGE_NUMBER: {
    act: async ({ page }) => {
      await page.getByRole('button', { name: 'Change phone number' }).click();
    },
  },
  EDIT: {
    // Only a message answers typing (the model ignores it elsewhere).
    when: (snapshot) =>
      snapshot.matches({ phoneEntry: 'showingError' }) ||
      snapshot.matches({ codeEntry: 'showingError' }) ||
      snapshot.matches({ registration: 'showingError' }),
    act: async ({ page }, _event, snapshot) => {
      await editField(page, snapshot).press('1');
    },
  },
  RESEND_CODE: {
    act: async ({ page }) => {
      await page.getByRole('button', { name: 'Send a new code' }).click();
    },
  },
  'xstate.done.actor.resendCountdown': {
    how: () => '30 seconds pass (the page’s clock is run on, second by second)',
    describe: () => '',
    act: async ({ page }) => {
      // Each second of the countdown sets the next one: run every timer on the way, not one jump.
      await page.clock.runFor(31_000);
    },
  },
  REGISTER: {
    describe: (event) => `${(event.profile as CustomerProfile).fname} ${(event.profile as CustomerProfile).lname}`,
    act: async ({ page }, event) => register(page, event.profile as CustomerProfile),
  },
  'xstate.done.actor.register': { how: () => 'The shop creates the customer record', describe: () => '', act: async () => undefined },
  'xstate.error.actor.register': {
    how: () => 'The connection drops while the customer record is created (network interception: the real server accepts it)',
    describe: () => '',
    arrange: async ({ page }) => {
      await page.route(
        isCustomerWrite,
        (route) => (route.request().method() === 'POST' ? route.abort('connectionfailed') : route.fallback()),
        { times: 1 },
      );
    },
    act: async () => undefined,
  },
  USER_CHANGED: {
    // On the phone or code page, a sign-in in another tab (an account without a name) takes this tab to registration.
    when: (snapshot, event) => {
      const user = (event as unknown as { user: { displayName: string | null } | null }).user;
      return (snapshot.matches('phoneEntry') || snapshot.matches('codeEntry')) && user !== null && !user.displayName;
    },
    how: () => 'Another tab signs in with a new number (SMS code from the Auth emulator); this tab hears it',
    describe: () => '',
    act: async ({ context }) => signInInAnotherTab(context),
  },
  RECAPTCHA_EXPIRED: {
    when: (snapshot) => snapshot.matches('sendingCode'),
    how: () =>
      'The connection to the sign-in service hangs (network interception) and the robot check’s answer expires a minute later (the page’s clock is moved on)',
    arrange: async ({ page, memory }) => {
      let held = false;
      memory.set('held', () => held);
      await page.route(isSendingCode, () => void (held = true), { times: 1 });
    },
    act: async ({ page, memory }) => {
      // The robot check is answered (half a second) before the code is asked for: its expiry counts from then.
      const held = memory.get('held') as () => boolean;
      await expect.poll(held, { timeout: 15_000 }).toBe(true);
      await page.clock.fastForward(61_000);
    },
  },
};

/**
 * A person's action only where the machine takes it: the generator also walks events a state ignores, and
 * the page does not offer them (no “Send a new code” before the delay, no form while checking).
 */
const actions: EventActions<typeof loginMachine> = Object.fromEntries(
  Object.entries(personal).map(([type, action]) => [
    type,
    action && !type.startsWith('xstate.')
      ? {
          ...action,
          when: (snapshot: Snapshot, event: EventObject & Record<string, unknown>) =>
            snapshot.can(event as LoginEvent) && (action.when?.(snapshot, event) ?? true),
        }
      : action,
  ]),
);

const notThroughUi = {
  '#login.phoneEntry --RECAPTCHA_EXPIRED':
    'the Auth emulator’s stand-in for reCAPTCHA only runs while a code is being sent and is reset when the send ends, so its answer never expires on the phone page (the real reCAPTCHA can); the expiry is played while sending',
};

export const loginFlow = defineFlow({
  name: 'login',
  model: loginModelOf('phoneEntry', undefined),
  words: loginWords,
  opensOn: 'the sign-in page, /auth/login',
  start: async (world) => {
    // The page's clock runs normally; steps that wait for the resend delay or the robot check's expiry move it on.
    await world.page.clock.install();
    await newShopper(world);
    await world.page.goto('/auth/login');
  },
  actions,
  checks: loginChecks,
  notThroughUi,
  timeoutMs: 180_000,
});

/** /auth/login/verify opened directly: no code was sent, so any code is refused. */
export const loginFromCodeLinkFlow = defineFlow({
  name: 'login',
  model: loginModelOf('codeEntry', undefined),
  words: loginWords,
  opensOn: 'the code page, /auth/login/verify, opened directly (no code was sent)',
  start: async ({ page }) => {
    await page.goto('/auth/login/verify');
  },
  actions: {
    SUBMIT_CODE: { ...actions.SUBMIT_CODE!, when: (snapshot) => snapshot.context.verificationId === null },
    EDIT: actions.EDIT,
  },
  checks: loginChecks,
  notThroughUi,
});

/** /auth/register opened by nobody signed in: there is no one to register, the shop leaves. */
export const loginFromRegisterLinkFlow = defineFlow({
  name: 'login',
  model: loginModelOf('registration', undefined),
  words: loginWords,
  opensOn: 'the registration page, /auth/register, opened by nobody signed in',
  start: async ({ page }) => {
    await page.goto('/auth/register');
  },
  actions: {
    USER_CHANGED: {
      when: (snapshot, event) => snapshot.matches('registration') && (event as unknown as { user: unknown }).user === null,
      how: () => 'The shop learns at load that nobody is signed in',
      byItself: () => true,
      describe: () => 'nobody',
      act: async () => undefined,
    },
  },
  checks: loginChecks,
  notThroughUi,
});
