/**
 * The contract's additions (behaviour §10): the operations beyond the original product's calls of
 * behaviour §7. openapi.yaml marks each one: its summary ends in "(Addition)" or its description
 * opens with "**Addition", and a whole added feature's paths carry `x-beyond-spec: true`.
 * `ADDITIONS=off` serves the contract without them, so every addition answers 404 as on a backend
 * that only has the original calls (the SPA must then fall back silently, behaviour §10).
 */

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;

interface Operation {
  operationId?: string;
  summary?: string;
  description?: string;
}
type PathItem = Partial<Record<(typeof METHODS)[number], Operation>> & { 'x-beyond-spec'?: boolean };
export interface Contract {
  paths?: Record<string, PathItem>;
}

/** Whether one operation of `item` is marked as an addition. */
export function isAddition(item: PathItem, operation: Operation): boolean {
  return (
    item['x-beyond-spec'] === true ||
    /\(Addition\)/.test(operation.summary ?? '') ||
    /^\*\*Addition/.test((operation.description ?? '').trim())
  );
}

/** Every operation of the contract as `METHOD /path`, with whether it is an addition. */
export function operationsOf(contract: Contract): { key: string; operationId?: string; addition: boolean }[] {
  const list: { key: string; operationId?: string; addition: boolean }[] = [];
  for (const [path, item] of Object.entries(contract.paths ?? {})) {
    for (const method of METHODS) {
      const operation = item[method];
      if (operation)
        list.push({ key: `${method.toUpperCase()} ${path}`, operationId: operation.operationId, addition: isAddition(item, operation) });
    }
  }
  return list;
}

/** A copy of the contract with the additions left out (a path left with no operation goes too). */
export function withoutAdditions<T extends Contract>(contract: T): T {
  const paths: Record<string, PathItem> = {};
  for (const [path, item] of Object.entries(contract.paths ?? {})) {
    const kept: PathItem = {};
    let any = false;
    for (const [key, value] of Object.entries(item)) {
      const method = METHODS.find((m) => m === key);
      if (method && value && isAddition(item, value as Operation)) continue;
      if (method) any = true;
      (kept as Record<string, unknown>)[key] = value;
    }
    if (any) paths[path] = kept;
  }
  return { ...contract, paths };
}

/** `ADDITIONS`: `on` (default) or `off` (only behaviour §7's calls answer). Anything else refuses to start. */
export function additionsFromEnv(env: NodeJS.ProcessEnv): 'on' | 'off' {
  const text = (env.ADDITIONS ?? '').trim().toLowerCase();
  if (text === '' || text === 'on') return 'on';
  if (text === 'off') return 'off';
  throw new Error(`ADDITIONS must be on or off, got "${env.ADDITIONS}"`);
}
