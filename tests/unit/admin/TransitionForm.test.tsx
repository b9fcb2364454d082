import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AxiosResponse } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { orderStepForms } from '@/components/admin/steps';
import TransitionForm from '@/components/admin/TransitionForm';
import { adminApi } from '@/lib/api/clients';
import { orderTransitionApi } from '@/lib/contracts/orders';

import { httpError } from '../components/httpError';

afterEach(() => vi.restoreAllMocks());

const ok = (message: string) => ({ data: { success: true, message, data: {} } }) as AxiosResponse;

function renderStep(status: Parameters<typeof orderStepForms>[0], to: string) {
  const step = orderStepForms(status, ['payment_received', 'transfer_initiated', 'completed', 'rejected']).find((form) => form.to === to);
  if (!step) throw new Error(`no form for ${to}`);
  const onDone = vi.fn();
  render(<TransitionForm step={step} transition={orderTransitionApi} params={{ id: 7 }} subject="order PB-B-TEST" onDone={onDone} />);
  return { onDone };
}

describe('TransitionForm', () => {
  it('asks for the payment reference before sending, then posts it with the step', async () => {
    const post = vi.spyOn(adminApi, 'request').mockResolvedValue(ok('Order PB-B-TEST is now payment received.'));
    const { onDone } = renderStep('awaiting_payment', 'payment_received');
    const form = screen.getByRole('form', { name: 'Confirm payment received' });
    await userEvent.click(screen.getByRole('button', { name: 'Confirm payment received' }));
    expect(await screen.findByText('Payment reference is required.')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText('Payment reference'), ' UTR123456789 ');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm payment received' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('Order PB-B-TEST is now payment received.'));
    expect(post).toHaveBeenCalledWith(
      expect.objectContaining({
        method: 'POST',
        url: 'orders/7/transition',
        data: { to: 'payment_received', paymentReference: 'UTR123456789' },
      }),
    );
    expect(form).toBeInTheDocument();
  });

  it('rejects a paid order only with a reason and a refund reference, after the dialog is confirmed', async () => {
    const post = vi.spyOn(adminApi, 'request').mockResolvedValue(ok('Order PB-B-TEST is now rejected.'));
    const { onDone } = renderStep('payment_received', 'rejected');
    await userEvent.type(screen.getByLabelText('Reason'), 'Shares not available from the seller');
    await userEvent.type(screen.getByLabelText('Refund reference'), 'RFND-001');
    await userEvent.click(screen.getByRole('button', { name: 'Reject order' }));

    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('order PB-B-TEST will be rejected');
    await userEvent.click(screen.getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(post).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Reject order' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes, reject order' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('Order PB-B-TEST is now rejected.'));
    expect(post).toHaveBeenCalledWith(
      expect.objectContaining({
        url: 'orders/7/transition',
        data: { to: 'rejected', reason: 'Shares not available from the seller', refundReference: 'RFND-001' },
      }),
    );
  });

  it("shows the server's field message beside its field and a 409's message above the button", async () => {
    const post = vi.spyOn(adminApi, 'request');
    post.mockRejectedValueOnce(
      httpError(400, { success: false, message: 'Bad', errors: { transferReference: 'Please enter the depository transfer reference.' } }),
    );
    const { onDone } = renderStep('payment_received', 'transfer_initiated');
    await userEvent.type(screen.getByLabelText('Transfer reference'), 'NSDL-1');
    await userEvent.click(screen.getByRole('button', { name: 'Mark transfer initiated' }));
    expect(await screen.findByText('Please enter the depository transfer reference.')).toBeInTheDocument();
    expect(screen.getByLabelText('Transfer reference')).toHaveAttribute('aria-invalid', 'true');

    post.mockRejectedValueOnce(
      httpError(409, {
        success: false,
        message: 'An order that is completed cannot move to transfer initiated.',
        code: 'invalid_transition',
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Mark transfer initiated' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An order that is completed cannot move to transfer initiated.');
    expect(onDone).not.toHaveBeenCalled();
  });
});

describe('TransitionForm: the payment reference', () => {
  function renderPayment(utr: string | null) {
    const step = orderStepForms('awaiting_payment', ['payment_received'], utr).find((form) => form.to === 'payment_received');
    if (!step) throw new Error('no payment form');
    const onDone = vi.fn();
    render(<TransitionForm step={step} transition={orderTransitionApi} params={{ id: 7 }} subject="order PB-B-TEST" onDone={onDone} />);
    return { onDone };
  }

  it('starts as the UTR the investor reported, and flags a different one before it is sent', async () => {
    renderPayment('432912345678');
    const field = screen.getByLabelText('Payment reference');
    expect(field).toHaveValue('432912345678');
    expect(screen.queryByText(/Not the UTR the investor reported/)).not.toBeInTheDocument();
    await userEvent.clear(field);
    await userEvent.type(field, '432912345679');
    expect(
      screen.getByText('Not the UTR the investor reported (432912345678): check the bank statement before you confirm.'),
    ).toBeInTheDocument();
    await userEvent.clear(field);
    await userEvent.type(field, '432912345678');
    expect(screen.queryByText(/Not the UTR the investor reported/)).not.toBeInTheDocument();
  });

  it('offers "the reference is right" once the server says another order has it, and sends it when ticked', async () => {
    const post = vi.spyOn(adminApi, 'request');
    const message = 'This reference is already the payment of order PB-B-OTHER2345: one transfer pays one order.';
    post.mockRejectedValueOnce(httpError(409, { success: false, message, code: 'duplicate_utr', errors: { paymentReference: message } }));
    post.mockResolvedValueOnce(ok('Order PB-B-TEST is now payment received.'));
    const { onDone } = renderPayment('432912345678');
    expect(screen.queryByLabelText(/The reference is right/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm payment received' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText(/The reference is right/));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm payment received' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(post).toHaveBeenLastCalledWith(
      expect.objectContaining({ data: { to: 'payment_received', paymentReference: '432912345678', allowUsedReference: true } }),
    );
  });
});
