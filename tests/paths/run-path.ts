// Plays one generated path in the shop: one test.step per event, the state's check and a screenshot after it,
// and a failure that names the path, the step, the state the model expected and what the page showed.
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import type { AnyStateMachine, EventObject, StateValue } from 'xstate';
import { getStateNodes } from 'xstate/graph';
import type { ModelPath, Snap } from '../model/paths';
import type { BrowserFlow, World } from './flow';
import { nodesOf, type TabRecord } from './probe';
import { stateWords, stepWords } from './words';

/** Long enough for a real server answer or a sign-in on a loaded machine; delays of 10 s are waited for in full. */
const stateTimeoutMs = 25_000;
/** A state the outside world ends within this long after the runner starts looking may pass unchecked. */
const graceMs = 2_000;

/** The states of a value the shopper can be seen in: its deepest ones (a flat machine: the machine itself). */
export function observedStates(machine: AnyStateMachine, value: StateValue): string[] {
  const nodes = nodesOf(machine, value);
  return nodes.filter((node) => node.type === 'atomic' || node.type === 'final' || nodes.length === 1).map((node) => node.id);
}

/** Every state a shopper can be seen in (not left at once by `always`) needs its check. */
export function statesWithoutCheck(flow: BrowserFlow<AnyStateMachine>): string[] {
  const machine = flow.model.machine;
  const all = [machine.root, ...getStateNodes(machine.root)];
  const leaves = all.filter(
    (node) => (node.type === 'atomic' || node.type === 'final' || Object.keys(machine.root.states).length === 0) && !node.always?.length,
  );
  return [...new Set(leaves.map((node) => node.id))].filter((id) => !flow.checks[id]);
}

/**
 * What the tab shows, for the report. A step that ends with the browser leaving for the gateway's page may meet
 * the page being replaced, which Chromium refuses to capture (and whose load may never be reported to this
 * tab): a few short tries, then the report says why there is no picture. A screenshot is the report's, never a
 * check: the state's check has already passed or failed on its own.
 */
async function attachScreenshot(testInfo: TestInfo, name: string, page: Page, fullPage = false): Promise<void> {
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      await testInfo.attach(name, { body: await page.screenshot({ fullPage, timeout: 5_000 }), contentType: 'image/png' });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  await testInfo.attach(`${name} (no screenshot)`, {
    body: `The page at ${page.url()} was being replaced (a navigation) and could not be captured.`,
    contentType: 'text/plain',
  });
}

const same = (a: StateValue, b: StateValue) => JSON.stringify(a) === JSON.stringify(b);

async function whatThePageShows(world: World, latest: TabRecord | undefined): Promise<string> {
  const heading = await world.page
    .getByRole('heading', { level: 1 })
    .first()
    .innerText({ timeout: 1_000 })
    .catch(() => '(no heading)');
  const alert = await world.page
    .getByRole('alert')
    .filter({ hasText: /\S/ })
    .first()
    .innerText({ timeout: 500 })
    .catch(() => '');
  const machine = latest ? `its actor was at ${JSON.stringify(latest.value)} (after ${latest.event})` : 'its actor never reported';
  return `${world.page.url()} — heading “${heading.trim()}”${alert ? `, alert “${alert.trim()}”` : ''}; ${machine}`;
}

export async function runPath<M extends AnyStateMachine>(
  flow: BrowserFlow<M>,
  path: ModelPath<M>,
  world: World,
  records: TabRecord[],
  testInfo: TestInfo,
  pathName: string,
): Promise<void> {
  const machine = flow.model.machine;
  const latest = () => records.filter((record) => record.tab === 0 && record.machine === flow.name).at(-1);

  // Where the previous step's state was reported: each step's state must be reported after it.
  let cursor = 0;
  const reach = async (index: number) => {
    const step = path.steps[index]!;
    const expected = step.state as Snap<M>;
    const next = path.steps[index + 1]?.event as EventObject | undefined;
    // One snapshot per event the actor handled (a flat machine reports every change, even to the same value).
    const reported = () =>
      records.findIndex(
        (record, at) =>
          at >= cursor &&
          record.tab === 0 &&
          record.kind === 'snapshot' &&
          record.machine === flow.name &&
          same(record.value, expected.value),
      );
    await expect
      .poll(reported, { timeout: stateTimeoutMs, message: 'the shop’s actor reports the expected state' })
      .toBeGreaterThanOrEqual(0);
    cursor = reported() + 1;
    const now = latest();
    // A path may end in a state the outside world then leaves (the server answers): that is no failure either.
    const nextByItself =
      next && (next.type.startsWith('xstate.') || flow.actions[next.type]?.byItself?.(next as EventObject & Record<string, unknown>));
    const leftByItself = !next || nextByItself;
    const movedOnByItself = leftByItself && now && !same(now.value, expected.value);
    const passedThrough = () =>
      testInfo.annotations.push({ type: 'passed through', description: `step ${index}: ${stateWords(machine, expected.value)}` });
    if (movedOnByItself) {
      // Left before it could be looked at (the server answered at once): the probe saw it, the next step checks on.
      passedThrough();
    } else {
      const lookedAt = Date.now();
      const leftAfter = () =>
        records.find(
          (record, at) =>
            at >= cursor &&
            record.tab === 0 &&
            record.kind === 'snapshot' &&
            record.machine === flow.name &&
            !same(record.value, expected.value),
        );
      const checks = (async () => {
        for (const id of observedStates(machine, expected.value)) await flow.checks[id]!(world, expected);
      })();
      // The outside world may end the state while it is looked at (the server answers): the look stops there, and
      // only a state that stayed more than graceMs without showing its check is a failure.
      let looking = true;
      const left = leftByItself
        ? (async () => {
            while (looking && !leftAfter()) await new Promise((resolve) => setTimeout(resolve, 50));
          })()
        : new Promise<never>(() => undefined);
      checks.catch(() => undefined);
      const outcome = await Promise.race([checks.then(() => 'shown' as const), left.then(() => 'left' as const)]).finally(
        () => (looking = false),
      );
      if (outcome === 'left') {
        const leftAt = leftAfter()?.at ?? Date.now();
        if (leftAt - lookedAt > graceMs) await checks;
        passedThrough();
      }
    }
    await attachScreenshot(testInfo, `step ${index}: ${observedStates(machine, expected.value).join(', ')}`, world.page);
  };

  const play = async (index: number, title: string, act: () => Promise<void>) => {
    await test.step(title, async () => {
      try {
        await act();
        await reach(index);
      } catch (error) {
        const shown = await whatThePageShows(world, latest());
        await attachScreenshot(testInfo, `failed at step ${index}`, world.page, true);
        const reason = error instanceof Error ? error.message.split('\n').slice(0, 6).join('\n') : String(error);
        throw new Error(
          `Path failed: ${pathName}\n  step ${index}: ${title}\n  the model expected: ${stateWords(machine, path.steps[index]!.state.value)}\n  the page showed: ${shown}\n  ${reason}`,
        );
      }
    });
  };

  // A step arranges the next one, and the ones after it while each happens by itself (the server's answer to
  // what the page reported by itself follows the person's action too); each is arranged once.
  const arranged = new Set<number>();
  const arrangedBy = (index: number) => {
    const found: Array<[number, EventObject & Record<string, unknown>]> = [];
    for (let at = index + 1; at < path.steps.length; at++) {
      const following = path.steps[at]!.event as EventObject & Record<string, unknown>;
      const next = flow.actions[following.type];
      if (next?.arrange && !arranged.has(at)) found.push([at, following]);
      if (!(following.type.startsWith('xstate.') || next?.byItself?.(following))) break;
    }
    return found;
  };
  await play(0, `0. A new shopper opens the shop (${stateWords(machine, path.steps[0]!.state.value)})`, () => flow.start(world));
  for (let index = 1; index < path.steps.length; index++) {
    const step = path.steps[index]!;
    const event = step.event as EventObject & Record<string, unknown>;
    const action = flow.actions[event.type];
    if (!action) throw new Error(`${flow.name}: no action for ${event.type}, yet the generator chose it.`);
    const previous = path.steps[index - 1]!.state as Snap<M>;
    await play(index, `${index}. ${stepWords(flow, step.event, previous)}`, async () => {
      for (const [at, following] of arrangedBy(index)) {
        arranged.add(at);
        await flow.actions[following.type]!.arrange!(world, following);
      }
      await action.act(world, event, previous);
    });
  }
}
