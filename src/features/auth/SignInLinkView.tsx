import { Button, mergeClasses } from '@fluentui/react-components';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { connectSignInLink, type SignInLinkSnapshot } from '../../../machines/sign-in-link.connect';
import type { signInLinkMachine } from '../../../machines/sign-in-link.machine';
import type { SignInLinkEvent } from '../../../machines/sign-in-link.types';
import { failureMessage } from '../../api/errors';
import { LightSpinner as Spinner } from '../../components/LightSpinner';
import { fa } from '../../i18n/fa';
import { faLink } from '../../i18n/fa-link';
import { toPersianDigits } from '../../lib/digits';
import { AuthBrand } from './AuthBrand';
import { useAuthStyles } from './auth.styles';

export interface SignInLinkViewProps {
  snapshot: SignInLinkSnapshot;
  send: (event: SignInLinkEvent) => void;
}

/** The SMS sign-in link's screen for one snapshot (behaviour §10.11): signing in, or why not and what next. */
export function SignInLinkView({ snapshot, send }: SignInLinkViewProps) {
  const styles = useAuthStyles();
  const link = connectSignInLink(snapshot, send);
  const heading = link.damaged ? faLink.damagedTitle : link.failure ? faLink.failedTitle : fa.signInLink.title;
  return (
    <main className={styles.page}>
      <AuthBrand />
      <section
        className={mergeClasses(styles.surface, styles.card, styles.form)}
        aria-labelledby="sign-in-link-title"
        aria-busy={link.busy}
        data-testid="sign-in-link"
      >
        <h1 id="sign-in-link-title" className={styles.title}>
          {heading}
        </h1>
        {link.mobile && !link.damaged ? (
          <div className={styles.numberLine}>
            <span>{faLink.forMobile}</span>
            <span className={styles.number}>{toPersianDigits(link.mobile)}</span>
          </div>
        ) : null}
        {link.busy ? <Spinner label={link.signedIn ? faLink.signedIn : faLink.signingIn} /> : null}
        {link.damaged ? <p className={styles.hint}>{faLink.damaged}</p> : null}
        {link.failure ? (
          <p role="alert" className={styles.hint}>
            {failureMessage(link.failure)}
          </p>
        ) : null}
        {link.canRetry ? (
          <Button appearance="secondary" size="large" className={styles.fullWidth} onClick={link.retry}>
            {faLink.retry}
          </Button>
        ) : null}
        {link.canLeave ? (
          <Button appearance="primary" size="large" className={styles.fullWidth} onClick={link.goToLogin}>
            {faLink.toLogin}
          </Button>
        ) : null}
      </section>
    </main>
  );
}

/** The view following a running sign-in link actor (the page, tests and stories use it). */
export function SignInLinkScreen({ actorRef }: { actorRef: ActorRefFrom<typeof signInLinkMachine> }) {
  const snapshot = useSelector(actorRef, (s) => s);
  return <SignInLinkView snapshot={snapshot} send={actorRef.send} />;
}
