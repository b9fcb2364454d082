import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import DetailsForm from '@/components/profile/DetailsForm';
import { cpApi } from '@/lib/api/clients';
import { partnerProfileSchema } from '@/lib/validations/profile';

afterEach(() => vi.restoreAllMocks());

describe('DetailsForm', () => {
  it('sends a cleared firm as an empty text, which the API takes (it refuses null) and clears', async () => {
    const request = vi.spyOn(cpApi, 'request').mockResolvedValue({ data: { success: true, message: 'Your profile is saved.', data: {} } });
    const onChanged = vi.fn();
    render(<DetailsForm accountRole="partner" fullName="Rohan Mehta" firm="Mehta Capital" city="Pune" onChanged={onChanged} />);
    await userEvent.clear(screen.getByLabelText('Firm (optional)'));
    await userEvent.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText('Your profile is saved.')).toBeInTheDocument();
    const body = { fullName: 'Rohan Mehta', firm: '', city: 'Pune' };
    expect(request).toHaveBeenCalledWith(expect.objectContaining({ method: 'PATCH', url: 'profile', data: body }));
    // What was sent passes the API's own schema, and clears the firm there.
    expect(partnerProfileSchema.parse(body)).toEqual({ fullName: 'Rohan Mehta', firm: null, city: 'Pune' });
    expect(onChanged).toHaveBeenCalledTimes(1);
  });
});
