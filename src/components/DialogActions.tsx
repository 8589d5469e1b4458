/**
 * The end of a dialog or a form: what went wrong, then "cancel" and the action, on the right. While
 * the action runs it shows so, and cancelling waits for it.
 */
import { Alert, Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';

interface DialogAction {
  label: ReactNode;
  busy: boolean;
  /** Absent: the action submits the form around it. */
  onClick?: () => void;
  color?: string;
  disabled?: boolean;
}

export interface DialogActionsProps {
  /** What went wrong, in Spanish; nothing while all is well. */
  error?: ReactNode;
  errorTitle?: string;
  cancel?: { label: ReactNode; onClick: () => void };
  action: DialogAction;
}

export function DialogActions({ error, errorTitle, cancel, action }: DialogActionsProps) {
  return (
    <>
      {error && (
        <Alert color="red" title={errorTitle} role="alert">
          {error}
        </Alert>
      )}
      <Group justify="flex-end">
        {cancel && (
          <Button variant="default" onClick={cancel.onClick} disabled={action.busy}>
            {cancel.label}
          </Button>
        )}
        <Button
          type={action.onClick ? 'button' : 'submit'}
          color={action.color}
          onClick={action.onClick}
          loading={action.busy}
          disabled={action.disabled}
        >
          {action.label}
        </Button>
      </Group>
    </>
  );
}
