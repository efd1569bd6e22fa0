import type { Config } from '../config';

/**
 * Whether the flow studio (/flows, the product owner's view of the shop's flows) is on: under `npm start`
 * and `npm run dev` always; in production only with FLOW_STUDIO=1. There are no staff roles yet, so in
 * production it is then open to anyone who knows the address (it shows the flows' definitions and, live,
 * only the actors of the viewer's own browser — never another shopper's).
 *
 * Read here rather than in config.ts's schema while that file is being reworked; any value but 1 is off.
 */
export function flowStudioEnabled(env: Config['env'], flag: string | undefined): boolean {
  return env !== 'production' || flag?.trim() === '1';
}
