import { NotBuiltYet } from '../../app/NotBuiltYet';

export default function Page(_props: { tab: 'history' | 'buy' }) {
  return <NotBuiltYet />;
}
