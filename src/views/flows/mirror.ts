import type { ElkPoint } from 'elkjs/lib/elk-api';
import type { ChartLayout } from './layout';

/**
 * The chart drawn for a reader of a right-to-left language: every box, label and arrow reflected across the
 * chart's width, so a flow starts on the right and moves leftwards as the page's text does. Sizes and the
 * vertical placement are kept; the texts are anchored at the boxes' right edges by the chart itself.
 */
export function mirrorLayout(layout: ChartLayout): ChartLayout {
  const flipX = (x: number) => layout.width - x;
  const flipBox = <Box extends { x: number; width: number }>(box: Box): Box => ({ ...box, x: flipX(box.x) - box.width });
  const flipPoints = (points: readonly ElkPoint[]) => points.map((point) => ({ ...point, x: flipX(point.x) }));
  return {
    ...layout,
    states: layout.states.map(flipBox),
    transitions: layout.transitions.map((placed) => ({ ...placed, points: flipPoints(placed.points), label: flipBox(placed.label) })),
    initials: layout.initials.map((initial) => ({ ...initial, x: flipX(initial.x), points: flipPoints(initial.points) })),
  };
}
