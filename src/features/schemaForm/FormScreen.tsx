import type { FormSpec } from '../../language';
import { SchemaForm } from './SchemaForm';

/** A form screen's body (its page, narrow for reading, is ScreenBody's frame). */
export default function FormScreen({ spec }: { spec: FormSpec }) {
  return <SchemaForm spec={spec} />;
}
