import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import ContactForm from '@/components/about/ContactForm';
import { commonApi } from '@/lib/api/clients';
import { CONTACT_SUCCESS_MESSAGE } from '@/lib/validations/contact';

import { httpError } from '../components/httpError';

afterEach(() => vi.restoreAllMocks());

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);

async function fillValid() {
  await userEvent.type(field('Full name'), 'Asha Verma');
  await userEvent.type(field('Email'), 'asha@example.com');
  await userEvent.selectOptions(screen.getByLabelText('Subject'), 'Selling shares');
  await userEvent.type(field('Message'), 'How do I sell my shares?');
}

describe('ContactForm', () => {
  it('shows each message beside its field, focuses the first invalid one and sends nothing', async () => {
    const post = vi.spyOn(commonApi, 'request');
    render(<ContactForm />);
    await userEvent.type(field('Mobile number (optional)'), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));

    const name = field('Full name');
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(name.getAttribute('aria-describedby')!)?.textContent).toBe('Full name is required.');
    const phone = field('Mobile number (optional)');
    expect(
      phone
        .getAttribute('aria-describedby')
        ?.split(' ')
        .map((id) => document.getElementById(id)?.textContent),
    ).toContain('Please enter a valid 10-digit Indian mobile number.');
    expect(screen.getByText('Please choose a subject.')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it('sends valid input, confirms in a status region and clears the form', async () => {
    const post = vi
      .spyOn(commonApi, 'request')
      .mockResolvedValue({ data: { success: true, message: CONTACT_SUCCESS_MESSAGE, data: { id: 1 } } });
    render(<ContactForm />);
    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(CONTACT_SUCCESS_MESSAGE));
    expect(post).toHaveBeenCalledWith(
      expect.objectContaining({ url: 'contact', data: expect.objectContaining({ subject: 'Selling shares', phone: undefined }) }),
    );
    expect(field('Full name').value).toBe('');
    expect(field('Message').value).toBe('');
  });

  it('shows the server’s per-field message and its rate-limit message', async () => {
    const post = vi
      .spyOn(commonApi, 'request')
      .mockRejectedValueOnce(httpError(400, { success: false, message: 'x', errors: { email: 'Server says no.' } }));
    render(<ContactForm />);
    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(screen.getByText('Server says no.')).toBeInTheDocument());

    post.mockRejectedValueOnce(httpError(429, { success: false, message: 'Too many attempts. Please try again in 60 minutes.' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/Too many attempts/));
  });
});
