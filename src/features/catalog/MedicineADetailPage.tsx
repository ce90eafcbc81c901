import { DetailPage } from './DetailPage';

/** Route `/medicine-A/:medicineId`. */
export default function MedicineADetailPage() {
  return <DetailPage category="A" />;
}
