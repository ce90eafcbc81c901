import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowRight24Regular } from '@fluentui/react-icons';
import { useLocation, useNavigate } from 'react-router-dom';
import { tokenStore } from '../api/tokens';
import { fa } from '../i18n/fa';
import { paths } from '../routes/paths';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.spacingVerticalL,
    minHeight: '60vh',
    paddingBlock: tokens.spacingVerticalXXXL,
    paddingInline: tokens.spacingHorizontalL,
    textAlign: 'center',
  },
  code: {
    margin: 0,
    direction: 'ltr',
    fontSize: '64px',
    lineHeight: '1.1',
    fontWeight: tokens.fontWeightBold,
    letterSpacing: '2px',
    color: tokens.colorBrandForeground1,
    '@media (max-width: 767px)': { fontSize: '44px' },
  },
  message: {
    margin: 0,
    fontSize: tokens.fontSizeBase500,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground1,
  },
});

/** behaviour §2 404 page. Back goes to `/` without a token, otherwise one page back. */
export default function NotFoundPage() {
  const styles = useStyles();
  const navigate = useNavigate();
  const location = useLocation();
  const back = () => {
    const historyIndex = (window.history.state as { idx?: number } | null)?.idx ?? 1;
    if (!tokenStore.hasSession()) navigate(paths.login, { replace: true });
    else if (location.key !== 'default' && historyIndex > 0) navigate(-1);
    // A mistyped address loads the app afresh: the page before it is in the tab's history, not the router's.
    else if (window.history.length > 1) window.history.back();
    // The tab's first page has nothing to go back to: the login screen then sends a signed-in user on.
    else navigate(paths.login, { replace: true });
  };
  return (
    <section className={styles.root} aria-labelledby="not-found-title" data-testid="not-found">
      <p className={styles.code}>{fa.notFound.code}</p>
      <h1 id="not-found-title" className={styles.message}>
        {fa.notFound.message}
      </h1>
      <Button appearance="primary" size="large" icon={<ArrowRight24Regular />} onClick={back}>
        {fa.notFound.back}
      </Button>
    </section>
  );
}
