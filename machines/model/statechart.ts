/**
 * A machine's statechart as SVG, drawn from the definition itself (`machine.root`): compound, parallel
 * and final states, initial markers, invoked actors, and every transition of the definition (the same
 * list the model tests count, `definitionTransitions`) labelled with its event, guard and delay.
 * The layout is computed by ELK (`elkjs`, layered, nested states included); the picture is a plain
 * element tree that `toSvgString` writes for docs/machines/*.svg and `StatechartSvg` renders in
 * Storybook, so both show the same drawing.
 *
 * Testable and accessible: every state node is a `<g data-state="<state id>">`, every transition a
 * `<g data-transition="<source> <event> <target>">`, active states carry `aria-current="true"`.
 * No DOM, no React here: the script runs it in Node.
 */
import ELK from 'elkjs/lib/elk.bundled.js';
import type { ElkExtendedEdge, ElkNode } from 'elkjs/lib/elk-api';
import { and, not, or, stateIn, type AnyStateMachine, type AnyStateNode } from 'xstate';
import { allNodes, definitionTransitions, stateValueToString } from './model';

export type StateKind = 'atomic' | 'compound' | 'parallel' | 'final' | 'history';

export interface ChartState {
  /** The state node's id, e.g. "otpLogin.codeStep.code.verifying" (the root's is the machine id). */
  id: string;
  key: string;
  kind: StateKind;
  parent: string | null;
  /** The child entered first (compound states). */
  initial: string | null;
  /** Actors the state invokes while active: "sendOtp" or "countdown ← resendCountdown". */
  invokes: string[];
  tags: string[];
}

export interface ChartTransition {
  /** Position in the definition's transition list (the model tests' order). */
  index: number;
  source: string;
  /** The event type as the machine sees it ("xstate.done.actor.sendOtp", "xstate.after.1000.x.y"). */
  eventType: string;
  /** What the arrow says: "PHONE.SUBMIT", "done: sendOtp", "after 1000 ms", "always". */
  event: string;
  guard: string | null;
  /** Target state ids; a transition without a target stays in its source. */
  targets: string[];
  /** The model tests' label of this transition ("source on EVENT [guard] → target"). */
  modelLabel: string;
  /** `data-transition`: "<source> <event type> <target ids, comma-separated>". */
  key: string;
}

export interface Chart {
  machineId: string;
  states: ChartState[];
  transitions: ChartTransition[];
}

// xstate's higher-order guards, told apart by their check function (names do not survive minifying).
const checks = {
  and: (and([]) as unknown as { check: unknown }).check,
  or: (or([]) as unknown as { check: unknown }).check,
  not: (not('x') as unknown as { check: unknown }).check,
  stateIn: (stateIn('x') as unknown as { check: unknown }).check,
};

/** A readable guard: "isCodeComplete", "isTypedCodeComplete && !in(codeStep.resend.resending)". */
export function guardText(guard: unknown): string | null {
  if (!guard) return null;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'object' && 'type' in (guard as object)) return String((guard as { type: unknown }).type);
  if (typeof guard === 'function') {
    const g = guard as { check?: unknown; guards?: unknown[]; stateValue?: unknown; name?: string };
    if (g.check === checks.stateIn) {
      return `in(${typeof g.stateValue === 'string' ? g.stateValue : stateValueToString(g.stateValue)})`;
    }
    const parts = (g.guards ?? []).map((inner) => guardText(inner) ?? 'guard');
    if (g.check === checks.not) return `!${parts[0]}`;
    if (g.check === checks.and) return parts.join(' && ');
    if (g.check === checks.or) return `(${parts.join(' || ')})`;
    return 'inline guard';
  }
  return 'guard';
}

function kindOf(node: AnyStateNode): StateKind {
  return node.type as StateKind;
}

/** "done: sendOtp", "error: sendOtp", "after 1000 ms", "always", or the event type itself. */
export function eventText(eventType: string, sourceId: string): string {
  if (eventType === '(always)') return 'always';
  const done = /^xstate\.done\.actor\.(.+)$/.exec(eventType);
  if (done) return `done: ${done[1]}`;
  const failed = /^xstate\.error\.actor\.(.+)$/.exec(eventType);
  if (failed) return `error: ${failed[1]}`;
  const doneState = /^xstate\.done\.state\.(.+)$/.exec(eventType);
  if (doneState) return `done: ${doneState[1]}`;
  const suffix = `.${sourceId}`;
  if (eventType.startsWith('xstate.after.') && eventType.endsWith(suffix)) {
    const delay = eventType.slice('xstate.after.'.length, -suffix.length);
    return /^\d+$/.test(delay) ? `after ${delay} ms` : `after ${delay}`;
  }
  return eventType;
}

/** The statechart of a machine: its state nodes (parents first) and its transitions. */
export function chartOf(machine: AnyStateMachine): Chart {
  const nodes = allNodes(machine.root);
  const states: ChartState[] = nodes.map((node) => {
    const initialTarget = (node.initial as { target?: readonly AnyStateNode[] } | undefined)?.target?.[0];
    return {
      id: node.id,
      key: node.key,
      kind: kindOf(node),
      parent: node.parent ? node.parent.id : null,
      initial: node.type === 'compound' && initialTarget ? initialTarget.id : null,
      invokes: (node.invoke as Array<{ id: string; src: unknown }>).map((invoke) =>
        typeof invoke.src === 'string' && invoke.src !== invoke.id ? `${invoke.id} ← ${invoke.src}` : invoke.id,
      ),
      tags: [...((node.tags as string[] | undefined) ?? [])],
    };
  });
  const transitions: ChartTransition[] = [];
  let index = 0;
  for (const [transition, modelLabel] of definitionTransitions(machine)) {
    const t = transition as unknown as { source: AnyStateNode; eventType: string; guard?: unknown; target?: AnyStateNode[] };
    const eventType = t.eventType || '(always)';
    const source = t.source.id;
    const targets = t.target && t.target.length ? t.target.map((node) => node.id) : [source];
    transitions.push({
      index: index++,
      source,
      eventType,
      event: eventText(eventType, source),
      guard: guardText(t.guard),
      targets,
      modelLabel,
      key: `${source} ${eventType} ${targets.join(',')}`,
    });
  }
  return { machineId: machine.id, states, transitions };
}

// ---------------------------------------------------------------------------------------------
// Layout

const CHAR = 6.7; // width of one monospace character at 11px
const NAME_CHAR = 7.4; // at 12px bold
const LINE = 14;
const HEADER = 22;

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface LaidOutChart {
  chart: Chart;
  width: number;
  height: number;
  boxes: Record<string, Box>;
  /** Per transition index: one polyline per target, and where the label goes. */
  edges: Record<number, { points: Array<Array<[number, number]>>; label: Box | null }>;
  /** Per compound state id: the initial marker and its arrow. */
  initials: Record<string, { dot: Box; points: Array<[number, number]> }>;
}

const round = (n: number) => Math.round(n * 10) / 10;

function labelLines(t: ChartTransition): string[] {
  return t.guard ? [t.event, `[${t.guard}]`] : [t.event];
}

function stateLines(state: ChartState): string[] {
  return state.invokes.map((invoke) => `invoke ${invoke}`);
}

/** Lays out the chart with ELK; the result is plain numbers (rounded), the same in Node and browsers. */
export async function layoutChart(chart: Chart): Promise<LaidOutChart> {
  const elk = new ELK();
  const byId = new Map(chart.states.map((s) => [s.id, s]));
  const childrenOf = (id: string) => chart.states.filter((s) => s.parent === id);

  const textWidth = (state: ChartState) =>
    Math.max(state.key.length * NAME_CHAR, ...stateLines(state).map((line) => line.length * CHAR)) + 24;

  const elkNode = (state: ChartState): ElkNode => {
    const children = childrenOf(state.id);
    const extra = stateLines(state).length * LINE;
    if (children.length === 0) {
      return { id: state.id, width: round(Math.max(textWidth(state), 60)), height: 30 + extra };
    }
    const nested: ElkNode[] = children.map(elkNode);
    if (state.initial) nested.unshift({ id: `${state.id}::initial`, width: 10, height: 10 });
    return {
      id: state.id,
      children: nested,
      layoutOptions: {
        'elk.padding': `[top=${HEADER + extra + 12},left=14,bottom=14,right=14]`,
        'elk.nodeSize.constraints': 'MINIMUM_SIZE',
        'elk.nodeSize.minimum': `(${round(textWidth(state))}, 40)`,
        'elk.direction': state.kind === 'parallel' ? 'RIGHT' : 'DOWN',
      },
    };
  };

  const root = chart.states[0];
  const edges: ElkExtendedEdge[] = [];
  for (const t of chart.transitions) {
    t.targets.forEach((target, k) => {
      const lines = labelLines(t);
      edges.push({
        id: `t${t.index}:${k}`,
        sources: [t.source],
        targets: [target],
        labels:
          k === 0
            ? [
                {
                  id: `t${t.index}:label`,
                  text: lines.join('\n'),
                  width: round(Math.max(...lines.map((l) => l.length)) * CHAR + 6),
                  height: lines.length * LINE + 2,
                },
              ]
            : [],
      });
    });
  }
  for (const state of chart.states) {
    if (state.initial) edges.push({ id: `${state.id}::initial-edge`, sources: [`${state.id}::initial`], targets: [state.initial] });
  }

  const graph: ElkNode = {
    id: '::graph',
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': 'DOWN',
      'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
      'elk.edgeRouting': 'ORTHOGONAL',
      'elk.layered.spacing.nodeNodeBetweenLayers': '36',
      'elk.spacing.nodeNode': '28',
      'elk.spacing.edgeLabel': '4',
      'elk.spacing.edgeNode': '14',
      'elk.layered.spacing.edgeNodeBetweenLayers': '14',
      'elk.edgeLabels.placement': 'CENTER',
      'elk.layered.nodePlacement.strategy': 'BRANDES_KOEPF',
      'elk.layered.crossingMinimization.semiInteractive': 'false',
      'elk.randomSeed': '1',
      'elk.json.shapeCoords': 'ROOT',
      'elk.json.edgeCoords': 'ROOT',
      'elk.padding': '[top=8,left=8,bottom=8,right=8]',
    },
    children: [elkNode(root)],
    edges,
  };
  const result = await elk.layout(graph);

  const boxes: Record<string, Box> = {};
  const walk = (node: ElkNode) => {
    if (byId.has(node.id) || node.id.endsWith('::initial')) {
      boxes[node.id] = { x: round(node.x ?? 0), y: round(node.y ?? 0), width: round(node.width ?? 0), height: round(node.height ?? 0) };
    }
    node.children?.forEach(walk);
  };
  result.children?.forEach(walk);

  const laidEdges: LaidOutChart['edges'] = {};
  const initials: LaidOutChart['initials'] = {};
  const allEdges: ElkExtendedEdge[] = [];
  const collect = (node: ElkNode) => {
    allEdges.push(...(node.edges ?? []));
    node.children?.forEach(collect);
  };
  collect(result);
  for (const edge of allEdges) {
    const points: Array<[number, number]> = (edge.sections ?? []).flatMap((section) => [
      [round(section.startPoint.x), round(section.startPoint.y)] as [number, number],
      ...(section.bendPoints ?? []).map((p) => [round(p.x), round(p.y)] as [number, number]),
      [round(section.endPoint.x), round(section.endPoint.y)] as [number, number],
    ]);
    const initial = /^(.*)::initial-edge$/.exec(edge.id);
    if (initial) {
      initials[initial[1]] = { dot: boxes[`${initial[1]}::initial`], points };
      continue;
    }
    const [, index] = /^t(\d+):/.exec(edge.id)!;
    const entry = (laidEdges[Number(index)] ??= { points: [], label: null });
    entry.points.push(points);
    const label = edge.labels?.[0];
    if (label)
      entry.label = { x: round(label.x ?? 0), y: round(label.y ?? 0), width: round(label.width ?? 0), height: round(label.height ?? 0) };
  }
  return { chart, width: round(result.width ?? 0), height: round(result.height ?? 0), boxes, edges: laidEdges, initials };
}

// ---------------------------------------------------------------------------------------------
// Picture: a tiny element tree, written as SVG text or rendered by React

export interface El {
  tag: string;
  attrs: Record<string, string | number | undefined>;
  children: Array<El | string>;
}

const el = (tag: string, attrs: El['attrs'], ...children: Array<El | string>): El => ({ tag, attrs, children });

export interface PictureOptions {
  /** State ids to mark `aria-current="true"`. */
  active?: ReadonlySet<string>;
  /** Transition indexes no model path takes: drawn red. */
  uncovered?: ReadonlySet<number>;
  /** The transition just taken: drawn bold. */
  taken?: ReadonlySet<number>;
}

const STYLE = `
.sc-state>rect{fill:#fff;stroke:#4a5568;stroke-width:1.2}
.sc-state[data-kind=compound]>rect,.sc-state[data-kind=parallel]>rect{fill:#f7f9fc}
.sc-state[data-kind=final]>rect.sc-inner{fill:none}
.sc-state[data-region=true]>rect{stroke-dasharray:5 3}
.sc-state[aria-current=true]>rect{stroke:#0f6cbd;stroke-width:2.5}
.sc-state[aria-current=true][data-kind=atomic]>rect,.sc-state[aria-current=true][data-kind=final]>rect:first-of-type{fill:#cfe4fa}
.sc-name{font:bold 12px ui-monospace,Menlo,Consolas,monospace;fill:#1a202c}
.sc-text{font:11px ui-monospace,Menlo,Consolas,monospace;fill:#4a5568}
.sc-edge>path{fill:none;stroke:#718096;stroke-width:1.2;marker-end:url(#sc-arrow)}
.sc-edge>text{font:11px ui-monospace,Menlo,Consolas,monospace;fill:#2d3748}
.sc-edge[data-uncovered=true]>path{stroke:#c50f1f;stroke-width:2}
.sc-edge[data-uncovered=true]>text{fill:#c50f1f}
.sc-edge[data-taken=true]>path{stroke:#0f6cbd;stroke-width:2.5}
.sc-initial>circle{fill:#1a202c}
.sc-initial>path{fill:none;stroke:#1a202c;stroke-width:1.2;marker-end:url(#sc-arrow)}
`.trim();

const pathD = (points: Array<[number, number]>) => points.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${x} ${y}`).join(' ');

/** The statechart as an element tree (an `<svg>`), with the active states and coverage marked. */
export function picture(layout: LaidOutChart, options: PictureOptions = {}): El {
  const { chart, boxes } = layout;
  const kids = (id: string) => chart.states.filter((s) => s.parent === id);
  const byId = new Map(chart.states.map((s) => [s.id, s]));
  const stateEls = chart.states.map((state) => {
    const box = boxes[state.id];
    const parent = state.parent ? byId.get(state.parent) : undefined;
    const lines = stateLines(state);
    const nested = kids(state.id).length > 0;
    const children: El[] = [el('rect', { x: box.x, y: box.y, width: box.width, height: box.height, rx: 6 })];
    if (state.kind === 'final') {
      children.push(
        el('rect', { class: 'sc-inner', x: box.x + 3, y: box.y + 3, width: round(box.width - 6), height: round(box.height - 6), rx: 4 }),
      );
    }
    const nameY = nested ? box.y + 16 : box.y + 19;
    children.push(
      el('text', { class: 'sc-name', x: round(box.x + 10), y: round(nameY) }, state.key + (state.kind === 'parallel' ? ' (parallel)' : '')),
    );
    lines.forEach((line, i) =>
      children.push(el('text', { class: 'sc-text', x: round(box.x + 10), y: round(nameY + LINE * (i + 1)) }, line)),
    );
    const title = `${state.id} (${state.kind}${state.tags.length ? `, tags: ${state.tags.join(' ')}` : ''})`;
    return el(
      'g',
      {
        class: 'sc-state',
        'data-state': state.id,
        'data-kind': state.kind,
        'data-region': parent?.kind === 'parallel' ? 'true' : undefined,
        'aria-current': options.active?.has(state.id) ? 'true' : undefined,
      },
      el('title', {}, title),
      ...children,
    );
  });
  const initialEls = Object.entries(layout.initials)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([id, { dot, points }]) =>
      el(
        'g',
        { class: 'sc-initial', 'data-initial-of': id },
        el('circle', { cx: round(dot.x + dot.width / 2), cy: round(dot.y + dot.height / 2), r: 5 }),
        el('path', { d: pathD(points) }),
      ),
    );
  const edgeEls = chart.transitions.map((t) => {
    const laid = layout.edges[t.index];
    const children: Array<El | string> = [el('title', {}, t.modelLabel)];
    for (const points of laid?.points ?? []) children.push(el('path', { d: pathD(points) }));
    if (laid?.label) {
      labelLines(t).forEach((line, i) =>
        children.push(el('text', { x: round(laid.label!.x + 3), y: round(laid.label!.y + 11 + i * LINE) }, line)),
      );
    }
    return el(
      'g',
      {
        class: 'sc-edge',
        'data-transition': t.key,
        'data-uncovered': options.uncovered?.has(t.index) ? 'true' : undefined,
        'data-taken': options.taken?.has(t.index) ? 'true' : undefined,
      },
      ...children,
    );
  });
  return el(
    'svg',
    {
      xmlns: 'http://www.w3.org/2000/svg',
      viewBox: `0 0 ${layout.width} ${layout.height}`,
      width: layout.width,
      height: layout.height,
      role: 'img',
      'aria-label': `Statechart of ${chart.machineId}: ${chart.states.length} states, ${chart.transitions.length} transitions`,
      'data-machine': chart.machineId,
    },
    el('style', {}, STYLE),
    el(
      'defs',
      {},
      el(
        'marker',
        { id: 'sc-arrow', viewBox: '0 0 10 10', refX: 9, refY: 5, markerWidth: 7, markerHeight: 7, orient: 'auto-start-reverse' },
        el('path', { d: 'M0 0 L10 5 L0 10 z', fill: '#4a5568' }),
      ),
    ),
    el('g', { class: 'sc-states' }, ...stateEls),
    el('g', { class: 'sc-initials' }, ...initialEls),
    el('g', { class: 'sc-edges' }, ...edgeEls),
  );
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The element tree as indented SVG text (the format of docs/machines/*.svg). */
export function toSvgString(node: El, indent = ''): string {
  const attrs = Object.entries(node.attrs)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => ` ${key}="${escapeXml(String(value))}"`)
    .join('');
  if (node.children.length === 0) return `${indent}<${node.tag}${attrs}/>`;
  if (node.children.every((child) => typeof child === 'string')) {
    return `${indent}<${node.tag}${attrs}>${escapeXml(node.children.join(''))}</${node.tag}>`;
  }
  const inner = node.children.map((child) =>
    typeof child === 'string' ? indent + '  ' + escapeXml(child) : toSvgString(child, indent + '  '),
  );
  return `${indent}<${node.tag}${attrs}>\n${inner.join('\n')}\n${indent}</${node.tag}>`;
}

/** The static picture of a machine: docs/machines/<id>.svg. */
export async function machineSvg(machine: AnyStateMachine): Promise<string> {
  const layout = await layoutChart(chartOf(machine));
  return `${toSvgString(picture(layout))}\n`;
}
