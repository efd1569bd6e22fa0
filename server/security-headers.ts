/**
 * Helmet settings. The CSP allows our own origin and only what Firebase phone sign-in needs:
 * the Identity Toolkit and Secure Token APIs, the invisible reCAPTCHA (scripts and frame from
 * google.com / gstatic.com), and the Auth emulator when one is configured.
 *
 * The headers depend on the configuration alone, so helmet runs once at start and each request only
 * copies them: @fastify/helmet built helmet's middleware anew, CSP string included, for every request
 * (the largest cost of the framework's part of a cached catalogue answer; docs/decisions/api-speed.md).
 */
import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from './config';

const firebaseApiOrigins = ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'];
const recaptchaScriptSources = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];
const recaptchaFrameSources = ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'];

export function securityHeaders(config: Config): HelmetOptions {
  const https = config.publicUrl.startsWith('https://');
  const emulator = config.firebase.authEmulatorHost ? [`http://${config.firebase.authEmulatorHost}`] : [];
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        scriptSrc: ["'self'", ...recaptchaScriptSources],
        connectSrc: ["'self'", ...firebaseApiOrigins, ...emulator],
        frameSrc: recaptchaFrameSources,
        imgSrc: ["'self'", 'data:'],
        // Inline styles: carousels and the reCAPTCHA badge set style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        fontSrc: ["'self'", 'data:'],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        // Over plain http (local runs) upgrading would break the emulator and the page itself.
        upgradeInsecureRequests: https ? [] : null,
      },
    },
    hsts: https ? { maxAge: 180 * 24 * 60 * 60, includeSubDomains: false } : false,
    // Phone sign-in needs no popups, so the strict opener policy stays.
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  };
}

/** What helmet sets with these options, read once by running its middleware against a recorder. */
export function securityHeaderValues(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    // X-Powered-By, which Fastify never sends.
    removeHeader() {},
  } as unknown as ServerResponse;
  helmet(options)({} as never, recorder, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/** Every answer, errors and files included, carries the security headers: set before anything else runs. */
export function sendSecurityHeaders(app: FastifyInstance, config: Config): void {
  const headers = securityHeaderValues(securityHeaders(config));
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
