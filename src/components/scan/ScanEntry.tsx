import { lazy, Suspense, useState } from 'react';
import { isAdditionMissing } from '../../api/additions';
import { api } from '../../api/client';
import { ScanTrigger } from './ScanTrigger';

const ScanButton = lazy(() => import('./ScanButton').then((module) => ({ default: module.ScanButton })));

/**
 * The header's barcode entry: the button is there at once; the scan machine and its dialog load on the
 * first click (no page pays for them before), then every click opens the dialog. On a backend without
 * the lookup (behaviour §10) the button goes, for the rest of the session.
 */
export function ScanEntry() {
  const [openRequests, setOpenRequests] = useState(0);
  const [absent, setAbsent] = useState(() => isAdditionMissing(api, 'barcode'));
  if (absent) return null;
  return (
    <>
      <ScanTrigger onClick={() => setOpenRequests((count) => count + 1)} />
      {openRequests > 0 && (
        <Suspense fallback={null}>
          <ScanButton openRequests={openRequests} trigger={false} onAbsent={() => setAbsent(true)} />
        </Suspense>
      )}
    </>
  );
}
