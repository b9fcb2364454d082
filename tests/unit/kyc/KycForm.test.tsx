import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import KycForm from '@/components/kyc/KycForm';
import { userApi } from '@/lib/api/clients';
import { KYC_HINTS, KYC_MESSAGES } from '@/lib/validations/kyc';

import { httpError } from '../components/httpError';

afterEach(() => vi.restoreAllMocks());

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
const describedText = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');

async function fill(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    await userEvent.clear(field(label));
    await userEvent.type(field(label), value);
  }
}

const GOOD = {
  PAN: 'abcpm1234k',
  'DP ID': 'in301234',
  'Client ID': '10234567',
  'Account holder name': 'Asha Rao',
  'Bank account number': '123456789012',
  IFSC: 'hdfc0001234',
};

describe('KycForm', () => {
  it('shows each field its message, focuses the first and sends nothing', async () => {
    const post = vi.spyOn(userApi, 'request');
    render(<KycForm previous={null} documentsMissing={() => ({})} onSubmitted={() => undefined} />);
    await fill({
      PAN: 'abc',
      'DP ID': '123',
      'Client ID': '12',
      'Account holder name': 'A1',
      'Bank account number': '12',
      IFSC: 'hdfc1234567',
    });
    await userEvent.click(screen.getByRole('radio', { name: 'CDSL' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit KYC' }));

    await waitFor(() => expect(document.activeElement).toBe(field('PAN')));
    expect(describedText(field('PAN'))).toBe(KYC_MESSAGES.pan);
    expect(describedText(field('DP ID'))).toBe(KYC_MESSAGES.dpId.CDSL);
    expect(describedText(field('Client ID'))).toBe(KYC_MESSAGES.clientId);
    expect(describedText(field('Account holder name'))).toMatch(/may contain only letters/);
    expect(describedText(field('Bank account number'))).toBe(KYC_MESSAGES.bankAccountNumber);
    expect(describedText(field('IFSC'))).toBe(KYC_MESSAGES.ifsc);
    expect(post).not.toHaveBeenCalled();
  });

  it('shows no message before the first press of Submit, and tells the page of each press, valid or not', async () => {
    const onAttempt = vi.fn();
    render(<KycForm previous={null} documentsMissing={() => ({})} onSubmitted={() => undefined} onAttempt={onAttempt} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(field('PAN')).not.toHaveAttribute('aria-invalid');
    expect(onAttempt).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Submit KYC' }));
    expect(onAttempt).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(field('PAN')).toHaveAttribute('aria-invalid', 'true'));
  });

  it('asks for a depository when none is chosen', async () => {
    render(<KycForm previous={null} documentsMissing={() => ({})} onSubmitted={() => undefined} />);
    await fill(GOOD);
    await userEvent.click(screen.getByRole('button', { name: 'Submit KYC' }));
    await waitFor(() => expect(screen.getByText(KYC_MESSAGES.depository)).toBeInTheDocument());
    expect(screen.getByRole('radio', { name: 'NSDL' }).getAttribute('aria-invalid')).toBe('true');
  });

  it('upper-cases PAN, DP ID and IFSC as typed, and the DP ID hint follows the depository', async () => {
    render(<KycForm previous={null} documentsMissing={() => ({})} onSubmitted={() => undefined} />);
    await fill({ PAN: 'abcpm1234k', IFSC: 'sbin0001234', 'DP ID': 'in30' });
    expect(field('PAN').value).toBe('ABCPM1234K');
    expect(field('IFSC').value).toBe('SBIN0001234');
    expect(field('DP ID').value).toBe('IN30');
    await userEvent.click(screen.getByRole('radio', { name: 'NSDL' }));
    expect(describedText(field('DP ID'))).toBe(KYC_HINTS.dpId.NSDL);
    await userEvent.click(screen.getByRole('radio', { name: 'CDSL' }));
    expect(describedText(field('DP ID'))).toBe(KYC_HINTS.dpId.CDSL);
  });

  it('sends normalised values and hands the new status to the page', async () => {
    const kyc = { status: 'submitted', rejectionReason: null, submittedAt: '2025-01-01T00:00:00.000Z', reviewedAt: null, details: null };
    const post = vi.spyOn(userApi, 'request').mockResolvedValue({ data: { success: true, message: 'Submitted.', data: kyc } });
    const onSubmitted = vi.fn();
    render(<KycForm previous={null} documentsMissing={() => ({})} onSubmitted={onSubmitted} />);
    await fill(GOOD);
    await userEvent.click(screen.getByRole('radio', { name: 'NSDL' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit KYC' }));
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledWith(kyc, 'Submitted.'));
    expect(post).toHaveBeenCalledWith(expect.objectContaining({ method: 'POST', url: 'kyc' }));
    expect(post.mock.calls[0]?.[0].data).toEqual({
      pan: 'ABCPM1234K',
      depository: 'NSDL',
      dpId: 'IN301234',
      clientId: '10234567',
      bankAccountName: 'Asha Rao',
      bankAccountNumber: '123456789012',
      ifsc: 'HDFC0001234',
    });
  });

  it('shows the server’s per-field messages and its other messages', async () => {
    vi.spyOn(userApi, 'request')
      .mockRejectedValueOnce(httpError(400, { success: false, message: 'x', errors: { ifsc: 'Server says IFSC.' } }))
      .mockRejectedValueOnce(httpError(409, { success: false, message: 'Your KYC is already verified.' }));
    render(<KycForm previous={null} documentsMissing={() => ({})} onSubmitted={() => undefined} />);
    await fill(GOOD);
    await userEvent.click(screen.getByRole('radio', { name: 'NSDL' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit KYC' }));
    await waitFor(() => expect(describedText(field('IFSC'))).toBe('Server says IFSC.'));
    await userEvent.click(screen.getByRole('button', { name: 'Submit KYC' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Your KYC is already verified.'));
  });

  it('fills in the unmasked details of a rejected KYC and leaves masked numbers to be typed again', () => {
    render(
      <KycForm
        previous={{
          pan: '••••234K',
          depository: 'CDSL',
          dpId: '12081600',
          clientId: '••••4567',
          bankAccountName: 'Asha Rao',
          bankAccountNumber: '••••9012',
          ifsc: 'HDFC0001234',
        }}
        documentsMissing={() => ({})}
        onSubmitted={() => undefined}
      />,
    );
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'CDSL' }).checked).toBe(true);
    expect(field('DP ID').value).toBe('12081600');
    expect(field('IFSC').value).toBe('HDFC0001234');
    expect(field('Account holder name').value).toBe('Asha Rao');
    expect(field('PAN').value).toBe('');
    expect(field('Bank account number').value).toBe('');
  });
});
