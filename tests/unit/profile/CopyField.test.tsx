import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import CopyField from '@/components/profile/CopyField';
import ReferralCard, { referralLink } from '@/components/profile/ReferralCard';

const writeText = vi.fn();

function withClipboard(value: unknown) {
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value });
}

afterEach(() => {
  writeText.mockReset();
  vi.useRealTimers();
});

describe('CopyField', () => {
  it('shows the value in a labelled read-only field and copies it, showing "Copied" in a live region', async () => {
    writeText.mockResolvedValue(undefined);
    withClipboard({ writeText });
    render(<CopyField label="Partnership code" value="CP4X9T2B" what="partnership code" mono />);
    const field = screen.getByLabelText<HTMLInputElement>('Partnership code');
    expect(field.value).toBe('CP4X9T2B');
    expect(field.readOnly).toBe(true);
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(status.textContent).toBe('');
    await userEvent.click(screen.getByRole('button', { name: 'Copy partnership code' }));
    expect(writeText).toHaveBeenCalledWith('CP4X9T2B');
    expect(status.textContent).toBe('Copied');
  });

  it('clears "Copied" after a few seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    writeText.mockResolvedValue(undefined);
    withClipboard({ writeText });
    render(<CopyField label="Sign-up link" value="https://x.test/signup?code=A1" what="sign-up link" />);
    await userEvent.click(screen.getByRole('button', { name: 'Copy sign-up link' }));
    expect(screen.getByRole('status').textContent).toBe('Copied');
    await act(async () => {
      vi.advanceTimersByTime(3500);
    });
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('says how to copy by hand when the clipboard refuses or is missing', async () => {
    writeText.mockRejectedValue(new Error('denied'));
    withClipboard({ writeText });
    const { unmount } = render(<CopyField label="Sign-up link" value="https://x.test" what="sign-up link" />);
    await userEvent.click(screen.getByRole('button', { name: 'Copy sign-up link' }));
    expect(screen.getByRole('status').textContent).toBe('Could not copy. Select the sign-up link and copy it yourself.');
    unmount();

    withClipboard(undefined);
    render(<CopyField label="Sign-up link" value="https://x.test" what="sign-up link" />);
    await userEvent.click(screen.getByRole('button', { name: 'Copy sign-up link' }));
    expect(screen.getByRole('status').textContent).toMatch(/Could not copy/);
  });
});

describe('ReferralCard', () => {
  it('builds the sign-up link from the address in use, carrying the code', async () => {
    writeText.mockResolvedValue(undefined);
    withClipboard({ writeText });
    render(<ReferralCard code="CP4X9T2B" />);
    const link = screen.getByLabelText<HTMLInputElement>('Sign-up link');
    expect(link.value).toBe(`${window.location.origin}/signup?code=CP4X9T2B`);
    await userEvent.click(screen.getByRole('button', { name: 'Copy sign-up link' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/signup?code=CP4X9T2B`);
    expect(screen.getByLabelText<HTMLInputElement>('Partnership code').value).toBe('CP4X9T2B');
  });

  it('encodes the code and drops a trailing slash from the origin', () => {
    expect(referralLink('https://example.test/', 'A B&C')).toBe('https://example.test/signup?code=A%20B%26C');
  });
});
