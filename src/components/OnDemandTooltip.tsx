import { cloneElement, useState, type ReactElement } from 'react';
import { Tooltip } from '@fluentui/react-components';

/**
 * Fluent's label tooltip, mounted when the pointer or focus first reaches its trigger: until then the
 * trigger carries its label as `aria-label`, and a page of them renders no Tooltip (its positioning
 * and visibility hooks) on its first paint.
 */
export function OnDemandTooltip({ content, children }: { content: string; children: ReactElement<Record<string, unknown>> }) {
  const [visible, setVisible] = useState<boolean | null>(null);
  if (visible === null) {
    return cloneElement(children, {
      'aria-label': content,
      onPointerEnter: () => setVisible(true),
      onFocus: () => setVisible(true),
    });
  }
  return (
    <Tooltip content={content} relationship="label" visible={visible} onVisibleChange={(_, data) => setVisible(data.visible)}>
      {children}
    </Tooltip>
  );
}
