import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { FluentProvider } from '@fluentui/react-components';
import { DataTable, type DataColumn } from '../../src/components/DataTable';

interface Item {
  id: string;
  name: string;
}

const columns: DataColumn<Item>[] = [
  { key: 'n', header: 'ردیف', kind: 'rowNumber', render: (_, index) => String(index + 1) },
  { key: 'name', header: 'نام', render: (item) => item.name },
  { key: 'extra', header: 'بیشتر', hideOnSmall: true, render: (item) => item.id },
];

function renderTable(props: { rows: Item[]; loading: boolean }) {
  render(
    <FluentProvider dir="rtl">
      <DataTable aria-label="جدول" columns={columns} rowKey={(item) => item.id} empty="خالی" {...props} />
    </FluentProvider>,
  );
  return within(screen.getByRole('table', { name: 'جدول' }));
}

describe('DataTable', () => {
  it('shows seven skeleton rows while loading, not the rows', () => {
    const table = renderTable({ rows: [{ id: 'a', name: 'الف' }], loading: true });
    expect(screen.getAllByTestId('skeleton-row')).toHaveLength(7);
    expect(table.queryByText('الف')).toBeNull();
    expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('true');
  });

  it('shows one row with the empty message spanning every column', () => {
    const table = renderTable({ rows: [], loading: false });
    const cell = table.getByText('خالی').closest('td')!;
    expect(cell.getAttribute('colspan')).toBe('3');
    expect(table.getAllByRole('row')).toHaveLength(2);
  });

  it('renders one row per item with each column', () => {
    const table = renderTable({
      rows: [
        { id: 'a', name: 'الف' },
        { id: 'b', name: 'ب' },
      ],
      loading: false,
    });
    const rows = table.getAllByRole('row').slice(1);
    expect(rows.map((row) => [...row.querySelectorAll('td')].map((td) => td.textContent))).toEqual([
      ['1', 'الف', 'a'],
      ['2', 'ب', 'b'],
    ]);
  });

  it('a column hidden on small screens gets the same class on its header and its cells', () => {
    const table = renderTable({ rows: [{ id: 'a', name: 'الف' }], loading: false });
    const header = table.getByRole('columnheader', { name: 'بیشتر' });
    const cell = table.getAllByRole('row')[1].querySelectorAll('td')[2];
    const visibleHeader = table.getByRole('columnheader', { name: 'نام' });
    // Griffel's atomic classes; the `___` ones name a merged set and differ between header and cell.
    const extra = [...header.classList].filter((name) => !name.startsWith('___') && !visibleHeader.classList.contains(name));
    expect(extra.length).toBeGreaterThan(0);
    for (const name of extra) expect(cell.classList.contains(name)).toBe(true);
  });

  it('when the page changes with its top above the view, the table scrolls back to its top', () => {
    const props = { 'aria-label': 'جدول', columns, rowKey: (item: Item) => item.id, empty: 'خالی', rows: [], loading: true };
    const { container, rerender } = render(
      <FluentProvider dir="rtl">
        <DataTable {...props} page={1} />
      </FluentProvider>,
    );
    const wrapper = container.querySelector('table')!.parentElement!;
    const scrollIntoView = vi.fn();
    wrapper.scrollIntoView = scrollIntoView;
    let top = 0;
    wrapper.getBoundingClientRect = () => ({ top }) as DOMRect;
    const show = (page: number) =>
      rerender(
        <FluentProvider dir="rtl">
          <DataTable {...props} page={page} />
        </FluentProvider>,
      );
    show(2);
    expect(scrollIntoView).not.toHaveBeenCalled();
    top = -400;
    show(3);
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    show(3);
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
  });
});
