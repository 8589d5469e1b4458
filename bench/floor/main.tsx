/**
 * The floor: the least a signed-in shell of this stack can load (React, React Router, Mantine core,
 * TanStack Query, MSAL), with no product code. A header with navigation and a user menu, a home
 * of cards filled by one query, and the MSAL redirect for a visitor without an account.
 * scripts/checkHomeBundle.ts builds it and holds the portal's signed-in home to a multiple of it;
 * it is never served.
 */
import '@mantine/core/styles.css';
import { PublicClientApplication } from '@azure/msal-browser';
import { MsalProvider, useMsal } from '@azure/msal-react';
import {
  AppShell,
  Avatar,
  Burger,
  Card,
  Group,
  Loader,
  MantineProvider,
  Menu,
  NavLink,
  SimpleGrid,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Link, Outlet, RouterProvider, useLocation } from 'react-router';

const msal = new PublicClientApplication({
  auth: { clientId: 'floor', authority: `${window.location.origin}/identity`, knownAuthorities: [] },
  cache: { cacheLocation: 'sessionStorage' },
});

function Shell() {
  const { instance, accounts } = useMsal();
  const [opened, setOpened] = useState(false);
  const location = useLocation();
  useEffect(() => {
    if (accounts.length === 0) void instance.loginRedirect();
  }, [accounts, instance]);
  if (accounts.length === 0) return <Loader />;
  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !opened } }}
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between">
          <Burger opened={opened} onClick={() => setOpened(!opened)} hiddenFrom="sm" aria-label="Menú" />
          <Menu>
            <Menu.Target>
              <UnstyledButton aria-label="Perfil">
                <Avatar>{accounts[0]?.name?.[0]}</Avatar>
              </UnstyledButton>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item onClick={() => void instance.logoutRedirect()}>Cerrar sesión</Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar>
        {['/', '/servicios'].map((to) => (
          <NavLink key={to} component={Link} to={to} label={to} active={location.pathname === to} />
        ))}
      </AppShell.Navbar>
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}

function Home() {
  const kpis = useQuery({
    queryKey: ['kpis'],
    queryFn: async () => (await fetch('/api/kpis')).json() as Promise<{ title: string; value: number }[]>,
  });
  return (
    <>
      <Title>Inicio</Title>
      {kpis.isPending ? (
        <Loader />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {(kpis.data ?? []).map((kpi) => (
            <Card key={kpi.title} withBorder>
              <Text>{kpi.title}</Text>
              <Text fw={700}>{kpi.value}</Text>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </>
  );
}

const router = createBrowserRouter([{ element: <Shell />, children: [{ path: '/', element: <Home /> }] }]);
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <MsalProvider instance={msal}>
      <MantineProvider>
        <QueryClientProvider client={new QueryClient()}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </MantineProvider>
    </MsalProvider>
  </StrictMode>,
);
