/**
 * Property-based tests (fast-check, fixed seed, 200 runs a screen): every screen's API answers, with
 * scalar fields swapped number ↔ string, null, emptied, removed or with extra fields beside them,
 * go through the real client (its decoder), the screen's machine with its real actor, and the view
 * rendered from the machine's snapshot. No run may throw or show the error card; a field the spec
 * allows to be empty shows '-' or the spec's default; only breaking a field openapi.yaml makes
 * essential may end in the behaviour §8 failure (never a crash).
 */
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { act, cleanup, fireEvent, render } from '@testing-library/react';
import fc from 'fast-check';
import { Component, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor as settled, type AnyActorLogic } from 'xstate';
import { catalogListActors } from '../../machines/catalog-list.actors';
import { catalogListMachine } from '../../machines/catalog-list.machine';
import { DEFAULT_QUERY } from '../../machines/catalog-list.query';
import { medicineDetailActors } from '../../machines/medicine-detail.actors';
import { medicineDetailMachine } from '../../machines/medicine-detail.machine';
import type { PriceKind } from '../../machines/medicine-detail.types';
import { reportDialogActors } from '../../machines/report-dialog.actors';
import { reportDialogMachine } from '../../machines/report-dialog.machine';
import { notifier, type Notice } from '../../src/api/notifier';
import { statusLabel } from '../../src/features/catalog/DetailStatus';
import { DetailView } from '../../src/features/catalog/DetailView';
import { historyOf, shown } from '../../src/features/catalog/DetailParts';
import { ListView } from '../../src/features/catalog/ListView';
import { pricePoints } from '../../src/features/catalog/PriceHistory';
import { fa } from '../../src/i18n/fa';
import { faMedicine } from '../../src/i18n/fa-medicine';
import { rowsA, rowsB } from '../../stories/catalog/list-fixtures';
import { medicineA, medicineB } from '../../stories/catalog/detail-fixtures';
import { errorCardDom } from '../models/error-card.dom';
import { breaksEssential, clientAnswering, getAt, PROPERTY, variants, type Mutation, type Variant } from './variants';

/** Records a render error instead of letting it tear the test's tree down. */
class Catch extends Component<{ onError: (error: unknown) => void; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(error: unknown) {
    this.props.onError(error);
  }
  render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * One rendered tree for many runs: each run re-renders it with the next view (much faster than a
 * mount per run); a tree a render error took down is mounted afresh. Answers the render error, if any.
 */
function viewHost() {
  let rendered: ReturnType<typeof render> | null = null;
  let caught: unknown = null;
  const tree = (node: ReactNode, key: number) => (
    <FluentProvider dir="rtl" theme={webLightTheme}>
      <MemoryRouter>
        <Catch key={key} onError={(error) => (caught = error)}>
          {node}
        </Catch>
      </MemoryRouter>
    </FluentProvider>
  );
  let key = 0;
  return {
    show(node: ReactNode): unknown {
      caught = null;
      if (!rendered) rendered = render(tree(node, key));
      else act(() => rendered!.rerender(tree(node, key)));
      if (caught) key += 1; // the next run starts from a fresh boundary
      return caught;
    },
    done() {
      cleanup();
      rendered = null;
    },
  };
}

/** Runs a machine with its real actor until it leaves its loading state. */
async function runUntilSettled<T extends AnyActorLogic>(machine: T, input: unknown) {
  const actor = createActor(machine, { input } as never).start();
  const snapshot = await settled(actor, (s) => !(s as { hasTag: (t: string) => boolean }).hasTag('loading'));
  actor.stop();
  return snapshot;
}

let errors: ReturnType<typeof vi.spyOn>;
beforeAll(() => {
  errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  Object.defineProperty(navigator, 'clipboard', { value: { writeText: vi.fn(async () => {}) }, configurable: true });
});
afterAll(() => errors.mockRestore());

const isText = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';
/** What a nullable text field shows for a raw wire value: the text, or '-' (a number is no text). */
const textShown = (v: unknown) => (isText(v) ? shown(v) : fa.app.dash);
/** What a code field (`x-accepts: [number]`) shows: the text or the number's digits, in Persian. */
const codeShown = (v: unknown) => (isText(v) ? shown(v) : typeof v === 'number' ? shown(String(v)) : fa.app.dash);
/** The Latin text a code's copy button writes, or null when no button shows. */
const codeCopied = (v: unknown) => (isText(v) ? v : typeof v === 'number' ? String(v) : null);
/** What a quantity (`x-accepts: [string]`) shows. */
const quantityShown = (v: unknown) =>
  typeof v === 'number' ? shown(Math.round(v)) : typeof v === 'string' && /^\d+$/.test(v) ? shown(Number(v)) : fa.app.dash;
const RIAL_OR_DASH = new RegExp(`^([۰-۹٬]+ ${fa.app.rial}|-)$`);

// Plain DOM lookups (role queries compute accessible names: far too slow for thousands of checks).
/** The card (A, `dt`/`dd`) or read-only field (B, `label`/input) whose label reads `label`. */
function fieldOf(label: string): { container: Element; value: string } | null {
  const dt = [...document.querySelectorAll('dt')].find((el) => el.textContent === label);
  if (dt) return { container: dt.parentElement!, value: dt.nextElementSibling?.textContent ?? '' };
  const labelEl = [...document.querySelectorAll('label')].find((el) => el.textContent === label) as HTMLLabelElement | undefined;
  const input = labelEl ? (document.getElementById(labelEl.htmlFor) as HTMLInputElement | null) : null;
  return labelEl && input ? { container: labelEl.parentElement!, value: input.value } : null;
}
const valueOf = (label: string) => fieldOf(label)?.value ?? null;

/** Checks a code field and its copy button for the raw wire value `raw`. */
function expectCode(label: string, raw: unknown) {
  const field = fieldOf(label);
  expect(field?.value, label).toBe(codeShown(raw));
  const button = field!.container.querySelector<HTMLButtonElement>('[data-testid=copy-code]');
  const copied = codeCopied(raw);
  expect(button !== null, `copy button of ${label}`).toBe(copied !== null);
  if (button && copied !== null) {
    const writeText = navigator.clipboard.writeText as ReturnType<typeof vi.fn>;
    writeText.mockClear();
    fireEvent.click(button);
    expect(writeText).toHaveBeenCalledWith(copied);
    expect(copied).toMatch(/^[\x20-\x7e]*$/); // the decoder's output is Latin; only the display is Persian
  }
}

const touched = (variant: Variant, ...prefixes: Array<Array<string | number>>) =>
  variant.mutations.some((m) => prefixes.some((prefix) => prefix.every((key, i) => m.path[i] === key)));

/** The failed-load screen of a detail: what went wrong (the behaviour §8 generic message) and 'try again', no crash. */
function expectFailureView() {
  const failed = document.querySelector('[data-testid=load-failed]');
  expect(failed?.textContent).toContain(fa.errors.generic);
  expect(failed?.textContent).toContain(fa.loadFailed.retry);
}

describe.each(['A', 'B'] as const)('detail %s against varied answers', (category) => {
  const operation =
    category === 'A' ? 'GET /medicine/v1/get-medicine-a-by-id/{medicineId}' : 'GET /medicine/v1/get-medicine-b-by-id/{medicineId}';
  const base = category === 'A' ? { data: medicineA } : medicineB;
  const root: Array<string | number> = category === 'A' ? ['data'] : [];
  const raw = (body: unknown, field: string) => getAt(body, [...root, field]);
  const kinds: PriceKind[] =
    category === 'A' ? ['price_O', 'price_OA', 'price_B', 'price_BA'] : ['price_distributor', 'price_pharmacy', 'price_consumer'];

  it(`${PROPERTY.numRuns} runs: no crash, no error card; empty fields show '-' or the default; codes show and copy; charts get readable points`, async () => {
    const host = viewHost();
    await fc.assert(
      fc.asyncProperty(variants(base), fc.constantFrom(...kinds), async (variant, kind) => {
        const machine = medicineDetailMachine.provide({
          actors: { loadMedicine: medicineDetailActors(clientAnswering(variant.body)).loadMedicine },
          actions: { showFailure: () => {} },
        });
        const snapshot = await runUntilSettled(machine, { category, medicineId: 'x' });
        const crashed = host.show(<DetailView snapshot={snapshot as never} send={() => {}} report={null} onClose={() => {}} />);
        {
          expect(crashed).toBeNull();
          expect(errorCardDom.query()).toBeNull();
          const mayFail = variant.mutations.some((m: Mutation) => breaksEssential(operation, m));
          if (!snapshot.matches('loaded')) {
            expect(mayFail, `failed though only fields that may be empty changed: ${JSON.stringify(variant.mutations)}`).toBe(true);
            expect(snapshot.context.failure?.kind).toBe('server');
            expectFailureView();
            return;
          }
          const body = variant.body;
          const brand = raw(body, 'brand_name_fa');
          expect(document.getElementById('medicine-title')?.textContent).toBe(isText(brand) ? brand.trim() : fa.drug.noName);
          const read = valueOf;
          expect(read(faMedicine.brandNameLa)).toBe(textShown(raw(body, 'brand_name_la')));
          expect(read(faMedicine.genericNameFa)).toBe(textShown(raw(body, 'generic_name_fa')));
          expect(read(faMedicine.quantityInPack)).toBe(quantityShown(raw(body, 'quantity_in_pack')));
          const description = raw(body, 'description');
          expect(read(faMedicine.description)).toBe(isText(description) ? shown(description) : faMedicine.noDescription);
          expectCode(faMedicine.genericCode, raw(body, 'generic_code'));
          if (category === 'A') {
            expect(read(faMedicine.brandCode)).toBe(codeShown(raw(body, 'brand_code')));
            expect(read(faMedicine.concessionaire)).toBe(textShown(raw(body, 'concessionaire')));
            const added = raw(body, 'added_value');
            expect(read(faMedicine.addedValue)).toBe([true, 'true', 1, '1'].includes(added as never) ? faMedicine.has : faMedicine.hasNot);
          } else {
            expectCode(faMedicine.ircCode, raw(body, 'irc_code'));
            expectCode(faMedicine.gtinCode, raw(body, 'gtin_code'));
            expect(read(faMedicine.supplierCompany)).toBe(textShown(raw(body, 'supplier_company')));
            const status = raw(body, 'status_medicine');
            expect(read(faMedicine.status)).toBe(statusLabel(typeof status === 'string' ? status : null));
          }
          // Prices: a rial amount or '-'; unchanged when the variant left that history alone.
          for (const k of kinds) {
            const label = {
              price_O: faMedicine.unitPriceWithout,
              price_OA: faMedicine.unitPriceWith,
              price_B: faMedicine.boxPriceWithout,
              price_BA: faMedicine.boxPriceWith,
              price_distributor: faMedicine.distributorPrice,
              price_pharmacy: faMedicine.pharmacyPrice,
              price_consumer: faMedicine.consumerPrice,
            }[k];
            const value = read(label);
            if (value === null) continue; // A's with-value prices show only with added value
            expect(value).toMatch(RIAL_OR_DASH);
          }
          // The chart of one price list: every point has a finite price and Persian labels.
          const loaded = snapshot.context.loaded!;
          for (const point of pricePoints(historyOf(loaded, kind))) {
            expect(Number.isFinite(point.price) && Number.isFinite(point.time)).toBe(true);
            expect(point.dateLabel).toMatch(/^[۰-۹]{4}\/[۰-۹]{2}\/[۰-۹]{2}$/);
          }
          if (!touched(variant, [...root, kind]))
            expect(pricePoints(historyOf(loaded, kind))).toHaveLength((getAt(base, [...root, kind]) as unknown[]).length);
        }
      }),
      PROPERTY,
    );
    host.done();
  }, 300_000);
});

describe.each(['A', 'B'] as const)('list %s against varied answers', (category) => {
  const operation = `GET /medicine/v1/get-all-medicine-${category.toLowerCase()}-user`;
  const docs = category === 'A' ? rowsA(4) : rowsB(4);
  const base = { data: { main: { docs, totalDocs: docs.length, totalPages: 1 } } };
  const textFields =
    category === 'A'
      ? ['brand_name_fa', 'generic_name_fa', 'manufacturing_factory', 'concessionaire']
      : ['brand_name_fa', 'generic_name_fa', 'producer_company', 'supplier_company'];

  it(`${PROPERTY.numRuns} runs: no crash, no error card; rows without a readable id are left out, empty cells show '-', links carry the id as text`, async () => {
    const host = viewHost();
    await fc.assert(
      fc.asyncProperty(variants(base), async (variant) => {
        const machine = catalogListMachine.provide({
          actors: { fetchPage: catalogListActors(clientAnswering(variant.body)).fetchPage },
          actions: { syncUrl: () => {}, notifyAccess: () => {}, showFailure: () => {}, showPageNotFound: () => {} },
        });
        const snapshot = await runUntilSettled(machine, { category, query: DEFAULT_QUERY });
        const crashed = host.show(<ListView snapshot={snapshot as never} send={() => {}} />);
        expect(crashed).toBeNull();
        expect(errorCardDom.query()).toBeNull();
        if (snapshot.hasTag('failed')) {
          expect(
            variant.mutations.some((m) => breaksEssential(operation, m)),
            `failed though only fields that may be empty changed: ${JSON.stringify(variant.mutations)}`,
          ).toBe(true);
          expect(snapshot.context.failure?.kind).toBe('server');
          expect([...document.querySelectorAll('button')].some((b) => b.textContent === fa.catalog.retry)).toBe(true);
          return;
        }
        const sent = (variant.body as typeof base).data.main.docs;
        const readableId = (id: unknown) => isText(id) || typeof id === 'number';
        const expected = sent.filter((doc) => doc && readableId(doc._id));
        const rows = [...document.querySelectorAll('tbody tr')];
        if (expected.length === 0) {
          expect(document.querySelector('tbody')?.textContent).toContain(fa.catalog.noDrugFound);
          return;
        }
        expect(rows).toHaveLength(expected.length);
        expected.forEach((doc, index) => {
          const cells = [...rows[index].querySelectorAll('td')];
          expect(cells[0].textContent).toBe(shown(index + 1));
          textFields.forEach((field, i) => {
            const value = (doc as unknown as Record<string, unknown>)[field];
            const text = cells[i + 1].textContent;
            if (isText(value)) expect(text).not.toBe(fa.app.dash);
            else expect(text, field).toBe(fa.app.dash);
          });
          expect(rows[index].querySelector('a')?.getAttribute('href')).toBe(`/medicine-${category}/${encodeURIComponent(String(doc._id))}`);
        });
      }),
      PROPERTY,
    );
    host.done();
  }, 300_000);
});

describe('the report dialog against varied answers', () => {
  const operation = 'POST /report/v1/new_Report';
  const base = { message: 'گزارش شما با موفقیت ثبت شد.' };

  it(`${PROPERTY.numRuns} runs: the dialog closes; the server's message is the toast, an unreadable one shows none`, async () => {
    const notices: Notice[] = [];
    const stop = notifier.subscribe((notice) => notices.push(notice));
    await fc.assert(
      fc.asyncProperty(variants(base), async (variant) => {
        notices.length = 0;
        // The effects as the app's ReportButton provides them: the notifier's toasts.
        const machine = reportDialogMachine.provide({
          actors: { sendReport: reportDialogActors(clientAnswering(variant.body)).sendReport },
          actions: {
            showSuccess: (_, params) => notifier.success(params.message),
            showFailure: (_, params) => notifier.failure(params.failure),
          },
        });
        const actor = createActor(machine, { input: { category: 'A', medicineId: 'a-1' } }).start();
        actor.send({ type: 'REPORT.OPEN' });
        actor.send({ type: 'REPORT.TITLE', value: 'قیمت' });
        actor.send({ type: 'REPORT.BODY', value: 'قیمت اشتباه است.' });
        actor.send({ type: 'REPORT.SUBMIT' });
        const done = await settled(actor, (s) => !s.hasTag('busy'));
        actor.stop();
        expect(variant.mutations.some((m) => breaksEssential(operation, m))).toBe(false);
        expect(done.matches('closed')).toBe(true);
        const message = (variant.body as { message?: unknown }).message;
        expect(notices).toEqual(isText(message) ? [{ intent: 'success', text: message }] : []);
      }),
      PROPERTY,
    );
    stop();
  }, 300_000);
});
