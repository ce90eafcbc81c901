/**
 * The console's list screens through their views (behaviour §10.10): the inbox, the drug
 * reports, the audit log and the pharmacies' search, each driven along its model's paths (the shared
 * paging of `machines/paging.ts`, drawn by `src/components/PagedList.tsx`), with the real actors over
 * a held client and the real toasts; and the packages and the admin's operators screen along theirs.
 */
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate';
import { useActorRef } from '@xstate/react';
import { opsAuditActors } from '../../../machines/ops/ops-audit.actors';
import { opsAuditMachine } from '../../../machines/ops/ops-audit.machine';
import { opsInboxActors } from '../../../machines/ops/ops-inbox.actors';
import { opsInboxMachine } from '../../../machines/ops/ops-inbox.machine';
import { opsOperatorsActors } from '../../../machines/ops/ops-operators.actors';
import { opsOperatorsMachine } from '../../../machines/ops/ops-operators.machine';
import type { OpsOperatorsContext } from '../../../machines/ops/ops-operators.types';
import { opsPackagesActors } from '../../../machines/ops/ops-packages.actors';
import { opsPackagesMachine } from '../../../machines/ops/ops-packages.machine';
import type { OpsPackagesContext } from '../../../machines/ops/ops-packages.types';
import { opsPharmacyActors } from '../../../machines/ops/ops-pharmacy.actors';
import { opsPharmacyMachine } from '../../../machines/ops/ops-pharmacy.machine';
import type { OpsPharmacyContext } from '../../../machines/ops/ops-pharmacy.types';
import { opsReportsActors } from '../../../machines/ops/ops-reports.actors';
import { opsReportsMachine } from '../../../machines/ops/ops-reports.machine';
import type { OpsReportsContext } from '../../../machines/ops/ops-reports.types';
import { stateValueToString, type ModelPath } from '../../../machines/model/model';
import {
  opsAuditModel,
  opsInboxModel,
  opsOperatorsModel,
  opsPackagesModel,
  opsPharmacyModel,
  opsReportsModel,
} from '../../../machines/ops/model/ops.walk';
import { createApiClient, loadWire, type ApiClient } from '../../../src/api/client';
import { failureMessage, type ApiError } from '../../../src/api/errors';
import { SKELETON_ROWS } from '../../../src/components/DataTable';
import { loadConsoleWire } from '../../../src/ops/api/wire';
import { opsListEffects } from '../../../src/ops/components/opsListEffects';
import { AuditScreen } from '../../../src/ops/features/audit/AuditView';
import { opsOperatorsEffects } from '../../../src/ops/features/operators/opsOperatorsEffects';
import { OperatorsScreen } from '../../../src/ops/features/operators/OperatorsView';
import { opsPackagesEffects } from '../../../src/ops/features/packages/opsPackagesEffects';
import { PackagesScreen } from '../../../src/ops/features/packages/PackagesView';
import { opsPharmacyEffects } from '../../../src/ops/features/pharmacies/opsPharmacyEffects';
import { PharmacyScreen } from '../../../src/ops/features/pharmacies/PharmacyView';
import { opsReportsEffects } from '../../../src/ops/features/reports/opsReportsEffects';
import { ReportsScreen } from '../../../src/ops/features/reports/ReportsView';
import { InboxScreen } from '../../../src/ops/features/tickets/InboxView';
import { fa } from '../../../src/i18n/fa';
import { faOps } from '../../../src/ops/i18n/fa-ops';
import { toPersianDigits } from '../../../src/lib/digits';
import { heldFetch } from '../../kit/held-fetch';
import { expectPagingEffects, expectSettledPagedList, noticesUnderFakeTimers, pagedListDom, takePagingStep } from '../../kit/paged-list';
import { flush } from '../../kit/timers';

// The response schemas load with the first call (loadWire): loaded once here, as the fake timers hold real ones.
beforeAll(() => Promise.all([loadWire(), loadConsoleWire()]));

type Page = { rows: unknown[]; totalDocs: number; totalPages: number };
type Screen = (props: { actorRef: never }) => React.ReactNode;

/** A console screen over a held client: its machine with the real actors and toasts, drawn as its page draws it. */
function renderScreen(machineOver: (client: ApiClient) => AnyStateMachine, Screen: Screen) {
  const held = heldFetch();
  const client = createApiClient({ baseUrl: 'http://api.test/api', fetch: held.fetch });
  const machine = machineOver(client);
  let actor: { getSnapshot: () => AnyMachineSnapshot } | null = null;
  function Running() {
    const ref = useActorRef(machine);
    actor = ref;
    return <Screen actorRef={ref as never} />;
  }
  render(
    <FluentProvider dir="rtl" theme={webLightTheme}>
      <MemoryRouter>
        <Running />
      </MemoryRouter>
    </FluentProvider>,
  );
  return {
    held,
    client,
    snapshot: () => actor!.getSnapshot(),
    requests: () => held.requests.map((request) => new URL(request.url)),
  };
}

/** The contract's list body for a page. */
const listBody = (page: Page) => ({ docs: page.rows, totalDocs: page.totalDocs, totalPages: page.totalPages });

/** The machine reached the state the model says, context and all. */
async function expectState(snapshot: () => AnyMachineSnapshot, state: AnyMachineSnapshot) {
  await flush();
  expect(stateValueToString(snapshot().value)).toBe(stateValueToString(state.value));
  expect(snapshot().context).toEqual(state.context);
}

interface PagedScreen {
  name: string;
  model: { paths: ModelPath[] };
  machine: (client: ApiClient) => AnyStateMachine;
  Screen: Screen;
  /** The table's empty text, and what the list asks the server for its query. */
  emptyText: string;
  apiQuery: (context: AnyMachineSnapshot['context']) => Record<string, string>;
  /** The screen's own events (filters, a status change, a search), or false. */
  ownStep?: (event: EventObject, run: ReturnType<typeof renderScreen>) => Promise<boolean>;
  /** The first row as the screen must draw it. */
  firstRow: (cells: NodeListOf<HTMLTableCellElement>, row: never) => void;
  /** The screen is not on its list (the pharmacy's page is open). */
  offList?: (state: AnyMachineSnapshot) => boolean;
}

const pagedQuery = (c: { query: { page: number; limit: number } }) => ({ limit: String(c.query.limit), page: String(c.query.page) });
const ui = (emptyText: string) => pagedListDom({ table: () => screen.getByRole('table'), emptyText, pageSizeLabel: faOps.pageSize });
const choose = (label: string, value: string | null) =>
  fireEvent.change(screen.getByRole('combobox', { name: label }), { target: { value: value ?? '' } });

const pagedScreens: PagedScreen[] = [
  {
    name: 'inbox',
    model: opsInboxModel,
    machine: (client) => opsInboxMachine.provide({ actors: opsInboxActors(client), actions: opsListEffects }),
    Screen: InboxScreen as Screen,
    emptyText: faOps.inbox.empty,
    apiQuery: (c) => pagedQuery(c),
    firstRow: (cells, row: { title: string }) => expect(cells[1]!.textContent).toBe(row.title),
  },
  {
    name: 'audit log',
    model: opsAuditModel,
    machine: (client) => opsAuditMachine.provide({ actors: opsAuditActors(client), actions: opsListEffects }),
    Screen: AuditScreen as Screen,
    emptyText: faOps.audit.empty,
    apiQuery: (c) => ({ ...pagedQuery(c), ...(c.query.action ? { action: c.query.action } : {}) }),
    ownStep: async (event) => {
      if (event.type !== 'FILTER.ACTION') return false;
      choose(faOps.audit.actionFilter, (event as unknown as { action: string | null }).action);
      return true;
    },
    firstRow: (cells, row: { action: keyof typeof faOps.audit.actionLabels }) =>
      expect(cells[3]!.textContent).toBe(faOps.audit.actionLabels[row.action]),
  },
  {
    name: 'drug reports',
    model: opsReportsModel,
    machine: (client) => opsReportsMachine.provide({ actors: opsReportsActors(client), actions: opsReportsEffects }),
    Screen: ReportsScreen as Screen,
    emptyText: faOps.reports.empty,
    apiQuery: (c: OpsReportsContext) => ({
      ...pagedQuery(c),
      ...(c.query.status ? { status: c.query.status } : {}),
      ...(c.query.category ? { category: c.query.category } : {}),
    }),
    ownStep: async (event, run) => {
      const e = event as unknown as { type: string; status: string | null; category: string | null; reportId: string; output: unknown };
      switch (e.type) {
        case 'FILTER.STATUS':
          choose(faOps.reports.status, e.status);
          return true;
        case 'FILTER.CATEGORY':
          choose(faOps.reports.category, e.category);
          return true;
        case 'STATUS.SET': {
          const row = (run.snapshot().context as OpsReportsContext).rows.find((r) => r._id === e.reportId)!;
          choose(faOps.reports.changeStatusNamed(row.title), e.status);
          await flush();
          expect(await run.held.requests.at(-1)!.clone().json()).toEqual({ status: e.status });
          return true;
        }
        case 'xstate.done.actor.setReportStatus':
          run.held.respond(200, { data: e.output }, 'newest');
          return true;
        case 'xstate.error.actor.setReportStatus':
          run.held.fail((event as unknown as { error: ApiError }).error.failure, 'newest');
          return true;
        default:
          return false;
      }
    },
    firstRow: (cells, row: { title: string; status: string }) => {
      expect(cells[1]!.textContent).toBe(row.title);
      expect(within(cells[6]!).getByRole('combobox')).toHaveProperty('value', row.status);
    },
  },
  {
    name: 'pharmacies',
    model: opsPharmacyModel,
    machine: (client) => opsPharmacyMachine.provide({ actors: opsPharmacyActors(client), actions: opsPharmacyEffects }),
    Screen: PharmacyScreen as Screen,
    emptyText: faOps.pharmacies.empty,
    apiQuery: (c: OpsPharmacyContext) => ({ ...pagedQuery(c), ...(c.query.q ? { q: c.query.q } : {}) }),
    ownStep: async (event, run) => {
      const e = event as unknown as { type: string; value: string; userId: string; action: string; output: unknown };
      const form = () => screen.getByRole('search');
      switch (e.type) {
        case 'QUERY.CHANGE':
          fireEvent.change(within(form()).getByRole('searchbox'), { target: { value: e.value } });
          return true;
        case 'SEARCH':
          fireEvent.submit(form());
          return true;
        case 'PHARMACY.OPEN':
          fireEvent.click(screen.getAllByRole('button', { name: new RegExp(`^${faOps.pharmacies.show}`) })[0]!);
          return true;
        case 'PHARMACY.CLOSE':
          fireEvent.click(screen.getByRole('button', { name: faOps.pharmacies.back }));
          return true;
        case 'xstate.done.actor.loadPharmacy':
        case 'xstate.done.actor.changeSubscription':
          run.held.respond(200, { data: e.output }, 'newest');
          return true;
        case 'xstate.error.actor.loadPharmacy':
        case 'xstate.error.actor.changeSubscription':
          run.held.fail((event as unknown as { error: ApiError }).error.failure, 'newest');
          return true;
        default:
          return false;
      }
    },
    firstRow: (cells, row: { mobile: string }) => expect(cells[3]!.textContent).toBe(toPersianDigits(row.mobile)),
    offList: (state) => state.matches('pharmacy'),
  },
];

describe.each(pagedScreens)('the console $name, along its model paths', (list) => {
  const notices = noticesUnderFakeTimers();
  // The pharmacy page's subscription form is walked by the model; through the view the list is what is shared.
  const paths = list.model.paths.filter((path) =>
    path.steps.every(({ event }) => !event.type.startsWith('SUB.') && !event.type.includes('changeSubscription')),
  );

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
    const dom = ui(list.emptyText);
    const run = renderScreen(list.machine, list.Screen);
    await flush();
    for (const { event, state } of path.steps) {
      const before = { access: 0, notices: notices.length };
      const paged = await takePagingStep<Page>(
        event,
        dom,
        {
          answer: (page) => run.held.respond(200, listBody(page), 'newest'),
          fail: (error) => run.held.fail((error as ApiError).failure, 'newest'),
        },
        flush,
      );
      if (!paged && !(await list.ownStep?.(event, run))) throw new Error(`no way to send ${event.type} through the ${list.name}`);
      await expectState(run.snapshot, state);
      if (list.offList?.(state)) continue;
      if (state.hasTag('loading')) {
        expect(dom.skeletonRows()).toHaveLength(SKELETON_ROWS);
        expect(dom.pagerStatus()).toBe('');
        expect(dom.totalDocs()).toBe('');
        expect(Object.fromEntries(run.requests().at(-1)!.searchParams)).toEqual(list.apiQuery(state.context));
      } else {
        expectSettledPagedList(state, dom, { totalDocsText: faOps.totalRows, firstRow: list.firstRow as never });
      }
      expectPagingEffects(event, state, { access: null, notices }, before, faOps.pageNotFound, null);
    }
  });
});

/** A list screen without paging (the packages, the operators): its own events through the view, and what each state shows. */
interface PlainScreen {
  name: string;
  model: { paths: ModelPath[] };
  machine: (client: ApiClient) => AnyStateMachine;
  Screen: Screen;
  /** Sends a user event through the screen, or answers a call; false for an event the screen has no way to send. */
  step: (event: EventObject, run: ReturnType<typeof renderScreen>) => Promise<boolean>;
  /** What the screen must show for a state. */
  expectView: (state: AnyMachineSnapshot) => void;
}

/** Answers the newest call as `event` says: a done event's output in `wrap`, an error's failure. */
function answer(event: EventObject, run: ReturnType<typeof renderScreen>, wrap: (output: unknown) => unknown, status = 200) {
  if (event.type.startsWith('xstate.error.actor.')) run.held.fail((event as unknown as { error: ApiError }).error.failure, 'newest');
  else run.held.respond(status, wrap((event as unknown as { output: unknown }).output), 'newest');
}

const typeInto = (label: string, value: string) => fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value } });
const table = () => screen.getByRole('table');
const loadFailedFor = (state: AnyMachineSnapshot) => {
  const failure = (state.context as { failure: ApiError['failure'] | null }).failure!;
  expect(screen.getByTestId('load-failed').textContent).toContain(failureMessage(failure));
};

const plainScreens: PlainScreen[] = [
  {
    name: 'packages',
    model: opsPackagesModel,
    machine: (client) => opsPackagesMachine.provide({ actors: opsPackagesActors(client), actions: opsPackagesEffects }),
    Screen: PackagesScreen as Screen,
    step: async (event, run) => {
      const e = event as unknown as { type: string; value: string; packageId: string };
      const rows = () => (run.snapshot().context as OpsPackagesContext).rows;
      switch (e.type) {
        case 'xstate.done.actor.fetchPackages':
        case 'xstate.error.actor.fetchPackages':
          answer(event, run, (docs) => ({ docs }));
          return true;
        case 'xstate.done.actor.savePackage':
        case 'xstate.error.actor.savePackage':
        case 'xstate.done.actor.retirePackage':
        case 'xstate.error.actor.retirePackage':
          answer(event, run, (data) => ({ data }));
          return true;
        case 'RETRY':
          fireEvent.click(screen.getByRole('button', { name: fa.loadFailed.retry }));
          return true;
        case 'ADD':
          fireEvent.click(screen.getByRole('button', { name: faOps.packages.add }));
          return true;
        case 'EDIT':
          fireEvent.click(screen.getByRole('button', { name: faOps.packages.editNamed(rows().find((r) => r._id === e.packageId)!.name) }));
          return true;
        case 'RETIRE':
          fireEvent.click(
            screen.getByRole('button', { name: faOps.packages.retireNamed(rows().find((r) => r._id === e.packageId)!.name) }),
          );
          return true;
        case 'DRAFT.NAME':
          typeInto(faOps.packages.name, e.value);
          return true;
        case 'DRAFT.DAYS':
          typeInto(faOps.packages.days, e.value);
          return true;
        case 'DRAFT.PRICE':
          typeInto(faOps.packages.price, e.value);
          return true;
        case 'SAVE':
          fireEvent.submit(screen.getByTestId('ops-package-form'));
          return true;
        case 'CANCEL':
          fireEvent.click(screen.getByRole('button', { name: faOps.cancel }));
          return true;
        default:
          return false;
      }
    },
    expectView: (state) => {
      const c = state.context as OpsPackagesContext;
      if (state.hasTag('loading')) return expect(screen.queryAllByTestId('skeleton-row').length).toBeGreaterThan(0);
      if (state.hasTag('failed')) return loadFailedFor(state);
      expect(within(table()).getAllByRole('row').slice(1)).toHaveLength(Math.max(c.rows.length, 1));
      const form = screen.queryByTestId('ops-package-form');
      expect(form !== null).toBe(c.draft !== null && !state.hasTag('failed'));
      if (c.draft) expect(screen.getByRole('textbox', { name: faOps.packages.name })).toHaveProperty('value', c.draft.name);
    },
  },
  {
    name: "admin's operators",
    model: opsOperatorsModel,
    machine: (client) => opsOperatorsMachine.provide({ actors: opsOperatorsActors(client), actions: opsOperatorsEffects }),
    Screen: OperatorsScreen as Screen,
    step: async (event, run) => {
      const e = event as unknown as { type: string; value: string; userId: string };
      const rows = () => (run.snapshot().context as OpsOperatorsContext).rows;
      switch (e.type) {
        case 'xstate.done.actor.fetchOperators':
        case 'xstate.error.actor.fetchOperators':
          answer(event, run, (docs) => ({ docs }));
          return true;
        case 'xstate.done.actor.addOperator':
        case 'xstate.error.actor.addOperator':
          answer(event, run, (data) => ({ data }), 201);
          return true;
        case 'xstate.done.actor.removeOperator':
          run.held.respond(204, null, 'newest');
          return true;
        case 'xstate.error.actor.removeOperator':
          answer(event, run, () => null);
          return true;
        case 'RETRY':
          fireEvent.click(screen.getByRole('button', { name: fa.loadFailed.retry }));
          return true;
        case 'MOBILE.CHANGE':
          typeInto(faOps.operators.mobile, e.value);
          return true;
        case 'ADD': {
          fireEvent.submit(screen.getByRole('button', { name: faOps.operators.add }).closest('form')!);
          await flush();
          // The mobile goes as the contract takes it: Latin digits, an operator.
          expect(await run.held.requests.at(-1)!.clone().json()).toEqual({ mobile: '09120000000', role: 'operator' });
          return true;
        }
        case 'REMOVE': {
          const row = rows().find((r) => r._id === e.userId)!;
          fireEvent.click(screen.getByRole('button', { name: faOps.operators.removeNamed(row.name) }));
          await flush();
          const request = run.held.requests.at(-1)!;
          expect([request.method, new URL(request.url).pathname]).toEqual(['DELETE', `/api/ops/v1/operators/${row._id}`]);
          return true;
        }
        default:
          return false;
      }
    },
    expectView: (state) => {
      const c = state.context as OpsOperatorsContext;
      if (state.hasTag('loading')) return expect(screen.queryAllByTestId('skeleton-row').length).toBeGreaterThan(0);
      if (state.hasTag('failed')) return loadFailedFor(state);
      const bodyRows = within(table()).getAllByRole('row').slice(1);
      expect(bodyRows).toHaveLength(Math.max(c.rows.length, 1));
      c.rows.forEach((row, i) => expect(bodyRows[i]!.textContent).toContain(toPersianDigits(row.mobile)));
      expect(screen.getByRole('textbox', { name: faOps.operators.mobile })).toHaveProperty('value', c.mobile);
      const add = screen.getByRole('button', { name: faOps.operators.add });
      expect(add.getAttribute('aria-disabled') === 'true').toBe(!state.can({ type: 'ADD' }));
    },
  },
];

describe.each(plainScreens)('the console $name, along its model paths', (list) => {
  noticesUnderFakeTimers();
  it.each(list.model.paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
    const run = renderScreen(list.machine, list.Screen);
    await flush();
    for (const { event, state } of path.steps) {
      if (!(await list.step(event, run))) throw new Error(`no way to send ${event.type} through the ${list.name}`);
      await expectState(run.snapshot, state);
      list.expectView(state);
    }
  });
});
