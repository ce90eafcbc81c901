import { NotBuiltYet } from '../../components/NotBuiltYet';

export default function Page() {
  return <NotBuiltYet />;
}
