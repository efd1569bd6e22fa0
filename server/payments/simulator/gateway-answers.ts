/**
 * What both of the simulator's APIs (checkout invoices and disbursements) answer as PayDunya does: its refusal
 * shape, and the key check every call goes through first.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PaydunyaKeys } from '../paydunya-client';
import { paydunyaHeaders } from '../paydunya-contract';

export const refusal = (reply: FastifyReply, status: number, code: string, text: string) =>
  reply.code(status).send({ response_code: code, response_text: text });

function keysMatch(request: FastifyRequest, keys: PaydunyaKeys): boolean {
  const header = (name: string) => request.headers[name];
  return (
    header(paydunyaHeaders.masterKey) === keys.masterKey &&
    header(paydunyaHeaders.privateKey) === keys.privateKey &&
    header(paydunyaHeaders.token) === keys.token
  );
}

/** Refuses, as PayDunya does (401, code 1001), every call of `api` that does not carry the shop's three keys. */
export function requireKeys(api: FastifyInstance, keys: PaydunyaKeys): void {
  api.addHook('onRequest', async (request, reply) => {
    if (!keysMatch(request, keys))
      return refusal(reply, 401, '1001', 'Invalid API keys (PAYDUNYA-MASTER-KEY, PAYDUNYA-PRIVATE-KEY, PAYDUNYA-TOKEN)');
  });
}
