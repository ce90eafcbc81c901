/**
 * `Machines/<machine id>` for every machine file (machines/, machines/ops/), with no story file per machine: an indexer
 * lists one `Explorer` story per machine file (title from the machine's `id`), and, in Storybook's
 * build only, a Vite transform appends the story exports to the machine module. The story loads the
 * explorer lazily (stories/machines/explorer-story.tsx), so machine modules never import it.
 */
import { readFileSync } from 'node:fs';
import { dirname, relative, sep } from 'node:path';
import type { Plugin } from 'vite';

/** Which files are machines: machines/<name>.machine.ts, or in a wing's folder (machines/ops/<name>.machine.ts); the name is the key. */
export const MACHINE_FILE = /[\\/]machines[\\/](?:[^\\/]+[\\/])?([^\\/]+)\.machine\.ts$/;

/** The machine's id as its definition states it: the first `id:` of `createMachine({`. */
export function machineIdOf(source: string, fileName: string): string {
  const start = source.indexOf('createMachine(');
  const match = start >= 0 ? /\bid:\s*['"]([^'"]+)['"]/.exec(source.slice(start)) : null;
  if (!match) throw new Error(`${fileName}: no id in createMachine({ id: '…' })`);
  return match[1];
}

/** The index entry of one machine file. */
export function machineStoryEntry(fileName: string) {
  const id = machineIdOf(readFileSync(fileName, 'utf8'), fileName);
  return {
    type: 'story' as const,
    importPath: fileName,
    exportName: 'Explorer',
    name: 'Explorer',
    title: `Machines/${id}`,
    tags: ['machine-explorer'],
  };
}

/** Appends `default` (the meta) and `Explorer` to machine modules, in Storybook only; `explorerModule` is an absolute path. */
export function machineStoriesPlugin(explorerModule: string): Plugin {
  return {
    name: 'daroban-machine-stories',
    enforce: 'post',
    transform(code, id) {
      const path = id.split('?')[0];
      const file = MACHINE_FILE.exec(path);
      if (!file) return null;
      // Relative to this machine file, wherever it sits (machines/ or a wing's folder below it).
      const fromHere = relative(dirname(path), explorerModule).split(sep).join('/');
      const explorer = fromHere.startsWith('.') ? fromHere : `./${fromHere}`;
      const story = [
        '',
        `export default { title: 'Machines', parameters: { layout: 'fullscreen', route: '/medicineA', signedIn: false } };`,
        'export const Explorer = {',
        `  name: 'Explorer',`,
        `  loaders: [async () => ({ explorer: await import(${JSON.stringify(explorer)}) })],`,
        `  render: (_args, context) => context.loaded.explorer.renderExplorer(${JSON.stringify(file[1])}),`,
        '};',
      ].join('\n');
      return { code: code + story, map: null };
    },
  };
}
