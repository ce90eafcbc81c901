import { lazy, Suspense, useState } from 'react';
import { ScanTrigger } from './ScanTrigger';

const ScanButton = lazy(() => import('./ScanButton').then((module) => ({ default: module.ScanButton })));

/**
 * The header's barcode entry: the button is there at once; the scan machine and its dialog load on the
 * first click (no page pays for them before), then every click opens the dialog.
 */
export function ScanEntry() {
  const [openRequests, setOpenRequests] = useState(0);
  return (
    <>
      <ScanTrigger onClick={() => setOpenRequests((count) => count + 1)} />
      {openRequests > 0 && (
        <Suspense fallback={null}>
          <ScanButton openRequests={openRequests} trigger={false} />
        </Suspense>
      )}
    </>
  );
}
