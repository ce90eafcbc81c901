import type { ReactNode } from 'react';
import { Card } from '@fluentui/react-components';
import { useOpsStyles } from './ops.styles';

/** A titled card of a console page (behaviour §10.10). */
export function OpsSection({ title, children }: { title: string; children: ReactNode }) {
  const styles = useOpsStyles();
  return (
    <Card className={styles.card}>
      <h2 className={styles.subtitle}>{title}</h2>
      {children}
    </Card>
  );
}

/** One labelled value of a console page (a `dt`/`dd` pair inside the page's `dl`). */
export function OpsTerm({ label, children }: { label: string; children: ReactNode }) {
  const styles = useOpsStyles();
  return (
    <div className={styles.detailRow}>
      <dt className={styles.term}>{label}</dt>
      <dd className={styles.value}>{children}</dd>
    </div>
  );
}
