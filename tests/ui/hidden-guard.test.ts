import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { installHiddenGuard } from '../../src/app/hiddenGuard';

/** MutationObserver callbacks run as microtasks. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the hidden guard keeps the app readable when no modal is open', () => {
  let container: HTMLElement;
  let uninstall = () => {};
  beforeEach(() => {
    container = document.createElement('div');
    container.id = 'root';
    document.body.append(container);
    uninstall = installHiddenGuard(container);
  });
  afterEach(() => {
    uninstall();
    document.body.replaceChildren();
  });

  const openDialog = () => {
    const portal = document.createElement('div');
    const surface = document.createElement('div');
    surface.setAttribute('role', 'dialog');
    surface.setAttribute('aria-modal', 'true');
    portal.append(surface);
    document.body.append(portal);
    return portal;
  };

  it('keeps the mark a modal dialog puts on the page while it is open', async () => {
    openDialog();
    await settle();
    container.setAttribute('aria-hidden', 'true');
    await settle();
    expect(container.getAttribute('aria-hidden')).toBe('true');
  });

  it('takes the mark off when the dialog leaves and the mark stays (a dialog unmounted by a navigation)', async () => {
    const portal = openDialog();
    container.setAttribute('aria-hidden', 'true');
    await settle();
    portal.remove();
    await settle();
    expect(container.hasAttribute('aria-hidden')).toBe(false);
  });

  it('takes off a mark put on after the dialog has gone (a late update)', async () => {
    const portal = openDialog();
    await settle();
    portal.remove();
    await settle();
    container.setAttribute('aria-hidden', 'true');
    await settle();
    expect(container.hasAttribute('aria-hidden')).toBe(false);
  });

  it('a non-modal popover is no reason to hide the page', async () => {
    const popover = document.createElement('div');
    popover.setAttribute('role', 'dialog');
    popover.setAttribute('aria-modal', 'false');
    document.body.append(popover);
    container.setAttribute('aria-hidden', 'true');
    await settle();
    expect(container.hasAttribute('aria-hidden')).toBe(false);
  });

  it('after uninstalling it changes nothing', async () => {
    uninstall();
    container.setAttribute('aria-hidden', 'true');
    await settle();
    expect(container.getAttribute('aria-hidden')).toBe('true');
  });
});
