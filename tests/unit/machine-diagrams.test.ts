import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { diagramsDir, freshDiagrams, machineFiles } from '../../scripts/machine-diagrams';
import { chartOf, layoutChart, picture, toSvgString } from '../../machines/model/statechart';
import { allNodes, definitionTransitions } from '../../machines/model/model';

const files = await machineFiles();
const fresh = await freshDiagrams();

describe('docs/machines: one statechart per machine file, drawn from its definition', () => {
  it.each(files.map(({ file, machine }) => [file, machine.id] as const))(
    '%s → docs/machines/%s.svg is up to date (npm run machines:diagrams)',
    async (_, id) => {
      const committed = await readFile(path.join(diagramsDir, `${id}.svg`), 'utf8').catch(() => '(missing)');
      expect(committed, `docs/machines/${id}.svg differs from a fresh generation: run npm run machines:diagrams`).toBe(
        fresh.get(`${id}.svg`),
      );
    },
  );

  it.each(files.map(({ file, machine }) => [file, machine] as const))(
    '%s: one [data-state] per state node, one [data-transition] per transition',
    (_, machine) => {
      const svg = fresh.get(`${machine.id}.svg`)!;
      const states = [...svg.matchAll(/data-state="([^"]+)"/g)].map((m) => m[1]);
      expect(states).toEqual(allNodes(machine.root).map((node) => node.id));
      expect([...svg.matchAll(/data-transition="/g)]).toHaveLength(definitionTransitions(machine).size);
      expect(svg).not.toContain('aria-current="');
    },
  );

  it('labels transitions with event, guard and delay, and marks active and uncovered ones', async () => {
    const { machine } = files.find((f) => f.machine.id === 'otpVerification')!;
    const layout = await layoutChart(chartOf(machine));
    const verifying = layout.chart.transitions.find(
      (t) => t.key === 'otpVerification.active.code.enteringCode CODE.SUBMIT otpVerification.active.code.verifying',
    )!;
    expect(verifying.guard).toBe('isCodeComplete && !in(active.resend.resending)');
    expect(layout.chart.transitions.find((t) => t.eventType === 'xstate.done.actor.sendOtp')!.event).toBe('done: sendOtp');
    const svg = toSvgString(
      picture(layout, { active: new Set(['otpVerification', 'otpVerification.sending']), uncovered: new Set([verifying.index]) }),
    );
    expect([...svg.matchAll(/aria-current="true"/g)]).toHaveLength(2);
    expect(svg).toMatch(/<g class="sc-state" data-state="otpVerification.sending" data-kind="atomic" aria-current="true">/);
    expect(svg).toContain(`data-transition="${verifying.key}" data-uncovered="true"`);
    const countdown = files.find((f) => f.machine.id === 'resendCountdown')!.machine;
    const delays = chartOf(countdown).transitions.filter((t) => t.eventType.startsWith('xstate.after.'));
    expect(delays.map((t) => `${t.event} [${t.guard ?? ''}]`)).toEqual(['after oneSecond [hasSecondsLeftAfterTick]', 'after oneSecond []']);
  });
});
