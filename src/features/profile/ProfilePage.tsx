import { NotBuiltYet } from '../../app/NotBuiltYet';

export default function Page() {
  return <NotBuiltYet />;
}
