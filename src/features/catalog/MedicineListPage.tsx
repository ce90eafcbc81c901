import { useAccessGateApi } from '../../components/session';
import type { Category } from '../../../machines/catalog-list.types';
import { ListScreen } from './ListScreen';

/** The category A or B list (routes /medicineA and /medicineB). */
export default function MedicineListPage({ category }: { category: Category }) {
  const { reportAccess } = useAccessGateApi();
  return <ListScreen key={category} category={category} onAccess={reportAccess} />;
}
