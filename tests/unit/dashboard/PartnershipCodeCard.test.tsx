import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import PartnershipCodeCard from '@/components/cp/PartnershipCodeCard';

const writeText = vi.fn();

function renderCard() {
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
  render(<PartnershipCodeCard code="CP4X9T2B" />);
}

afterEach(() => writeText.mockReset());

describe('PartnershipCodeCard', () => {
  it('shows the code and copies it, announcing "Copied"', async () => {
    writeText.mockResolvedValue(undefined);
    renderCard();
    expect(screen.getByText('CP4X9T2B')).toBeInTheDocument();
    expect(screen.getByRole('status').textContent).toBe('');
    await userEvent.click(screen.getByRole('button', { name: 'Copy partnership code' }));
    expect(writeText).toHaveBeenCalledWith('CP4X9T2B');
    expect(screen.getByRole('status').textContent).toBe('Copied');
  });

  it('says so when the clipboard refuses', async () => {
    writeText.mockRejectedValue(new Error('denied'));
    renderCard();
    await userEvent.click(screen.getByRole('button', { name: 'Copy partnership code' }));
    expect(screen.getByRole('status').textContent).toMatch(/Could not copy/);
  });
});
