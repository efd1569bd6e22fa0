// How a machine of tests/model is played in the shop: what a person (or the outside world) does for each
// of its events, and what the shopper sees in each of its states.
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import type { AnyStateMachine, EventObject } from 'xstate';
import type { MachineWords } from '../../src/machines/words';
import type { ModelOptions, Snap } from '../model/paths';
import type { TabRecord } from './probe';

/** What a step can use: the path's tab, its browser context (a second tab, cookies), the real API. */
export interface World {
  page: Page;
  context: BrowserContext;
  request: APIRequestContext;
  /** Whatever earlier steps of the path left for later ones (a phone number, a product name…). */
  memory: Map<string, unknown>;
  /** What the shop's actors reported so far (for a step that must wait for the shop, e.g. to end an interception). */
  records: readonly TabRecord[];
}

export interface EventAction<TEvent extends EventObject, TSnapshot> {
  /** Whether the shop lets this event happen in this state (default: always). */
  when?: (snapshot: TSnapshot, event: TEvent) => boolean;
  /**
   * How the step reads in the report when it is not a plain person's action; an interception of the
   * network (only for failures the real parts cannot produce) must say so here.
   */
  how?: (event: TEvent, before: TSnapshot) => string;
  /** Whether the shop makes this event happen by itself (at load, on a server's answer): its state may be gone at once. */
  byItself?: (event: TEvent) => boolean;
  /** The event's data in a few words (default: the model's own description of it). */
  describe?: (event: TEvent) => string;
  /**
   * Set up before the previous step: what makes the outside world answer this way (e.g. an interception
   * that drops the connection the previous step's click opens).
   */
  arrange?: (world: World, event: TEvent) => Promise<void>;
  /** Done at the step itself (for an answer of the outside world: nothing, or wait for it). */
  act: (world: World, event: TEvent, snapshot: TSnapshot) => Promise<void>;
}

export type EventActions<M extends AnyStateMachine> = {
  [type: string]: EventAction<EventObject & Record<string, unknown>, Snap<M>> | undefined;
};

/** The one observable check of a state: what the shopper sees there (the model's snapshot gives the data). */
export type StateCheck<M extends AnyStateMachine> = (world: World, expected: Snap<M>) => Promise<void>;

/** Keyed by state id ('contact.editing'; a flat machine: its own id). */
export type StateChecks<M extends AnyStateMachine> = Record<string, StateCheck<M>>;

export interface BrowserFlow<M extends AnyStateMachine> {
  /** The machine's id: the name in the report and in the probe's records. */
  name: string;
  model: ModelOptions<M>;
  words: MachineWords<string>;
  /** The path's first page, for a fresh shopper (empty storage, nobody signed in). */
  start: (world: World) => Promise<void>;
  /**
   * Where its paths start, in words, when a machine has several flows (login opens on three pages): the
   * report heads each flow's paths with it, so its numbering restarting is never a puzzle.
   */
  opensOn?: string;
  actions: EventActions<M>;
  checks: StateChecks<M>;
  /** Events (or `EVENT [guard]` transitions) the shop cannot produce through its pages, and why. */
  notThroughUi: Record<string, string>;
  /** Paths after which other flows' checks depend on a clean server, etc.: longest a path may be (default none). */
  timeoutMs?: number;
}

export function defineFlow<M extends AnyStateMachine>(flow: BrowserFlow<M>): BrowserFlow<M> {
  return flow;
}
