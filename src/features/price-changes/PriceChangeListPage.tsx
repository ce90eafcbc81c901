import { NotBuiltYet } from '../../components/NotBuiltYet';

export default function Page(_props: { category: 'A' | 'B' }) {
  return <NotBuiltYet />;
}
