import { Fragment } from 'react';
import { Link, makeStyles, tokens } from '@fluentui/react-components';
import { fa } from '../../i18n/fa';
import { readableText } from '../../lib/fold';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: tokens.spacingVerticalXS },
  hint: { overflowWrap: 'anywhere' },
});

/**
 * The empty row of a search that found nothing, with its near spellings (behaviour §2.5):
 * 'دارویی یافت نشد!' then 'منظورتان «انالاپریل» یا «انالاپریل اسوه» بود؟', each a link that runs that search.
 */
export function SearchSuggestions({ suggestions, onSearch }: { suggestions: string[]; onSearch: (text: string) => void }) {
  const styles = useStyles();
  const words = fa.catalog.didYouMean;
  return (
    <span className={styles.root}>
      <span>{fa.catalog.noDrugFound}</span>
      <span className={styles.hint} data-testid="search-suggestions">
        {words.before}
        {suggestions.map((text, i) => (
          <Fragment key={text}>
            {i > 0 && (i === suggestions.length - 1 ? words.or : words.and)}«
            <Link as="button" aria-label={fa.catalog.searchFor(text)} onClick={() => onSearch(text)}>
              <bdi>{readableText(text)}</bdi>
            </Link>
            »
          </Fragment>
        ))}
        {words.after}
      </span>
    </span>
  );
}
