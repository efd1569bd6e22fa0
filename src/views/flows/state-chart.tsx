import { useLayoutEffect, useRef, useState } from 'react';
import { innermostActive, scrollToShow } from './follow';
import { Trans, useLingui } from '@lingui/react/macro';
import { Minus, Plus, Maximize } from 'lucide-react';
import type { ElkPoint } from 'elkjs/lib/elk-api';
import { readsRightToLeft } from '../../domain/reading-direction';
import { lineHeight, titleHeight, type ChartLayout, type PlacedState, type PlacedTransition } from './layout';

interface StateChartProps {
  layout: ChartLayout;
  /** States to show as current (a live actor's, or a path step's). */
  active: ReadonlySet<string>;
  /** Transitions to show as just taken. */
  taken: ReadonlySet<string>;
}

const path = (points: readonly ElkPoint[]) => points.map((point, index) => `${index === 0 ? 'M' : 'L'}${point.x},${point.y}`).join(' ');
const depth = (placed: PlacedState) => (placed.state.id === '' ? 0 : placed.state.id.split('.').length);

/**
 * Where a box's texts start: its left edge, or in a right-to-left language its right edge (`direction` makes
 * SVG's text start there and run leftwards; the layout is mirrored to match, src/views/flows/mirror.ts).
 */
const textStart = (box: { x: number; width: number }, inset: number, rtl: boolean) => (rtl ? box.x + box.width - inset : box.x + inset);

function StateBox({ placed, active, rtl }: { placed: PlacedState; active: boolean; rtl: boolean }) {
  const { state, x, y, width, height, text } = placed;
  const start = textStart(placed, 8, rtl);
  const compound = state.children.length > 0;
  const fill = active ? (compound ? '#fef3c7' : '#fde68a') : state.kind === 'root' ? '#fafaf9' : compound ? '#f5f5f4' : '#ffffff';
  return (
    <g data-state={state.id} data-active={active || undefined} aria-label={`${state.key}${active ? ' (current)' : ''}`}>
      <rect
        x={x}
        y={y}
        width={width}
        height={height}
        rx={10}
        fill={fill}
        stroke={active ? '#b45309' : '#78716c'}
        strokeWidth={active ? 2.5 : 1}
        strokeDasharray={state.kind === 'root' ? '6 4' : undefined}
      />
      {state.kind === 'final' ? (
        <rect x={x + 3} y={y + 3} width={width - 6} height={height - 6} rx={8} fill="none" stroke="#78716c" />
      ) : null}
      <text x={start} y={y + 15} direction={rtl ? 'rtl' : 'ltr'} fontSize={13} fontWeight={700} fill="#1c1917">
        {text.title}
      </text>
      {text.lines.map((line, index) => (
        <text
          key={index}
          x={start}
          y={y + titleHeight + 10 + index * lineHeight}
          direction={rtl ? 'rtl' : 'ltr'}
          fontSize={11.5}
          fill="#44403c"
        >
          {line}
        </text>
      ))}
    </g>
  );
}

function TransitionArrow({ placed, taken }: { placed: PlacedTransition; taken: boolean }) {
  const colour = taken ? '#047857' : '#a8a29e';
  return (
    <path
      d={path(placed.points)}
      fill="none"
      stroke={colour}
      strokeWidth={taken ? 3 : 1.2}
      markerEnd={taken ? 'url(#flow-arrow-taken)' : 'url(#flow-arrow)'}
    />
  );
}

/** Drawn after every arrow, so no line crosses a label's words. */
function TransitionLabel({ placed, taken, rtl }: { placed: PlacedTransition; taken: boolean; rtl: boolean }) {
  const { label } = placed;
  const start = textStart(label, 6, rtl);
  return (
    <g data-transition={placed.transition.id} data-taken={taken || undefined}>
      <rect
        x={label.x}
        y={label.y}
        width={label.width}
        height={label.height}
        rx={4}
        fill={taken ? '#d1fae5' : '#ffffff'}
        stroke={taken ? '#047857' : 'none'}
      />
      <text
        x={start}
        y={label.y + 14}
        direction={rtl ? 'rtl' : 'ltr'}
        fontSize={11.5}
        fontFamily="ui-monospace, monospace"
        fontWeight={600}
        fill="#1c1917"
      >
        {label.text.title}
      </text>
      {label.text.lines.map((line, index) => (
        <text
          key={index}
          x={start}
          y={label.y + titleHeight + 9 + index * lineHeight}
          direction={rtl ? 'rtl' : 'ltr'}
          fontSize={11}
          fill="#57534e"
        >
          {line}
        </text>
      ))}
    </g>
  );
}

const zoomSteps = [0.25, 0.33, 0.5, 0.67, 0.8, 1, 1.25, 1.5, 2];

/** A laid-out state chart as SVG, zoomable (buttons, or Ctrl + wheel) and scrollable. */
export function StateChart({ layout, active, taken }: StateChartProps) {
  const { t, i18n } = useLingui();
  const rtl = readsRightToLeft(i18n.locale);
  const frame = useRef<HTMLDivElement>(null);
  const [zoom, setZoom] = useState(1);
  const fitted = () => (frame.current?.clientWidth ?? layout.width) / Math.max(1, layout.width);
  const fit = () => setZoom(Math.min(1, Math.max(0.25, fitted())));
  // Opens at full size, where its words are 11-13 px: fitting a large chart to a laptop's width made them
  // 7 px. A larger chart scrolls instead, and keeps the state the flow is in on screen (below).
  useLayoutEffect(() => setZoom(1), [layout]);
  const focus = innermostActive(active);
  useLayoutEffect(() => {
    const box = frame.current;
    const placed = layout.states.find((candidate) => candidate.state.id === focus);
    if (!box || !placed) return;
    const view = { scrollLeft: box.scrollLeft, scrollTop: box.scrollTop, width: box.clientWidth, height: box.clientHeight };
    const target = scrollToShow(view, { x: placed.x * zoom, y: placed.y * zoom, width: placed.width * zoom, height: placed.height * zoom });
    if (target) box.scrollTo(target);
  }, [focus, zoom, layout]);
  const step = (direction: 1 | -1) => {
    const index = zoomSteps.findIndex((value) => value >= zoom - 0.001);
    const next = zoomSteps[Math.min(zoomSteps.length - 1, Math.max(0, (index === -1 ? zoomSteps.length - 1 : index) + direction))];
    if (next !== undefined) setZoom(next);
  };
  const states = [...layout.states].sort((a, b) => depth(a) - depth(b));
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center gap-2 text-sm" role="toolbar" aria-label={t`Zoom`}>
        <button
          type="button"
          className="rounded border border-stone-300 p-1 hover:bg-stone-100"
          onClick={() => step(-1)}
          aria-label={t`Zoom out`}
        >
          <Minus size={16} aria-hidden />
        </button>
        <span className="w-12 text-center tabular-nums" aria-live="polite">
          {Math.round(zoom * 100)}%
        </span>
        <button
          type="button"
          className="rounded border border-stone-300 p-1 hover:bg-stone-100"
          onClick={() => step(1)}
          aria-label={t`Zoom in`}
        >
          <Plus size={16} aria-hidden />
        </button>
        <button
          type="button"
          className="flex items-center gap-1 rounded border border-stone-300 px-2 py-1 hover:bg-stone-100"
          onClick={fit}
        >
          <Maximize size={14} aria-hidden />
          <Trans>Fit to width</Trans>
        </button>
      </div>
      <div
        ref={frame}
        // Left to right whatever the page's language: the chart is mirrored by its layout, and the scroll that keeps
        // the current state in view counts from the left.
        dir="ltr"
        className="max-h-[75vh] overflow-auto rounded border border-stone-200 bg-white"
        onWheel={(event) => {
          if (!event.ctrlKey) return;
          event.preventDefault();
          step(event.deltaY < 0 ? 1 : -1);
        }}
      >
        <svg
          width={layout.width * zoom}
          height={layout.height * zoom}
          viewBox={`0 0 ${layout.width} ${layout.height}`}
          role="img"
          aria-label={t`State chart`}
        >
          <defs>
            <marker id="flow-arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
              <path d="M0,0 L10,5 L0,10 z" fill="#a8a29e" />
            </marker>
            <marker
              id="flow-arrow-taken"
              viewBox="0 0 10 10"
              refX="9"
              refY="5"
              markerWidth="6"
              markerHeight="6"
              orient="auto-start-reverse"
            >
              <path d="M0,0 L10,5 L0,10 z" fill="#047857" />
            </marker>
          </defs>
          {states.map((placed) => (
            <StateBox key={placed.state.id} placed={placed} active={active.has(placed.state.id)} rtl={rtl} />
          ))}
          {layout.initials.map((initial) => (
            <g key={initial.parent}>
              <circle cx={initial.x} cy={initial.y} r={5} fill="#1c1917" />
              <path d={path(initial.points)} fill="none" stroke="#1c1917" markerEnd="url(#flow-arrow)" />
            </g>
          ))}
          {layout.transitions.map((placed) => (
            <TransitionArrow key={placed.transition.id} placed={placed} taken={taken.has(placed.transition.id)} />
          ))}
          {layout.transitions.map((placed) => (
            <TransitionLabel key={placed.transition.id} placed={placed} taken={taken.has(placed.transition.id)} rtl={rtl} />
          ))}
        </svg>
      </div>
    </div>
  );
}
