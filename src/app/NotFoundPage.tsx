import { NotBuiltYet } from './NotBuiltYet';

export default function NotFoundPage() {
  return <NotBuiltYet />;
}
