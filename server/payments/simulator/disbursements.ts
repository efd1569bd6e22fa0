/**
 * The local PayDunya's disbursement ("PUSH") endpoints, beside its checkout ones (routes.ts), with the
 * same key check: get-invoice, submit-invoice and check-status under /paydunya-sim/api/v2/disburse/.
 * A payout succeeds at once unless a control endpoint scripted otherwise for its wallet:
 *
 * - `POST /paydunya-sim/disburse/fail-next {account_alias, reason?}`: the next payout to that wallet fails;
 * - `POST /paydunya-sim/disburse/hold-next {account_alias}`: the next one stays pending, until
 * - `POST /paydunya-sim/disburse/:token/settle {status: success|failed, reason?}` decides it and posts
 *   the callback to its callback_url, as PayDunya does once a payout is final.
 *
 * Payouts live in this process's memory (unlike invoices): a simulated refund is made, settled and
 * called back by the same process. Registered only when PAYDUNYA_MODE=simulator.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { hasControlCharacters } from '../../../src/domain/input-rules';
import { formContentType, toFormBody } from '../form-body';
import { ipnHash, type PaydunyaKeys } from '../paydunya-client';
import { refusal, requireKeys } from './gateway-answers';
import { successCode } from '../paydunya-contract';
import {
  disburseCheckStatusRequestSchema,
  disburseGetInvoiceRequestSchema,
  disburseSubmitRequestSchema,
  withdrawModes,
  type DisburseGetInvoiceRequest,
  type DisburseStatus,
} from '../disburse-contract';

export interface SimulatedDisbursement {
  token: string;
  request: DisburseGetInvoiceRequest;
  /** `created` until submit-invoice. */
  status: 'created' | DisburseStatus;
  disburseId: string | null;
  failReason: string | null;
}

type Script = { outcome: 'failed'; reason: string } | { outcome: 'pending' };

const maxDisbursements = 10_000;

export class DisbursementSimulator {
  /** Every payout asked of this process's simulator, by token (tests read them). */
  readonly disbursements = new Map<string, SimulatedDisbursement>();
  private readonly scripts = new Map<string, Script>();

  constructor(
    private readonly masterKey: string,
    private readonly doFetch: typeof fetch,
  ) {}

  /** The next payout to this wallet fails with `reason`. */
  failNext(accountAlias: string, reason = 'Recipient wallet unavailable (simulated)'): void {
    this.scripts.set(accountAlias, { outcome: 'failed', reason });
  }

  /** The next payout to this wallet stays pending until settle(). */
  holdNext(accountAlias: string): void {
    this.scripts.set(accountAlias, { outcome: 'pending' });
  }

  create(request: DisburseGetInvoiceRequest): SimulatedDisbursement {
    if (this.disbursements.size >= maxDisbursements) this.disbursements.delete(this.disbursements.keys().next().value ?? '');
    const disbursement: SimulatedDisbursement = {
      token: `test_disburse_${randomBytes(12).toString('hex')}`,
      request,
      status: 'created',
      disburseId: null,
      failReason: null,
    };
    this.disbursements.set(disbursement.token, disbursement);
    return disbursement;
  }

  submit(disbursement: SimulatedDisbursement, disburseId: string | null): void {
    const script = this.scripts.get(disbursement.request.account_alias);
    this.scripts.delete(disbursement.request.account_alias);
    disbursement.disburseId = disburseId;
    if (script?.outcome === 'failed') Object.assign(disbursement, { status: 'failed', failReason: script.reason });
    else disbursement.status = script?.outcome === 'pending' ? 'pending' : 'success';
  }

  /** Decides a pending payout and posts the callback; false when it was not pending. */
  async settle(token: string, status: 'success' | 'failed', reason: string | null): Promise<boolean> {
    const disbursement = this.disbursements.get(token);
    if (disbursement?.status !== 'pending') return false;
    Object.assign(disbursement, {
      status,
      failReason: status === 'failed' ? (reason ?? 'Payout refused by the operator (simulated)') : null,
    });
    const callbackUrl = disbursement.request.callback_url;
    if (!callbackUrl) return true;
    await this.doFetch(callbackUrl, {
      method: 'POST',
      headers: { 'content-type': formContentType },
      body: toFormBody({
        data: {
          hash: ipnHash(this.masterKey),
          disburse_token: token,
          status,
          ...(disbursement.failReason ? { fail_reason: disbursement.failReason } : {}),
        },
      }),
      signal: AbortSignal.timeout(15_000),
    }).catch(() => undefined);
    return true;
  }
}

const quiet = { config: { rateLimit: false }, schema: { hide: true } } as const;
const alias = z.object({ account_alias: z.string().regex(/^\d{8,10}$/), reason: z.string().min(1).max(200).optional() });
const settleBody = z.object({ status: z.enum(['success', 'failed']), reason: z.string().min(1).max(200).optional() });
const tokenParams = z.object({
  token: z
    .string()
    .min(1)
    .max(100)
    .refine((token) => !hasControlCharacters(token)),
});

function statusAnswer(disbursement: SimulatedDisbursement) {
  if (disbursement.status === 'created') return { response_code: '4004', response_text: 'Disbursement invoice not submitted' };
  return {
    response_code: successCode,
    response_text:
      disbursement.status === 'failed'
        ? (disbursement.failReason ?? 'Failed')
        : disbursement.status === 'success'
          ? 'Transaction successful'
          : 'Transaction pending',
    description: disbursement.failReason ?? '',
    status: disbursement.status,
    transaction_id: disbursement.token.slice(-12),
  };
}

export async function registerDisbursementSimulator(
  app: FastifyInstance,
  options: { keys: PaydunyaKeys; fetch?: typeof fetch },
): Promise<DisbursementSimulator> {
  const simulator = new DisbursementSimulator(options.keys.masterKey, options.fetch ?? fetch);
  await app.register(
    async (scope) => {
      await scope.register(
        async (api) => {
          requireKeys(api, options.keys);

          api.post('/get-invoice', quiet, async (request, reply) => {
            const parsed = disburseGetInvoiceRequestSchema.safeParse(request.body);
            if (!parsed.success)
              return refusal(
                reply,
                422,
                '1002',
                `Invalid disbursement: ${parsed.error.issues[0]?.path.join('.')} ${parsed.error.issues[0]?.message}`,
              );
            if (!withdrawModes.includes(parsed.data.withdraw_mode))
              return refusal(reply, 422, '1003', `Unknown withdraw_mode ${parsed.data.withdraw_mode}`);
            return { response_code: successCode, disburse_token: simulator.create(parsed.data).token };
          });

          api.post('/submit-invoice', quiet, async (request, reply) => {
            const parsed = disburseSubmitRequestSchema.safeParse(request.body);
            const disbursement = parsed.success ? simulator.disbursements.get(parsed.data.disburse_invoice) : undefined;
            if (!parsed.success || !disbursement) return refusal(reply, 404, '1004', 'Disbursement invoice not found');
            if (disbursement.status !== 'created') return refusal(reply, 409, '1005', 'Disbursement invoice already submitted');
            simulator.submit(disbursement, parsed.data.disburse_id ?? null);
            return statusAnswer(disbursement);
          });

          api.post('/check-status', quiet, async (request, reply) => {
            const parsed = disburseCheckStatusRequestSchema.safeParse(request.body);
            const disbursement = parsed.success ? simulator.disbursements.get(parsed.data.disburse_invoice) : undefined;
            if (!disbursement) return refusal(reply, 404, '1004', 'Disbursement invoice not found');
            return statusAnswer(disbursement);
          });
        },
        { prefix: '/api/v2/disburse' },
      );

      // ── controls for tests and local runs (no PayDunya counterpart) ──
      scope.post('/disburse/fail-next', quiet, async (request, reply) => {
        const parsed = alias.safeParse(request.body);
        if (!parsed.success) return reply.code(400).send({ message: 'account_alias: 8 to 10 digits' });
        simulator.failNext(parsed.data.account_alias, parsed.data.reason);
        return { scripted: 'failed' };
      });
      scope.post('/disburse/hold-next', quiet, async (request, reply) => {
        const parsed = alias.safeParse(request.body);
        if (!parsed.success) return reply.code(400).send({ message: 'account_alias: 8 to 10 digits' });
        simulator.holdNext(parsed.data.account_alias);
        return { scripted: 'pending' };
      });
      scope.post('/disburse/:token/settle', quiet, async (request, reply) => {
        const params = tokenParams.safeParse(request.params);
        const body = settleBody.safeParse(request.body);
        if (!params.success || !body.success) return reply.code(400).send({ message: 'status: success or failed' });
        if (!(await simulator.settle(params.data.token, body.data.status, body.data.reason ?? null)))
          return reply.code(409).send({ message: 'No pending disbursement with this token' });
        return { settled: body.data.status };
      });
    },
    { prefix: '/paydunya-sim' },
  );
  return simulator;
}
