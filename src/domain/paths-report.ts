import { z } from 'zod/mini';

/**
 * The generated paths' report (`npm run test:paths`, tests/paths/reporter.ts): reports/paths/summary.json and
 * a screenshot per step of each path, which the server lends the flow studio (GET /api/flow-studio/paths-report)
 * so the product owner sees how each path QA plays did in the last run.
 */

/** A machine's name as the report keys it (tests/paths/flows: `cart`, `orderStatus`…). */
export const reportMachineSchema = z.string().check(z.regex(/^[A-Za-z][A-Za-z0-9_-]{0,63}$/, 'not a flow name'));

/** A screenshot's file name: the path's number, then its step (`3-step-2.png`) or the failure (`3-failed-4.png`). */
export const screenshotFileSchema = z
  .string()
  .check(z.regex(/^[0-9]{1,4}-(step|failed)-[0-9]{1,4}\.png$/, 'not a screenshot of the report'));

/** `GET /api/flow-studio/paths-report/screenshots/:machine/:file`. */
export const screenshotParamsSchema = z.object({ machine: reportMachineSchema, file: screenshotFileSchema });

/** A machine's state value as xstate writes it: a state's key, or nested keys for the states inside. */
export type StateValueJson = string | { [key: string]: StateValueJson };
const stateValueSchema: z.ZodMiniType<StateValueJson> = z.union([
  z.string(),
  z.record(
    z.string(),
    z.lazy(() => stateValueSchema),
  ),
]);

export const reportScreenshotSchema = z.object({
  /** The step it was taken after (0: the first page), as the path's steps count them. */
  step: z.number(),
  file: screenshotFileSchema,
  /** The whole page when the step failed; otherwise what the shopper saw once the step's state was checked. */
  failed: z.boolean(),
});
export type ReportScreenshot = z.infer<typeof reportScreenshotSchema>;

/** One path as the browser played it. */
export const playedPathSchema = z.object({
  /** 1 to N across the machine, as reports/paths/README.md numbers them. */
  number: z.number(),
  /** Where the path's flow opens, when the machine is played from several pages (login opens on three). */
  opensOn: z.optional(z.string()),
  passed: z.boolean(),
  /** Each event (`xstate.init` first) and the state the model expected after it. */
  steps: z.array(z.object({ event: z.string(), value: stateValueSchema })),
  /** The step that failed, null when the path passed (or failed before its first step). */
  failedAtStep: z.nullable(z.number()),
  /** Why it failed, first lines, in Playwright's words (English). */
  error: z.nullable(z.string()),
  screenshots: z.array(reportScreenshotSchema),
});
export type PlayedPath = z.infer<typeof playedPathSchema>;

const coverage = z.object({ covered: z.number(), total: z.number() });

export const machineSummarySchema = z.object({
  states: coverage,
  transitions: coverage,
  paths: z.object({ passed: z.number(), failed: z.number() }),
  /** Each state or transition not reached through the shop, with the reason its flow gives (null: none known, a path or the shop is wrong). */
  notReached: z.array(z.object({ item: z.string(), reason: z.nullable(z.string()) })),
  played: z.array(playedPathSchema),
});
export type MachineSummary = z.infer<typeof machineSummarySchema>;

export const pathsSummarySchema = z.object({
  /** When the run ended (ISO 8601). */
  finishedAt: z.string(),
  /** The machines the run played (all, or those of `--only`). */
  machines: z.record(z.string(), machineSummarySchema),
});
export type PathsSummary = z.infer<typeof pathsSummarySchema>;

/**
 * The studio's question "how did the last run go?": no run yet (no summary.json), a summary written by an
 * older runner (without each path's result), or the summary.
 */
export const pathsReportResponseSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('none') }),
  z.object({ status: z.literal('outdated') }),
  z.object({ status: z.literal('ready'), report: pathsSummarySchema }),
]);
export type PathsReportResponse = z.infer<typeof pathsReportResponseSchema>;

export const pathsReportUrl = '/api/flow-studio/paths-report';
export const screenshotUrl = (machine: string, file: string) =>
  `${pathsReportUrl}/screenshots/${encodeURIComponent(machine)}/${encodeURIComponent(file)}`;
