/**
 * The model-test helper: walks a machine's graph with `xstate/graph`, measures which transitions of
 * the machine's definition the walk takes, and hands back the paths so a test can walk them through
 * a rendered view. No React here: the test decides what "checking a state" means.
 *
 * Invoked actors and delays are walked too: for every `xstate.done.actor.<id>`,
 * `xstate.error.actor.<id>` and `xstate.after.<delay>.<stateNodeId>` a state handles, the walk sends
 * that event (with the outputs / errors the caller lists, so guarded `onDone` branches are reachable).
 */
import {
  createEmptyActor,
  type AnyActorScope,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type EventFrom,
  type EventObject,
  type InputFrom,
} from 'xstate';
import { getAdjacencyMap, type AdjacencyMap } from 'xstate/graph';

type Snapshot = AnyMachineSnapshot;
type AnyTransition = AnyStateNode['always'] extends Array<infer T> | undefined ? T : never;

/** An event of a path: its payload fields are readable without a cast. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type StepEvent = EventObject & { [key: string]: any };

/** One step of a path: the event sent, and the state the machine is in afterwards. */
export interface ModelStep {
  /** The machine's own events and xstate's done/error/after events, with their payloads. */
  event: StepEvent;
  state: Snapshot;
}

/** A walk from the initial state; walk `steps` in order. */
export interface ModelPath {
  /** The input the machine starts with on this path. */
  input: unknown;
  /** The state before the first step. */
  initial: Snapshot;
  /** "initial → EVENT → state → …", for the test's name. */
  description: string;
  steps: ModelStep[];
  /** The state the path ends in. */
  state: Snapshot;
}

export interface ModelOptions<TMachine extends AnyStateMachine> {
  /** The machine's input, as `createActor(machine, { input })` would get it. */
  input?: InputFrom<TMachine>;
  /** Several inputs: the machine is walked from each, coverage and lines are merged. */
  inputs?: readonly InputFrom<TMachine>[];
  /**
   * Events to try, with their payloads. Event types a state handles but this list lacks are tried as
   * a bare `{ type }`; list an event several times to try several payloads.
   */
  events?: readonly EventFrom<TMachine>[] | ((state: Snapshot) => readonly EventFrom<TMachine>[]);
  /** Outputs to try for `xstate.done.actor.<id>`, by actor id (several to reach every guarded branch). */
  outputs?: Record<string, readonly unknown[]>;
  /** Errors to try for `xstate.error.actor.<id>`, by actor id; by default one `Error('failed')`. */
  errors?: Record<string, readonly unknown[]>;
  /** How a state is named in lines and path descriptions; by default its value ("a.b"). */
  describeState?: (state: Snapshot) => string;
  /** How an event is named in lines; by default its type plus its payload. */
  describeEvent?: (event: EventObject) => string;
  /** Which states count as the same vertex; by default value + context (xstate's default). */
  serializeState?: (state: Snapshot) => string;
  /** Stop the walk after this many states (guards against unbounded context). Default 5000. */
  limit?: number;
}

export interface MachineModel {
  machineId: string;
  /** Transitions of the definition some walked edge takes. */
  covered: number;
  /** Transitions in the definition (guarded alternatives and `always` counted one by one). */
  total: number;
  /** The definition's transitions no walked edge takes, each as "source on EVENT [guard] → target". */
  uncovered: string[];
  /** Every transition of the definition, labelled as in `uncovered`. */
  transitions: string[];
  /** Sorted, distinct "given <state>, when <EVENT>, then <state>" lines of the adjacency. */
  lines: string[];
  /**
   * Few paths that together take every covered transition of the definition: for each transition the
   * shortest path taking it, none a prefix of another. Walk these through a rendered view.
   */
  paths: ModelPath[];
  /** Paths that together take every walked edge (every state/event pair), none a prefix of another. */
  edgePaths: ModelPath[];
  /** The initial snapshot of the (first) walk. */
  initial: Snapshot;
  /** Throws an Error listing the uncovered transitions, if any. */
  assertFullCoverage(): void;
}

/** "a.b" for `{ a: 'b' }`, "a.b, c.d" for parallel regions. */
export function stateValueToString(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>)
      .map(([key, child]) => {
        const inner = stateValueToString(child);
        return inner ? `${key}.${inner}` : key;
      })
      .join(', ');
  }
  return '';
}

/**
 * Describes events of machines that call the API: an error names the classified failure (its status,
 * and a 429's wait), a done event only its actor, any other event its payload.
 */
export function describeApiEvent(event: EventObject): string {
  const { type, ...rest } = event as EventObject & Record<string, unknown>;
  if (type.startsWith('xstate.error.actor.')) {
    const failure = (rest.error as { failure: { kind: string; status?: number; retryAfter?: number; codeAlreadySent?: boolean } }).failure;
    const status = failure.status === undefined ? '' : ` ${failure.status}`;
    const wait =
      failure.retryAfter === undefined ? '' : ` retryAfter ${failure.retryAfter}${failure.codeAlreadySent ? ' codeAlreadySent' : ''}`;
    return `${type} (${failure.kind}${status}${wait})`;
  }
  if (type.startsWith('xstate.done.actor.')) return type;
  return Object.keys(rest).length ? `${type} ${JSON.stringify(rest)}` : type;
}

function defaultDescribeEvent(event: EventObject): string {
  const { type, ...rest } = event as EventObject & Record<string, unknown>;
  if (type.startsWith('xstate.error.actor.')) {
    const error = rest.error;
    return `${type} (${error instanceof Error ? error.message : JSON.stringify(error)})`;
  }
  if (type.startsWith('xstate.done.actor.')) {
    return rest.output === undefined ? type : `${type} ${JSON.stringify(rest.output)}`;
  }
  const payload = Object.keys(rest).length ? ` ${JSON.stringify(rest)}` : '';
  return `${type}${payload}`;
}

function guardName(transition: AnyTransition): string | undefined {
  const guard = (transition as { guard?: unknown }).guard;
  if (!guard) return undefined;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') return guard.name || 'inline guard';
  if (typeof guard === 'object' && 'type' in guard) return String((guard as { type: unknown }).type);
  return 'guard';
}

function targetName(transition: AnyTransition, machineId: string): string {
  const targets = (transition as { target?: AnyStateNode[] }).target;
  if (!targets || targets.length === 0) return '(stays)';
  return targets.map((node) => nodePath(node, machineId)).join(', ');
}

function nodePath(node: AnyStateNode, machineId: string): string {
  return node.path.length ? node.path.join('.') : `(${machineId})`;
}

export function allNodes(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states as Record<string, AnyStateNode>).flatMap(allNodes)];
}

/** Every transition of the definition with its label: `on` (incl. done/error/after) and `always`. */
export function definitionTransitions(machine: AnyStateMachine): Map<AnyTransition, string> {
  const labels = new Map<AnyTransition, string>();
  for (const node of allNodes(machine.root)) {
    const groups: Array<[string, AnyTransition[]]> = [...(node.transitions as Map<string, AnyTransition[]>).entries()];
    if (node.always?.length) groups.push(['(always)', node.always as AnyTransition[]]);
    for (const [eventType, alternatives] of groups) {
      alternatives.forEach((transition, index) => {
        const guard = guardName(transition);
        const alternative = alternatives.length > 1 ? ` #${index + 1}` : '';
        const condition = guard ? ` [${guard}]` : '';
        labels.set(
          transition,
          `${nodePath(node, machine.id)} on ${eventType}${alternative}${condition} → ${targetName(transition, machine.id)}`,
        );
      });
    }
  }
  return labels;
}

/** An actor scope like xstate/graph's mock one, whose system reports the transitions each microstep takes. */
function recordingScope(onTransitions: (transitions: AnyTransition[]) => void): AnyActorScope {
  const self = createEmptyActor();
  self.system.inspect((event) => {
    if (event.type === '@xstate.microstep') onTransitions((event as unknown as { _transitions: AnyTransition[] })._transitions);
  });
  return {
    self,
    logger: () => {},
    id: '',
    sessionId: 'model',
    defer: () => {},
    system: self.system,
    stopChild: () => {},
    emit: () => {},
    actionExecutor: () => {},
  } as unknown as AnyActorScope;
}

function synthesizedEvents(state: Snapshot, options: ModelOptions<AnyStateMachine>): EventObject[] {
  const types = new Set<string>(state._nodes.flatMap((node: AnyStateNode) => [...(node.transitions as Map<string, unknown>).keys()]));
  const events: EventObject[] = [];
  for (const type of types) {
    const done = /^xstate\.done\.actor\.(.+)$/.exec(type);
    const failed = /^xstate\.error\.actor\.(.+)$/.exec(type);
    if (done) {
      const outputs = options.outputs?.[done[1]] ?? [undefined];
      for (const output of outputs) events.push({ type, output } as EventObject);
    } else if (failed) {
      const errors = options.errors?.[failed[1]] ?? [new Error('failed')];
      for (const error of errors) events.push({ type, error } as EventObject);
    }
  }
  return events;
}

/**
 * The shortest path (fewest events) from the walk's first vertex to every vertex of an adjacency map,
 * breadth first. The same answers as `getShortestPaths`, without walking the machine a second time.
 */
function shortestPathsIn(
  adjacencyMap: AdjacencyMap<Snapshot, EventObject>,
  serialize: (state: Snapshot) => string,
): Map<string, ModelStep[]> {
  const adjacency = adjacencyMap as unknown as Record<
    string,
    { transitions: Record<string, { event: EventObject; state: Snapshot }> } | undefined
  >;
  const pathTo = new Map<string, ModelStep[]>();
  const [start] = Object.keys(adjacency);
  if (start === undefined) return pathTo;
  pathTo.set(start, []);
  const queue = [start];
  for (let head = 0; head < queue.length; head++) {
    const from = queue[head] as string;
    const vertex = adjacency[from];
    if (!vertex) continue;
    const prefix = pathTo.get(from) ?? [];
    for (const { event, state } of Object.values(vertex.transitions)) {
      const to = serialize(state);
      if (pathTo.has(to)) continue;
      pathTo.set(to, [...prefix, { event, state }]);
      queue.push(to);
    }
  }
  return pathTo;
}

/**
 * Walks `machine` and returns its model: coverage, adjacency lines and the paths to walk. Logs
 * `machine-coverage <id>: <covered>/<total> transitions`.
 */
export function modelOf<TMachine extends AnyStateMachine>(machine: TMachine, options: ModelOptions<TMachine> = {}): MachineModel {
  const describeState = options.describeState ?? ((state: Snapshot) => stateValueToString(state.value));
  const describeEvent = options.describeEvent ?? defaultDescribeEvent;
  const serializeState =
    options.serializeState ?? ((state: Snapshot) => JSON.stringify({ value: state.value, context: state.context, status: state.status }));
  const serializeEvent = (event: EventObject) => describeEvent(event);

  // Like xstate/graph's default: only the event types the state handles, listed payloads first.
  const events = (state: Snapshot): EventObject[] => {
    const listed = [
      ...((typeof options.events === 'function' ? options.events(state) : (options.events ?? [])) as readonly EventObject[]),
      ...synthesizedEvents(state, options as ModelOptions<AnyStateMachine>),
    ];
    const handled = new Set<string>(state._nodes.flatMap((node: AnyStateNode) => [...(node.transitions as Map<string, unknown>).keys()]));
    return (
      [...handled]
        // A parallel state's `xstate.done.state.<id>` is raised by xstate when its regions finish; it is
        // never sent, and the walk reaches it by finishing the regions.
        .filter((type) => type !== '*' && !type.endsWith('.*') && !type.startsWith('xstate.done.state.'))
        .flatMap((type) => {
          const matching = listed.filter((event) => event.type === type);
          return matching.length ? matching : [{ type }];
        })
    );
  };
  const labels = definitionTransitions(machine);
  const taken = new Set<AnyTransition>();
  const lines = new Set<string>();
  const edges: Array<{
    input: unknown;
    initial: Snapshot;
    steps: ModelStep[];
    takes: Set<AnyTransition>;
    /** The state and event that take the edge's last step (none for a path's start). */
    from?: Snapshot;
    event?: EventObject;
  }> = [];
  const inputs: unknown[] = options.inputs ? [...options.inputs] : [options.input];
  const initials: Snapshot[] = [];

  for (const input of inputs) {
    const traversal = {
      input,
      events,
      serializeState: (state: Snapshot) => serializeState(state),
      serializeEvent: serializeEvent as never,
      limit: options.limit ?? 5000,
      // A stopped or finished machine takes no more events.
      stopWhen: (state: Snapshot) => state.status !== 'active',
    };
    const adjacency = getAdjacencyMap(machine, traversal as never) as AdjacencyMap<Snapshot, EventObject>;
    const pathTo = shortestPathsIn(adjacency, serializeState);

    // Coverage: re-take the initial transition (here) and the edges (below) with a scope that records transitions.
    const takes = new Set<AnyTransition>();
    const scope = recordingScope((transitions) => transitions.forEach((t) => (taken.add(t), takes.add(t))));
    const initial = machine.getInitialSnapshot(scope, input) as Snapshot;
    initials.push(initial);
    edges.push({ input, initial, steps: [], takes });

    for (const [serialized, vertex] of Object.entries(adjacency)) {
      const prefix = pathTo.get(serialized) ?? [];
      for (const { event, state: next } of Object.values(vertex.transitions) as Array<{ event: EventObject; state: Snapshot }>) {
        lines.add(`given ${describeState(vertex.state)}, when ${describeEvent(event)}, then ${describeState(next)}`);
        edges.push({ input, initial, steps: [...prefix, { event, state: next }], takes: new Set(), from: vertex.state, event });
      }
    }
  }

  // Edges re-taken shortest first, until every transition of the definition has been taken: an edge
  // after that point can be no transition's shortest path (the explorer waited seconds for the rest).
  const byLength = [...edges].sort((a, b) => a.steps.length - b.steps.length);
  for (const edge of byLength) {
    if (labels.size > 0 && [...labels.keys()].every((t) => taken.has(t))) break;
    if (!edge.from) continue;
    const scope = recordingScope((transitions) => transitions.forEach((t) => (taken.add(t), edge.takes.add(t))));
    machine.transition(edge.from, edge.event!, scope);
  }

  const describePath = (initial: Snapshot, steps: ModelStep[]) =>
    [describeState(initial), ...steps.flatMap((s) => [describeEvent(s.event), describeState(s.state)])].join(' → ');
  const toPath = ({ input, initial, steps }: (typeof edges)[number]): ModelPath => ({
    input,
    initial,
    steps,
    state: steps.length ? steps[steps.length - 1].state : initial,
    description: describePath(initial, steps),
  });
  // Keep only maximal paths: a path that starts another one (from the same input) is walked as part of it.
  // Each path is keyed by its input and steps; one set of every proper prefix finds the covered ones in
  // linear time (a pairwise comparison of ~10,000 registration paths took seconds).
  const stepKeys = new Map<(typeof edges)[number], string[]>();
  const key = (edge: (typeof edges)[number]) => {
    let parts = stepKeys.get(edge);
    if (!parts) {
      parts = [JSON.stringify(edge.input ?? null), ...edge.steps.map((s) => `${serializeEvent(s.event)}→${serializeState(s.state)}`)];
      stepKeys.set(edge, parts);
    }
    return parts;
  };
  const maximal = (chosen: typeof edges): ModelPath[] => {
    const keyed = chosen
      .map((edge) => {
        const parts = key(edge);
        const prefixes: string[] = [];
        let joined = '';
        for (const part of parts) prefixes.push((joined = joined ? `${joined}\u0001${part}` : part));
        return { edge, length: parts.length, prefixes };
      })
      .sort((a, b) => b.length - a.length);
    const startsAnother = new Set<string>();
    for (const { prefixes } of keyed) for (const prefix of prefixes.slice(0, -1)) startsAnother.add(prefix);
    const kept = new Set<string>();
    const paths: ModelPath[] = [];
    for (const { edge, prefixes } of keyed) {
      const whole = prefixes[prefixes.length - 1] ?? '';
      if (startsAnother.has(whole) || kept.has(whole)) continue;
      kept.add(whole);
      paths.push(toPath(edge));
    }
    return paths;
  };

  // For each transition of the definition, the shortest walked path that takes it.
  const shortestTaking = new Set<(typeof edges)[number]>();
  for (const transition of labels.keys()) {
    const edge = byLength.find((e) => e.takes.has(transition));
    if (edge) shortestTaking.add(edge);
  }
  const paths = maximal([...shortestTaking]);
  // Every edge as a maximal path: thousands on a large machine, built only when asked for (the
  // explorer's "reach a state" and the paths tests), not on every walk.
  let edgePaths: ModelPath[] | undefined;
  const initial = initials[0];

  const transitions = [...labels.values()];
  const uncovered = [...labels.entries()].filter(([t]) => !taken.has(t)).map(([, label]) => label);
  const covered = labels.size - uncovered.length;
  console.log(`machine-coverage ${machine.id}: ${covered}/${labels.size} transitions`);

  return {
    machineId: machine.id,
    covered,
    total: labels.size,
    uncovered,
    transitions,
    lines: [...lines].sort(),
    paths,
    get edgePaths() {
      return (edgePaths ??= maximal(edges.filter((e) => e.steps.length)));
    },
    initial,
    assertFullCoverage() {
      if (uncovered.length) {
        throw new Error(`${machine.id}: ${uncovered.length} of ${labels.size} transitions are never taken:\n  ${uncovered.join('\n  ')}`);
      }
    },
  };
}

/**
 * `modelOf`, walked on first use: a walk file exports its model without walking the machine when it
 * is imported (the explorer imports every walk file and walks only the machine it shows).
 */
export function lazyModelOf<TMachine extends AnyStateMachine>(machine: TMachine, options: ModelOptions<TMachine> = {}): MachineModel {
  let walked: MachineModel | undefined;
  const model = () => (walked ??= modelOf(machine, options));
  return new Proxy({} as MachineModel, {
    get: (_target, property) => model()[property as keyof MachineModel],
    has: (_target, property) => property in model(),
    ownKeys: () => Reflect.ownKeys(model()),
    getOwnPropertyDescriptor: (_target, property) => ({ ...Reflect.getOwnPropertyDescriptor(model(), property), configurable: true }),
  });
}
