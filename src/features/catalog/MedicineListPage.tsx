import { useAccessGate } from '../../components/session';
import type { Category } from '../../../machines/catalog-list.types';
import { ListScreen } from './ListScreen';

/** The category A or B list (routes /medicineA and /medicineB). */
export default function MedicineListPage({ category }: { category: Category }) {
  const gate = useAccessGate();
  return (
    <ListScreen
      key={category}
      category={category}
      onAccess={(granted) => gate.send({ type: granted ? 'ACCESS.GRANTED' : 'ACCESS.DENIED' })}
    />
  );
}
