import { testApiHandler } from 'next-test-api-route-handler';
import { count, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { itemAt } from '@/lib/arrays';
import { getDb } from '@/lib/server/db/client';
import { careerApplications, careerOpenings } from '@/lib/server/db/schema';
import { seedIfEmpty } from '@/lib/server/db/seed';
import { resetRateLimits } from '@/lib/server/rateLimit';
import { APPLICATION_SUCCESS_MESSAGE, OPENING_CHOICE_MESSAGE, OPENING_CLOSED_MESSAGE, RESUME_MESSAGES } from '@/lib/validations/career';
import * as apply from '@/pages/api/v1/common/career/apply';

import { uniqueContact } from './factories';
import { expectFieldRefused, INJECTION_STRINGS } from './http';

/** A minimal PDF, with a non-ASCII byte so a byte-for-byte comparison means something. */
const PDF = Buffer.concat([
  Buffer.from('%PDF-1.4\n%'),
  Buffer.from([0xe2, 0xe3, 0xcf, 0xd3]),
  Buffer.from('\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
]);

interface Upload {
  fields?: Record<string, string>;
  files?: { name?: string; data: Buffer; fileName: string; type?: string }[];
  body?: string;
  contentType?: string;
}

async function send(upload: Upload) {
  let result: { status: number; body: { success: boolean; message: string; errors?: Record<string, string> } } | undefined;
  await testApiHandler({
    pagesHandler: apply,
    test: async ({ fetch }) => {
      let body: FormData | string | undefined = upload.body;
      if (!body) {
        const form = new FormData();
        for (const [key, value] of Object.entries(upload.fields ?? {})) form.append(key, value);
        for (const file of upload.files ?? []) {
          form.append(
            file.name ?? 'resume',
            new Blob([new Uint8Array(file.data)], { type: file.type ?? 'application/pdf' }),
            file.fileName,
          );
        }
        body = form;
      }
      const response = await fetch({
        method: 'POST',
        body,
        ...(upload.contentType && { headers: { 'content-type': upload.contentType } }),
      });
      result = { status: response.status, body: await response.json() };
    },
  });
  return result!;
}

/** Stands for the seeded closed opening, whose id is only known once the database is open. */
const CLOSED = 'closed';
let openId: number;
let closedId: number;
const total = async () => itemAt(await (await getDb()).select({ n: count() }).from(careerApplications), 0).n;

function fields(overrides: Record<string, string> = {}) {
  const { email, phone } = uniqueContact();
  return { openingId: String(openId), fullName: 'Meera Iyer', email, phone, coverNote: 'Five years in wealth operations.', ...overrides };
}
const pdf = (data = PDF, fileName = 'Meera Iyer CV.pdf') => [{ data, fileName }];

beforeAll(async () => {
  const db = await getDb();
  await seedIfEmpty(db);
  const openings = await db.select({ id: careerOpenings.id, open: careerOpenings.open }).from(careerOpenings);
  openId = openings.find((o) => o.open)!.id;
  closedId = openings.find((o) => !o.open)!.id;
});

describe('POST /api/v1/common/career/apply', () => {
  beforeEach(() => resetRateLimits());

  it('accepts a small PDF and stores it byte for byte', async () => {
    const values = fields({ coverNote: `Note: ${INJECTION_STRINGS.join(' ')}` });
    const { status, body } = await send({ fields: values, files: pdf(PDF, 'CV ünï <x>.pdf') });
    expect(status).toBe(201);
    expect(body.message).toBe(APPLICATION_SUCCESS_MESSAGE);
    const row = itemAt(await (await getDb()).select().from(careerApplications).where(eq(careerApplications.email, values.email)), 0);
    expect(Buffer.compare(row.resume, PDF)).toBe(0);
    expect(row).toMatchObject({ openingId: openId, resumeFileName: 'CV ünï <x>.pdf', coverNote: values.coverNote });
  });

  it('accepts an application without a cover note', async () => {
    const values = fields({ coverNote: '' });
    expect((await send({ fields: values, files: pdf() })).status).toBe(201);
    const row = itemAt(await (await getDb()).select().from(careerApplications).where(eq(careerApplications.email, values.email)), 0);
    expect(row.coverNote).toBeNull();
  });

  it.each<[string, Upload, number, string, string]>([
    [
      'a non-PDF renamed to .pdf',
      { files: pdf(Buffer.from('PK\u0003\u0004 not really a pdf'), 'cv.pdf') },
      400,
      'resume',
      RESUME_MESSAGES.type,
    ],
    ['a PDF over 2 MB', { files: pdf(Buffer.concat([PDF, Buffer.alloc(2 * 1024 * 1024)])) }, 413, 'resume', RESUME_MESSAGES.size],
    ['no file', { files: [] }, 400, 'resume', RESUME_MESSAGES.missing],
    ['an empty file', { files: pdf(Buffer.alloc(0)) }, 400, 'resume', RESUME_MESSAGES.missing],
    ['two files', { files: [...pdf(), ...pdf()] }, 400, 'resume', RESUME_MESSAGES.count],
    ['a closed opening', { fields: { openingId: CLOSED }, files: pdf() }, 400, 'openingId', OPENING_CLOSED_MESSAGE],
    ['an unknown opening', { fields: { openingId: '987654321' }, files: pdf() }, 400, 'openingId', OPENING_CLOSED_MESSAGE],
    ['a non-numeric opening', { fields: { openingId: "1' OR '1'='1" }, files: pdf() }, 400, 'openingId', OPENING_CHOICE_MESSAGE],
    ['a missing phone', { fields: { phone: '' }, files: pdf() }, 400, 'phone', 'Mobile number is required.'],
    ['a bad email', { fields: { email: '<script>@x' }, files: pdf() }, 400, 'email', 'Please enter a valid email address.'],
    [
      'a long cover note',
      { fields: { coverNote: 'z'.repeat(2001) }, files: pdf() },
      400,
      'coverNote',
      'Cover note must be at most 2000 characters.',
    ],
    ['a huge field', { fields: { coverNote: 'z'.repeat(20_000) }, files: pdf() }, 400, 'coverNote', 'This field is too long.'],
  ])('refuses %s with its message beside the field, writing nothing', async (_, upload, status, field, message) => {
    const values = fields(upload.fields?.openingId === CLOSED ? { openingId: String(closedId) } : upload.fields);
    await expectFieldRefused(() => send({ ...upload, fields: values }), { field, message, status, rows: total });
  });

  it('reports the résumé together with the other fields', async () => {
    const { body } = await send({ fields: fields({ fullName: '' }), files: [] });
    expect(body.errors).toMatchObject({ fullName: 'Full name is required.', resume: RESUME_MESSAGES.missing });
  });

  it('refuses a body that is not multipart form data, or is malformed', async () => {
    const json = await send({ body: JSON.stringify(fields()), contentType: 'application/json' });
    expect(json.status).toBe(415);
    const broken = await send({
      body: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb',
      contentType: 'multipart/form-data; boundary=x',
    });
    expect(broken.status).toBe(400);
    const noBoundary = await send({ body: 'abc', contentType: 'multipart/form-data; charset=utf-8' });
    expect(noBoundary.status).toBe(400);
  });

  it('limits applications from one address to 5 an hour with a 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await send({ fields: fields(), files: pdf() })).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });
});
