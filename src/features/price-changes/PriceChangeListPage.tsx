import { useAccessGateApi } from '../../components/session';
import type { Category } from '../../../machines/price-change-list.types';
import { PriceChangeListScreen } from './PriceChangeListScreen';

/** The category A or B price-change list (routes /medicineA/changedPrice and /medicineB/changedPrice). */
export default function PriceChangeListPage({ category }: { category: Category }) {
  const { reportAccess } = useAccessGateApi();
  return <PriceChangeListScreen key={category} category={category} onAccess={reportAccess} />;
}
