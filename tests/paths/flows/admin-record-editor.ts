// A record's edit form played in the back office: each event of tests/model/admin-record-editor.model.ts as a
// member of the staff, a colleague in another tab or the network makes it. The record is a product of its own per
// path (31 to 35: paths run side by side, and no other flow reads these); the staff member saves it as it is (a save that changes nothing keeps its version), a colleague changes its English
// description by a mark they add or take away, so the server has a newer version to refuse a stale save with.
import { test } from '@playwright/test';
import { recordEditorWords } from '../../../src/machines/admin-record-editor.words';
import { recordEditorModel } from '../../model/admin-record-editor.model';
import { defineFlow, type World } from '../flow';
import { staffOpens } from './admin.world';
import { productForm, recordEditorChecks, saveButton } from './admin-record-editor.checks';

/** The path's product: 30 + the path's number, so paths on parallel workers never edit the same record. */
const productOf = (world: World): number => world.memory.get('productId') as number;
const productPage = (world: World) => `/admin/catalogue/products/${productOf(world)}`;
const errorOf = (event: object) => (event as { error: { failure?: { kind: string; current?: Record<string, unknown> } } }).error;
const isConflict = (event: object) => errorOf(event).failure?.kind === 'conflict';
const hasVersion = (event: object) => typeof errorOf(event).failure?.current?.version === 'number';

const mark = ' ·';

/** A colleague changes the same product in another tab: a mark added to its English description, or taken away. */
async function colleagueSaves(world: World) {
  const tab = await world.context.newPage();
  try {
    await tab.goto(productPage(world));
    const description = productForm(tab).getByLabel('Description (English)');
    const text = await description.inputValue();
    await description.fill(text.endsWith(mark) ? text.slice(0, -mark.length) : `${text}${mark}`);
    await saveButton(tab).click();
    await tab.getByRole('main').getByText('Saved. Shoppers see it now.').waitFor();
  } finally {
    await tab.close();
  }
}

const saveOutcome = (id: string) => ({
  [`xstate.done.actor.${id}`]: { how: () => 'The server saves it', act: async () => undefined },
  [`xstate.error.actor.${id}`]: {
    // The server always sends the saved version with a 409; the form never sends what the API's schema refuses.
    when: (_: unknown, event: object) => !isConflict(event) || hasVersion(event),
    how: (event: object) =>
      isConflict(event)
        ? 'A colleague saved the same product in another tab just before (a real 409 with both versions)'
        : 'The connection drops while the form is saved (network interception: the form only sends what the server accepts)',
    arrange: async (world: World, event: object) => {
      if (isConflict(event)) await colleagueSaves(world);
      else
        await world.page.route(
          (url) => url.pathname === `/api/admin/products/${productOf(world)}`,
          (route) => route.abort('connectionfailed'),
          { times: 1 },
        );
    },
    act: async () => undefined,
  },
});

export const recordEditorFlow = defineFlow({
  name: 'adminRecordEditor',
  model: recordEditorModel,
  words: recordEditorWords,
  start: async (world) => {
    world.memory.set('productId', 30 + Number(/ (\d+)\/\d+: /.exec(test.info().title)?.[1] ?? 1));
    await staffOpens(world, productPage(world));
    await productForm(world.page).waitFor();
  },
  actions: {
    SAVE: {
      describe: () => 'as it is',
      act: async ({ page }) => saveButton(page).click(),
    },
    EDIT: {
      // Typing a letter and taking it back: the form changes, its values do not.
      act: async ({ page }) => {
        const field = productForm(page).getByRole('textbox').first();
        await field.press('End');
        await field.press('x');
        await field.press('Backspace');
      },
    },
    RELOAD: { act: async ({ page }) => page.getByRole('main').getByRole('button', { name: 'Reload the saved version' }).click() },
    OVERWRITE: { act: async ({ page }) => page.getByRole('main').getByRole('button', { name: 'Save mine over it' }).click() },
    ...saveOutcome('saveRecord'),
    ...saveOutcome('overwrite'),
  },
  checks: recordEditorChecks,
  notThroughUi: {},
});
