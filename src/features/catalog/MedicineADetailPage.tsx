import { DetailRoute } from './DetailPage';

/** Route `/medicine-A/:medicineId`. */
export default function MedicineADetailPage() {
  return <DetailRoute category="A" />;
}
