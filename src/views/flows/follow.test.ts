import { describe, expect, it } from 'vitest';
import { innermostActive, scrollToShow } from './follow';

const view = { scrollLeft: 0, scrollTop: 0, width: 800, height: 600 };

describe('the chart follows the active state', () => {
  it('leaves the scroll alone while the state is in view', () => {
    expect(scrollToShow(view, { x: 100, y: 100, width: 200, height: 80 })).toBeNull();
  });

  it('centres a state that is off screen (checkout in payment while the view shows info)', () => {
    expect(scrollToShow(view, { x: 1500, y: 900, width: 200, height: 100 })).toEqual({ left: 1200, top: 650 });
    expect(scrollToShow({ ...view, scrollLeft: 1200, scrollTop: 650 }, { x: 1500, y: 900, width: 200, height: 100 })).toBeNull();
  });

  it('never scrolls before the chart’s top-left corner', () => {
    expect(scrollToShow({ ...view, scrollLeft: 500, scrollTop: 300 }, { x: 10, y: 10, width: 100, height: 50 })).toEqual({
      left: 0,
      top: 0,
    });
  });

  it('keeps the innermost active state in view, not its parent or the machine', () => {
    expect(innermostActive(new Set(['', 'confirming', 'confirming.placingOrder']))).toBe('confirming.placingOrder');
    expect(innermostActive(new Set(['']))).toBeNull();
  });
});
