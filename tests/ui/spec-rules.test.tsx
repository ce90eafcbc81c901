/**
 * Small rules of behaviour §1-behaviour §9 and GLOSSARY that cut across screens (each test failed before its fix).
 */
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { SupportDialog } from '../../src/features/auth/SupportDialog';
import { RelatedLinks } from '../../src/features/catalog/DetailParts';
import { FilterDialog } from '../../src/features/catalog/FilterDialog';
import { ListView } from '../../src/features/catalog/ListView';
import { catalogListMachine } from '../../machines/catalog-list.machine';
import { DEFAULT_QUERY } from '../../machines/catalog-list.query';

function inApp(node: ReactNode) {
  return render(
    <FluentProvider dir="rtl" theme={webLightTheme}>
      {node}
    </FluentProvider>,
  );
}

describe('behaviour §9 modal width', () => {
  it.each(['A', 'B'] as const)('the category %s filter dialog is 520 px wide, not Fluent’s 600', (category) => {
    inApp(<FilterDialog category={category} open filters={{}} onOpenChange={() => {}} onApply={() => {}} />);
    const dialog = screen.getAllByRole('dialog', { hidden: true })[0];
    expect(getComputedStyle(dialog).width).toBe('520px');
  });

  it('the login screen’s support dialog is 520 px wide', () => {
    inApp(<SupportDialog />);
    fireEvent.click(screen.getByRole('button'));
    const dialog = screen.getAllByRole('dialog', { hidden: true })[0];
    expect(getComputedStyle(dialog).width).toBe('520px');
  });
});

describe('Persian digits in everything the user reads', () => {
  it('a related drug’s name is shown with Persian digits', () => {
    inApp(<RelatedLinks items={[{ id: 'x1', href: '/medicine-B/x1', name: 'متوترکسات 500 میلی‌گرم/20 میلی‌لیتر ویال' }]} />);
    expect(screen.getByRole('link').textContent).toBe('متوترکسات ۵۰۰ میلی‌گرم/۲۰ میلی‌لیتر ویال');
  });
});

describe('typed numbers read in Persian digits', () => {
  it('a number field of the filter dialog shows typed Latin digits as Persian ones and applies Latin digits', () => {
    let applied: Record<string, string | undefined> = {};
    inApp(<FilterDialog category="B" open filters={{}} onOpenChange={() => {}} onApply={(filters) => (applied = filters)} />);
    const irc = screen.getByLabelText('کد IRC') as HTMLInputElement;
    fireEvent.change(irc, { target: { value: '12a٣4' } });
    expect(irc.value).toBe('۱۲۳۴');
    fireEvent.submit(irc.closest('form')!);
    // Exactly Latin digits: the typed Arabic-Indic ٣ must not reach the query.
    expect(applied.ircCode).toBe('1234');
  });
});

describe('the filter button’s count', () => {
  it('reads in Persian digits', () => {
    const snapshot = catalogListMachine.resolveState({
      value: { loaded: 'rows' },
      context: {
        category: 'B',
        query: { ...DEFAULT_QUERY, filters: { brandNameFA: 'متو', ircCode: '12' } },
        searchText: '',
        suggestions: [],
        rows: [],
        totalDocs: 0,
        totalPages: 0,
        failure: null,
      },
    });
    inApp(<ListView snapshot={snapshot} send={() => {}} />);
    expect(screen.getByTestId('filter-count').textContent).toBe('۲');
  });
});
