import { Text } from '@fluentui/react-components';
import { fa } from '../i18n/fa';

/** Stands in for a screen a later issue builds; no test counts it as done. */
export function NotBuiltYet() {
  return (
    <main data-testid="not-built-yet" style={{ padding: 32 }}>
      <Text size={500}>{fa.app.notBuiltYet}</Text>
    </main>
  );
}
