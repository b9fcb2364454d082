import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AxiosRequestConfig, AxiosResponse } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';

import CompanySearchBox, { type CompanySearchResult } from '@/components/search/CompanySearchBox';
import { adminApi } from '@/lib/api/clients';

import { httpError } from './httpError';

const { push } = vi.hoisted(() => ({ push: vi.fn() }));
vi.mock('next/router', () => ({ useRouter: () => ({ push, pathname: '/' }) }));

const company = (id: number, name: string, slug: string | null, logo: string | null = null): CompanySearchResult => ({
  id,
  name,
  logo,
  urlName: name,
  slug,
});
const ok = (result: CompanySearchResult[]) =>
  ({ data: { success: true, message: 'Companies fetched.', data: { result, total: result.length, page: 1, limit: 10 } } }) as AxiosResponse;

const NOT_FOUND = httpError(404, { success: false, message: 'No company matches "zz".' });
const combobox = () => screen.getByRole<HTMLInputElement>('combobox', { name: 'Search unlisted companies' });

afterEach(() => {
  vi.restoreAllMocks();
  push.mockClear();
});

describe('CompanySearchBox', () => {
  it('shows no list and makes no call for empty or blank input', async () => {
    const get = vi.spyOn(adminApi, 'request');
    render(<CompanySearchBox variant="public" />);
    expect(combobox().placeholder).toBe('Search For Unlisted Company...');
    await userEvent.type(combobox(), '   ');
    expect(get).not.toHaveBeenCalled();
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(combobox().getAttribute('aria-expanded')).toBe('false');
  });

  it('queries as the visitor types and lists results as links to the company pages', async () => {
    const get = vi
      .spyOn(adminApi, 'request')
      .mockResolvedValue(ok([company(1, 'Acme Foods', 'acme-foods', '/logos/acme.png'), company(2, 'Beta Labs (India)', null)]));
    render(<CompanySearchBox variant="public" />);
    await userEvent.type(combobox(), 'ac');

    // The latest keystroke's search is the one sent (an older one still loading is dropped).
    await waitFor(() =>
      expect(get).toHaveBeenLastCalledWith(
        expect.objectContaining({ method: 'GET', url: 'getCompanyList', params: { page: '1', limit: '10', name: 'ac' } }),
      ),
    );
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.getAttribute('href'))).toEqual(['/indian-stocks/acme-foods', '/indian-stocks/beta-labs--india-']);
    expect(options[0]?.querySelector('img')?.getAttribute('src')).toBe('/logos/acme.png');
    expect(within(options[1] as HTMLElement).getByText('BL')).toBeInTheDocument();
    expect(combobox().getAttribute('aria-expanded')).toBe('true');
  });

  it('offers "Contact Us!!" when nothing matches (public)', async () => {
    vi.spyOn(adminApi, 'request').mockRejectedValue(NOT_FOUND);
    render(<CompanySearchBox variant="public" />);
    await userEvent.type(combobox(), 'zz');
    expect(await screen.findByText("Didn't find the stock?")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact Us!!' }).getAttribute('href')).toBe('/contact-us');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('says "No Data Found" on 404 for partners', async () => {
    vi.spyOn(adminApi, 'request').mockRejectedValue(NOT_FOUND);
    render(<CompanySearchBox variant="partner" />);
    await userEvent.type(combobox(), 'zz');
    expect(await screen.findByText('No Data Found')).toBeInTheDocument();
    expect(screen.queryByText("Didn't find the stock?")).toBeNull();
  });

  it("shows the server's message for users, or the contact fallback when there is none", async () => {
    const get = vi.spyOn(adminApi, 'request').mockRejectedValueOnce(NOT_FOUND).mockRejectedValueOnce(new Error('Network Error'));
    render(<CompanySearchBox variant="user" />);
    await userEvent.type(combobox(), 'z');
    expect(await screen.findByText('No company matches "zz".')).toBeInTheDocument();
    await userEvent.type(combobox(), 'q');
    expect(await screen.findByText("Didn't find the stock?")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact Us!!' })).toBeInTheDocument();
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('never lets a slow older answer overwrite a newer one, and aborts the older request', async () => {
    const answers = new Map<string, (response: AxiosResponse) => void>();
    const get = vi
      .spyOn(adminApi, 'request')
      .mockImplementation(
        (config: AxiosRequestConfig) => new Promise((resolve) => answers.set((config.params as { name: string }).name, resolve)),
      );
    render(<CompanySearchBox variant="public" />);
    await userEvent.type(combobox(), 'ab');

    await act(async () => answers.get('ab')?.(ok([company(2, 'Abacus Bank', 'abacus-bank')])));
    expect(await screen.findByRole('option', { name: 'Abacus Bank' })).toBeInTheDocument();
    await act(async () => answers.get('a')?.(ok([company(1, 'Alpha Motors', 'alpha-motors')])));

    expect(screen.queryByRole('option', { name: 'Alpha Motors' })).toBeNull();
    expect(screen.getAllByRole('option')).toHaveLength(1);
    const firstSignal = get.mock.calls[0]?.[0]?.signal as AbortSignal;
    expect(firstSignal.aborted).toBe(true);
  });

  it('moves through options with the arrow keys and opens the active one with Enter', async () => {
    vi.spyOn(adminApi, 'request').mockResolvedValue(ok([company(1, 'Acme Foods', 'acme-foods'), company(2, 'Acme Steel', 'acme-steel')]));
    render(<CompanySearchBox variant="public" />);
    await userEvent.type(combobox(), 'acme');
    const options = await screen.findAllByRole('option');

    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(combobox().getAttribute('aria-activedescendant')).toBe(options[1]?.id);
    expect(options[1]?.getAttribute('aria-selected')).toBe('true');
    await userEvent.keyboard('{ArrowUp}{Enter}');
    expect(push).toHaveBeenCalledWith('/indian-stocks/acme-foods');
  });

  it('opens the first result on Enter when nothing is highlighted', async () => {
    vi.spyOn(adminApi, 'request').mockResolvedValue(ok([company(1, 'Acme Foods', 'acme-foods'), company(2, 'Acme Steel', 'acme-steel')]));
    render(<CompanySearchBox variant="public" />);
    await userEvent.type(combobox(), 'acme');
    await screen.findAllByRole('option');
    expect(combobox().getAttribute('aria-activedescendant')).toBeNull();
    await userEvent.keyboard('{Enter}');
    expect(push).toHaveBeenCalledWith('/indian-stocks/acme-foods');
  });

  it('does nothing on Enter while there is no result to open', async () => {
    vi.spyOn(adminApi, 'request').mockRejectedValue(NOT_FOUND);
    render(<CompanySearchBox variant="public" />);
    await userEvent.type(combobox(), 'zz{Enter}');
    await screen.findByText("Didn't find the stock?");
    expect(push).not.toHaveBeenCalled();
  });

  it('takes a 404 as the no-match answer and shows its message, not the failure fallback', async () => {
    vi.spyOn(adminApi, 'request').mockRejectedValue(NOT_FOUND);
    render(<CompanySearchBox variant="user" />);
    await userEvent.type(combobox(), 'zz');
    await screen.findByText('No company matches "zz".');
    expect(screen.queryByText("Didn't find the stock?")).toBeNull();
    expect(screen.queryByRole('option')).toBeNull();
  });

  it('closes the list with Escape', async () => {
    vi.spyOn(adminApi, 'request').mockResolvedValue(ok([company(1, 'Acme Foods', 'acme-foods')]));
    render(<CompanySearchBox variant="public" />);
    await userEvent.type(combobox(), 'acme');
    await screen.findByRole('option');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('option')).toBeNull());
    expect(combobox().getAttribute('aria-expanded')).toBe('false');
  });
});
