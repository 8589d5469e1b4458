import { Center, Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { ScreenBody as ScreenBodySpec } from './define';
import { PendingScreen } from './PendingScreen';
import { pages } from './pages/registry';

// Route-level splits: the heavy renderers (tables, charts, schema forms, maps) load with the screen
// that uses them, never with the signed-in home (scripts/checkHomeBundle.ts enforces it).
const GridScreen = lazy(() => import('./GridScreen'));
const FormScreen = lazy(() => import('./FormScreen'));

/** Renders a screen's body by its kind; a body still to build shows the placeholder, never a blank page. */
export function ScreenBody({ title, body }: { title: string; body: ScreenBodySpec }) {
  return <Suspense fallback={<ScreenLoading />}>{renderBody(title, body)}</Suspense>;
}

function renderBody(title: string, body: ScreenBodySpec) {
  switch (body.kind) {
    case 'pending':
      return <PendingScreen title={title} spec={body} />;
    case 'grid':
      return <GridScreen title={title} spec={body} />;
    case 'form':
      return <FormScreen title={title} spec={body} />;
    case 'page': {
      const Page = pages[body.page];
      return <Page title={title} />;
    }
  }
}

function ScreenLoading() {
  return (
    <Center py="xl">
      <Loader aria-label="Cargando" />
    </Center>
  );
}
