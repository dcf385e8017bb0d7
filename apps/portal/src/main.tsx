import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { startDemoSandbox } from '@/demo';
import { installTrustedTypesPolicy } from '@/lib/trustedTypes';

// Before anything loads a script: the CSP requires Trusted Types for script URLs.
installTrustedTypesPolicy();

// In demo mode, start the in-page sandbox while the first screen renders.
void startDemoSandbox();

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
