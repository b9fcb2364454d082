import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { itemAt } from '@/lib/arrays';
import ApplicationForm from '@/components/careers/ApplicationForm';
import { commonApi } from '@/lib/api/clients';
import type { Opening } from '@/lib/server/services/careers';
import { APPLICATION_SUCCESS_MESSAGE, RESUME_MESSAGES } from '@/lib/validations/career';

afterEach(() => vi.restoreAllMocks());

const OPENINGS: Opening[] = [
  {
    id: 7,
    slug: 'analyst',
    title: 'Analyst',
    department: 'Research',
    location: 'Mumbai',
    employmentType: 'Full-time',
    description: 'Read filings.',
    postedAt: '2025-08-01T00:00:00.000Z',
  },
];

function Harness() {
  return <ApplicationForm openings={OPENINGS} openingId="7" onOpeningChange={() => undefined} />;
}

async function fillFields() {
  await userEvent.type(screen.getByLabelText('Full name'), 'Meera Iyer');
  await userEvent.type(screen.getByLabelText('Email'), 'meera@example.com');
  await userEvent.type(screen.getByLabelText('Mobile number'), '9123456789');
}

const upload = (parts: BlobPart[], name: string, type = 'application/pdf') =>
  userEvent.upload(screen.getByLabelText<HTMLInputElement>('Résumé'), new File(parts, name, { type }));

describe('ApplicationForm', () => {
  it('accepts PDFs only (by content), before uploading anything', async () => {
    const post = vi.spyOn(commonApi, 'request');
    render(<Harness />);
    expect(screen.getByLabelText<HTMLInputElement>('Résumé').accept).toBe('application/pdf,.pdf');
    await fillFields();
    await upload(['not a pdf at all'], 'cv.pdf');
    await userEvent.click(screen.getByRole('button', { name: 'Submit application' }));
    await waitFor(() => expect(screen.getByText(RESUME_MESSAGES.type)).toBeInTheDocument());
    expect(post).not.toHaveBeenCalled();
  });

  it('asks for a résumé when none is attached', async () => {
    render(<Harness />);
    await fillFields();
    await userEvent.click(screen.getByRole('button', { name: 'Submit application' }));
    await waitFor(() => expect(screen.getByText(RESUME_MESSAGES.missing)).toBeInTheDocument());
  });

  it('sends a PDF as multipart form data and confirms', async () => {
    const post = vi
      .spyOn(commonApi, 'request')
      .mockResolvedValue({ data: { success: true, message: APPLICATION_SUCCESS_MESSAGE, data: { id: 1 } } });
    render(<Harness />);
    await fillFields();
    await upload(['%PDF-1.4\n%%EOF\n'], 'cv.pdf');
    await userEvent.click(screen.getByRole('button', { name: 'Submit application' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(APPLICATION_SUCCESS_MESSAGE));
    const [{ url, data: body }] = itemAt(post.mock.calls, 0) as [AxiosRequestConfig];
    expect(url).toBe('career/apply');
    expect(body).toBeInstanceOf(FormData);
    expect((body as FormData).get('openingId')).toBe('7');
    expect(((body as FormData).get('resume') as File).name).toBe('cv.pdf');
  });
});
