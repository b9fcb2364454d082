import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import CopyButton from '@/components/kit/CopyButton';

describe('CopyButton', () => {
  it('is named for what it copies, puts the value on the clipboard and announces "Copied"', async () => {
    const user = userEvent.setup();
    render(<CopyButton value="000111222333" what="account number" />);
    const button = screen.getByRole('button', { name: 'Copy account number' });
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    await user.click(button);
    expect(await navigator.clipboard.readText()).toBe('000111222333');
    expect(screen.getByRole('status')).toHaveTextContent('Copied');
    expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'polite');
    expect(button).toHaveTextContent('Copied');
  });

  it('says so when the clipboard refuses', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new Error('denied'));
    render(<CopyButton value="DEMO0001234" what="IFSC" />);
    await user.click(screen.getByRole('button', { name: 'Copy IFSC' }));
    expect(screen.getByRole('status')).toHaveTextContent('Could not copy');
    expect(screen.getByRole('button', { name: 'Copy IFSC' })).toHaveTextContent('Copy');
  });
});
