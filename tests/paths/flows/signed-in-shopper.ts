// A registered shopper for the booking and contact paths (issue 21: her forms start with her customer record):
// an account made through the Auth emulator's REST API and the shop's own POST /api/customers, as the register
// page makes it, then signed in from the shop's header in the browser with the SMS code the emulator keeps.
import { expect, type APIRequestContext, type Locator } from '@playwright/test';
import { freshSenegalMobile } from '../../../e2e/support/sms';
import type { PersonDetails } from '../../../src/domain/person-prefill';
import type { World } from '../flow';
import { nameAccount, signInByPhone } from './emulator-accounts';
import { signInWithCode } from './sign-in.world';

const shopperKey = 'signed-in shopper';

/** Her customer record; the same as the model's (tests/model/booking.model.ts `awa`) but for her fresh number. */
export function registeredShopper(world: World): PersonDetails | undefined {
  return world.memory.get(shopperKey) as PersonDetails | undefined;
}

/** Registers a fresh number with `details` (name on the account, customer record) and signs her in from the header. */
export async function signInAsRegisteredShopper(world: World, details: Omit<PersonDetails, 'phone'>): Promise<void> {
  const phone = freshSenegalMobile();
  await register(world.request, phone, details);
  world.memory.set(shopperKey, { ...details, phone: phone.national });
  const { page } = world;
  await signInWithCode(page, phone, page.getByRole('banner'));
  await expect(page).not.toHaveURL(/\/auth\//);
  await expect(page.getByRole('banner').getByRole('button', { name: /^Account/ })).toBeVisible();
}

async function register(
  request: APIRequestContext,
  phone: { national: string; e164: string },
  details: Omit<PersonDetails, 'phone'>,
): Promise<void> {
  const { idToken, uid } = await signInByPhone(phone);
  await nameAccount(idToken, `${details.fname} ${details.lname}`);
  const created = await request.post('/api/customers?locale=en', {
    headers: { authorization: `Bearer ${idToken}` },
    data: { ...details, auth_id: uid, phone: phone.e164 },
  });
  if (!created.ok()) throw new Error(`registering the customer: ${created.status()} ${await created.text()}`);
}

/**
 * The fields an untyped form shows: her details when the model knows her (her own number, not the model's), else
 * (a visitor's form) empty.
 */
export async function expectPersonFields(form: Locator, person: PersonDetails | null, world: World, fields: (keyof PersonDetails)[]) {
  const shown = person ? (registeredShopper(world) ?? person) : null;
  const labels: Record<keyof PersonDetails, string> = {
    fname: 'First name',
    lname: 'Last name',
    email: 'Email',
    address: 'Address',
    phone: 'Phone',
  };
  for (const name of fields) await expect(form.getByLabel(labels[name], { exact: true })).toHaveValue(shown?.[name] ?? '');
}
