import type { ElkExtendedEdge, ElkNode, ElkPoint } from 'elkjs/lib/elk-api';
import type { Chart, ChartState, ChartTransition } from './chart';

/** The texts of one box or label, already in the reader's language, line by line. */
export interface BoxText {
  title: string;
  lines: string[];
}

export interface PlacedState {
  state: ChartState;
  x: number;
  y: number;
  width: number;
  height: number;
  text: BoxText;
}

export interface PlacedTransition {
  transition: ChartTransition;
  /** The route's points, first to last (absolute). */
  points: ElkPoint[];
  label: { x: number; y: number; width: number; height: number; text: BoxText };
}

export interface PlacedInitial {
  /** The compound state (or root) whose initial child the dot points at. */
  parent: string;
  x: number;
  y: number;
  points: ElkPoint[];
}

export interface ChartLayout {
  width: number;
  height: number;
  states: PlacedState[];
  transitions: PlacedTransition[];
  initials: PlacedInitial[];
}

export const lineHeight = 15;
export const titleHeight = 20;
const charWidth = 6.6;
const padding = 8;
const wrapAt = 34;

/** Breaks a text into lines of about `width` characters, at spaces. */
export function wrap(text: string, width = wrapAt): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

const boxSize = (text: BoxText) => ({
  width: Math.ceil(Math.max(text.title.length * (charWidth + 0.6), ...text.lines.map((line) => line.length * charWidth)) + 2 * padding),
  height: titleHeight + text.lines.length * lineHeight + padding,
});

// Spacing is read from each node's own options, so every compound state gets them, not only the graph.
const spacing = {
  'elk.layered.spacing.nodeNodeBetweenLayers': '24',
  'elk.layered.spacing.edgeNodeBetweenLayers': '8',
  'elk.layered.spacing.edgeEdgeBetweenLayers': '4',
  'elk.spacing.edgeEdge': '4',
  'elk.spacing.edgeNode': '8',
  'elk.spacing.nodeNode': '16',
  'elk.spacing.edgeLabel': '2',
};

const initialId = (parent: string) => `${parent}::initial`;
const elkId = (id: string) => `s:${id}`;

/**
 * Lays a chart out with ELK (layered, nested states inside their parents), loaded on demand: elkjs is
 * ~1.6 MB and only the flow studio needs it. `stateText` / `transitionText` give each box's words.
 */
export async function layoutChart(
  chart: Chart,
  stateText: (state: ChartState) => BoxText,
  transitionText: (transition: ChartTransition) => BoxText,
): Promise<ChartLayout> {
  const { default: ELK } = await import('elkjs/lib/elk.bundled.js');
  const texts = new Map(chart.states.map((state) => [state.id, stateText(state)]));
  const labels = new Map(chart.transitions.map((transition) => [transition.id, transitionText(transition)]));

  const nodeOf = (state: ChartState): ElkNode => {
    const text = texts.get(state.id) ?? { title: state.key, lines: [] };
    const size = boxSize(text);
    if (state.children.length === 0) return { id: elkId(state.id), ...size };
    const children = state.children.map(nodeOf);
    if (state.initial) children.unshift({ id: initialId(state.id), width: 10, height: 10 });
    return {
      id: elkId(state.id),
      children,
      layoutOptions: {
        ...spacing,
        'elk.padding': `[top=${size.height + 6},left=14,bottom=14,right=14]`,
        'elk.nodeSize.constraints': 'MINIMUM_SIZE',
        'elk.nodeSize.minimum': `(${size.width}, ${size.height})`,
      },
    };
  };

  const edges: ElkExtendedEdge[] = chart.transitions.map((transition) => {
    const text = labels.get(transition.id) ?? { title: '', lines: [] };
    return {
      id: transition.id,
      sources: [elkId(transition.source)],
      targets: [elkId(transition.target ?? transition.source)],
      labels: [{ id: `${transition.id}::label`, text: text.title || ' ', ...boxSize(text) }],
    };
  });
  for (const state of chart.states) {
    if (state.initial) edges.push({ id: `${state.id}::initialEdge`, sources: [initialId(state.id)], targets: [elkId(state.initial)] });
  }

  const graph: ElkNode = {
    id: 'chart',
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': 'RIGHT',
      'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
      'elk.json.shapeCoords': 'ROOT',
      'elk.json.edgeCoords': 'ROOT',
      'elk.edgeRouting': 'ORTHOGONAL',
      ...spacing,
    },
    children: [nodeOf(chart.root)],
    edges,
  };
  const laid = await new ELK().layout(graph);

  const states: PlacedState[] = [];
  const byId = new Map(chart.states.map((state) => [elkId(state.id), state]));
  const initialBoxes = new Map<string, ElkNode>();
  const visit = (node: ElkNode) => {
    const state = byId.get(node.id);
    if (state)
      states.push({
        state,
        x: node.x ?? 0,
        y: node.y ?? 0,
        width: node.width ?? 0,
        height: node.height ?? 0,
        text: texts.get(state.id) ?? { title: state.key, lines: [] },
      });
    else if (node.id.endsWith('::initial')) initialBoxes.set(node.id.slice(0, -'::initial'.length), node);
    node.children?.forEach(visit);
  };
  laid.children?.forEach(visit);

  const pointsOf = (edge: ElkExtendedEdge) =>
    edge.sections?.flatMap((section) => [section.startPoint, ...(section.bendPoints ?? []), section.endPoint]) ?? [];
  const transitions: PlacedTransition[] = [];
  const initials: PlacedInitial[] = [];
  const laidEdges = (laid.edges ?? []) as ElkExtendedEdge[];
  const transitionById = new Map(chart.transitions.map((transition) => [transition.id, transition]));
  for (const edge of laidEdges) {
    const transition = transitionById.get(edge.id);
    if (transition) {
      const label = edge.labels?.[0];
      transitions.push({
        transition,
        points: pointsOf(edge),
        label: {
          x: label?.x ?? 0,
          y: label?.y ?? 0,
          width: label?.width ?? 0,
          height: label?.height ?? 0,
          text: labels.get(edge.id) ?? { title: '', lines: [] },
        },
      });
    } else if (edge.id.endsWith('::initialEdge')) {
      const parent = edge.id.slice(0, -'::initialEdge'.length);
      const dot = initialBoxes.get(parent);
      initials.push({ parent, x: (dot?.x ?? 0) + 5, y: (dot?.y ?? 0) + 5, points: pointsOf(edge) });
    }
  }
  return { width: laid.width ?? 0, height: laid.height ?? 0, states, transitions, initials };
}
