import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';

import CartLineEditor from '@/components/cart/CartLineEditor';
import { userApi } from '@/lib/api/clients';
import { CART_CHANGED_EVENT } from '@/components/public/useCartCount';

const { replace } = vi.hoisted(() => ({ replace: vi.fn(() => Promise.resolve(true)) }));
vi.mock('next/router', () => ({ useRouter: () => ({ asPath: '/dashboard/cart', replace }) }));

const ok = { data: { success: true, message: 'ok', data: {} } } as AxiosResponse;

function refusal(status: number, message: string, errors: Record<string, string> = {}) {
  const response = {
    status,
    data: { success: false, message, errors },
    headers: {},
    statusText: '',
    config: { headers: new AxiosHeaders() },
  };
  return new AxiosError(message, 'ERR_BAD_REQUEST', undefined, undefined, response as AxiosResponse);
}

function renderLine() {
  render(<CartLineEditor line={{ companyId: 7, companyName: 'Acme Robotics', quantity: 100, minQuantity: 50 }} />);
  return { input: screen.getByRole('spinbutton', { name: 'Quantity of Acme Robotics' }) };
}

afterEach(() => {
  vi.restoreAllMocks();
  replace.mockClear();
});

describe('CartLineEditor', () => {
  it.each([
    ['10', 'Quantity must be at least 50 shares (the minimum lot).'],
    ['75.5', 'Quantity must be a whole number of shares.'],
    ['', 'Quantity must be a whole number of shares.'],
  ])('refuses %j in the browser with the API’s message and sends nothing', async (typed, message) => {
    const post = vi.spyOn(userApi, 'request');
    const { input } = renderLine();
    await userEvent.clear(input);
    if (typed) await userEvent.type(input, typed);
    await userEvent.click(screen.getByRole('button', { name: 'Update quantity of Acme Robotics' }));
    expect(screen.getByText(message).id).toBe(input.getAttribute('aria-describedby')?.split(' ')[1]);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(post).not.toHaveBeenCalled();
  });

  it('sends a new quantity to the add API, announces the change and reloads the page data', async () => {
    const post = vi.spyOn(userApi, 'request').mockResolvedValue(ok);
    const changed = vi.fn();
    window.addEventListener(CART_CHANGED_EVENT, changed);
    const { input } = renderLine();
    await userEvent.clear(input);
    await userEvent.type(input, '250');
    await userEvent.click(screen.getByRole('button', { name: 'Update quantity of Acme Robotics' }));
    expect(post).toHaveBeenCalledWith(
      expect.objectContaining({ method: 'POST', url: 'checkOut/add', data: { companyId: 7, quantity: 250 } }),
    );
    expect(changed).toHaveBeenCalledTimes(1);
    expect(replace).toHaveBeenCalledWith('/dashboard/cart', undefined, { scroll: false });
    window.removeEventListener(CART_CHANGED_EVENT, changed);
  });

  it('shows the server’s field message for the quantity', async () => {
    vi.spyOn(userApi, 'request').mockRejectedValue(
      refusal(400, 'Check the quantity.', { quantity: 'Quantity must be at most 10,00,000.' }),
    );
    const { input } = renderLine();
    await userEvent.clear(input);
    await userEvent.type(input, '999999');
    await userEvent.click(screen.getByRole('button', { name: 'Update quantity of Acme Robotics' }));
    expect(await screen.findByText('Quantity must be at most 10,00,000.')).toBeDefined();
    expect(replace).not.toHaveBeenCalled();
  });

  it('removes the line, or says why it could not', async () => {
    const post = vi
      .spyOn(userApi, 'request')
      .mockResolvedValueOnce(ok)
      .mockRejectedValueOnce(refusal(404, 'This company is not in your cart.'));
    renderLine();
    const remove = screen.getByRole('button', { name: 'Remove Acme Robotics from your cart' });
    await userEvent.click(remove);
    expect(post).toHaveBeenCalledWith(expect.objectContaining({ method: 'POST', url: 'checkOut/remove', data: { companyId: 7 } }));
    expect(replace).toHaveBeenCalledTimes(1);
    await userEvent.click(remove);
    expect((await screen.findByRole('alert')).textContent).toBe('This company is not in your cart.');
  });
});
