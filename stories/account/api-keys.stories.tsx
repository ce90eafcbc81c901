import type { Meta, StoryObj } from '@storybook/react-vite';
import { apiKeysMachine } from '../../machines/api-keys.machine';
import type { ApiKeysContext } from '../../machines/api-keys.types';
import { failures } from '../../machines/ops/model/ops.fixtures';
import { apiKey, madeKey, revokedKey } from '../../machines/model/prices.fixtures';
import { KEY_NAME } from '../../machines/model/prices.walk';
import { ApiKeysView } from '../../src/features/profile/ApiKeysView';
import { noop, phone, snapshotOf } from '../ops/ops-fixtures';

/** The change feed's API keys under the profile (behaviour §10.12), one story per state of the API keys machine. */
const meta = { title: 'Account/Profile/API keys', parameters: { route: '/Profile', signedIn: true } } satisfies Meta;
export default meta;

const base: ApiKeysContext = { keys: [], name: '', created: null, revokingId: null, failure: null, writeFailure: null };
const show = (value: string, context: Partial<ApiKeysContext> = {}) => (
  <ApiKeysView snapshot={snapshotOf(apiKeysMachine, value, context, base)} send={noop} />
);
const listed = { keys: [apiKey, revokedKey] };

/** The keys are being read. */
export const Loading: StoryObj = { render: () => show('loading') };
/** No key yet. */
export const Empty: StoryObj = { render: () => show('ready') };
/** A standing key and a revoked one; a name typed for a new key. */
export const Keys: StoryObj = { render: () => show('ready', { ...listed, name: KEY_NAME }) };
/** The same on a phone. */
export const KeysPhone: StoryObj = { ...Keys, globals: phone };
/** The key is being made. */
export const Creating: StoryObj = { render: () => show('creating', { ...listed, name: KEY_NAME }) };
/** The new key, shown this once, with 'copy' and the warning. */
export const Made: StoryObj = {
  render: () => show('made', { keys: [madeKey.data, ...listed.keys], created: { key: madeKey.key, name: madeKey.data.name } }),
};
/** The same on a phone: the key wraps. */
export const MadePhone: StoryObj = { ...Made, globals: phone };
/** A key is being revoked. */
export const Revoking: StoryObj = { render: () => show('revoking', { ...listed, revokingId: apiKey._id }) };
/** Making a key was refused (too many keys). */
export const CreateFailed: StoryObj = { render: () => show('ready', { ...listed, name: KEY_NAME, writeFailure: failures.conflict }) };
/** The keys could not be read: why, and 'try again'. */
export const LoadFailed: StoryObj = { render: () => show('failed', { failure: failures.network }) };
