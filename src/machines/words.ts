/**
 * Plain words for a machine's events, guards and invoked work, for the product owner: the flow studio
 * (src/views/flows) and docs/flows show them beside the code names. States and transitions carry theirs
 * in xstate's own `description` field. Each machine's words live in `<machine>.words.ts` beside it: a module the shop never imports, so a shopper's bundle does not
 * carry them (a module's exports go wherever the module goes, even those only the studio uses). The English here is the source text; French comes from
 * src/locales/fr/flows.po (scripts/flows.ts lists every text for extraction; a test fails when one has
 * no translation).
 *
 * A guard's words read as a condition ("the cart has this product"), so the studio can write its
 * negation ("not: the cart has this product").
 */
export interface MachineWords<TEvent extends string> {
  /** What the flow is, in one sentence. */
  summary: string;
  /** What happened, per event type the machine accepts. */
  events: Record<TEvent, string>;
  /** The condition each named guard checks. */
  guards: Record<string, string>;
  /** The work each invoked actor does (its done/error outcomes are named after it). */
  actors: Record<string, string>;
}
