/**
 * `npm run machines:diagrams`: one SVG per machine under docs/machines/<machine id>.svg, drawn from
 * the definitions in machines/ and machines/ops/ (machines/model/statechart.ts). With `--check`, writes
 * nothing and exits 1 when a committed picture differs from a fresh one (tests/machines/diagrams.test.ts
 * does the same check in the unit tests).
 */
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { AnyStateMachine } from 'xstate';
import { machineSvg } from '../machines/model/statechart';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const diagramsDir = path.join(root, 'docs/machines');

/** A module's exported state machines (a machine file exports one; its helpers are not machines). */
export function machinesIn(module: Record<string, unknown>): AnyStateMachine[] {
  return Object.values(module).filter(
    (value): value is AnyStateMachine =>
      typeof value === 'object' && value !== null && 'root' in value && 'config' in value && 'implementations' in value,
  );
}

/** Every machine file (machines/<name>.machine.ts, a wing's machines/ops/<name>.machine.ts), sorted, with the machine it defines. */
export async function machineFiles(): Promise<Array<{ file: string; machine: AnyStateMachine }>> {
  const files = (await readdir(path.join(root, 'machines'), { recursive: true })).filter((name) => name.endsWith('.machine.ts')).sort();
  const result: Array<{ file: string; machine: AnyStateMachine }> = [];
  for (const file of files) {
    const module = (await import(pathToFileURL(path.join(root, 'machines', file)).href)) as Record<string, unknown>;
    const [machine] = machinesIn(module);
    if (!machine) throw new Error(`machines/${file} exports no state machine`);
    result.push({ file, machine });
  }
  return result;
}

/** The fresh pictures: docs/machines/<id>.svg → SVG text. */
export async function freshDiagrams(): Promise<Map<string, string>> {
  const diagrams = new Map<string, string>();
  for (const { machine } of await machineFiles()) diagrams.set(`${machine.id}.svg`, await machineSvg(machine));
  return diagrams;
}

async function main() {
  const check = process.argv.includes('--check');
  const diagrams = await freshDiagrams();
  await mkdir(diagramsDir, { recursive: true });
  let stale = 0;
  for (const [name, svg] of diagrams) {
    const file = path.join(diagramsDir, name);
    const committed = await readFile(file, 'utf8').catch(() => null);
    if (committed === svg) continue;
    if (check) {
      stale++;
      console.error(`docs/machines/${name} is out of date: run npm run machines:diagrams`);
    } else {
      await writeFile(file, svg);
      console.log(`wrote docs/machines/${name}`);
    }
  }
  if (stale) process.exit(1);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
