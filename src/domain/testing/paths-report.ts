// A small report of the generated paths (what tests/paths/reporter.ts writes), for the server's and the flow
// studio's tests: the contact flow played twice, one path passed and one failed, with their screenshots.
import type { PathsSummary } from '../paths-report';

const contactSteps = [
  { event: 'xstate.init', value: 'editing' },
  { event: 'SUBMIT', value: 'submitting' },
  { event: 'xstate.done.actor.sendMessage', value: 'success' },
];

export const fixturePathsReport: PathsSummary = {
  finishedAt: '2026-11-27T06:30:00.000Z',
  machines: {
    contact: {
      states: { covered: 6, total: 7 },
      transitions: { covered: 9, total: 10 },
      paths: { passed: 1, failed: 1 },
      notReached: [],
      played: [
        {
          number: 1,
          passed: true,
          steps: contactSteps,
          failedAtStep: null,
          error: null,
          screenshots: [
            { step: 0, file: '1-step-0.png', failed: false },
            { step: 1, file: '1-step-1.png', failed: false },
            { step: 2, file: '1-step-2.png', failed: false },
          ],
        },
        {
          number: 2,
          passed: false,
          steps: [...contactSteps.slice(0, 2), { event: 'xstate.error.actor.sendMessage', value: 'failure' }],
          failedAtStep: 2,
          error: 'Path failed: contact 2/2\n  step 2: Failed: sending the message\n  expect(locator).toBeVisible() failed',
          screenshots: [
            { step: 0, file: '2-step-0.png', failed: false },
            { step: 1, file: '2-step-1.png', failed: false },
            { step: 2, file: '2-failed-2.png', failed: true },
          ],
        },
      ],
    },
  },
};
