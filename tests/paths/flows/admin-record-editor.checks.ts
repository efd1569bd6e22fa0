// What a member of the staff sees in each state of a record's edit form (src/machines/admin-record-editor.ts),
// on a product's page of the back office.
import { expect, type Page } from '@playwright/test';
import type { recordEditorMachine } from '../../../src/machines/admin-record-editor';
import type { StateChecks } from '../flow';

export const productForm = (page: Page) => page.getByRole('main').getByRole('form', { name: /^Edit / });
export const saveButton = (page: Page) => productForm(page).getByRole('button', { name: 'Save', exact: true });
const savedMessage = (page: Page) => page.getByRole('main').getByText('Saved. Shoppers see it now.');
const conflictMessage = (page: Page) =>
  page.getByRole('main').getByText('Someone else saved this record while you were editing it. Nothing of yours was saved.');

export const recordEditorChecks: StateChecks<typeof recordEditorMachine> = {
  /** "The staff member changes the form": Save is offered, no outcome shows. */
  'adminRecordEditor.editing': async ({ page }) => {
    await expect(saveButton(page)).toBeEnabled();
    await expect(savedMessage(page)).toHaveCount(0);
    await expect(conflictMessage(page)).toHaveCount(0);
  },
  /** "Saving the form": Save waits. */
  'adminRecordEditor.saving': async ({ page }) => {
    await expect(saveButton(page)).toBeDisabled();
  },
  /** "Saved: shoppers see it now". */
  'adminRecordEditor.saved': async ({ page }) => {
    await expect(savedMessage(page)).toBeVisible();
    await expect(saveButton(page)).toBeEnabled();
  },
  /** "The save was refused or got no answer; nothing was saved": the reason shows, no "Saved". */
  'adminRecordEditor.failed': async ({ page }) => {
    await expect(page.getByRole('main').getByText('The server could not be reached. Check the connection and try again.')).toBeVisible();
    await expect(savedMessage(page)).toHaveCount(0);
  },
  /** "Someone else saved this record meanwhile": said so, with both choices. */
  'adminRecordEditor.conflict': async ({ page }) => {
    await expect(conflictMessage(page)).toBeVisible();
    await expect(page.getByRole('main').getByRole('button', { name: 'Reload the saved version' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('button', { name: 'Save mine over it' })).toBeVisible();
  },
  /** "Saving mine again, at the version saved meanwhile": Save waits. */
  'adminRecordEditor.overwriting': async ({ page }) => {
    await expect(saveButton(page)).toBeDisabled();
  },
};
