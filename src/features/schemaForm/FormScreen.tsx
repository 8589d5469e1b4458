import { ScreenFrame } from '../../components/ScreenFrame';
import type { FormSpec } from '../../language';
import { SchemaForm } from './SchemaForm';

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
