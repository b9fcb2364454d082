import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError, AxiosHeaders } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';

import ContactCard from '@/components/profile/ContactCard';
import { cpApi, userApi } from '@/lib/api/clients';

afterEach(() => vi.restoreAllMocks());

const ok = (data: unknown, message: string) => ({ data: { success: true, message, data } });

function apiFailure(status: number, body: object) {
  const headers = new AxiosHeaders();
  return new AxiosError('failed', 'ERR', undefined, undefined, { status, data: body, statusText: '', headers, config: { headers } });
}

describe('ContactCard', () => {
  it('changes the email: new address, code sent to it, code confirmed, page refreshed', async () => {
    const post = vi
      .spyOn(userApi, 'request')
      .mockResolvedValueOnce(ok({ resendInSeconds: 60, sentTo: 'n***@example.test' }, 'We sent a code to new@example.test.'))
      .mockResolvedValueOnce(ok({}, 'Your email is changed.'));
    const onChanged = vi.fn();
    render(<ContactCard accountRole="user" channel="email" value="old@example.test" verified onChanged={onChanged} />);
    const card = screen.getByRole('region', { name: 'Email' });
    expect(within(card).getByText('Verified')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /^Verify/ })).toBeNull();

    await userEvent.click(within(card).getByRole('button', { name: 'Change email' }));
    await userEvent.click(within(card).getByRole('button', { name: 'Send code' }));
    expect(await within(card).findByText('Email or mobile number is required.')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();

    await userEvent.type(within(card).getByLabelText('New email'), 'New@Example.test');
    await userEvent.click(within(card).getByRole('button', { name: 'Send code' }));
    expect(post).toHaveBeenLastCalledWith(
      expect.objectContaining({ method: 'POST', url: 'profile/contact/send', data: { channel: 'email', destination: 'new@example.test' } }),
    );
    expect(await within(card).findByText('We sent a code to new@example.test.')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: /Resend code in \d+ s/ })).toHaveProperty('disabled', true);

    await userEvent.type(within(card).getByLabelText('6-digit code'), '12ab');
    await userEvent.click(within(card).getByRole('button', { name: 'Confirm new email' }));
    expect(await within(card).findByText('Please enter the 6-digit code.')).toBeInTheDocument();

    await userEvent.clear(within(card).getByLabelText('6-digit code'));
    await userEvent.type(within(card).getByLabelText('6-digit code'), '123456');
    await userEvent.click(within(card).getByRole('button', { name: 'Confirm new email' }));
    expect(post).toHaveBeenLastCalledWith(
      expect.objectContaining({
        method: 'POST',
        url: 'profile/contact/confirm',
        data: { channel: 'email', destination: 'new@example.test', code: '123456' },
      }),
    );
    expect(await within(card).findByText('Your email is changed.')).toBeInTheDocument();
    expect(onChanged).toHaveBeenCalledTimes(1);
  });

  it("shows the server's message beside the new address (taken)", async () => {
    vi.spyOn(cpApi, 'request').mockRejectedValueOnce(
      apiFailure(409, {
        success: false,
        message: 'An account with this mobile number already exists.',
        errors: { destination: 'An account with this mobile number already exists.' },
      }),
    );
    render(<ContactCard accountRole="partner" channel="sms" value="9876543210" verified={false} onChanged={vi.fn()} />);
    const card = screen.getByRole('region', { name: 'Mobile number' });
    expect(within(card).getByText('Not verified')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Change mobile number' }));
    await userEvent.type(within(card).getByLabelText('New mobile number'), '9123456789');
    await userEvent.click(within(card).getByRole('button', { name: 'Send code' }));
    expect(await within(card).findByText('An account with this mobile number already exists.')).toBeInTheDocument();
    expect(within(card).getByLabelText('New mobile number').getAttribute('aria-invalid')).toBe('true');
  });

  it('verifies the current number with a code sent to it', async () => {
    const post = vi
      .spyOn(userApi, 'request')
      .mockResolvedValueOnce(ok({ resendInSeconds: 60, sentTo: '******3210' }, 'We sent a code to ******3210.'))
      .mockResolvedValueOnce(ok({ emailVerified: true, phoneVerified: true }, 'Your mobile number is verified.'));
    const onChanged = vi.fn();
    render(<ContactCard accountRole="user" channel="sms" value="9876543210" verified={false} onChanged={onChanged} />);
    const card = screen.getByRole('region', { name: 'Mobile number' });
    await userEvent.click(within(card).getByRole('button', { name: 'Verify mobile number' }));
    expect(post).toHaveBeenLastCalledWith(
      expect.objectContaining({ method: 'POST', url: 'profile/verify/send', data: { channel: 'sms' } }),
    );
    await userEvent.type(within(card).getByLabelText('6-digit code'), '654321');
    await userEvent.click(within(card).getByRole('button', { name: 'Confirm code' }));
    expect(post).toHaveBeenLastCalledWith(
      expect.objectContaining({ method: 'POST', url: 'profile/verify/confirm', data: { channel: 'sms', code: '654321' } }),
    );
    expect(await within(card).findByText('Your mobile number is verified.')).toBeInTheDocument();
    expect(onChanged).toHaveBeenCalled();
  });

  it('offers "Add" when an investor has no mobile number yet', () => {
    render(<ContactCard accountRole="user" channel="sms" value={null} verified={false} onChanged={vi.fn()} />);
    expect(screen.getByText('Not added yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add mobile number' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Verify/ })).toBeNull();
  });
});
