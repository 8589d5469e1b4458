// @vitest-environment jsdom
/** The send dialog: invalid input never reaches onSend; a server refusal is shown and keeps the input. */
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/api/http';
import { theme } from '../../src/app/theme';
import { type MailFields, SendMailDialog } from '../../src/features/mail/SendMailDialog';

function renderDialog(onSend: (mail: MailFields) => Promise<unknown>) {
  const onClose = vi.fn();
  render(
    <MantineProvider theme={theme}>
      <Notifications />
      <SendMailDialog opened onClose={onClose} title="Enviar servicios" onSend={onSend} />
    </MantineProvider>,
  );
  return { onClose, user: userEvent.setup() };
}

describe('SendMailDialog', () => {
  it('shows the Spanish validation message and does not send', async () => {
    const onSend = vi.fn(async () => undefined);
    const { user } = renderDialog(onSend);
    await user.type(screen.getByRole('textbox', { name: /Para/ }), 'ana@empresa.es; mal');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('«mal» no es una dirección de correo válida.')).toBeInTheDocument();
    expect(onSend).not.toHaveBeenCalled();
  });

  it("shows the server's message and keeps what was typed", async () => {
    const onSend = vi.fn(async () => {
      throw new ApiError(400, {
        message: 'El campo "toE" debe contener direcciones de correo válidas.',
        code: 'VALIDATION',
      });
    });
    const { user, onClose } = renderDialog(onSend);
    await user.type(screen.getByRole('textbox', { name: /Para/ }), 'ana@empresa.es');
    await user.type(screen.getByRole('textbox', { name: 'Asunto' }), 'Servicios de mayo');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('El campo "toE" debe contener direcciones de correo válidas.');
    expect(screen.getByRole('textbox', { name: 'Asunto' })).toHaveValue('Servicios de mayo');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows a refused recipient on the list that holds it, focused, keeping the input', async () => {
    const message =
      'No se puede enviar a quien@cualquiera.example: desde el portal solo se envía a su propia dirección…';
    const onSend = vi.fn(async () => {
      throw new ApiError(403, { message, code: 'RECIPIENT_NOT_ALLOWED', field: 'ccE' });
    });
    const { user, onClose } = renderDialog(onSend);
    await user.type(screen.getByRole('textbox', { name: /Para/ }), 'ana@empresa.es');
    await user.type(screen.getByRole('textbox', { name: 'CC' }), 'quien@cualquiera.example');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    const cc = screen.getByRole('textbox', { name: 'CC' });
    await waitFor(() => expect(cc).toHaveAttribute('aria-invalid', 'true'));
    expect(cc).toHaveAccessibleDescription(message);
    expect(cc).toHaveFocus();
    expect(cc).toHaveValue('quien@cualquiera.example');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('sends the contract fields with nulls for blanks, notifies and closes', async () => {
    const onSend = vi.fn(async () => ({ messageId: '1' }));
    const { user, onClose } = renderDialog(onSend);
    await user.type(screen.getByRole('textbox', { name: /Para/ }), 'ana@empresa.es, luis@empresa.es');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onSend).toHaveBeenCalledWith({
      toE: ['ana@empresa.es', 'luis@empresa.es'],
      ccE: null,
      subjectE: null,
      body: null,
    });
    expect(await screen.findByText('Correo enviado.')).toBeInTheDocument();
  });
});
