import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { medicineEquivalentsActors } from '../../machines/medicine-equivalents.actors';
import { medicineEquivalentsMachine } from '../../machines/medicine-equivalents.machine';
import type { ApiError } from '../../src/api/errors';
import { EquivalentsCard, EquivalentsView } from '../../src/features/catalog/EquivalentsCard';
import { fa } from '../../src/i18n/fa';
import { equivalentsOfA, equivalentsSnapshot, equivalentTwins } from '../../stories/catalog/equivalents-fixtures';
import { heldApi } from './held-api';
import { model } from '../../machines/model/medicine-equivalents.walk';

const card = () => screen.getByTestId('equivalents');

/** What the rendered card must show for a machine state. */
async function expectView(state: AnyMachineSnapshot) {
  if (state.matches('absent')) {
    await waitFor(() => expect(screen.queryByTestId('equivalents')).toBeNull());
    return;
  }
  if (state.matches('loading')) {
    await waitFor(() => expect(within(card()).getByText(fa.equivalents.loading)).toBeTruthy());
    expect(within(card()).queryAllByTestId('equivalent')).toHaveLength(0);
    return;
  }
  if (state.matches('failed')) {
    await waitFor(() => expect(within(card()).getByRole('status').textContent).toContain(fa.equivalents.failed));
    expect(within(card()).getByRole('button', { name: fa.equivalents.retry })).toBeTruthy();
    return;
  }
  const items = await waitFor(() => {
    const found = within(card()).getAllByTestId('equivalent');
    expect(found).toHaveLength(equivalentsOfA.docs.length);
    return found;
  });
  // Cheapest first, each a link to its own detail page, the cheaper ones marked.
  expect(items.map((item) => within(item).getByRole('link').getAttribute('href'))).toEqual(
    equivalentsOfA.docs.map((doc) => `/medicine-${doc.category}/${doc._id}`),
  );
  expect(items.map((item) => item.getAttribute('data-comparison'))).toEqual(['cheaper', 'cheaper', 'same', 'dearer', 'unknown']);
  expect(items[0]!.textContent).toContain('۳۳۰ ریال (۲۱٫۴٪) ارزان‌تر');
  expect(items[3]!.textContent).toContain('۵٬۳۶۰ ریال (۳۴۸٫۱٪) گران‌تر');
  expect(items[4]!.textContent).toContain(fa.equivalents.noPrice);
}

describe('medicine equivalents model', () => {
  for (const path of model.edgePaths) {
    it(`through the view: ${path.description}`, async () => {
      const user = userEvent.setup();
      const api = heldApi();
      const machine = medicineEquivalentsMachine.provide({ actors: medicineEquivalentsActors(api.client) });
      const opened: string[] = [];
      render(
        <FluentProvider dir="rtl" theme={webLightTheme}>
          <EquivalentsCard category="A" medicineId={equivalentsOfA._id} machine={machine} onOpen={(href) => opened.push(href)} />
        </FluentProvider>,
      );
      await expectView(path.initial);
      for (const { event, state } of path.steps) {
        switch (event.type) {
          case 'xstate.done.actor.loadEquivalents':
            await act(() => api.respond(200, event.output));
            break;
          case 'xstate.error.actor.loadEquivalents':
            await act(() => api.fail((event.error as ApiError).failure));
            break;
          case 'RETRY':
            await user.click(within(card()).getByRole('button', { name: fa.equivalents.retry }));
            break;
          default:
            throw new Error(`no view action for ${event.type}`);
        }
        await expectView(state);
      }
      expect(api.requests.every((r) => r.url === `http://api.test/medicine/v1/equivalents/A/${equivalentsOfA._id}`)).toBe(true);
      if (path.steps.at(-1)?.state.matches('loaded')) {
        await user.click(within(card()).getAllByRole('link')[0]!);
        expect(opened).toEqual([`/medicine-B/${equivalentsOfA.docs[0]!._id}`]);
      }
    });
  }
});

describe('medicine equivalents card', () => {
  it('two brands under one name at two prices: each says its pack and form; a Latin maker is its own run', () => {
    render(
      <FluentProvider dir="rtl" theme={webLightTheme}>
        <EquivalentsView snapshot={equivalentsSnapshot('loaded', { result: equivalentTwins })} send={() => {}} />
      </FluentProvider>,
    );
    const items = within(card()).getAllByTestId('equivalent');
    expect(items.map((item) => within(item).getByTestId('equivalent-differs').textContent)).toEqual([
      'بسته ۳۰ عددی · انالاپریل ۲۰ میلی‌گرم قرص',
      'بسته ۲۰ عددی · انالاپریل ۲۰ میلی‌گرم قرص جوشان',
    ]);
    const maker = items[0]!.querySelector('bdi');
    expect(maker?.textContent).toBe('Zentiva k.s.');
    expect(maker?.parentElement?.textContent).toBe('دسته‌بندی B · Zentiva k.s.');
  });

  it('brands with their own names say nothing more', () => {
    render(
      <FluentProvider dir="rtl" theme={webLightTheme}>
        <EquivalentsView snapshot={equivalentsSnapshot('loaded', { result: equivalentsOfA })} send={() => {}} />
      </FluentProvider>,
    );
    expect(within(card()).queryAllByTestId('equivalent-differs')).toHaveLength(0);
  });
});
