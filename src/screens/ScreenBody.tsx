import { Center, Loader } from '@mantine/core';
import { lazy, Suspense, useEffect } from 'react';
import { useLocation } from 'react-router';
import { ScreenFrame, type ScreenFrameSize } from '../components/ScreenFrame';
import type { ScreenBody as ScreenBodySpec } from '../language';
import { afterZodConfig } from '../lib/afterZodConfig';
import { nextTask } from '../lib/nextTask';
import { preloadableLazy } from '../lib/preloadableLazy';
import { publicPageFile } from '../lib/publicPageFile';
import { pages } from './pages/registry';

// Route-level splits: the heavy renderers (tables, charts, schema forms, maps) load with the screen
// that uses them, never with the signed-in home (scripts/checkHomeBundle.ts enforces it). The grid
// and the tabs load ahead (preloadBody) and then render without suspending.
const { Component: GridScreen, preload: loadGridScreen } = preloadableLazy(
  () => import('../features/grid/GridScreen'),
);
const { Component: TabsScreen, preload: loadTabsScreen } = preloadableLazy(() => import('./TabsScreen'));
const FormScreen = lazy(() => import('../features/schemaForm/FormScreen'));
const TypedFormScreen = lazy(() => afterZodConfig(() => import('../features/typedForm/TypedFormScreen')));
const SectionsScreen = lazy(() => import('./SectionsScreen'));
const StepsScreen = lazy(() => import('./StepsScreen'));
// The files' limits and accepted types are the contract's, read from its zod modules.
const FileBrowserScreen = lazy(() => afterZodConfig(() => import('../features/files/FileBrowserScreen')));
const ReportsScreen = lazy(() => import('../features/reports/ReportsScreen'));
// Home is split too, but light: plain Mantine cards (no chart library) right after sign-in.
const HomeScreen = lazy(() => import('../features/home/HomeScreen'));
const TruckMapScreen = lazy(() => import('../features/truckMap/TruckMapScreen'));

/**
 * Starts loading the code of a grid or tabs body (and its first tab's) before the route renders,
 * on a link's sign of intent (src/shell/useStartScreen.ts): once loaded, the screen renders it at
 * once instead of suspending.
 */
export function preloadBody(body: ScreenBodySpec): void {
  if (body.kind === 'grid') void loadGridScreen();
  if (body.kind === 'tabs') {
    void loadTabsScreen();
    if (body.tabs[0]) preloadBody(body.tabs[0].body);
  }
}

export interface ScreenBodyProps {
  /** The screen's Spanish title (the tab's label when embedded). */
  title: string;
  body: ScreenBodySpec;
  /** Rendered inside another screen (a tab): the body shows no page heading of its own. */
  embedded?: boolean;
  /**
   * What the body shows is not decided yet (the client's lists still load): only its frame, with a
   * loader. Its code is not asked for yet: on a slow network, what is asked before the first paint
   * delays it.
   */
  pending?: boolean;
}

/**
 * The page width of the kinds whose page is the shared frame (ScreenFrame: the h1 and a container).
 * The frame is drawn here, outside the body's loading, so the heading shows while the body's code
 * still loads (on a phone it is the page's largest text). The other kinds draw their own page.
 */
const frameSizes: Partial<Record<ScreenBodySpec['kind'], ScreenFrameSize>> = {
  grid: 'wide',
  tabs: 'wide',
  form: 'sm',
  sections: 'xl',
  steps: 'xl',
  fileBrowser: 'xl',
  reports: 'xl',
};

/** Renders a screen's body by its kind, loaded with its route. */
export function ScreenBody(props: ScreenBodyProps) {
  const { pending = false } = props;
  const size = frameSizes[props.body.kind];
  // A screen opened by its address: the body's code and a tabs body's first tab's are asked for
  // together, instead of the tab's only once the tabs have loaded and rendered. From a task of its
  // own: asking for a chunk adds a preload link to the page for each file it imports (some forty
  // for the grid), work that otherwise fell inside a render.
  useEffect(() => {
    if (pending) return;
    let current = true;
    void nextTask().then(() => {
      if (current) preloadBody(props.body);
    });
    return () => {
      current = false;
    };
  }, [pending, props.body]);
  if (pending && !size) return null;
  const body = pending ? (
    <ScreenLoading />
  ) : (
    <Suspense fallback={<ScreenLoading />}>{renderBody(props)}</Suspense>
  );
  return size ? (
    <ScreenFrame title={props.title} embedded={props.embedded} size={size}>
      {body}
    </ScreenFrame>
  ) : (
    body
  );
}

function renderBody({ title, body, embedded = false }: ScreenBodyProps) {
  switch (body.kind) {
    case 'grid':
      return <GridScreen title={title} spec={body} />;
    case 'form':
      return <FormScreen spec={body} />;
    case 'typedForm':
      return <TypedFormScreen title={title} spec={body} embedded={embedded} />;
    case 'tabs':
      return <TabsScreen spec={body} Body={ScreenBody} />;
    case 'sections':
      return <SectionsScreen spec={body} embedded={embedded} Body={ScreenBody} />;
    case 'steps':
      return <StepsScreen spec={body} Body={ScreenBody} />;
    case 'fileBrowser':
      return <FileBrowserScreen spec={body} />;
    case 'reports':
      return <ReportsScreen spec={body} />;
    case 'home':
      return <HomeScreen title={title} spec={body} />;
    case 'truckMap':
      return <TruckMapScreen title={title} spec={body} />;
    case 'page': {
      const Page = pages[body.page];
      return <Page title={title} />;
    }
    case 'publicPage':
      return <OpenPublicPage />;
  }
}

/**
 * A public screen is a page of its own, made at build time (src/app/publicPages.tsx): reached
 * inside the portal (a link the router followed), the browser loads that page instead.
 */
function OpenPublicPage() {
  const { pathname } = useLocation();
  useEffect(() => window.location.replace(publicPageFile(pathname)), [pathname]);
  return <ScreenLoading />;
}

function ScreenLoading() {
  return (
    <Center py="xl" aria-busy="true">
      <Loader role="status" aria-label="Cargando" />
    </Center>
  );
}
