// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { CheckoutActor } from '../../actors/checkout-actor';
import type { CartItem } from '../../domain/cart-item';
import { clientInfo } from '../../domain/testing/fixtures';
import { authChanged, awa } from '../account/testing';
import ConfirmationPage from './confirmation-page';
import PaymentPage from './payment-page';
import { pending } from '../../services/testing/api';
import { renderWithCart, storeCheckout } from './testing';
import VerifyPage from './verify-page';

const renderPage = (page: React.ReactElement, path: string, items?: CartItem[]) =>
  renderWithCart(<CheckoutActor.Provider>{page}</CheckoutActor.Provider>, { path, items });

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/verify', () => {
  it('sends the shopper back to the cart without a delivery method or with an empty cart', async () => {
    const { location } = await renderPage(<VerifyPage />, '/verify');
    await waitFor(() => expect(location.history?.at(-1)).toBe('/shopping-cart'));
    cleanup();

    storeCheckout({ deliveryMethod: 'collect', clientInfo: null });
    const empty = await renderPage(<VerifyPage />, '/verify', []);
    await waitFor(() => expect(empty.location.history?.at(-1)).toBe('/shopping-cart'));
  });

  it('shows the saved customer info, marks empty required fields without a message, and goes on to /payment', async () => {
    storeCheckout({ deliveryMethod: 'collect', clientInfo: { ...clientInfo, city: '' } });
    // A saved form that is not complete is not restored: the form starts from the account (none here).
    const { location } = await renderPage(<VerifyPage />, '/verify');
    const city = await screen.findByLabelText('City');
    expect(city.getAttribute('type')).toBe('text');
    expect(screen.getByLabelText('Delivery date').getAttribute('type')).toBe('date');
    expect(screen.getByLabelText('Delivery time').getAttribute('type')).toBe('time');
    expect(screen.getByLabelText('Email').getAttribute('type')).toBe('email');
    expect(screen.getByLabelText('Phone').getAttribute('type')).toBe('tel');
    fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(city.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.queryByRole('alert')).toBeNull();

    for (const [label, value] of [
      ['First name', clientInfo.fname],
      ['Last name', clientInfo.lname],
      ['Email', clientInfo.email],
      ['Phone', clientInfo.phone],
      ['Delivery date', clientInfo.deliver_date],
      ['Delivery time', clientInfo.time],
      ['City', clientInfo.city],
      ['Postal code', clientInfo.zip],
      ['Address', clientInfo.address],
    ] as const) {
      fireEvent.input(screen.getByLabelText(label), { target: { value } });
    }
    fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/payment'));
  });

  it('prefills the form with the saved customer info and shows the summary with the delivery fee', async () => {
    storeCheckout({ deliveryMethod: 'collect', clientInfo });
    await renderPage(<VerifyPage />, '/verify');
    expect(((await screen.findByLabelText('City')) as HTMLInputElement).value).toBe('Dakar');
    await waitFor(() => expect(screen.getByTestId('summary-total').textContent?.replace(/\D/g, '')).toBe('12000'));
    expect(screen.getByTestId('summary-subtotal').textContent?.replace(/\D/g, '')).toBe('2000');
  });
  it('shows no total while the chosen delivery fee is not known yet, the subtotal meanwhile', async () => {
    storeCheckout({ deliveryMethod: 'collect', clientInfo });
    await renderWithCart(
      <CheckoutActor.Provider>
        <VerifyPage />
      </CheckoutActor.Provider>,
      { path: '/verify', methods: pending },
    );
    await screen.findByLabelText('City');
    expect(screen.getByTestId('summary-subtotal').textContent?.replace(/\D/g, '')).toBe('2000');
    expect(screen.getByTestId('summary-total').textContent).toBe('—');
  });
});

describe('/payment', () => {
  beforeEach(() => storeCheckout({ deliveryMethod: 'collect', clientInfo }));

  it('preselects Wave, refuses MTN for a Senegalese number with a clear message, and asks nothing of a card', async () => {
    const { location, root } = await renderPage(<PaymentPage />, '/payment');
    expect(((await screen.findByRole('radio', { name: 'Wave' })) as HTMLInputElement).checked).toBe(true);
    authChanged(root(), awa);

    fireEvent.click(screen.getByRole('radio', { name: 'MTN Mobile Money' }));
    fireEvent.input(screen.getByLabelText('Phone number'), { target: { value: '77 123 45 67' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm payment' }));
    expect(await screen.findByText(/MTN Mobile Money is not offered in Senegal/)).toBeTruthy();
    expect(screen.getByLabelText('Phone number').getAttribute('aria-invalid')).toBe('true');
    expect(location.history?.at(-1)).toBe('/payment');

    fireEvent.click(screen.getByRole('radio', { name: 'Credit card' }));
    expect(await screen.findByTestId('card-note')).toBeTruthy();
    expect(screen.queryByLabelText('Phone number')).toBeNull();
    const form = screen.getByRole('radio', { name: 'Credit card' }).closest('form');
    expect([...(form?.querySelectorAll('input') ?? [])].map((input) => input.type)).toEqual(['radio', 'radio', 'radio', 'radio']);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm payment' }));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/payment/confirmation'));
  });

  it('lets the shopper confirm only once the session says she is signed in (after a reload it answers a moment later)', async () => {
    const { location, root } = await renderPage(<PaymentPage />, '/payment');
    const confirm = (await screen.findByRole('button', { name: 'Confirm payment' })) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    fireEvent.input(screen.getByLabelText('Phone number'), { target: { value: '77 123 45 67' } });
    fireEvent.click(confirm);
    authChanged(root(), awa);
    await waitFor(() => expect(confirm.disabled).toBe(false));
    expect(location.history?.at(-1)).toBe('/payment');
  });

  it('goes back to /verify when the customer info is missing', async () => {
    storeCheckout({ deliveryMethod: 'collect', clientInfo: null });
    const { location } = await renderPage(<PaymentPage />, '/payment');
    await waitFor(() => expect(location.history?.at(-1)).toBe('/verify'));
  });
});

describe('/payment/confirmation', () => {
  beforeEach(() => storeCheckout({ deliveryMethod: 'collect', clientInfo }));

  async function renderConfirmation() {
    const checkout: { current: ReturnType<typeof CheckoutActor.useActorRef> | null } = { current: null };
    function Capture() {
      checkout.current = CheckoutActor.useActorRef();
      return null;
    }
    const scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    const shop = await renderWithCart(
      <CheckoutActor.Provider>
        <Capture />
      </CheckoutActor.Provider>,
      { path: '/payment/confirmation', locale: 'fr' },
    );
    checkout.current?.send({ type: 'ENTER_PAYMENT', cartCount: 1, soldOut: [] });
    authChanged(shop.root(), awa);
    checkout.current?.send({ type: 'SUBMIT_PAYMENT', paymentInfo: { payment: 'wave', phoneNumber: '77 123 45 67' } });
    expect(checkout.current?.getSnapshot().matches('payment')).toBe(false);
    shop.rerender(
      <CheckoutActor.Provider>
        <ConfirmationPage />
      </CheckoutActor.Provider>,
    );
    return { ...shop, scrollTo };
  }

  it('scrolls to the top and shows the spinner with “Veuillez patienter…” while the order is placed', async () => {
    const { scrollTo } = await renderConfirmation();
    expect((await screen.findByRole('status')).textContent).toContain('Veuillez patienter…');
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
  });
});
