import { DetailRoute } from './DetailPage';

/** Route `/medicine-B/:medicineId`. */
export default function MedicineBDetailPage() {
  return <DetailRoute category="B" />;
}
