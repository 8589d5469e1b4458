/**
 * The generic schema form screen. Loaded on demand (ScreenBody) so that the form library and ajv
 * stay out of the signed-in home. Until the form issue lands, a placeholder.
 */
import type { FormSpec } from './define';
import { PendingScreen } from './PendingScreen';

export default function FormScreen({ title }: { title: string; spec: FormSpec; embedded?: boolean }) {
  return <PendingScreen title={title} spec={{ kind: 'pending', description: 'Formulario.', issue: 8 }} />;
}
