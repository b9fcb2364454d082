import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AxiosResponse } from 'axios';
import Swal from 'sweetalert2';
import { afterEach, describe, expect, it, vi } from 'vitest';

import NewsletterForm from '@/components/public/NewsletterForm';
import { commonApi } from '@/lib/api/clients';
import { NEWSLETTER_SUCCESS_MESSAGE } from '@/lib/validations/newsletter';

import { httpError } from './httpError';

vi.mock('sweetalert2', () => ({ default: { fire: vi.fn(() => Promise.resolve({})) } }));

const fire = vi.mocked(Swal.fire);
const input = () => screen.getByLabelText<HTMLInputElement>('Email address');
const button = () => screen.getByRole<HTMLButtonElement>('button');

afterEach(() => {
  vi.restoreAllMocks();
  fire.mockClear();
});

describe('NewsletterForm', () => {
  it('warns about an empty email without calling the server', async () => {
    const post = vi.spyOn(commonApi, 'request');
    render(<NewsletterForm />);
    await userEvent.type(input(), '   ');
    await userEvent.click(button());
    await waitFor(() =>
      expect(fire).toHaveBeenCalledWith(expect.objectContaining({ icon: 'warning', text: 'Please enter the email first' })),
    );
    expect(post).not.toHaveBeenCalled();
  });

  it('refuses a malformed email on the client with the schema message', async () => {
    const post = vi.spyOn(commonApi, 'request');
    render(<NewsletterForm />);
    await userEvent.type(input(), 'not-an-email');
    await userEvent.click(button());
    await waitFor(() =>
      expect(fire).toHaveBeenCalledWith(expect.objectContaining({ icon: 'error', text: 'Please enter a valid email address.' })),
    );
    expect(post).not.toHaveBeenCalled();
    expect(button()).toBeEnabled();
  });

  it('shows "Please Wait..." while sending, then the success text, clears the input and keeps the button disabled', async () => {
    let answer: (value: AxiosResponse) => void = () => undefined;
    const post = vi.spyOn(commonApi, 'request').mockReturnValue(new Promise((resolve) => (answer = resolve)));
    render(<NewsletterForm />);
    await userEvent.type(input(), 'asha@example.com');
    await userEvent.click(button());

    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(
        expect.objectContaining({ method: 'POST', url: 'newsletter/add', data: { email: 'asha@example.com', deviceType: 'website' } }),
      ),
    );
    expect(button().textContent).toBe('Please Wait...');
    expect(button()).toBeDisabled();

    answer({ data: { success: true, message: NEWSLETTER_SUCCESS_MESSAGE, data: {} } } as AxiosResponse);
    const thanks =
      'Thank you for subscribing to our newsletter! You will be the first to know about latest updates & news on private market opportunities. Stay tuned!';
    await waitFor(() => expect(fire).toHaveBeenCalledWith(expect.objectContaining({ icon: 'success', text: thanks })));
    expect(input().value).toBe('');
    expect(button().textContent).toBe('Subscribe');
    expect(button()).toBeDisabled();
  });

  it("shows the server's email message on failure and enables the button again", async () => {
    const message = 'This email is already subscribed to our newsletter.';
    vi.spyOn(commonApi, 'request').mockRejectedValue(httpError(409, { success: false, message: 'Conflict', errors: { email: message } }));
    render(<NewsletterForm />);
    await userEvent.type(input(), 'asha@example.com');
    await userEvent.click(button());

    await waitFor(() => expect(fire).toHaveBeenCalledWith(expect.objectContaining({ icon: 'error', text: message })));
    expect(button()).toBeEnabled();
    expect(button().textContent).toBe('Subscribe');
    expect(input().value).toBe('asha@example.com');
  });
});
