import { DetailPage } from './DetailPage';

/** Route `/medicine-B/:medicineId`. */
export default function MedicineBDetailPage() {
  return <DetailPage category="B" />;
}
