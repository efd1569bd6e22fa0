import { describe, expect, it } from 'vitest';
import { parsedBody } from './parsed-body';

describe('parsedBody', () => {
  it('reads a kept body once: the same value for the same buffer, a new one for a new buffer', () => {
    const kept = Buffer.from('{"name":"Moringa"}');
    const first = parsedBody(kept);
    expect(first).toEqual({ name: 'Moringa' });
    expect(parsedBody(kept)).toBe(first);
    const replaced = Buffer.from('{"name":"Baobab"}');
    expect(parsedBody(replaced)).toEqual({ name: 'Baobab' });
  });

  it('keeps null, which a missing item is kept as', () => {
    const missing = Buffer.from('null');
    expect(parsedBody(missing)).toBeNull();
    expect(parsedBody(missing)).toBeNull();
  });
});
