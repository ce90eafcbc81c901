import { afterEach, describe, expect, it } from 'vitest';
import { GUARDED_EVENTS, installCopyGuard, isCopyAllowed } from '../../src/lib/copyGuard';

function mount(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  document.body.append(root);
  return root;
}

/** Dispatches a cancelable event of `type` on `target`; true when something prevented it. */
function prevented(target: Element | Node, type: string): boolean {
  const event = new Event(type, { bubbles: true, cancelable: true });
  target.dispatchEvent(event);
  return event.defaultPrevented;
}

let uninstall: () => void = () => {};
afterEach(() => {
  uninstall();
  document.body.innerHTML = '';
});

describe('copy guard (behaviour §1)', () => {
  it.each(GUARDED_EVENTS)('blocks %s on ordinary page text', (type) => {
    const root = mount('<p id="text">قیمت دارو</p>');
    uninstall = installCopyGuard(document);
    expect(prevented(root.querySelector('#text')!, type)).toBe(true);
  });

  it.each(GUARDED_EVENTS)('lets %s through inside inputs, textareas and contenteditable (typing and pasting work)', (type) => {
    const root = mount('<input id="i" /><textarea id="t"></textarea><div contenteditable="true"><b id="c">x</b></div>');
    uninstall = installCopyGuard(document);
    expect(prevented(root.querySelector('#i')!, type)).toBe(false);
    expect(prevented(root.querySelector('#t')!, type)).toBe(false);
    expect(prevented(root.querySelector('#c')!, type)).toBe(false);
  });

  it.each(GUARDED_EVENTS)('blocks %s in read-only fields (the category B detail shows its data in them)', (type) => {
    const root = mount('<input id="i" readonly value="۴٬۲۹۷٬۰۰۰ ریال" /><textarea id="t" readonly>بدون توضیحات</textarea>');
    uninstall = installCopyGuard(document);
    expect(prevented(root.querySelector('#i')!, type)).toBe(true);
    expect(prevented(root.querySelector('#t')!, type)).toBe(true);
  });

  it('lets copy through inside an element marked data-allow-copy, including its text nodes', () => {
    const root = mount('<div data-allow-copy><span id="code">IRC-12345</span></div>');
    uninstall = installCopyGuard(document);
    const span = root.querySelector('#code')!;
    expect(prevented(span, 'copy')).toBe(false);
    expect(prevented(span.firstChild!, 'copy')).toBe(false);
  });

  it('does not treat contenteditable="false" as editable', () => {
    const root = mount('<div contenteditable="false"><span id="s">x</span></div>');
    uninstall = installCopyGuard(document);
    expect(prevented(root.querySelector('#s')!, 'contextmenu')).toBe(true);
  });

  it('stops blocking once removed', () => {
    const root = mount('<p id="text">متن</p>');
    installCopyGuard(document)();
    expect(prevented(root.querySelector('#text')!, 'copy')).toBe(false);
  });

  it('answers whether a target may be copied', () => {
    const root = mount('<p id="p">x</p><input id="i" />');
    expect(isCopyAllowed(root.querySelector('#p'))).toBe(false);
    expect(isCopyAllowed(root.querySelector('#i'))).toBe(true);
    expect(isCopyAllowed(null)).toBe(false);
  });
});
