/**
 * Helmet settings. The CSP allows our own origin and only what Firebase phone sign-in needs:
 * the Identity Toolkit and Secure Token APIs, the invisible reCAPTCHA (scripts and frame from
 * google.com / gstatic.com), and the Auth emulator when one is configured.
 */
import type { FastifyHelmetOptions } from '@fastify/helmet';
import type { Config } from './config';

const firebaseApiOrigins = ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'];
const recaptchaScriptSources = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];
const recaptchaFrameSources = ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'];

export function securityHeaders(config: Config): FastifyHelmetOptions {
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
