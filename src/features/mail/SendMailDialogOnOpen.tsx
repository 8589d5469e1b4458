/**
 * The send dialog, loaded and mounted when first opened: its form, its validation and the
 * contract's mail schema (zod) stay out of the code and the first render of the screens that offer
 * it (a list, the files).
 */
import { lazy, Suspense } from 'react';
import { OnceOpened } from '../../components/OnceOpened';
import { afterZodConfig } from '../../lib/afterZodConfig';
import type { SendMailDialogProps } from './SendMailDialog';

const SendMailDialog = lazy(() =>
  afterZodConfig(() => import('./SendMailDialog')).then((module) => ({ default: module.SendMailDialog })),
);

export function SendMailDialogOnOpen(props: SendMailDialogProps) {
  return (
    <OnceOpened opened={props.opened}>
      <Suspense fallback={null}>
        <SendMailDialog {...props} />
      </Suspense>
    </OnceOpened>
  );
}
