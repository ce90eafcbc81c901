import { useState } from 'react';
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { OpenRegular } from '@fluentui/react-icons';
import { catalogPaths } from '../routes/paths';
import { fa } from '../i18n/fa';
import { toPersianDigits } from '../lib/digits';
import { readableText } from '../lib/fold';
import { orDash, truncate } from '../lib/truncate';

const SMALL_SCREEN = '@media (max-width: 767px)';

const useStyles = makeStyles({
  /** A plain link in the look of Fluent's Link (a page of rows renders no Fluent link). */
  actionLink: {
    whiteSpace: 'nowrap',
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXXS,
    verticalAlign: 'middle',
    color: tokens.colorBrandForegroundLink,
    textDecorationLine: 'none',
    borderRadius: tokens.borderRadiusMedium,
    ':hover': { color: tokens.colorBrandForegroundLinkHover, textDecorationLine: 'underline' },
    ':active': { color: tokens.colorBrandForegroundLinkPressed },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, textDecorationLine: 'underline' },
  },
  /** A cut text: a tap shows it whole, another cuts it again (a phone has no hover for the title). */
  cut: {
    padding: 0,
    border: 'none',
    backgroundColor: 'transparent',
    color: 'inherit',
    font: 'inherit',
    textAlign: 'start',
    cursor: 'pointer',
    textDecorationLine: 'underline',
    textDecorationStyle: 'dotted',
    textDecorationColor: tokens.colorNeutralStroke1,
    textUnderlineOffset: '3px',
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, borderRadius: tokens.borderRadiusSmall },
  },
  whole: { textDecorationLine: 'none' },
  actionText: { [SMALL_SCREEN]: { display: 'none' } },
  actionIcon: { fontSize: '16px', [SMALL_SCREEN]: { fontSize: '20px' } },
});

/** Row number = index + 1 + page size × (page − 1) (behaviour §2), in Persian digits. */
export function rowNumber(index: number, query: { page: number; limit: number }): string {
  return toPersianDigits(index + 1 + query.limit * (query.page - 1));
}

/** The detail page a row opens (in a new tab). */
export function detailHref(category: 'A' | 'B', id: string): string {
  return catalogPaths(category).detail(id);
}

/** Persian letters, digits in the script of their words (a Latin name keeps Latin digits). */
function readable(text: string): string {
  return readableText(text);
}

/**
 * A table text cell: '-' when empty, cut to 30 characters (behaviour §2; a `company` name not led by
 * a letter from its start, behaviour §9). A cut text is a button
 * with the whole text as its title: a tap or click shows it whole, another cuts it again.
 */
export function TextCell({ text, company = false }: { text: string | null | undefined; company?: boolean }) {
  const shown = readable(orDash(text));
  const cut = truncate(shown, 30, company);
  if (cut === shown) return <span dir="auto">{shown}</span>;
  return <CutText whole={shown} cut={cut} />;
}

function CutText({ whole, cut }: { whole: string; cut: string }) {
  const styles = useStyles();
  const [open, setOpen] = useState(false);
  return (
    <button
      type="button"
      dir="auto"
      className={mergeClasses(styles.cut, open && styles.whole)}
      title={whole}
      aria-expanded={open}
      onClick={() => setOpen(!open)}
    >
      {open ? whole : cut}
    </button>
  );
}

/** 'نمایش اطلاعات': a drug's detail in a new tab (an icon alone on phones). */
export function ActionLink({ category, id }: { category: 'A' | 'B'; id: string }) {
  const styles = useStyles();
  return (
    <a
      className={styles.actionLink}
      href={detailHref(category, id)}
      target="_blank"
      rel="noopener"
      aria-label={fa.catalog.showInformation}
      title={fa.catalog.showInformation}
    >
      <span className={styles.actionText}>{fa.catalog.showInformation}</span>
      <OpenRegular aria-hidden className={styles.actionIcon} />
    </a>
  );
}
