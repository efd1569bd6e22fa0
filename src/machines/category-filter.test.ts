import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { categoryFilterMachine } from './category-filter';

const start = () => createActor(categoryFilterMachine).start();

describe('categoryFilterMachine', () => {
  it('starts with no category', () => {
    expect(start().getSnapshot().context.categoryId).toBeNull();
  });

  it('selecting a category sets it; selecting another replaces it', () => {
    const actor = start();
    actor.send({ type: 'SELECT', categoryId: 3 });
    expect(actor.getSnapshot().context.categoryId).toBe(3);
    actor.send({ type: 'SELECT', categoryId: 5 });
    expect(actor.getSnapshot().context.categoryId).toBe(5);
  });

  it('selecting the active category again clears it', () => {
    const actor = start();
    actor.send({ type: 'SELECT', categoryId: 3 });
    actor.send({ type: 'SELECT', categoryId: 3 });
    expect(actor.getSnapshot().context.categoryId).toBeNull();
  });
});
