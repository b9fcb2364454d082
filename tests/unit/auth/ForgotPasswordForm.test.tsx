import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AxiosResponse } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';

import ForgotPasswordForm from '@/components/auth/ForgotPasswordForm';
import { otpApi } from '@/lib/api/clients';
import { CODE_SENT_MESSAGE } from '@/lib/validations/otp';

afterEach(() => vi.restoreAllMocks());

const sent = { data: { success: true, message: CODE_SENT_MESSAGE, data: { expiresInSeconds: 600, resendInSeconds: 60 } } } as AxiosResponse;

describe('ForgotPasswordForm', () => {
  it('checks the address on the client with the server messages, per channel', async () => {
    // The code is asked for through the typed client (call, on the axios client's request); the new password is posted.
    const request = vi.spyOn(otpApi, 'request');
    const post = vi.spyOn(otpApi, 'post');
    render(<ForgotPasswordForm accountRole="user" />);
    await userEvent.click(screen.getByRole('button', { name: 'Send reset code' }));
    expect(await screen.findByText('Email or mobile number is required.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Mobile number' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Mobile number' }), '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset code' }));
    expect(await screen.findByText('Please enter a valid 10-digit Indian mobile number.')).toBeInTheDocument();
    expect(request).not.toHaveBeenCalled();
    expect(post).not.toHaveBeenCalled();
  });

  it('asks for the code and a new password once a code is sent, with a resend cool-down', async () => {
    const request = vi.spyOn(otpApi, 'request').mockResolvedValueOnce(sent);
    const post = vi.spyOn(otpApi, 'post');
    render(<ForgotPasswordForm accountRole="partner" />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'Asha@Example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset code' }));
    await waitFor(() => expect(screen.getByLabelText('6-digit code')).toBeInTheDocument());
    expect(request).toHaveBeenCalledWith(
      expect.objectContaining({
        method: 'POST',
        url: 'send',
        data: { role: 'partner', purpose: 'reset', channel: 'email', destination: 'asha@example.com' },
      }),
    );
    expect(screen.getByRole('status').textContent).toContain(CODE_SENT_MESSAGE);
    expect(screen.getByText(/You can ask for a new code in \d+ s\./)).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('6-digit code'), '12a');
    await userEvent.type(screen.getByLabelText('New password'), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('Please enter the 6-digit code.')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters.')).toBeInTheDocument();
    expect(request).toHaveBeenCalledTimes(1);
    expect(post).not.toHaveBeenCalled();
  });
});
