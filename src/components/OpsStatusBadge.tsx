import { Badge } from '@fluentui/react-components';
import type { Schemas } from '../api/client';
import { fa } from '../i18n/fa';

const reportColor = { new: 'danger', 'in progress': 'warning', fixed: 'success', rejected: 'informative' } as const;

/** A drug report's status as a badge (the console's pharmacy page; the pharmacist's drug detail). */
export function ReportStatusBadge({ status }: { status: Schemas['OpsReportStatus'] }) {
  return (
    <Badge appearance="tint" color={reportColor[status]} data-testid="report-status">
      {fa.reportStatuses[status]}
    </Badge>
  );
}

/** A ticket's status as a badge: 'checked' green, 'not checked' red. */
export function TicketStatusBadge({ status }: { status: 'checked' | 'not checked' }) {
  return (
    <Badge appearance="tint" color={status === 'checked' ? 'success' : 'danger'}>
      {fa.tickets.statusLabels[status]}
    </Badge>
  );
}
