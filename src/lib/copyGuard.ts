/** The events behaviour §1 disables across the app. */
export const GUARDED_EVENTS = ['copy', 'cut', 'dragstart', 'contextmenu'] as const;

// Read-only fields (the category B detail shows its data in them) are page text, not something typed.
const ALLOWED =
  'input:not([readonly]), textarea:not([readonly]), select, [contenteditable]:not([contenteditable="false"]), [data-allow-copy]';

/** Typing, pasting and selecting stay possible in editable form fields and in elements marked `data-allow-copy`. */
export function isCopyAllowed(target: EventTarget | null): boolean {
  const element = target instanceof Element ? target : target instanceof Node ? target.parentElement : null;
  return Boolean(element?.closest(ALLOWED));
}

function block(event: Event) {
  if (!isCopyAllowed(event.target)) event.preventDefault();
}

/**
 * Disables copying, cutting, dragging and the right-click menu under `root` (behaviour §1). Returns the
 * function that removes the guard. `user-select: none` comes with it from global.css.
 */
export function installCopyGuard(root: Document | HTMLElement = document): () => void {
  for (const type of GUARDED_EVENTS) root.addEventListener(type, block, { capture: true });
  return () => {
    for (const type of GUARDED_EVENTS) root.removeEventListener(type, block, { capture: true });
  };
}
