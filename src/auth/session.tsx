/**
 * The session as React sees it: AuthGate renders its routes only once an access token is held
 * (docs/product-rules.md#session: until then nothing is shown), and useSession gives the signed-in user's
 * claims and the session actions (change password, sign out).
 */
import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { createContext, type ReactNode, startTransition, use, useEffect, useState } from 'react';
import { Outlet } from 'react-router';
import { texts } from '../lib/texts';
import type { SessionClaims, StartResult } from './portalAuth';

/** What the gate needs of the session; PortalAuth in the app, a double in component tests. */
export interface SessionController {
  start(): Promise<StartResult>;
  resetPassword(): Promise<void>;
  signOut(): Promise<void>;
}

const ControllerContext = createContext<SessionController | null>(null);
const SessionContext = createContext<{ claims: SessionClaims; controller: SessionController } | null>(null);

export function SessionProvider({
  controller,
  children,
}: {
  controller: SessionController;
  children: ReactNode;
}) {
  return <ControllerContext value={controller}>{children}</ControllerContext>;
}

/** Layout route of every authenticated screen. */
export function AuthGate() {
  const controller = use(ControllerContext);
  if (!controller) throw new Error('AuthGate needs a SessionProvider above it');
  const [claims, setClaims] = useState<SessionClaims | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let active = true;
    void controller.start().then((result) => {
      if (!active) return;
      // The shell's first render, in slices (src/app/portal.tsx).
      if (result.status === 'signedIn') startTransition(() => setClaims(result.claims));
      if (result.status === 'failed') setFailed(true);
    });
    return () => {
      active = false;
    };
  }, [controller]);

  if (failed) return <SignInFailed />;
  if (!claims) return null;
  return (
    <SessionContext value={{ claims, controller }}>
      <Outlet />
    </SessionContext>
  );
}

function SignInFailed() {
  return (
    <Container size="sm" py="xl">
      <Stack gap="sm">
        <Title order={1}>{texts.signInFailed.heading}</Title>
        <Text>{texts.signInFailed.body}</Text>
        <Group>
          <Button onClick={() => window.location.reload()}>{texts.signInFailed.retry}</Button>
        </Group>
      </Stack>
    </Container>
  );
}

export function useSession() {
  const session = use(SessionContext);
  if (!session) throw new Error('useSession is only available inside AuthGate');
  return {
    claims: session.claims,
    changePassword: () => session.controller.resetPassword(),
    signOut: () => session.controller.signOut(),
  };
}
