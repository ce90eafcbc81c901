import { useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { myReportsActors } from '../../../machines/my-reports.actors';
import { connectMyReports, type MyReportsSnapshot } from '../../../machines/my-reports.connect';
import { myReportsMachine } from '../../../machines/my-reports.machine';
import type { MyReportsEvent } from '../../../machines/my-reports.types';
import { api } from '../../api/client';
import { ReportStatusBadge } from '../../components/OpsStatusBadge';
import { fa } from '../../i18n/fa';
import { formatJalaliDate } from '../../lib/jalali';
import { useMyReportsStyles } from './MyReportsCard.styles';

/** The user's reports on this drug and their status (behaviour §10.10), for one snapshot; nothing without any. */
export function MyReportsView({ snapshot, send }: { snapshot: MyReportsSnapshot; send: (event: MyReportsEvent) => void }) {
  const mine = connectMyReports(snapshot, send);
  const styles = useMyReportsStyles();
  if (!mine.shown) return null;
  return (
    <section className={styles.card} aria-labelledby="my-reports-title" data-testid="my-reports">
      <h2 id="my-reports-title" className={styles.title}>
        {fa.myReports.title}
      </h2>
      <ul className={styles.list}>
        {mine.rows.map((row) => (
          <li key={row._id} className={styles.item}>
            <span className={styles.name}>{row.title}</span>
            <ReportStatusBadge status={row.status} />
            <span className={styles.when}>
              {row.statusChangedAt
                ? fa.myReports.changedAt(formatJalaliDate(row.statusChangedAt))
                : fa.myReports.sentAt(formatJalaliDate(row.date))}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The view following a running my-reports actor. */
export function MyReportsScreen({ actorRef }: { actorRef: ActorRefFrom<typeof myReportsMachine> }) {
  const snapshot = useSelector(actorRef, (s) => s);
  return <MyReportsView snapshot={snapshot} send={actorRef.send} />;
}

/** The card as a detail page runs it: the machine with the app's client (tests pass their own). */
export function MyReportsCard({
  category,
  medicineId,
  machine,
}: {
  category: 'A' | 'B';
  medicineId: string;
  machine?: typeof myReportsMachine;
}) {
  const [logic] = useState(() => machine ?? myReportsMachine.provide({ actors: myReportsActors(api) }));
  const actorRef = useActorRef(logic, { input: { category, medicineId } });
  return <MyReportsScreen actorRef={actorRef} />;
}
