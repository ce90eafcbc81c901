import { describe, expect, it } from 'vitest';
import { assign, fromPromise, setup, transition } from 'xstate';
import { modelOf, stateValueToString } from '../../machines/model/model';

/** A tiny door: a lock that checks a code through an invoked actor, auto-closes after a delay. */
const doorMachine = setup({
  types: {
    context: {} as { tries: number },
    events: {} as { type: 'OPEN' } | { type: 'CLOSE' } | { type: 'CODE.ENTER'; code: string } | { type: 'ALARM' },
  },
  actors: { checkCode: fromPromise<{ ok: boolean }, { code: string }>(async () => ({ ok: true })) },
  guards: {
    isCorrect: ({ event }) => (event as unknown as { output: { ok: boolean } }).output.ok,
    // Never true in the walk below: its transition must be reported as uncovered.
    isMasterCode: ({ event }) => event.type === 'CODE.ENTER' && event.code === '0000',
  },
}).createMachine({
  id: 'door',
  context: { tries: 0 },
  initial: 'locked',
  states: {
    locked: {
      on: {
        'CODE.ENTER': [{ guard: 'isMasterCode', target: 'open' }, { target: 'checking' }],
      },
    },
    checking: {
      invoke: {
        id: 'check',
        src: 'checkCode',
        input: () => ({ code: '1234' }),
        onDone: [
          { guard: 'isCorrect', target: 'closed' },
          { target: 'locked', actions: assign({ tries: ({ context }) => Math.min(context.tries + 1, 1) }) },
        ],
        onError: { target: 'locked' },
      },
    },
    closed: { on: { OPEN: 'open' } },
    open: {
      after: { 1000: 'closed' },
      on: { CLOSE: 'closed' },
    },
  },
});

const walk = () =>
  modelOf(doorMachine, {
    events: [{ type: 'CODE.ENTER', code: '1234' }],
    outputs: { check: [{ ok: true }, { ok: false }] },
  });

describe('modelOf', () => {
  it('counts every transition of the definition, guarded alternatives one by one', () => {
    const model = walk();
    expect(model.transitions).toMatchInlineSnapshot(`
      [
        "locked on CODE.ENTER #1 [isMasterCode] → open",
        "locked on CODE.ENTER #2 → checking",
        "checking on xstate.done.actor.check #1 [isCorrect] → closed",
        "checking on xstate.done.actor.check #2 → locked",
        "checking on xstate.error.actor.check → locked",
        "closed on OPEN → open",
        "open on CLOSE → closed",
        "open on xstate.after.1000.door.open → closed",
      ]
    `);
    expect(model.total).toBe(8);
  });

  it('reports the transition no walk takes (a guard never true) and fails the coverage check', () => {
    const model = walk();
    expect(model.uncovered).toEqual(['locked on CODE.ENTER #1 [isMasterCode] → open']);
    expect(model.covered).toBe(7);
    expect(() => model.assertFullCoverage()).toThrow(
      /door: 1 of 8 transitions are never taken:\n {2}locked on CODE.ENTER #1 \[isMasterCode\] → open/,
    );
  });

  it('takes done, error and delayed events of invoked actors and `after`', () => {
    const model = walk();
    expect(model.lines).toMatchInlineSnapshot(`
      [
        "given checking, when xstate.done.actor.check {"ok":false}, then locked",
        "given checking, when xstate.done.actor.check {"ok":true}, then closed",
        "given checking, when xstate.error.actor.check (failed), then locked",
        "given closed, when OPEN, then open",
        "given locked, when CODE.ENTER {"code":"1234"}, then checking",
        "given open, when CLOSE, then closed",
        "given open, when xstate.after.1000.door.open, then closed",
      ]
    `);
  });

  it('covers everything once the missing payload is listed', () => {
    const model = modelOf(doorMachine, {
      events: [
        { type: 'CODE.ENTER', code: '1234' },
        { type: 'CODE.ENTER', code: '0000' },
      ],
      outputs: { check: [{ ok: true }, { ok: false }] },
    });
    expect(model.uncovered).toEqual([]);
    expect(() => model.assertFullCoverage()).not.toThrow();
    expect(model.covered).toBe(model.total);
  });

  it('returns few paths to walk that together take every covered transition', () => {
    const model = walk();
    for (const path of model.paths) {
      let state = path.initial;
      for (const step of path.steps) {
        [state] = transition(doorMachine, state, step.event as never);
        expect(state.value).toEqual(step.state.value);
      }
    }
    expect(model.paths.map((p) => p.description)).toMatchInlineSnapshot(`
      [
        "locked → CODE.ENTER {"code":"1234"} → checking → xstate.done.actor.check {"ok":true} → closed → OPEN → open → CLOSE → closed",
        "locked → CODE.ENTER {"code":"1234"} → checking → xstate.done.actor.check {"ok":true} → closed → OPEN → open → xstate.after.1000.door.open → closed",
        "locked → CODE.ENTER {"code":"1234"} → checking → xstate.done.actor.check {"ok":false} → locked",
        "locked → CODE.ENTER {"code":"1234"} → checking → xstate.error.actor.check (failed) → locked",
      ]
    `);
  });

  it('returns edge paths, none a prefix of another, that take every walked edge', () => {
    const model = walk();
    const edges = new Set(
      model.edgePaths.flatMap((p) =>
        p.steps.map(
          (s, i) =>
            `${stateValueToString((i === 0 ? p.initial : p.steps[i - 1].state).value)}|${s.event.type}|${stateValueToString(s.state.value)}`,
        ),
      ),
    );
    const lineEdges = new Set(model.lines.map((l) => l.replace(/^given (.+?), when (\S+).*, then (.+)$/, '$1|$2|$3')));
    expect(edges).toEqual(lineEdges);
    const keys = model.edgePaths.map((p) => p.steps.map((s) => s.event.type + JSON.stringify(s.state.value)).join('>'));
    for (const a of keys) expect(keys.filter((b) => b !== a && b.startsWith(a + '>'))).toEqual([]);
  });

  it('walks from each of several inputs and merges the coverage', () => {
    const startMachine = setup({ types: { input: {} as { open: boolean }, context: {} as { open: boolean } } }).createMachine({
      id: 'start',
      context: ({ input }) => ({ open: input.open }),
      initial: 'deciding',
      states: {
        deciding: { always: [{ guard: ({ context }) => context.open, target: 'open' }, { target: 'shut' }] },
        open: {},
        shut: {},
      },
    });
    expect(modelOf(startMachine, { input: { open: true } }).uncovered).toEqual(['deciding on (always) #2 → shut']);
    const both = modelOf(startMachine, { inputs: [{ open: true }, { open: false }] });
    expect(both.uncovered).toEqual([]);
    expect(both.paths.map((p) => [p.input, p.state.value])).toEqual(
      expect.arrayContaining([
        [{ open: true }, 'open'],
        [{ open: false }, 'shut'],
      ]),
    );
  });

  it("reaches a parallel state's onDone by finishing its regions, never by sending xstate.done.state", () => {
    const both = setup({
      actors: { a: fromPromise(async () => 'a'), b: fromPromise(async () => 'b') },
    }).createMachine({
      id: 'both',
      initial: 'loading',
      states: {
        loading: {
          type: 'parallel',
          states: {
            left: { initial: 'busy', states: { busy: { invoke: { id: 'a', src: 'a', onDone: 'done' } }, done: { type: 'final' } } },
            right: { initial: 'busy', states: { busy: { invoke: { id: 'b', src: 'b', onDone: 'done' } }, done: { type: 'final' } } },
          },
          onDone: 'ready',
        },
        ready: {},
      },
    });
    const model = modelOf(both);
    expect(model.uncovered).toEqual([]);
    const sent = model.edgePaths.flatMap((path) => path.steps.map((step) => step.event.type));
    expect(sent.filter((type) => type.startsWith('xstate.done.state.'))).toEqual([]);
    expect(model.paths.some((path) => path.state.matches('ready'))).toBe(true);
  });

  it('names nested and parallel state values with dots and commas', () => {
    expect(stateValueToString('a')).toBe('a');
    expect(stateValueToString({ a: 'b' })).toBe('a.b');
    expect(stateValueToString({ a: { b: 'c' }, d: 'e' })).toBe('a.b.c, d.e');
  });
});
