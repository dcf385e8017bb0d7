import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { startDemoSandbox } from '@/demo';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

// In demo mode, the in-page sandbox (MSW's worker and the seeded world) starts once the first
// screen has painted, so the login page never waits for it; an API call asked before then
// starts it at once and waits for it (portalFetch). A real-API build's `startDemoSandbox` does
// nothing.
requestAnimationFrame(() => setTimeout(() => void startDemoSandbox(), 0));
