import type { ComponentType } from 'react';
import { render, waitFor } from '@testing-library/react';
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { describe, expect, it, vi } from 'vitest';
import preview from '../../.storybook/preview';

// Every story of every feature, with the preview's decorators (providers, gate, router).
setProjectAnnotations(preview);

type StoryModule = Parameters<typeof composeStories>[0];
const modules = import.meta.glob<StoryModule>('../../stories/**/*.stories.tsx', { eager: true });

const cases = Object.entries(modules).flatMap(([file, module]) =>
  Object.entries(composeStories(module)).map(
    ([name, Story]) => [`${file.replace('../../stories/', '')} › ${name}`, Story as unknown as ComponentType] as const,
  ),
);

describe('stories', () => {
  it('are found', () => {
    expect(cases.length).toBeGreaterThan(0);
  });

  it.each(cases)('%s mounts without error and shows content', async (_, Story) => {
    const errors: unknown[] = [];
    const spy = vi.spyOn(console, 'error').mockImplementation((...args) => errors.push(args));
    try {
      const { container } = render(<Story />);
      expect(container.childElementCount).toBeGreaterThan(0);
      await waitFor(() => expect(document.body.textContent?.trim().length ?? 0).toBeGreaterThan(0));
      // React reports render failures and bad props through console.error: a story renders cleanly.
      expect(errors.map((args) => String((args as unknown[])[0]))).toEqual([]);
    } finally {
      spy.mockRestore();
    }
  });
});
