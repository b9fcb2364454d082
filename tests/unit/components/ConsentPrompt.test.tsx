// The one-time question on the dashboard: every box unticked, the terms required before anything is
// sent, the links to both documents, and the answer sent once as the API takes it.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import ConsentPrompt from '@/components/privacy/ConsentPrompt';
import { cpApi, userApi } from '@/lib/api/clients';
import { CONSENT_ANSWER_MESSAGES } from '@/lib/validations/privacy';

afterEach(() => vi.restoreAllMocks());

const box = (name: RegExp) => screen.getByRole<HTMLInputElement>('checkbox', { name });
const save = () => userEvent.click(screen.getByRole('button', { name: 'Save my choices' }));

describe('ConsentPrompt', () => {
  it('asks nothing once the account has answered', () => {
    const { container } = render(<ConsentPrompt accountRole="user" question={null} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows every choice unticked, links both documents, and sends nothing until the terms are accepted', async () => {
    const post = vi.spyOn(userApi, 'request').mockResolvedValue({ data: { success: true, message: 'Saved.', data: null } });
    render(<ConsentPrompt accountRole="user" question={{ purposes: ['marketing_email', 'partner_sharing'] }} />);
    const terms = box(/I accept the Terms & Conditions/);
    expect(terms).not.toBeChecked();
    expect(terms).toBeRequired();
    expect(box(/Marketing emails/)).not.toBeChecked();
    expect(box(/Share my holdings and orders/)).not.toBeChecked();
    expect(screen.getByRole('link', { name: /Terms & Conditions/ })).toHaveAttribute('href', '/terms-conditions');
    expect(screen.getByRole('link', { name: /Privacy Policy/ })).toHaveAttribute('href', '/policies');

    await save();
    expect(await screen.findByText(CONSENT_ANSWER_MESSAGES.acceptTerms)).toBeInTheDocument();
    expect(terms).toHaveAttribute('aria-invalid', 'true');
    expect(post).not.toHaveBeenCalled();

    await userEvent.click(terms);
    await userEvent.click(box(/Marketing emails/));
    await save();
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(
        expect.objectContaining({
          method: 'POST',
          url: 'privacy/acceptance',
          data: { acceptTerms: true, marketingEmail: true, partnerSharing: false },
        }),
      ),
    );
    expect(await screen.findByRole('status')).toHaveTextContent('your choices are saved');
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('asks a partner the terms and marketing email only, on the partner’s route', async () => {
    const post = vi.spyOn(cpApi, 'request').mockResolvedValue({ data: { success: true, message: 'Saved.', data: null } });
    render(<ConsentPrompt accountRole="partner" question={{ purposes: ['marketing_email'] }} />);
    expect(screen.getAllByRole('checkbox')).toHaveLength(2);
    await userEvent.click(box(/I accept the Terms & Conditions/));
    await save();
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(
        expect.objectContaining({ url: 'privacy/acceptance', data: { acceptTerms: true, marketingEmail: false } }),
      ),
    );
  });
});
