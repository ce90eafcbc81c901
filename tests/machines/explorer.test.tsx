import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { machineIdOf } from '../../.storybook/machine-stories';
import { machinesIn } from '../../scripts/machine-diagrams';
import { Explorer, screenLabels } from '../../stories/machines/Explorer';
import { eventDescriptions } from '../../stories/machines/event-descriptions';
import { renderExplorer, Unregistered } from '../../stories/machines/explorer-story';
import { registry } from '../../stories/machines/registry';
import { allNodes, definitionTransitions, modelOf } from '../../machines/model/model';

const root = path.resolve(import.meta.dirname, '../..');
const files = (await readdir(path.join(root, 'machines'), { recursive: true })).filter((f) => f.endsWith('.machine.ts')).sort();

describe('the machine explorer registry', () => {
  it.each(files)('machines/%s has its line in stories/machines/registry.tsx, and the story title names its id', async (file) => {
    const name = path.basename(file, '.machine.ts');
    const module = (await import(/* @vite-ignore */ path.join(root, 'machines', file))) as Record<string, unknown>;
    const [machine] = machinesIn(module);
    expect(registry[name], `add a line for machines/${file} to stories/machines/registry.tsx`).toBeDefined();
    expect(registry[name].machine).toBe(machine);
    expect(machineIdOf(await readFile(path.join(root, 'machines', file), 'utf8'), file)).toBe(machine.id);
  });

  it.each(Object.entries(registry))('%s: the explorer walk takes every transition (none drawn red)', (_, entry) => {
    const model = modelOf(entry.machine, (entry.walk ?? {}) as never);
    expect(model.uncovered).toEqual([]);
    expect(model.paths.length).toBeGreaterThan(0);
  });
});

const chartState = (id: string) => document.querySelector(`[data-state="${id}"]`);
const current = () => [...document.querySelectorAll('[data-state][aria-current="true"]')].map((el) => el.getAttribute('data-state'));

/** The login explorer; `withScreen: false` leaves the screen out (walking every path stays fast). */
async function renderLogin({ withScreen = true } = {}) {
  render(
    <FluentProvider dir="rtl" theme={webLightTheme}>
      <MemoryRouter>
        {withScreen ? (
          renderExplorer('otp-login', { inlineScreen: true })
        ) : (
          <Explorer file="otp-login" entry={{ ...registry['otp-login'], Screen: undefined }} />
        )}
      </MemoryRouter>
    </FluentProvider>,
  );
  await waitFor(() => expect(chartState('otpLogin.enteringPhone')).not.toBeNull(), { timeout: 20_000 });
  // The model's paths are walked once the chart is drawn.
  await waitFor(() => expect(screen.getByText(/transitions covered by the model paths/)).toBeTruthy(), { timeout: 60_000 });
}

describe('Machines/otpLogin', () => {
  it('draws the chart, steps through events and answers, goes back and forward', { timeout: 90_000 }, async () => {
    await renderLogin();
    const machine = registry['otp-login'].machine;
    expect(document.querySelectorAll('[data-state]')).toHaveLength(allNodes(machine.root).length);
    expect(document.querySelectorAll('[data-transition]')).toHaveLength(definitionTransitions(machine).size);
    expect(current()).toEqual(['otpLogin', 'otpLogin.enteringPhone']);
    expect((screen.getByRole('button', { name: 'PHONE.SUBMIT' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'PHONE.CHANGE' }));
    fireEvent.click(screen.getByRole('button', { name: 'PHONE.SUBMIT' }));
    expect(current()).toEqual(['otpLogin', 'otpLogin.verifyingMobile']);
    // The one-time-code child ends cancelled (the walk's third output): back to the number.
    fireEvent.click(screen.getByRole('button', { name: 'done: otp (cancelled)' }));
    expect(current()).toEqual(['otpLogin', 'otpLogin.enteringPhone']);
    expect(within(screen.getByTestId('event-log')).getAllByRole('listitem')).toHaveLength(4);
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(current()).toEqual(['otpLogin', 'otpLogin.verifyingMobile']);
    fireEvent.click(screen.getByRole('button', { name: 'Forward' }));
    expect(current()).toEqual(['otpLogin', 'otpLogin.enteringPhone']);
    fireEvent.click(screen.getByRole('button', { name: 'PHONE.SUBMIT' }));
    fireEvent.click(screen.getByRole('button', { name: 'done: otp (verified)' }));
    expect(current()).toContain('otpLogin.signedIn.loadingProfile');
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(current()).toEqual(['otpLogin', 'otpLogin.enteringPhone']);
  });

  it('jumps to a state by the shortest walked path, and walks every model path without a mismatch', { timeout: 120_000 }, async () => {
    await renderLogin({ withScreen: false });
    fireEvent.change(screen.getByLabelText('Jump to state'), { target: { value: 'otpLogin.signedIn.loadingProfile' } });
    fireEvent.click(screen.getByRole('button', { name: 'Jump' }));
    expect(current()).toContain('otpLogin.signedIn.loadingProfile');
    const walks = screen.getAllByRole('button', { name: /^Walk path \d+ of \d+$/ });
    expect(walks).toHaveLength(modelOf(registry['otp-login'].machine, registry['otp-login'].walk as never).paths.length);
    expect(walks.length).toBeGreaterThan(3);
    for (const walk of walks) {
      fireEvent.click(walk);
      const next = screen.getByRole('button', { name: 'Next step' });
      while (!(next as HTMLButtonElement).disabled) {
        await act(async () => fireEvent.click(next));
        expect(screen.queryByTestId('mismatch')).toBeNull();
      }
    }
  });
});

describe('event descriptions from the machine JSDoc', () => {
  it('reads the comment right above each member of the events union, and nothing else', async () => {
    const source = await readFile(path.join(root, 'machines/access-gate.types.ts'), 'utf8');
    expect(eventDescriptions(source)).toMatchObject({
      'SESSION.STARTED': 'Tokens were just stored (after sign-in).',
      'PROFILE.CHANGED': 'The profile was saved: re-fetch the profile-complete flag and the name.',
    });
    expect(
      eventDescriptions(
        `/** Input. */\nexport interface I { a: 1 }\nexport type E =\n  | { type: 'A' }\n  /**\n   * کد را دوباره بفرست.\n   */\n  | { type: 'B'; value: string };`,
      ),
    ).toEqual({
      B: 'کد را دوباره بفرست.',
    });
  });
});

describe('a machine file without its registry line', () => {
  it(
    'is explored from its definition alone: chart, events and answers, and a note where the screen goes',
    { timeout: 60_000 },
    async () => {
      render(<Unregistered file="resend-countdown" />);
      await waitFor(() => expect(chartState('resendCountdown.counting')).not.toBeNull(), { timeout: 20_000 });
      expect(screen.getByText(screenLabels.none)).toBeTruthy();
      expect(current()).toEqual(['resendCountdown', 'resendCountdown.counting']);
      fireEvent.click(screen.getByRole('button', { name: 'after oneSecond' }));
      expect(screen.getByTestId('current-state').textContent).toBe('counting');
      expect(within(screen.getByTestId('event-log')).getAllByRole('listitem')).toHaveLength(2);
    },
  );
});
