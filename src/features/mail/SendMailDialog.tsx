/**
 * The e-mail dialog of every send (grid send, send selected rows, send files): 'Para', 'CC',
 * 'Asunto' and 'Mensaje', validated by the contract's e-mail rules before anything is sent. A failed
 * send shows the server's Spanish message and keeps what was typed: on the recipient list it names
 * (a recipient the portal may not write to), else above the buttons. A successful one notifies and
 * closes.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ApiError } from '../../api/http';
import { DialogActions } from '../../components/DialogActions';
import { iconSizes } from '../../lib/iconSizes';
import { noticeDone } from '../../lib/notices';
import { emptyMailForm, type MailFields, type MailFormValues, mailForm } from './mailForm';
import { mailTexts } from './mailTexts';

export type { MailFields } from './mailForm';

export interface SendMailDialogProps {
  opened: boolean;
  onClose: () => void;
  /** Spanish title, e.g. 'Enviar servicios por correo'. */
  title: string;
  /** Makes the send call; a rejection (ApiError) is shown in the dialog. */
  onSend: (mail: MailFields) => Promise<unknown>;
  /** The subject the dialog starts with, from what is sent (screen, client, center, period). */
  subject?: string;
  /** What goes with the message, in a sentence ('Se adjunta el listado…'), above the fields. */
  attachment?: string;
}

export function SendMailDialog({ opened, onClose, title, onSend, subject, attachment }: SendMailDialogProps) {
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<MailFormValues, unknown, MailFields>({
    resolver: zodResolver(mailForm),
    defaultValues: emptyMailForm,
  });
  const { errors, isSubmitting } = form.formState;
  // Each opening proposes the subject of what is sent now (the filters may have changed since),
  // unless the person already wrote one.
  useEffect(() => {
    if (opened && subject && !form.getValues('subjectE')) form.setValue('subjectE', subject);
  }, [opened, subject, form]);

  const close = () => {
    setServerError(null);
    onClose();
  };

  const submit = form.handleSubmit(async (mail) => {
    setServerError(null);
    try {
      await onSend(mail);
    } catch (error) {
      const field = error instanceof ApiError ? error.field : undefined;
      if (field === 'toE' || field === 'ccE') {
        form.setError(field, { type: 'server', message: (error as ApiError).message }, { shouldFocus: true });
        return;
      }
      setServerError(error instanceof Error ? error.message : mailTexts.failed);
      return;
    }
    noticeDone({ title: mailTexts.sent, message: mailTexts.sentTo(mail.toE ?? [], mail.ccE ?? []) });
    form.reset(emptyMailForm);
    close();
  });

  return (
    <Modal opened={opened} onClose={close} title={title} size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {attachment && (
            <Group gap="xs" wrap="nowrap" align="flex-start">
              <IconPaperclip size={iconSizes.sm} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
              <Text size="sm">{attachment}</Text>
            </Group>
          )}
          <TextInput
            label={mailTexts.to}
            description={mailTexts.recipientsHelp}
            withAsterisk
            autoComplete="email"
            data-autofocus
            error={errors.toE?.message}
            {...form.register('toE')}
          />
          <TextInput
            label={mailTexts.cc}
            autoComplete="email"
            error={errors.ccE?.message}
            {...form.register('ccE')}
          />
          <TextInput
            label={mailTexts.subject}
            error={errors.subjectE?.message}
            {...form.register('subjectE')}
          />
          <Textarea
            label={mailTexts.body}
            autosize
            minRows={4}
            maxRows={12}
            error={errors.body?.message}
            {...form.register('body')}
          />
          <DialogActions
            error={serverError}
            errorTitle={mailTexts.failed}
            cancel={{ label: mailTexts.cancel, onClick: close }}
            action={{ label: mailTexts.send, busy: isSubmitting }}
          />
        </Stack>
      </form>
    </Modal>
  );
}
