import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { MsalProvider } from '@azure/msal-react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { setApiBaseUrl } from './api/http';
import { createQueryClient } from './app/queryClient';
import { routes } from './app/routes';
import { cssVariablesResolver, theme } from './app/theme';
import { readAuthConfig } from './auth/authConfig';
import { createMsal } from './auth/msalInstance';
import { PortalAuth } from './auth/portalAuth';
import { SessionProvider } from './auth/session';

// Build-time settings, overridden by the deployment's /portal-config.js (same build, any tenant).
const settings: Record<string, string | undefined> = {
  ...import.meta.env,
  ...(window as { portalConfig?: Record<string, string> }).portalConfig,
};
setApiBaseUrl(settings.VITE_API_BASE_URL ?? '/api');
const authConfig = readAuthConfig(settings, window.location.origin);
const msal = createMsal(authConfig);
const session = new PortalAuth(msal, authConfig);

const queryClient = createQueryClient();
const router = createBrowserRouter(routes);
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <MsalProvider instance={msal}>
      <SessionProvider controller={session}>
        <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
          {/* Saves, exports and sends report here (success or the server's Spanish error). */}
          <Notifications position="top-right" />
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </MantineProvider>
      </SessionProvider>
    </MsalProvider>
  </StrictMode>,
);
