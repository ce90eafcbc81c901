/**
 * The nonce of this page's Content-Security-Policy (behaviour §12.4). The server writes a fresh one into
 * index.html for every answer; Vite's `html.cspNonce` put it on a `<meta property="csp-nonce">`.
 * Style elements created at run time (Griffel/Fluent, apexcharts) must carry it. Browsers hide a
 * nonce from `getAttribute` once the page loads, so the `nonce` property is read first.
 * Undefined when there is none (the dev server, Storybook, tests) or it is the unreplaced placeholder.
 */
export function cspNonce(doc: Document | undefined = typeof document === 'undefined' ? undefined : document): string | undefined {
  const meta = doc?.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  const value = meta?.nonce || meta?.getAttribute('nonce') || '';
  return value && !value.startsWith('__') ? value : undefined;
}
