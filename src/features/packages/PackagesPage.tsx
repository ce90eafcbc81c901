import { NotBuiltYet } from '../../components/NotBuiltYet';

export default function Page(_props: { tab: 'history' | 'buy' }) {
  return <NotBuiltYet />;
}
