/**
 * A typed form (react-hook-form + the generated zod schema) as a screen body. Placeholder until the
 * typed-form renderer lands.
 */
import type { TypedFormSpec } from './define';
import { PendingScreen } from './PendingScreen';

export default function TypedFormScreen({
  title,
}: {
  title: string;
  spec: TypedFormSpec;
  embedded?: boolean;
}) {
  return <PendingScreen title={title} spec={{ kind: 'pending', description: 'Formulario.', issue: 7 }} />;
}
