/**
 * The local SMS provider's pages (SMS_PROVIDER=simulator, never in production), served like the PayDunya
 * simulator: `/sms-sim/` lists what was sent to whom, newest first (`?to=+221…` for one number);
 * `GET /sms-sim/api/messages` answers the same as `{ data: [{ to, text, created_at }] }`; and
 * `POST /sms-sim/api/fail-next {"count": N}` makes the next N sends fail (retry tests and e2e).
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { BodyValidationError } from '../../errors';
import { inboxCss, inboxPage } from './inbox-page';
import type { SmsSimulator } from './store';

export const smsSimulatorPath = '/sms-sim';

// Not the shop's API: out of the OpenAPI document and of the shopper's write allowance.
const quiet = { config: { rateLimit: false }, schema: { hide: true } } as const;
const inboxQuery = z.object({ to: z.string().trim().min(1).max(30).optional() });
const failNextBody = z.object({ count: z.number().int().min(0).max(1000) });

export async function registerSmsSimulator(app: FastifyInstance, simulator: SmsSimulator): Promise<void> {
  await app.register(
    async (scope) => {
      scope.get('/', quiet, async (request, reply) => {
        const to = inboxQuery.safeParse(request.query).data?.to;
        return reply
          .header('cache-control', 'no-store')
          .type('text/html; charset=utf-8')
          .send(inboxPage(await simulator.messages(to), smsSimulatorPath, to));
      });
      scope.get('/assets/inbox.css', quiet, async (_request, reply) => reply.type('text/css; charset=utf-8').send(inboxCss));
      scope.get('/api/messages', quiet, async (request, reply) => {
        const to = inboxQuery.safeParse(request.query).data?.to;
        return reply.header('cache-control', 'no-store').send({ data: await simulator.messages(to) });
      });
      scope.post('/api/fail-next', quiet, async (request, reply) => {
        const parsed = failNextBody.safeParse(request.body);
        if (!parsed.success) throw new BodyValidationError([{ path: 'count', message: 'must be a whole number from 0 to 1000' }]);
        await simulator.failNext(parsed.data.count);
        return reply.send({ fail_next: parsed.data.count });
      });
    },
    { prefix: smsSimulatorPath },
  );
}
