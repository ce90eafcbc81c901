import { fa } from '../../i18n/fa';

const LABELS: Record<string, string> = fa.drug.statusLabels;

/** A category B `status_medicine` as the user reads it (behaviour §4); any unknown value is a dash. */
export function statusLabel(status: string | null | undefined): string {
  return (status != null && Object.hasOwn(LABELS, status) ? LABELS[status] : undefined) ?? fa.app.dash;
}
