import { SchemaForm } from '../features/schemaForm/SchemaForm';
import type { FormSpec } from './define';
import { ScreenFrame } from './ScreenFrame';

export default function FormScreen({
  title,
  spec,
  embedded = false,
}: {
  title: string;
  spec: FormSpec;
  embedded?: boolean;
}) {
  return (
    <ScreenFrame title={title} embedded={embedded} size="sm">
      <SchemaForm spec={spec} />
    </ScreenFrame>
  );
}
