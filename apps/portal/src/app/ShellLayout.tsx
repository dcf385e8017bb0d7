import { Outlet } from 'react-router-dom';

/**
 * The portal shell around every signed-in page (sidebar, header bar, top banner, mobile bar).
 * Routes render inside it through the <Outlet />.
 */
export function ShellLayout() {
  return <Outlet />;
}
