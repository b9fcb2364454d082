import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import ConfirmButton from '@/components/ui/ConfirmButton';

import { httpError } from '../components/httpError';

function renderButton(onConfirm: () => Promise<void>) {
  render(
    <ConfirmButton
      label="Withdraw"
      title="Withdraw this proposal?"
      body="Your client can no longer accept it."
      confirmLabel="Withdraw now"
      busyLabel="Withdrawing…"
      cancelLabel="Keep it"
      onConfirm={onConfirm}
    />,
  );
}

describe('ConfirmButton', () => {
  it('asks first: nothing runs until the dialog is answered yes', async () => {
    const onConfirm = vi.fn(() => Promise.resolve());
    renderButton(onConfirm);
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    const dialog = screen.getByRole('dialog', { name: 'Withdraw this proposal?' });
    expect(dialog.textContent).toContain('Your client can no longer accept it.');
    await userEvent.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('runs the action on yes and closes', async () => {
    const onConfirm = vi.fn(() => Promise.resolve());
    renderButton(onConfirm);
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw now' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("keeps the dialog open with the API's message when the action fails", async () => {
    renderButton(() => Promise.reject(httpError(409, { success: false, message: 'This proposal is no longer open.' })));
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw now' }));
    expect(await screen.findByText('This proposal is no longer open.')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
