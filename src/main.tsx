import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { createAppRouter, preloadRoute } from './app/router';
import { provideDevice } from './api/device';
import { yieldToBrowser } from './lib/slices';

// The device copy (behaviour §10.15) reaches the machines' actors through the client layer, in its own chunk.
provideDevice(() => import('./offline/device'));

const root = createRoot(document.getElementById('root')!);

// index.html already shows the sign-in page's first paint (build/first-paint.ts): render once that
// screen's chunk is here, so React swaps it for the page itself, never for a spinner in between.
const showsFirstPaint = document.documentElement.getAttribute('data-boot') !== 'off' && document.querySelector('#root > .boot') !== null;

async function start() {
  // The screen's chunks are asked for in a task of their own: with the entry's evaluation they made one
  // long task on a list or a detail (behaviour §11.2). `yieldToBrowser` (the browser's scheduler), not a
  // timer: a page whose timers are held (a test's paused clock) must still start.
  if (showsFirstPaint) {
    await yieldToBrowser();
    await preloadRoute(window.location.pathname);
  }
  // The router in a task of its own too: matching the address against the route table and setting up
  // the history is one piece of work, which React could not slice inside the first render.
  await yieldToBrowser();
  const router = createAppRouter();
  await yieldToBrowser();
  // A transition: React renders the first screen in slices of a few milliseconds and lets the browser
  // paint and answer input between them, instead of one long task (behaviour §11.2: total blocking time).
  startTransition(() =>
    root.render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    ),
  );
}
void start();
