import type { StateValue } from 'xstate';

/**
 * The messages between the shop's tabs and the flow studio (/flows), over one same-origin BroadcastChannel:
 * nothing leaves the browser. The studio says `studio` when it opens (and when a shop tab says `shop` as it
 * starts); a shop tab that hears it loads its inspection bridge (src/actors/inspection-bridge.ts), which
 * reports every flow actor it runs.
 */
export const flowChannelName = 'baobab-flows';

/** This tab, in the messages it sends: a studio ignores its own tab (it runs the shop's actors too). */
export const thisTab = Math.random().toString(36).slice(2, 10);

/** A transition xstate took: state ids are paths joined by dots, as in the studio's charts. */
export interface TakenTransition {
  source: string;
  targets: string[];
  eventType: string;
  /** Its place among the source's alternatives for that event (the first guard that held). */
  index: number;
}

export type FlowMessage =
  /** A studio is open (sent when it opens, and in answer to `shop`). */
  | { kind: 'studio' }
  /** A shop tab has started: an open studio answers `studio`. */
  | { kind: 'shop' }
  /** An actor's state: when the bridge starts, then after each event it handles. */
  | {
      kind: 'state';
      tab: string;
      /** xstate's session id: unique per running actor. */
      actor: string;
      /** The machine's id ('cart', 'checkout', …). */
      machine: string;
      value: StateValue;
      status: 'active' | 'done' | 'error' | 'stopped';
      /** The event that led here (null for the state at connection). */
      event: string | null;
      transitions: TakenTransition[];
      at: number;
    };

export type StateMessage = Extract<FlowMessage, { kind: 'state' }>;
