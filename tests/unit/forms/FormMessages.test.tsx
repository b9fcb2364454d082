import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import FormSuccess from '@/components/about/FormSuccess';
import FormAlert from '@/components/forms/FormAlert';

afterEach(() => vi.restoreAllMocks());

describe('form summaries', () => {
  it('bring a new success message into view and focus it', () => {
    const scroll = vi.fn();
    vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(scroll);
    const { rerender } = render(<FormSuccess message="" />);
    expect(scroll).not.toHaveBeenCalled();
    rerender(<FormSuccess message="Thank you." />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Thank you.');
    expect(scroll).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(status);
  });

  it('bring an error into view and focus it', () => {
    const scroll = vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(() => undefined);
    render(<FormAlert message="Too many attempts." />);
    expect(scroll).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(screen.getByRole('alert'));
  });
});
