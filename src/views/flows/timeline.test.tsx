// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { flowChannelName, type FlowMessage } from '../../actors/flow-channel';
import FlowsRoutes from './flows-routes';
import { fakeApi, renderShop } from '../shared/testing';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const studioOn = {
  firebase: { apiKey: 'key', authDomain: 'localhost', projectId: 'demo-baobab' },
  authEmulatorUrl: null,
  flowStudio: true,
};

/** What a shop tab's checkout reports once its past deliveries are loaded. */
const loaded: FlowMessage = {
  kind: 'state',
  tab: 'shop-tab',
  actor: 'x:1',
  machine: 'checkout',
  value: { info: 'editing' },
  status: 'active',
  event: 'xstate.done.actor.loadDeliveries',
  transitions: [],
  at: Date.now(),
};

describe('the studio’s timeline', () => {
  it('says in French what happened and where the flow is now, the code names beside, and titles the flows in words', async () => {
    fakeApi({ '/api/client-config': studioOn });
    await renderShop(<FlowsRoutes />, { locale: 'fr' });
    expect(await screen.findByRole('heading', { name: 'Les parcours de la boutique' }, { timeout: 5_000 })).toBeTruthy();
    expect(screen.getByText('Filtre par catégorie')).toBeTruthy();

    const shop = new BroadcastChannel(flowChannelName);
    shop.postMessage(loaded);
    const entry = within(await screen.findByRole('list', { name: 'Événements' }, { timeout: 5_000 })).getAllByRole('listitem')[0]!;
    shop.close();
    const text = entry.textContent ?? '';
    expect(text).toContain('Passage de commande');
    expect(text).toMatch(/terminé\s*: chargement des lieux de livraison passés\s*xstate\.done\.actor\.loadDeliveries/);
    expect(text).toMatch(/→ Le formulaire, prérempli.*info\.editing/);
  });
});
