/**
 * What `Machines/<machine id>` renders (see .storybook/machine-stories.ts): the explorer of one machine
 * file, with its registry line, or from the definition alone while the file has none.
 */
import { useEffect, useState } from 'react';
import type { AnyStateMachine } from 'xstate';
import { Explorer } from './Explorer';
import { eventDescriptions } from './event-descriptions';
import { registry, type RegistryEntry } from './registry';

const machineModules = import.meta.glob<Record<string, unknown>>('../../machines/**/*.machine.ts');
const typeSources = import.meta.glob<string>('../../machines/**/*.types.ts', { query: '?raw', import: 'default', eager: true });

/** A glob's entry for a machine file's name (machines/<name>… or a wing's machines/ops/<name>…). */
const entryOf = <T,>(entries: Record<string, T>, file: string, suffix: string): T | undefined =>
  entries[`../../machines/${file}${suffix}`] ?? entries[`../../machines/ops/${file}${suffix}`];

const descriptionsOf = (file: string) => eventDescriptions(entryOf(typeSources, file, '.types.ts') ?? '');

export function Unregistered({ file }: { file: string }) {
  const [entry, setEntry] = useState<RegistryEntry | null>(null);
  useEffect(() => {
    void entryOf(machineModules, file, '.machine.ts')?.().then((module) => {
      const machine = Object.values(module).find(
        (value) => typeof value === 'object' && value !== null && 'root' in value && 'implementations' in value,
      );
      if (machine) setEntry({ machine: machine as AnyStateMachine });
    });
  }, [file]);
  return entry ? <Explorer file={file} entry={entry} descriptions={descriptionsOf(file)} /> : <p>Loading machines/{file}.machine.ts…</p>;
}

export function renderExplorer(file: string, options: { inlineScreen?: boolean } = {}) {
  const entry = registry[file];
  return entry ? (
    <Explorer key={file} file={file} entry={entry} descriptions={descriptionsOf(file)} {...options} />
  ) : (
    <Unregistered file={file} />
  );
}
