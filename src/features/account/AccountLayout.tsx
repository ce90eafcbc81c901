import type { MouseEvent, ReactNode } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { Avatar, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { BoxRegular, ContactCardRegular, PersonSupportRegular } from '@fluentui/react-icons';
import { UnreadAnswersBadge } from '../../components/unreadAnswers';
import { accountNav, isInItem } from '../../routes/navigation';
import { useAccessGateApi } from '../../components/session';
import { fa } from '../../i18n/fa';

const icons: Record<string, ReactNode> = {
  identity: <ContactCardRegular aria-hidden />,
  chosenPackage: <BoxRegular aria-hidden />,
  tickets: <PersonSupportRegular aria-hidden />,
};

const useStyles = makeStyles({
  root: {
    display: 'grid',
    // Right to left: the screen first (on the right), the menu on the left (behaviour §2 "left side menu").
    gridTemplateColumns: 'minmax(0, 1fr) 248px',
    gridTemplateAreas: '"screen menu"',
    alignItems: 'start',
    gap: tokens.spacingHorizontalXL,
    paddingBlockEnd: tokens.spacingVerticalXXL,
    '@media (max-width: 767px)': {
      gridTemplateColumns: 'minmax(0, 1fr)',
      gridTemplateAreas: '"menu" "screen"',
      gap: tokens.spacingVerticalM,
    },
  },
  screen: { gridArea: 'screen', minWidth: 0 },
  menu: {
    gridArea: 'menu',
    position: 'sticky',
    top: tokens.spacingVerticalXL,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalM,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusXLarge,
    boxShadow: tokens.shadow4,
    '@media (max-width: 767px)': {
      position: 'static',
      padding: tokens.spacingHorizontalXS,
      borderRadius: tokens.borderRadiusLarge,
    },
  },
  who: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    paddingBlock: tokens.spacingVerticalS,
    paddingInline: tokens.spacingHorizontalS,
    borderBlockEndWidth: tokens.strokeWidthThin,
    borderBlockEndStyle: 'solid',
    borderBlockEndColor: tokens.colorNeutralStroke2,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground1,
    '@media (max-width: 767px)': { display: 'none' },
  },
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    '@media (max-width: 767px)': {
      flexDirection: 'row',
      overflowX: 'auto',
      gap: tokens.spacingHorizontalXXS,
    },
  },
  item: {
    '@media (max-width: 767px)': { flexGrow: 1, flexBasis: 0 },
  },
  link: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    minHeight: '44px',
    paddingInline: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    color: tokens.colorNeutralForeground2,
    textDecorationLine: 'none',
    fontSize: tokens.fontSizeBase300,
    '& svg': { fontSize: '20px', flexShrink: 0 },
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover, color: tokens.colorNeutralForeground1 },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '-2px' },
    '@media (max-width: 767px)': {
      flexDirection: 'column',
      justifyContent: 'center',
      gap: tokens.spacingVerticalXXS,
      minHeight: '56px',
      paddingInline: tokens.spacingHorizontalXS,
      fontSize: tokens.fontSizeBase200,
      textAlign: 'center',
      whiteSpace: 'nowrap',
    },
  },
  active: {
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorBrandForeground1,
    fontWeight: tokens.fontWeightSemibold,
    ':hover': { backgroundColor: tokens.colorBrandBackground2Hover, color: tokens.colorBrandForeground1 },
  },
});

/** The account menu: identity information, chosen package, tickets and support (behaviour §2). */
export function AccountMenu() {
  const styles = useStyles();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { userName } = useAccessGateApi({ noticeFree: true });
  const follow = (to: string) => (event: MouseEvent) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(to);
  };
  return (
    <nav className={styles.menu} aria-label={fa.account.menu} data-testid="account-menu">
      <div className={styles.who}>
        <Avatar name={userName || undefined} size={32} color={userName ? 'brand' : 'neutral'} aria-hidden />
        <span>{userName || fa.shell.account}</span>
      </div>
      <ul className={styles.list}>
        {accountNav.map((entry) => {
          const active = isInItem(pathname, entry);
          return (
            <li key={entry.id} className={styles.item}>
              <a
                href={entry.to}
                className={mergeClasses(styles.link, active && styles.active)}
                aria-current={active ? 'page' : undefined}
                onClick={follow(entry.to)}
              >
                {icons[entry.id]}
                {entry.label}
                {entry.id === 'tickets' && <UnreadAnswersBadge />}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** The frame of the account screens (layout route): the screen and the account menu beside it. */
export default function AccountLayout() {
  const styles = useStyles();
  return (
    <div className={styles.root}>
      <AccountMenu />
      <div className={styles.screen}>
        <Outlet />
      </div>
    </div>
  );
}
