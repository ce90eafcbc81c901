import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import type { AccessGateApi } from '../../machines/access-gate.connect';
import { fa } from '../i18n/fa';
import { formatJalaliDate } from '../lib/jalali';

/**
 * Whether the subscription is active and until when (Jalali), on the profile and package screens.
 * Nothing when the backend does not say (its profile has no expiry: behaviour §10).
 */
export function SubscriptionStatus({ subscription }: { subscription: AccessGateApi['subscription'] }) {
  if (!subscription) return null;
  const { ends } = subscription;
  return (
    <MessageBar intent={ends ? 'success' : 'warning'} data-testid="subscription-status" data-active={ends ? 'true' : 'false'}>
      <MessageBarBody>{ends ? fa.packages.subscriptionActive(formatJalaliDate(ends)) : fa.packages.subscriptionNone}</MessageBarBody>
    </MessageBar>
  );
}
