import { NotBuiltYet } from '../../app/NotBuiltYet';

export default function Page(_props: { category: 'A' | 'B' }) {
  return <NotBuiltYet />;
}
