// What a member of the staff sees in each state of an action on an order (src/machines/admin-order-action.ts),
// on the order's page of the back office.
import { expect, type Page } from '@playwright/test';
import type { orderActionMachine } from '../../../src/machines/admin-order-action';
import type { StateChecks } from '../flow';

export const actionsPanel = (page: Page) => page.getByRole('main').getByRole('region', { name: 'What happens next' });
export const actionButton = (page: Page, name: string) => actionsPanel(page).getByRole('button', { name, exact: true });
const confirmGroup = (page: Page) => actionsPanel(page).getByRole('group', { name: /^Confirm: / });
const note = (page: Page) => actionsPanel(page).getByLabel('Note for the history (optional)');

export const orderActionChecks: StateChecks<typeof orderActionMachine> = {
  /** "The order shows the buttons of what can happen next": a paid order is prepared or refunded; nothing asks to confirm. */
  'adminOrderAction.idle': async ({ page }) => {
    await expect(actionButton(page, 'Start preparing')).toBeEnabled();
    await expect(actionButton(page, 'Mark refunded')).toBeEnabled();
    await expect(confirmGroup(page)).toHaveCount(0);
  },
  /** "A weighty action waits for a second yes (or a no) beside its button". */
  'adminOrderAction.confirming': async ({ page }) => {
    await expect(confirmGroup(page)).toHaveAccessibleName('Confirm: Mark refunded');
    await expect(confirmGroup(page).getByRole('button', { name: 'Yes: Mark refunded' })).toBeVisible();
    await expect(confirmGroup(page).getByRole('button', { name: 'No, keep it' })).toBeVisible();
  },
  /** "Sending the action to the server; every button waits". */
  'adminOrderAction.sending': async ({ page }) => {
    await expect(actionsPanel(page).getByRole('button', { disabled: true }).first()).toBeVisible();
  },
  /** "Done: the order shows its new state and what can happen next; the note is emptied". */
  'adminOrderAction.done': async ({ page }) => {
    await expect(actionsPanel(page).getByRole('button', { name: 'Start preparing' })).toHaveCount(0);
    await expect(note(page).or(actionsPanel(page).getByText('Nothing is left to do for this order.'))).toBeVisible();
    if (await note(page).count()) await expect(note(page)).toHaveValue('');
  },
  /** "The action was refused (the order had moved on) or got no answer": the reason shows. */
  'adminOrderAction.failed': async ({ page }) => {
    await expect(actionsPanel(page).getByText(/This action is no longer possible: the order is now/)).toBeVisible();
  },
  /** "Kept as it was: nothing was sent": the buttons, nothing to confirm. */
  'adminOrderAction.cancelled': async ({ page }) => {
    await expect(confirmGroup(page)).toHaveCount(0);
    await expect(actionButton(page, 'Mark refunded')).toBeEnabled();
  },
};
