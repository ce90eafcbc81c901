import { Badge, Button, Link, mergeClasses, Spinner } from '@fluentui/react-components';
import { useMachine } from '@xstate/react';
import {
  connectMedicineEquivalents,
  type EquivalentItem,
  type MedicineEquivalentsSnapshot,
} from '../../../machines/medicine-equivalents.connect';
import { medicineEquivalentsActors } from '../../../machines/medicine-equivalents.actors';
import { medicineEquivalentsMachine } from '../../../machines/medicine-equivalents.machine';
import type { MedicineEquivalentsEvent } from '../../../machines/medicine-equivalents.types';
import type { Category } from '../../../machines/medicine-detail.types';
import { api } from '../../api/client';
import { catalogPaths } from '../../routes/paths';
import { fa } from '../../i18n/fa';
import { toPersianDigits } from '../../lib/digits';
import { readableText } from '../../lib/fold';
import { formatAmount } from '../../lib/money';
import { useEquivalentsStyles } from './EquivalentsCard.styles';

/** The equivalents machine as the app runs it. */
export const appMedicineEquivalentsMachine = medicineEquivalentsMachine.provide({ actors: medicineEquivalentsActors(api) });

const percent = (value: number) => toPersianDigits(String(Math.abs(value)).replace('.', '٫'));

function Difference({ item }: { item: EquivalentItem }) {
  if (item.comparison === 'unknown' || item.difference === null || item.differencePercent === null) return null;
  if (item.comparison === 'same')
    return (
      <Badge appearance="tint" color="informative">
        {fa.equivalents.samePrice}
      </Badge>
    );
  const cheaper = item.comparison === 'cheaper';
  return (
    <Badge appearance={cheaper ? 'filled' : 'tint'} color={cheaper ? 'success' : 'warning'} data-testid="equivalent-difference">
      {fa.equivalents.difference(formatAmount(Math.abs(item.difference)), percent(item.differencePercent), cheaper)}
    </Badge>
  );
}

export interface EquivalentsViewProps {
  snapshot: MedicineEquivalentsSnapshot;
  send: (event: MedicineEquivalentsEvent) => void;
  onOpen?: (href: string) => void;
}

/** The card as a view of the equivalents machine's snapshot. */
export function EquivalentsView({ snapshot, send, onOpen }: EquivalentsViewProps) {
  const styles = useEquivalentsStyles();
  const view = connectMedicineEquivalents(snapshot, send);
  if (view.absent) return null;
  let body;
  if (view.loading) body = <Spinner size="tiny" className={styles.status} label={fa.equivalents.loading} />;
  else if (view.failed)
    body = (
      <div className={styles.status} role="status">
        {fa.equivalents.failed}{' '}
        <Button size="small" onClick={view.retry} disabled={!view.canRetry}>
          {fa.equivalents.retry}
        </Button>
      </div>
    );
  else if (view.items.length === 0) body = <p className={styles.status}>{fa.equivalents.empty}</p>;
  else
    body = (
      <>
        <ul className={styles.list}>
          {view.items.map((item) => {
            const href = catalogPaths(item.category).detail(item._id);
            const name = item.brand_name_fa?.trim() || item.brand_name_la?.trim() || fa.drug.noName;
            return (
              <li
                key={`${item.category}-${item._id}`}
                className={mergeClasses(styles.item, item.comparison === 'cheaper' && styles.cheaper)}
                data-testid="equivalent"
                data-comparison={item.comparison}
              >
                <Link
                  className={styles.name}
                  href={href}
                  onClick={(event) => {
                    if (!onOpen) return;
                    event.preventDefault();
                    onOpen(href);
                  }}
                >
                  {readableText(name)}
                </Link>
                <span className={styles.meta}>
                  {fa.equivalents.category(item.category)}
                  {item.maker && (
                    <>
                      {' · '}
                      {/* A Latin maker («Zentiva k.s.») is its own run, so the line keeps its order. */}
                      <bdi>{readableText(item.maker)}</bdi>
                    </>
                  )}
                </span>
                {item.differs && (
                  <span className={styles.meta} data-testid="equivalent-differs">
                    {item.differs.pack !== null && fa.equivalents.pack(toPersianDigits(item.differs.pack))}
                    {item.differs.pack !== null && item.differs.generic !== null && ' · '}
                    {item.differs.generic !== null && <bdi>{readableText(item.differs.generic)}</bdi>}
                  </span>
                )}
                <span className={styles.prices}>
                  <span>{item.unitPrice === null ? fa.equivalents.noPrice : fa.equivalents.unitPrice(formatAmount(item.unitPrice))}</span>
                  <Difference item={item} />
                </span>
              </li>
            );
          })}
        </ul>
        {view.total > view.items.length && (
          <p className={styles.hint}>{fa.equivalents.more(toPersianDigits(view.items.length), toPersianDigits(view.total))}</p>
        )}
      </>
    );
  return (
    <section className={styles.card} aria-labelledby="equivalents-title" data-testid="equivalents">
      <div className={styles.header}>
        <h2 id="equivalents-title" className={styles.title}>
          {fa.equivalents.title}
        </h2>
        <span className={styles.hint}>{fa.equivalents.hint}</span>
      </div>
      {body}
    </section>
  );
}

export interface EquivalentsCardProps {
  category: Category;
  medicineId: string;
  onOpen?: (href: string) => void;
  /** The machine with its actors: the app's client by default; tests pass their own. */
  machine?: typeof medicineEquivalentsMachine;
}

/** Runs the equivalents machine for one drug and renders its card. */
export function EquivalentsCard({ category, medicineId, onOpen, machine = appMedicineEquivalentsMachine }: EquivalentsCardProps) {
  const [snapshot, send] = useMachine(machine, { input: { category, medicineId } });
  return <EquivalentsView snapshot={snapshot} send={send} onOpen={onOpen} />;
}
