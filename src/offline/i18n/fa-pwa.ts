/**
 * The installable shell's Persian copy (behaviour §10.14), with `fa.ts`'s rules (GLOSSARY words, ZWNJ,
 * Persian ی/ک), in a module of its own: only the signed-in frame's chunks carry it, never the sign-in
 * page's (behaviour §11.1). The manifest's name is `fa.app.name`.
 */
export const faPwa = {
  /** The quiet notice of a new build, waiting for the user's word. */
  updateReady: 'نسخهٔ تازه آماده است',
  reload: 'بارگذاری دوباره',
  later: 'بعداً',
  /** The user menu's entry when the browser offers to install the portal. */
  install: 'نصب برنامه',
} as const;
