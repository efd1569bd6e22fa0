import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { cartMachine } from './cart';
import { wishlistMachine } from './wishlist';

const tea = { id: 1, name: 'Tisane', price: 2500, availability: true, category_name: 'Bien-être', image_url: null };

describe('restored input', () => {
  it('the cart starts from the valid part of what it is given', () => {
    const items = [
      { ...tea, quantity: 2 },
      { ...tea, quantity: 5 },
      { ...tea, id: 2, quantity: 0 },
    ] as never;
    const cart = createActor(cartMachine, { input: { items } }).start();
    expect(cart.getSnapshot().context.items).toEqual([{ ...tea, quantity: 2 }]);
  });

  it('the wishlist starts from the valid part of what it is given', () => {
    const wishlist = createActor(wishlistMachine, { input: { items: [tea, tea, { id: -1 }] as never } }).start();
    expect(wishlist.getSnapshot().context.items).toEqual([tea]);
  });
});

describe('the event contract of the cards and the details page', () => {
  it('adds from a card (1), from the details page (the chosen quantity) and steps within 1..99', () => {
    const cart = createActor(cartMachine, { input: { items: [] } }).start();
    cart.send({ type: 'ADD', product: tea, quantity: 1 });
    cart.send({ type: 'ADD', product: { ...tea, id: 2 }, quantity: 3 });
    cart.send({ type: 'DECREMENT', id: 1 });
    cart.send({ type: 'INCREMENT', id: 2 });
    expect(cart.getSnapshot().context.items.map((item) => [item.id, item.quantity])).toEqual([
      [1, 1],
      [2, 4],
    ]);
    cart.send({ type: 'REMOVE', id: 1 });
    cart.send({ type: 'CLEAR' });
    expect(cart.getSnapshot().context.items).toEqual([]);
  });
});
