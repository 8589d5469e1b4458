import type { ScreenBody as ScreenBodySpec } from './define';
import { PendingScreen } from './PendingScreen';

/**
 * Renders a screen's body by its kind. Grids, forms and pages get their generic renderers in the
 * issues that build them; until then they show the placeholder, never a blank page.
 */
export function ScreenBody({ title, body }: { title: string; body: ScreenBodySpec }) {
  switch (body.kind) {
    case 'pending':
      return <PendingScreen title={title} spec={body} />;
    case 'grid':
      return (
        <PendingScreen title={title} spec={{ kind: 'pending', description: 'Rejilla de datos.', issue: 7 }} />
      );
    case 'form':
      return <PendingScreen title={title} spec={{ kind: 'pending', description: 'Formulario.', issue: 8 }} />;
    case 'page':
      return <PendingScreen title={title} spec={{ kind: 'pending', description: 'Página.', issue: 5 }} />;
  }
}
