import { useSyncExternalStore } from 'react';
import { baseCurrency } from '../domain/base-currency';

/**
 * The shopper's display currency: a preference, not a flow, so a tiny store rather than a machine.
 * Payment is always in F CFA whatever is chosen here.
 */
const storageKey = 'baobab.currency';
const listeners = new Set<() => void>();
let chosen = readStored();

function readStored(): string {
  try {
    const value = globalThis.localStorage?.getItem(storageKey);
    return value && /^[A-Z]{3}$/.test(value) ? value : baseCurrency;
  } catch {
    return baseCurrency;
  }
}

export function chosenCurrency(): string {
  return chosen;
}

export function chooseCurrency(currency: string): void {
  chosen = currency;
  try {
    localStorage.setItem(storageKey, currency);
  } catch {
    // Private mode: the choice lasts for this visit only.
  }
  for (const listener of listeners) listener();
}

/** Re-reads the stored choice (a new visit); exported for tests that simulate a reload. */
export function reloadChosenCurrency(): void {
  chosen = readStored();
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** F CFA while a server-rendered page is hydrated (the server cannot know the choice), the shopper's right after. */
export function useChosenCurrency(): string {
  return useSyncExternalStore(subscribe, chosenCurrency, () => baseCurrency);
}

/**
 * Currencies the selector offers: F CFA first, then those of the served countries that have a rate,
 * so no option would silently show F CFA anyway.
 */
export function currencyOptions(countryCurrencies: readonly string[], ratedCurrencies: readonly string[]): string[] {
  const rated = new Set(ratedCurrencies);
  const options = [baseCurrency, ...countryCurrencies.filter((currency) => rated.has(currency))];
  return [...new Set(options)];
}
