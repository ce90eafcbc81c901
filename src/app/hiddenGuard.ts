/** An open modal (a Fluent Dialog's or Drawer's surface): the one thing that may hide the page. */
const OPEN_MODAL = '[aria-modal="true"]';

/**
 * Keeps the app's own container readable by screen readers: while a modal dialog is open, Fluent's
 * focus manager (tabster) marks everything outside it `aria-hidden`, and takes the mark off when the
 * dialog closes. When the dialog is unmounted by a navigation while it is open (the registration's
 * code dialog, whose success opens step 2), tabster can leave `#root` marked with no dialog left:
 * the whole page then reads as empty to a screen reader (and to role queries; an e2e caught it). This
 * guard takes the mark off whenever it is there and no modal is open. Returns the uninstaller.
 */
export function installHiddenGuard(container: HTMLElement): () => void {
  const doc = container.ownerDocument;
  const check = () => {
    if (container.getAttribute('aria-hidden') === 'true' && !doc.querySelector(OPEN_MODAL)) container.removeAttribute('aria-hidden');
  };
  const observer = new MutationObserver(check);
  observer.observe(container, { attributes: true, attributeFilter: ['aria-hidden'] });
  // A dialog's portal leaving the body (or a modal surface anywhere leaving) is the other moment.
  observer.observe(doc.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-modal'] });
  return () => observer.disconnect();
}
