/**
 * The machine explorer (Storybook `Machines/<machine id>`): the statechart drawn from the definition
 * on the left, the real screen fed by a running actor on the right, the context and the event log
 * below. The actor runs on a clock that never fires and with every invoked promise pending, so
 * nothing happens on its own: events, delays and the invoked actors' done/error answers are buttons.
 * Back/forward/reset rebuild the history on a fresh actor; "jump to state" walks the shortest path
 * of the model tests that reaches the state; each model-test path is walked step by step.
 */
import { useEffect, useMemo, useReducer, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { createDOMRenderer, FluentProvider, RendererProvider } from '@fluentui/react-components';
import {
  createActor,
  fromPromise,
  type AnyActorLogic,
  type AnyActorRef,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type EventObject,
} from 'xstate';
import { darobanTheme } from '../../src/components/theme';
import {
  definitionTransitions,
  describeApiEvent,
  modelOf,
  stateValueToString,
  type MachineModel,
  type ModelPath,
} from '../../machines/model/model';
import type { RegistryEntry } from './registry';
import { chartOf, layoutChart, picture, type El, type LaidOutChart } from '../../machines/model/statechart';

// ---------------------------------------------------------------------------------------------
// Persian labels of the screen panel (the reviewer's tool itself is in English, like the chart).

export const screenLabels = {
  heading: 'صفحهٔ زنده',
  description: 'همان نمای برنامه، با ماشینی که این‌جا اجرا می‌شود؛ رویدادهای صفحه در تاریخچه ثبت می‌شوند.',
  frameTitle: (machineId: string) => `صفحهٔ ماشین ${machineId}`,
  /** What the shell frames while the access gate lets the visitor in. */
  pageContent: 'محتوای صفحه',
  none: 'برای این ماشین هنوز صفحه‌ای در stories/machines/registry.tsx ثبت نشده است.',
};

// ---------------------------------------------------------------------------------------------
// Chart element tree → React

function toReact(node: El, key?: number): ReactNode {
  const props: Record<string, unknown> = { key };
  for (const [name, value] of Object.entries(node.attrs)) {
    if (value === undefined) continue;
    props[name === 'class' ? 'className' : name === 'xmlns' ? 'xmlns' : name] = value;
  }
  const children = node.children.map((child, i) => (typeof child === 'string' ? child : toReact(child, i)));
  const Tag = node.tag as 'g';
  return <Tag {...(props as object)}>{children.length ? children : undefined}</Tag>;
}

// ---------------------------------------------------------------------------------------------
// The running actor

/** Timers never fire: delays are buttons. */
const frozenClock = { setTimeout: () => 0, clearTimeout: () => {} };

/**
 * The machine with every invoked non-machine actor pending forever (answers are buttons); an invoked
 * child machine (the login's one-time-code step) runs frozen the same way, and its done answer is a
 * button of the parent.
 */
function frozen(machine: AnyStateMachine): AnyStateMachine {
  const actors: Record<string, AnyActorLogic> = {};
  for (const [name, logic] of Object.entries(machine.implementations.actors as Record<string, AnyActorLogic>)) {
    actors[name] =
      'root' in (logic as object) ? frozen(logic as AnyStateMachine) : (fromPromise(() => new Promise<never>(() => {})) as AnyActorLogic);
  }
  return machine.provide({ actors } as never);
}

interface LogEntry {
  event: EventObject | null;
  text: string;
  actions: string[];
  state: string;
}

interface Run {
  id: number;
  actor: AnyActorRef;
  input: unknown;
  history: EventObject[];
  position: number;
  log: LogEntry[];
  /** Chart indexes of the transitions the last event took. */
  taken: Set<number>;
}

function describeDefault(event: EventObject): string {
  const { type, ...rest } = event as EventObject & Record<string, unknown>;
  if (type.startsWith('xstate.error.actor.')) {
    try {
      return describeApiEvent(event);
    } catch {
      const error = rest.error;
      return `${type} (${error instanceof Error ? error.message : JSON.stringify(error)})`;
    }
  }
  if (type.startsWith('xstate.done.actor.')) return type;
  return Object.keys(rest).length ? `${type} ${JSON.stringify(rest)}` : type;
}

/** The outcome an answer carries, in a word: a string field that names it, or how many rows it has. */
function outcomeOf(output: unknown): string {
  if (output === undefined) return '';
  if (output === null || typeof output !== 'object') return JSON.stringify(output);
  const record = output as Record<string, unknown>;
  for (const key of ['outcome', 'kind', 'status', 'type']) if (typeof record[key] === 'string') return record[key];
  const queue: unknown[] = [output];
  for (let depth = 0; depth < 4 && queue.length; depth++) {
    for (const value of queue.splice(0)) {
      if (Array.isArray(value)) return `${value.length} item${value.length === 1 ? '' : 's'}`;
      if (value && typeof value === 'object') queue.push(...Object.values(value));
    }
  }
  const json = JSON.stringify(output);
  return json.length > 40 ? `${json.slice(0, 39)}…` : json;
}

let runIds = 0;

function useRun(logic: AnyStateMachine, labelIndex: Map<string, number>, initialInput: unknown) {
  const [, bump] = useReducer((x: number) => x + 1, 0);
  const run = useRef<Run | null>(null);
  const recording = useRef<'new' | 'history'>('new');
  const transitionLabels = useMemo(() => definitionTransitions(logic), [logic]);

  const boot = (input: unknown, events: EventObject[], position = events.length) => {
    run.current?.actor.stop();
    const current: Run = { id: ++runIds, actor: null as never, input, history: [...events], position: 0, log: [], taken: new Set() };
    run.current = current;
    recording.current = 'history';
    // Inspection starts while the actor is created: events of `actor` only count once it exists.
    let actor: AnyActorRef | undefined = undefined;
    actor = createActor(logic, {
      input: input as never,
      clock: frozenClock,
      inspect: (ev) => {
        if (run.current !== current) return;
        if (ev.type === '@xstate.event' && ev.actorRef === actor && !ev.sourceRef) {
          const event = ev.event as EventObject;
          if (event.type === 'xstate.init') {
            current.log = [{ event: null, text: `start, input ${JSON.stringify(input ?? null)}`, actions: [], state: '' }];
            return;
          }
          const keep = current.position + 1;
          if (recording.current === 'new') {
            current.history = [...current.history.slice(0, current.position), event];
            current.position = current.history.length;
          }
          current.taken = new Set();
          current.log = [...current.log.slice(0, keep), { event, text: describeDefault(event), actions: [], state: '' }];
        } else if (ev.type === '@xstate.microstep' && ev.actorRef === actor) {
          for (const t of (ev as unknown as { _transitions: unknown[] })._transitions) {
            const label = transitionLabels.get(t as never);
            const index = label === undefined ? undefined : labelIndex.get(label);
            if (index !== undefined) current.taken.add(index);
          }
        } else if (ev.type === '@xstate.action' && ev.actorRef === actor) {
          const last = current.log[current.log.length - 1];
          const type = (ev as unknown as { action: { type: string } }).action.type;
          if (last && !type.startsWith('xstate.')) last.actions.push(type);
        }
      },
    });
    current.actor = actor;
    actor.subscribe({
      next: (snapshot) => {
        const last = current.log[current.log.length - 1];
        if (last) last.state = stateValueToString((snapshot as AnyMachineSnapshot).value);
        if (run.current === current && recording.current === 'new') bump();
      },
      error: () => bump(),
    });
    actor.start();
    const initial = current.log[0];
    if (initial) initial.state = stateValueToString((actor.getSnapshot() as AnyMachineSnapshot).value);
    for (const event of events.slice(0, position)) {
      actor.send(event);
      current.position++;
    }
    recording.current = 'new';
    bump();
    return current;
  };

  if (run.current === null) boot(initialInput, []);
  useEffect(() => () => run.current?.actor.stop(), []);

  const current = run.current!;
  return {
    run: current,
    snapshot: current.actor.getSnapshot() as AnyMachineSnapshot,
    boot,
    send: (event: EventObject) => current.actor.send(event),
    back: () => boot(current.input, current.history, current.position - 1),
    forward: () => {
      recording.current = 'history';
      current.actor.send(current.history[current.position]);
      current.position++;
      recording.current = 'new';
      bump();
    },
    reset: (input = current.input) => boot(input, []),
  };
}

// ---------------------------------------------------------------------------------------------
// Pieces

function ScreenFrame({ title, children }: { title: string; children: ReactNode }) {
  const ref = useRef<HTMLIFrameElement>(null);
  const [doc, setDoc] = useState<Document | null>(null);
  useEffect(() => {
    const frameDoc = ref.current?.contentDocument;
    if (!frameDoc) return;
    frameDoc.documentElement.lang = 'fa';
    frameDoc.documentElement.dir = 'rtl';
    frameDoc.title = title;
    for (const node of document.querySelectorAll('style, link[rel="stylesheet"]')) frameDoc.head.appendChild(node.cloneNode(true));
    frameDoc.body.style.margin = '0';
    setDoc(frameDoc);
  }, [title]);
  const renderer = useMemo(() => (doc ? createDOMRenderer(doc) : null), [doc]);
  return (
    <>
      <iframe
        ref={ref}
        title={title}
        style={{ width: '100%', height: 640, border: '1px solid #c8c8c8', borderRadius: 6, background: '#fff' }}
      />
      {doc &&
        renderer &&
        createPortal(
          <RendererProvider renderer={renderer} targetDocument={doc}>
            <FluentProvider targetDocument={doc} dir="rtl" theme={darobanTheme} style={{ minHeight: '100vh' }}>
              {children}
            </FluentProvider>
          </RendererProvider>,
          doc.body,
        )}
    </>
  );
}

function ContextTree({ value, name }: { value: unknown; name?: string }): ReactNode {
  const label = name === undefined ? null : <span style={{ color: '#555' }}>{name}: </span>;
  if (value === null || typeof value !== 'object') {
    return (
      <li>
        {label}
        <code>{value === undefined ? 'undefined' : JSON.stringify(value)}</code>
      </li>
    );
  }
  const entries = Array.isArray(value) ? value.map((item, i) => [String(i), item] as const) : Object.entries(value as object);
  const shown = entries.slice(0, 8);
  const summary = Array.isArray(value) ? `[${value.length}]` : `{${entries.length}}`;
  return (
    <li>
      <details open={name === undefined || entries.length <= 8}>
        <summary>
          {label}
          <code>{summary}</code>
        </summary>
        <ul style={{ listStyle: 'none', paddingInlineStart: 16, margin: 0 }}>
          {shown.map(([key, item]) => (
            <ContextTree key={key} name={key} value={item} />
          ))}
          {entries.length > shown.length && <li>… {entries.length - shown.length} more</li>}
        </ul>
      </details>
    </li>
  );
}

const box: React.CSSProperties = { border: '1px solid #d1d1d1', borderRadius: 6, padding: 12, background: '#fff', minWidth: 0 };
const h2: React.CSSProperties = { fontSize: 15, margin: '0 0 8px' };
const row: React.CSSProperties = { display: 'flex', flexWrap: 'wrap', gap: 6, alignItems: 'center', margin: '4px 0' };

function handledTypes(snapshot: AnyMachineSnapshot): string[] {
  if (snapshot.status !== 'active') return [];
  const types = new Set<string>();
  for (const node of snapshot._nodes as AnyStateNode[])
    for (const type of (node.transitions as Map<string, unknown>).keys()) types.add(type);
  return [...types].filter((type) => type !== '*' && !type.endsWith('.*')).sort();
}

function EventRow({
  type,
  examples,
  snapshot,
  send,
  description,
}: {
  type: string;
  examples: EventObject[];
  snapshot: AnyMachineSnapshot;
  send: (event: EventObject) => void;
  description?: string;
}) {
  const payloadOf = (event: EventObject) => {
    const { type: _type, ...rest } = event as EventObject & Record<string, unknown>;
    void _type;
    return rest;
  };
  const withPayload = examples.filter((e) => Object.keys(payloadOf(e)).length > 0);
  const [text, setText] = useState(() => (withPayload[0] ? JSON.stringify(payloadOf(withPayload[0])) : ''));
  let event: EventObject | null = { type };
  try {
    event = text.trim() ? { type, ...(JSON.parse(text) as object) } : { type };
  } catch {
    event = null;
  }
  const enabled = event !== null && snapshot.can(event as never);
  const listId = `payloads-${type.replace(/[^\w-]/g, '_')}`;
  return (
    <form
      style={row}
      onSubmit={(e) => {
        e.preventDefault();
        if (event && enabled) send(event);
      }}
    >
      <button type="submit" disabled={!enabled} data-event={type} aria-describedby={description ? `${listId}-description` : undefined}>
        {type}
      </button>
      {description && (
        <span id={`${listId}-description`} dir="auto" style={{ fontSize: 12, color: '#555' }}>
          {description}
        </span>
      )}
      {withPayload.length > 0 && (
        <>
          <label htmlFor={`${listId}-input`} style={{ fontSize: 12 }}>
            payload
          </label>
          <input
            id={`${listId}-input`}
            list={listId}
            value={text}
            onChange={(e) => setText(e.target.value)}
            size={Math.min(48, Math.max(16, text.length + 2))}
            style={{ fontFamily: 'monospace', maxWidth: '100%', boxSizing: 'border-box' }}
          />
          <datalist id={listId}>
            {withPayload.map((e) => (
              <option key={JSON.stringify(payloadOf(e))} value={JSON.stringify(payloadOf(e))} />
            ))}
          </datalist>
        </>
      )}
      {event === null && <span role="alert">payload is not JSON</span>}
    </form>
  );
}

// ---------------------------------------------------------------------------------------------
// The explorer

export interface ExplorerProps {
  /** The machine file's name without `.machine.ts`. */
  file: string;
  entry: RegistryEntry;
  /**
   * Render the screen in the page instead of its frame (unit tests: jsdom loses a removed frame's
   * window before Fluent's focus tracking lets go of it). The frame keeps modal dialogs of the screen
   * from covering the explorer.
   */
  inlineScreen?: boolean;
  /** Event type → its description from the machine's JSDoc (shown beside the button). */
  descriptions?: Record<string, string>;
}

export function Explorer({ file, entry, inlineScreen = false, descriptions = {} }: ExplorerProps) {
  const { machine, walk = {}, Screen } = entry;
  const chart = useMemo(() => chartOf(machine), [machine]);
  const labelIndex = useMemo(() => new Map(chart.transitions.map((t) => [t.modelLabel, t.index])), [chart]);
  const [layout, setLayout] = useState<LaidOutChart | null>(null);
  useEffect(() => {
    let live = true;
    void layoutChart(chart).then((laid) => live && setLayout(laid));
    return () => {
      live = false;
    };
  }, [chart]);
  // The model's walk (every path, a few seconds on a large machine) runs once the chart is painted, so
  // the chart and the screen show first; until then nothing is coloured as uncovered. A timer alone
  // could run before the frame that draws the chart: the walk waits for that frame, then a task.
  const [walked, setWalked] = useState<{ machine: AnyStateMachine; model: MachineModel } | null>(null);
  useEffect(() => {
    if (!layout) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setWalked({ machine, model: modelOf(machine, walk as never) }), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [layout, machine, walk]);
  const model: MachineModel | null = walked?.machine === machine ? walked.model : null;
  const logic = useMemo(() => frozen(machine), [machine]);
  const inputs = walk.inputs ? [...walk.inputs] : [walk.input];
  const { run, snapshot, boot, send, back, forward, reset } = useRun(logic, labelIndex, inputs[0]);
  const [pathWalk, setPathWalk] = useState<{ path: number; at: number; mismatch: string | null } | null>(null);
  const [jumpTo, setJumpTo] = useState(chart.states[1]?.id ?? chart.states[0].id);
  const [jumpNote, setJumpNote] = useState('');
  // The chart opens fitted to its panel (a wide or tall chart is not cut at the panel's edge).
  const [fit, setFit] = useState(true);
  const chartBox = useRef<HTMLElement>(null);

  const active = new Set((snapshot._nodes as AnyStateNode[]).map((node) => node.id));
  const uncovered = new Set((model?.uncovered ?? []).map((label) => labelIndex.get(label)).filter((i): i is number => i !== undefined));
  const describeState = walk.describeState ?? ((s: AnyMachineSnapshot) => stateValueToString(s.value));
  const describeEvent = walk.describeEvent ?? describeDefault;

  const types = handledTypes(snapshot);
  const userTypes = types.filter((type) => !type.startsWith('xstate.'));
  const examplesFor = (type: string): EventObject[] => {
    const listed = typeof walk.events === 'function' ? walk.events(snapshot) : (walk.events ?? []);
    return (listed as EventObject[]).filter((event) => event.type === type);
  };
  // Each pending invoked actor by its id, with the answers it can give named by what they carry
  // (`done: otp (verified)`); a number only tells apart two answers that read the same.
  const pending = new Map<string, Array<{ name: string; event: EventObject }>>();
  const delays: Array<{ name: string; event: EventObject }> = [];
  const answerOf = (id: string, name: string, event: EventObject) => {
    const list = pending.get(id) ?? [];
    list.push({ name, event });
    pending.set(id, list);
  };
  for (const type of types) {
    const done = /^xstate\.done\.actor\.(.+)$/.exec(type);
    const failed = /^xstate\.error\.actor\.(.+)$/.exec(type);
    if (done) {
      const outputs = walk.outputs?.[done[1]] ?? [undefined];
      outputs.forEach((output) => {
        const event = { type, output } as EventObject;
        const described = describeEvent(event);
        const detail = described.startsWith(type) ? described.slice(type.length).trim() : '';
        const what = detail || (outputs.length > 1 ? `(${outcomeOf(output)})` : '');
        answerOf(done[1], `done: ${done[1]}${what && what !== '()' ? ` ${what}` : ''}`, event);
      });
    } else if (failed) {
      const errors = walk.errors?.[failed[1]] ?? [new Error('failed')];
      errors.forEach((error) => {
        const event = { type, error } as EventObject;
        const detail = describeDefault(event).slice(type.length).trim();
        answerOf(failed[1], `error: ${failed[1]}${detail ? ` ${detail}` : ''}`, event);
      });
    } else if (type.startsWith('xstate.after.')) {
      const source = chart.transitions.find((t) => t.eventType === type);
      delays.push({ name: source ? source.event : type, event: { type } });
    }
  }
  // Two answers that read the same are told apart by their order.
  for (const list of pending.values()) {
    const seen = new Map<string, number>();
    for (const answer of list) seen.set(answer.name, (seen.get(answer.name) ?? 0) + 1);
    const count = new Map<string, number>();
    for (const answer of list) {
      if ((seen.get(answer.name) ?? 0) < 2) continue;
      const n = (count.get(answer.name) ?? 0) + 1;
      count.set(answer.name, n);
      answer.name = `${answer.name} #${n}`;
    }
  }
  const srcOf = (id: string) => {
    const child = (snapshot.children as Record<string, AnyActorRef | undefined>)[id];
    const src = (child as { src?: unknown } | undefined)?.src;
    return typeof src === 'string' && src !== id ? src : null;
  };

  const paths = model?.paths ?? [];
  const pathText = (path: ModelPath) =>
    [
      `given ${describeState(path.initial)}`,
      ...path.steps.map((step) => `when ${describeEvent(step.event)}, then ${describeState(step.state)}`),
    ].join(', ');

  const startPath = (index: number) => {
    boot(paths[index].input, []);
    setPathWalk({ path: index, at: 0, mismatch: null });
  };
  const stepPath = () => {
    if (!pathWalk) return;
    const path = paths[pathWalk.path];
    const step = path.steps[pathWalk.at];
    send(step.event);
    const now = stateValueToString((run.actor.getSnapshot() as AnyMachineSnapshot).value);
    const expected = stateValueToString(step.state.value);
    setPathWalk({ ...pathWalk, at: pathWalk.at + 1, mismatch: now === expected ? null : `expected ${expected}, the actor is in ${now}` });
  };

  const jump = () => {
    let best: { input: unknown; events: EventObject[] } | null = null;
    for (const path of [...paths, ...(model?.edgePaths ?? [])]) {
      const states = [path.initial, ...path.steps.map((s) => s.state)];
      const k = states.findIndex((state) => (state._nodes as AnyStateNode[]).some((node) => node.id === jumpTo));
      if (k >= 0 && (best === null || k < best.events.length))
        best = { input: path.input, events: path.steps.slice(0, k).map((s) => s.event) };
    }
    if (!best) {
      setJumpNote(`no walked path reaches ${jumpTo}`);
      return;
    }
    setPathWalk(null);
    boot(best.input, best.events);
    setJumpNote(`reached ${jumpTo} in ${best.events.length} step${best.events.length === 1 ? '' : 's'}`);
  };

  const current = stateValueToString(snapshot.value);
  // Keep the (first) active leaf state in view inside the chart's scroller.
  useEffect(() => {
    const container = chartBox.current;
    const leaf = container?.querySelector('[data-state][aria-current="true"]:is([data-kind="atomic"], [data-kind="final"])');
    if (!container || !leaf) return;
    const a = container.getBoundingClientRect();
    const b = leaf.getBoundingClientRect();
    if (b.left < a.left || b.right > a.right) container.scrollLeft += b.left - a.left - a.width / 2 + b.width / 2;
    if (b.top < a.top || b.bottom > a.bottom) container.scrollTop += b.top - a.top - a.height / 2 + b.height / 2;
  }, [current, layout, fit]);
  const chartPicture = layout ? picture(layout, { active, uncovered, taken: run.taken }) : null;
  if (chartPicture && fit) {
    chartPicture.attrs.width = '100%';
    chartPicture.attrs.height = '100%';
  }
  return (
    <main
      dir="ltr"
      lang="en"
      style={{ textAlign: 'left', fontFamily: 'system-ui, sans-serif', fontSize: 13, padding: 12, background: '#f5f5f5', color: '#1a1a1a' }}
    >
      <h1 style={{ fontSize: 18, margin: '0 0 8px' }}>
        Machine <code>{machine.id}</code> <span style={{ fontWeight: 400, fontSize: 13 }}>(machines/{file}.machine.ts)</span>
      </h1>
      <p role="status" aria-live="polite" style={{ margin: '0 0 8px' }}>
        State: <strong data-testid="current-state">{current || '(none)'}</strong>
        {snapshot.status !== 'active' && <> — {snapshot.status}</>} · step {run.position} of {run.history.length} ·{' '}
        {model ? `${model.covered}/${model.total} transitions covered by the model paths` : 'walking the model paths…'}
      </p>
      {snapshot.status === 'error' && (
        <pre role="alert" style={{ color: '#c50f1f', whiteSpace: 'pre-wrap' }}>
          The actor failed: {String((snapshot as { error?: unknown }).error)}
        </pre>
      )}
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'flex-start' }}>
        <section
          ref={chartBox}
          aria-labelledby="chart-heading"
          tabIndex={0}
          style={{ ...box, flex: '1 1 480px', overflow: 'auto', maxHeight: 720 }}
        >
          <div style={{ ...row, justifyContent: 'space-between', margin: '0 0 8px' }}>
            <h2 id="chart-heading" style={{ ...h2, margin: 0 }}>
              Statechart
            </h2>
            <button type="button" aria-pressed={fit} onClick={() => setFit(!fit)}>
              Fit to panel
            </button>
          </div>
          {chartPicture && layout && fit ? (
            // As wide as the panel and at most 640 px tall: the picture keeps its proportions inside.
            <div data-testid="chart-fitted" style={{ width: '100%', aspectRatio: `${layout.width} / ${layout.height}`, maxHeight: 640 }}>
              {toReact(chartPicture)}
            </div>
          ) : chartPicture ? (
            toReact(chartPicture)
          ) : (
            <p>Laying out…</p>
          )}
          <p style={{ color: uncovered.size ? '#c50f1f' : '#107c10' }}>
            {!model
              ? 'Walking the model paths…'
              : uncovered.size
                ? `Uncovered transitions (red): ${model.uncovered.join('; ')}`
                : 'Every transition is taken by a model path.'}
          </p>
        </section>
        <section aria-labelledby="screen-heading" dir="rtl" lang="fa" style={{ ...box, flex: '0 1 440px' }}>
          <h2 id="screen-heading" style={h2}>
            {screenLabels.heading}
          </h2>
          <p style={{ margin: '0 0 8px', fontSize: 12 }}>{screenLabels.description}</p>
          {Screen && inlineScreen ? (
            <div data-testid="screen">
              <Screen key={run.id} snapshot={snapshot} send={send} actor={run.actor} />
            </div>
          ) : Screen ? (
            <ScreenFrame title={screenLabels.frameTitle(machine.id)}>
              <Screen key={run.id} snapshot={snapshot} send={send} actor={run.actor} />
            </ScreenFrame>
          ) : (
            <p>{screenLabels.none}</p>
          )}
        </section>
      </div>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(320px, 100%), 1fr))', gap: 12, marginTop: 12 }}>
        <section aria-labelledby="events-heading" style={box}>
          <h2 id="events-heading" style={h2}>
            Events
          </h2>
          {userTypes.length === 0 && <p>No event is handled in this state.</p>}
          {userTypes.map((type) => (
            <EventRow
              key={`${run.id}-${run.position}-${type}`}
              type={type}
              examples={examplesFor(type)}
              snapshot={snapshot}
              send={send}
              description={descriptions[type]}
            />
          ))}
          <h3 style={{ fontSize: 13, margin: '10px 0 4px' }}>Invoked actors and delays</h3>
          {pending.size === 0 && delays.length === 0 && <p>Nothing is pending.</p>}
          {[...pending].map(([id, list]) => (
            <div key={id} style={row} data-testid="pending-actor">
              <span>
                <code>{id}</code>
                {srcOf(id) && <span style={{ color: '#555' }}> ({srcOf(id)})</span>}:
              </span>
              {list.map(({ name, event }) => (
                <button key={name} type="button" onClick={() => send(event)} data-event={event.type}>
                  {name}
                </button>
              ))}
            </div>
          ))}
          {delays.length > 0 && (
            <div style={row}>
              <span>delays:</span>
              {delays.map(({ name, event }) => (
                <button key={name} type="button" onClick={() => send(event)} data-event={event.type}>
                  {name}
                </button>
              ))}
            </div>
          )}
          <h3 style={{ fontSize: 13, margin: '10px 0 4px' }}>History</h3>
          <div style={row}>
            <button type="button" onClick={back} disabled={run.position === 0}>
              Back
            </button>
            <button type="button" onClick={forward} disabled={run.position >= run.history.length}>
              Forward
            </button>
            <button type="button" onClick={() => (setPathWalk(null), reset())}>
              Reset
            </button>
            {inputs.length > 1 &&
              inputs.map((input, i) => (
                <button key={i} type="button" onClick={() => (setPathWalk(null), reset(input))}>
                  Reset with input {JSON.stringify(input)}
                </button>
              ))}
          </div>
          <div style={row}>
            <label htmlFor="jump-to">Jump to state</label>
            <select id="jump-to" value={jumpTo} onChange={(e) => setJumpTo(e.target.value)}>
              {chart.states.slice(1).map((state) => (
                <option key={state.id} value={state.id}>
                  {state.id}
                </option>
              ))}
            </select>
            <button type="button" onClick={jump}>
              Jump
            </button>
            <span role="status">{jumpNote}</span>
          </div>
        </section>
        <section aria-labelledby="context-heading" style={box}>
          <h2 id="context-heading" style={h2}>
            Context
          </h2>
          <ul style={{ listStyle: 'none', padding: 0, margin: 0, fontSize: 12 }}>
            <ContextTree value={snapshot.context} />
          </ul>
        </section>
        <section aria-labelledby="log-heading" style={box}>
          <h2 id="log-heading" style={h2}>
            Event log
          </h2>
          <ol style={{ margin: 0, paddingInlineStart: 20, fontSize: 12 }} data-testid="event-log">
            {run.log.map((entry, i) => (
              <li key={i} aria-current={i === run.log.length - 1 ? 'step' : undefined}>
                <code>{entry.text}</code> → <strong>{entry.state}</strong>
                {entry.actions.length > 0 && <span style={{ color: '#555' }}> (actions: {entry.actions.join(', ')})</span>}
              </li>
            ))}
          </ol>
        </section>
      </div>
      <section aria-labelledby="paths-heading" style={{ ...box, marginTop: 12 }}>
        <h2 id="paths-heading" style={h2}>
          Model-test paths ({paths.length})
        </h2>
        {pathWalk && (
          <div style={row} data-testid="path-walk">
            <span>
              Walking path {pathWalk.path + 1} of {paths.length}: step {pathWalk.at} of {paths[pathWalk.path].steps.length}
            </span>
            <button type="button" onClick={stepPath} disabled={pathWalk.at >= paths[pathWalk.path].steps.length}>
              Next step
            </button>
            {pathWalk.mismatch && (
              <span role="alert" data-testid="mismatch" style={{ color: '#c50f1f' }}>
                {pathWalk.mismatch}
              </span>
            )}
          </div>
        )}
        <ol style={{ margin: 0, paddingInlineStart: 20, fontSize: 12 }}>
          {paths.map((path, i) => (
            <li key={i} style={{ margin: '4px 0' }} aria-current={pathWalk?.path === i ? 'true' : undefined}>
              <button type="button" onClick={() => startPath(i)}>
                Walk path {i + 1} of {paths.length}
              </button>{' '}
              <span>
                path {i + 1} of {paths.length}: {pathText(path)}
              </span>
            </li>
          ))}
        </ol>
      </section>
    </main>
  );
}
