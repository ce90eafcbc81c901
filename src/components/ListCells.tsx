import { Link, makeStyles, tokens } from '@fluentui/react-components';
import { OpenRegular } from '@fluentui/react-icons';
import { catalogPaths } from '../routes/paths';
import { fa } from '../i18n/fa';
import { toPersianDigits } from '../lib/digits';
import { readableText } from '../lib/fold';
import { orDash, truncate } from '../lib/truncate';

const SMALL_SCREEN = '@media (max-width: 767px)';

const useStyles = makeStyles({
  actionLink: {
    whiteSpace: 'nowrap',
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXXS,
  },
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

/** A table text cell: '-' when empty, cut to 30 characters with the whole text as its title (behaviour §2). */
export function TextCell({ text }: { text: string | null | undefined }) {
  const shown = readable(orDash(text));
  const cut = truncate(shown, 30);
  return (
    <span dir="auto" title={cut === shown ? undefined : shown}>
      {cut}
    </span>
  );
}

/** 'نمایش اطلاعات': a drug's detail in a new tab (an icon alone on phones). */
export function ActionLink({ category, id }: { category: 'A' | 'B'; id: string }) {
  const styles = useStyles();
  return (
    <Link
      className={styles.actionLink}
      href={detailHref(category, id)}
      target="_blank"
      rel="noopener"
      aria-label={fa.catalog.showInformation}
      title={fa.catalog.showInformation}
    >
      <span className={styles.actionText}>{fa.catalog.showInformation}</span>
      <OpenRegular aria-hidden className={styles.actionIcon} />
    </Link>
  );
}
