/**
 * Builds the shop's HTTP server without listening, so tests drive it in-process with
 * `app.inject()` and `main.ts` runs the very same thing on a port.
 */
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { createJsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { en as englishZodMessages } from 'zod/locales';
import { config as configureZod } from 'zod/mini';
import type { Config } from './config';
import type { Db } from './db/client';
import { registerErrorHandling, sendApiError, toApiError } from './errors';
import { refuseCrossSiteWrites } from './cross-site';
import { censorChildBindings, logController, loggerOptions } from './logging';
import { keepPersonalResponsesPrivate } from './personal-responses';
import { parseQueryString } from './querystring';
import { rememberParses } from './http/remembered-query-strings';
import { rememberQueryValidation } from './http/remembered-query-validation';
import { sharedRateLimitStore } from './rate-limit-store';
import { installAuth } from './auth';
import { installCatalogueCache } from './cache/cached-get';
import { apiRoutes, rootRoutes } from './http/route-registry';
import type { RouteDeps } from './http/route-deps';
import { sendSecurityHeaders } from './security-headers';
import type { ShopRendererSource } from './seo/shop-renderer';
import { registerStaticFiles } from './static-files';

export interface AppDeps {
  db: Db;
  /** Where logs go instead of stdout (tests read them). */
  logStream?: NodeJS.WritableStream;
  /** The server's clock (booking rules compare with it); tests fix it. */
  now?: () => Date;
  /** The first screens' renderer, instead of the one built beside the client (tests render from the sources). */
  renderer?: ShopRendererSource;
}

const writeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Every schema is zod: naming the zod compilers as Fastify's defaults keeps it from loading its own
 * (Ajv, the fast-json-stringify compiler), never used — ~0.2 s of CPU at every start. Fastify types these
 * factories with Ajv's signature; the zod ones receive the same route schema at run time.
 */
const zodCompilersFactory = {
  buildValidator: () => validatorCompiler,
  buildSerializer: () => serializerCompiler,
} as unknown as NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;

const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

export async function buildApp(config: Config, deps: AppDeps) {
  const app = Fastify({
    logger: loggerOptions(config, deps.logStream),
    logController: logController(),
    // A hop count n trusts the n proxies nearest to the server, as proxy-addr does.
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    bodyLimit: 256 * 1024,
    routerOptions: { querystringParser: rememberParses(parseQueryString), ignoreTrailingSlash: true, maxParamLength: 200 },
    // A client trickling its headers or body is cut (issue: a slow body kept a socket open for minutes).
    requestTimeout: config.timeouts.requestMs,
    keepAliveTimeout: config.timeouts.keepAliveMs,
    // Node checks those timeouts every connectionsCheckingInterval (30 s by default): once a second instead.
    http: { headersTimeout: config.timeouts.headersMs, connectionsCheckingInterval: 1000 },
    // Errors raised before routing (undecodable URL, over-long parameter) get the same shape.
    frameworkErrors: (error, request, reply) => {
      void sendApiError(reply, toApiError(error, request));
    },
    schemaController: { compilersFactory: zodCompilersFactory },
  }).withTypeProvider<ZodTypeProvider>();
  censorChildBindings(app.log);

  // The shared schemas are zod/mini, which has no messages of its own: the 400s explain in English.
  configureZod(englishZodMessages());
  app.setValidatorCompiler(rememberQueryValidation(validatorCompiler));
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  sendSecurityHeaders(app, config);
  await app.register(compress, { threshold: 1024 });
  // Writes take JSON only: form and text bodies are what a cross-site page can post without a
  // preflight. Fastify answers 415 for a type it cannot parse; only PayDunya's IPN and the
  // simulator's hosted page add a form parser, in their own scope (payments/form-body.ts).
  app.removeContentTypeParser('text/plain');
  keepPersonalResponsesPrivate(app);
  refuseCrossSiteWrites(app, { publicUrl: config.publicUrl, exempt: ['/api/payments/paydunya/ipn'] });
  // Reads are never limited: their routes get no rate-limit hook at all, rather than one that runs on every
  // read to let it through (the allow list below still covers a route that takes both).
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (route.config?.rateLimit === undefined && methods.every((method) => !writeMethods.has(method))) {
      route.config = { ...route.config, rateLimit: false };
    }
  });
  await app.register(rateLimit, {
    max: config.writeRateLimit,
    timeWindow: 60_000,
    // Reads are never limited; writes are counted per client IP (see TRUST_PROXY behind a proxy).
    allowList: (request) => !writeMethods.has(request.method),
    ...(await sharedRateLimitStore(app, config)),
  });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Baobab shop API',
        description: 'Catalogue, customers, bookings, orders and payments of the Baobab storefront.',
        version: '1.0.0',
      },
      servers: [{ url: config.publicUrl }],
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'Firebase ID token' },
        },
      },
    },
    transform: createJsonSchemaTransform({ skipList: ['/api/docs'] }),
  });

  // One token verifier (one firebase-admin app) for every route, under /api or at the root.
  installAuth(app, config.firebase);
  installCatalogueCache(app, deps.db);
  const routeDeps: RouteDeps = { db: deps.db, config, now: deps.now ?? (() => new Date()) };
  await app.register(apiRoutes, { ...routeDeps, prefix: '/api' });
  await app.register(rootRoutes, routeDeps);
  await registerStaticFiles(app, config, deps.db, deps.renderer);

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
