import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import VerifyContactNotice from '@/components/dashboard/VerifyContactNotice';

describe('VerifyContactNotice', () => {
  it('asks for what is missing and links to the contact section of the profile', () => {
    render(<VerifyContactNotice emailVerified={false} phoneVerified={false} hasPhone />);
    expect(screen.getByRole('heading').textContent).toBe('Confirm your email and confirm your mobile number');
    expect(screen.getByRole('link', { name: 'Go to your profile' }).getAttribute('href')).toBe('/dashboard/profile#contact');
  });

  it('asks a Google-opened account for a mobile number', () => {
    render(<VerifyContactNotice emailVerified phoneVerified={false} hasPhone={false} />);
    expect(screen.getByRole('heading').textContent).toBe('Add a mobile number');
  });

  it('shows nothing once both are confirmed', () => {
    const { container } = render(<VerifyContactNotice emailVerified phoneVerified hasPhone />);
    expect(container.innerHTML).toBe('');
  });
});
