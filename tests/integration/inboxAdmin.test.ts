// The console's inboxes (issue 22) through their API routes: contact messages and startup enquiries
// found by kind, status and search, marked handled or archived with a note (audited, who and when kept);
// job applications with their résumé served only as a checked PDF to content staff; newsletter
// subscribers listed, exported as CSV and unsubscribed by staff or by the signed link of their emails.
// Bad input is refused per field and changes nothing; roles without the permission get 403.
import { and, eq } from 'drizzle-orm';
import { testApiHandler } from 'next-test-api-route-handler';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { getDb } from '@/lib/server/db/client';
import { auditLog, careerApplications, careerOpenings, contactMessages, newsletterSubscriptions } from '@/lib/server/db/schema';
import { MemoryRateStore, useRateStore } from '@/lib/server/rateLimit';
import { saveApplication } from '@/lib/server/services/careers';
import { newsletterMailHeaders, subscribe, unsubscribeToken } from '@/lib/server/services/newsletter';
import { auditSentence } from '@/lib/audit/sentence';
import { INBOX_MESSAGES } from '@/lib/validations/inbox';
import { STARTUP_ENQUIRY_SUBJECT_PREFIX } from '@/lib/validations/startupEnquiry';
import * as applicationRoute from '@/pages/api/v1/admin/careers/[id]/index';
import * as resumeRoute from '@/pages/api/v1/admin/careers/[id]/resume';
import applicationList from '@/pages/api/v1/admin/careers/index';
import contactRoute from '@/pages/api/v1/admin/contact/[id]';
import contactList from '@/pages/api/v1/admin/contact/index';
import * as subscriberList from '@/pages/api/v1/admin/newsletter/index';
import unsubscribeRoute from '@/pages/api/v1/admin/newsletter/[id]/unsubscribe';
import publicUnsubscribe from '@/pages/api/v1/common/newsletter/unsubscribe';

import { auditActionsOf, uniqueContact, uniqueTag } from './factories';
import { call, csvLines, download } from './http';
import { newOperator } from './orderFixtures';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

type Operator = Awaited<ReturnType<typeof newOperator>>;
let support: Operator;
let content: Operator;
let desk: Operator;
let openingId: number;

beforeAll(async () => {
  useRateStore(new MemoryRateStore());
  [support, content, desk] = [await newOperator(['support']), await newOperator(['content']), await newOperator(['desk'])];
  const [opening] = await (
    await getDb()
  )
    .insert(careerOpenings)
    .values({
      slug: `inbox-test-${uniqueTag()}`,
      title: 'Inbox test analyst',
      department: 'Research',
      location: 'Mumbai',
      employmentType: 'Full-time',
      description: 'Reads company filings.',
      postedAt: new Date(),
    })
    .returning({ id: careerOpenings.id });
  openingId = opening!.id;
});
afterAll(async () => {
  useRateStore(undefined);
  await (await getDb()).delete(careerOpenings).where(eq(careerOpenings.id, openingId));
});

interface Listed {
  total: number;
  result: { id: number; kind?: string; status: string }[];
}

async function newMessage(subject: string) {
  const { email } = uniqueContact();
  // Written as the public routes write them (a startup's enquiry names it in the subject).
  const [row] = await (
    await getDb()
  )
    .insert(contactMessages)
    .values({ fullName: 'Meera Iyer', email, subject, message: 'Please call me about buying shares.' })
    .returning({ id: contactMessages.id });
  const id = row!.id;
  return { id, email };
}

describe('contact messages and startup enquiries', () => {
  it('lists each inbox by kind, status and search; marks a message handled with a note, audited, then archived', async () => {
    const tag = uniqueTag();
    const contact = await newMessage(`Question ${tag}`);
    const enquiry = await newMessage(`${STARTUP_ENQUIRY_SUBJECT_PREFIX}Test Startup ${tag} (test-startup)`);

    const byKind = async (kind: string, status?: string) =>
      (await call(contactList, { headers: support.headers, query: { q: tag, kind, ...(status && { status }) } })).body.data as Listed;
    expect((await byKind('contact')).result.map((row) => row.id)).toEqual([contact.id]);
    expect((await byKind('startup')).result.map((row) => [row.id, row.kind])).toEqual([[enquiry.id, 'startup']]);
    expect((await byKind('contact', 'new')).total).toBe(1);
    expect((await call(contactList, { headers: support.headers, query: { q: contact.email } })).body.data).toMatchObject({ total: 1 });

    const query = { id: String(contact.id) };
    const marked = await call(contactRoute, {
      method: 'PATCH',
      headers: support.headers,
      query,
      body: { status: 'handled', note: 'Called back; she will buy next week.' },
    });
    expect(marked.status, JSON.stringify(marked.body)).toBe(200);
    expect(marked.body.message).toBe('The message is marked handled.');
    const read = (await call(contactRoute, { headers: support.headers, query })).body.data as Record<string, unknown>;
    expect(read).toMatchObject({ status: 'handled', staffNote: 'Called back; she will buy next week.', handledBy: 'Test Operator' });
    expect(read.handledAt).toEqual(expect.any(String));
    expect((await byKind('contact', 'new')).total).toBe(0);
    expect((await byKind('contact', 'handled')).total).toBe(1);

    // A blank note keeps the one there.
    await call(contactRoute, { method: 'PATCH', headers: support.headers, query, body: { status: 'archived', note: '  ' } });
    expect((await call(contactRoute, { headers: support.headers, query })).body.data).toMatchObject({
      status: 'archived',
      staffNote: 'Called back; she will buy next week.',
    });
    expect(await auditActionsOf('contact_message', contact.id)).toEqual(['contact_message.handled', 'contact_message.archived']);
    const sentence = auditSentence(
      {
        action: 'contact_message.handled',
        entity: 'contact_message',
        entityId: String(contact.id),
        before: { status: 'new', staffNote: null },
        after: { status: 'handled', staffNote: 'Called back.' },
      },
      'Asha Rao',
    );
    expect(sentence).toEqual({
      text: `Asha Rao marked message ${contact.id} as handled, noting “Called back.”`,
      href: `/admin/contact/${contact.id}`,
    });
  });

  it('refuses a bad status or note per field, and an unknown message, changing nothing', async () => {
    const { id } = await newMessage(`Bad input ${uniqueTag()}`);
    const query = { id: String(id) };
    const badStatus = await call(contactRoute, { method: 'PATCH', headers: support.headers, query, body: { status: 'done' } });
    expect(badStatus.status).toBe(400);
    expect(badStatus.body.errors?.status).toBe('The status is new, handled or archived.');
    const longNote = await call(contactRoute, {
      method: 'PATCH',
      headers: support.headers,
      query,
      body: { status: 'handled', note: 'x'.repeat(2001) },
    });
    expect(longNote.status).toBe(400);
    expect(longNote.body.errors?.note).toBe('Note must be at most 2,000 characters.');
    const [row] = await (await getDb()).select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(row).toMatchObject({ status: 'new', staffNote: null, handledBy: null });
    const missing = await call(contactRoute, {
      method: 'PATCH',
      headers: support.headers,
      query: { id: '999999999' },
      body: { status: 'handled' },
    });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(INBOX_MESSAGES.noMessage);
    expect(await auditActionsOf('contact_message', id)).toEqual([]);
  });

  it('exports an inbox as CSV with the list’s filters: its kind, status and search', async () => {
    const tag = uniqueTag();
    const contact = await newMessage(`Export ${tag}`);
    const enquiry = await newMessage(`${STARTUP_ENQUIRY_SUBJECT_PREFIX}Export ${tag}`);
    const csv = await download(contactList, { format: 'csv', kind: 'contact', status: 'new', q: tag }, support.headers);
    expect(csv.status).toBe(200);
    expect(csv.type).toContain('text/csv');
    const lines = csvLines(csv.data);
    expect(lines[0]).toBe('id,fullName,email,phone,subject,message,status,staffNote,handledAt,createdAt,kind');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(new RegExp(`^${contact.id},Meera Iyer,${contact.email},.*,contact$`));
    const enquiries = csvLines((await download(contactList, { format: 'csv', kind: 'startup', q: tag }, support.headers)).data);
    expect(enquiries.slice(1).map((line) => line.split(',')[0])).toEqual([String(enquiry.id)]);
    expect(csvLines((await download(contactList, { format: 'csv', status: 'archived', q: tag }, support.headers)).data)).toHaveLength(1);
    expect((await download(contactList, { format: 'csv' }, content.headers)).status).toBe(403);
  });

  it('is the support desk’s: content staff and the desk get 403, an auditor reads but cannot mark', async () => {
    const { id } = await newMessage(`Roles ${uniqueTag()}`);
    const query = { id: String(id) };
    expect((await call(contactList, { headers: content.headers })).status).toBe(403);
    expect((await call(contactRoute, { headers: desk.headers, query })).status).toBe(403);
    const auditor = await newOperator(['auditor']);
    expect((await call(contactRoute, { headers: auditor.headers, query })).status).toBe(200);
    expect((await call(contactRoute, { method: 'PATCH', headers: auditor.headers, query, body: { status: 'handled' } })).status).toBe(403);
  });
});

describe('job applications', () => {
  async function newApplication(resume = PDF) {
    const { email, phone } = uniqueContact();
    const { id } = await saveApplication(
      await getDb(),
      { openingId, fullName: 'Kabir Menon', email, phone, coverNote: 'I read annual reports for fun.' },
      { fileName: 'kabir-cv.pdf', data: resume },
    );
    return { id, email };
  }

  it('lists applications with their position, serves the résumé as a PDF download (nosniff) and marks one handled', async () => {
    const application = await newApplication();
    const listed = (await call(applicationList, { headers: content.headers, query: { q: application.email } })).body.data as Listed & {
      result: { opening: string }[];
    };
    expect(listed.result).toMatchObject([{ id: application.id, opening: 'Inbox test analyst', status: 'new' }]);
    expect(JSON.stringify(listed)).not.toContain('resume"');

    let headers: Headers | undefined;
    let bytes: Buffer | undefined;
    await testApiHandler({
      pagesHandler: resumeRoute,
      params: { id: String(application.id) },
      test: async ({ fetch }) => {
        const response = await fetch({ method: 'GET', headers: content.headers });
        headers = response.headers;
        bytes = Buffer.from(await response.arrayBuffer());
      },
    });
    expect(headers?.get('content-type')).toBe('application/pdf');
    expect(headers?.get('x-content-type-options')).toBe('nosniff');
    expect(headers?.get('content-disposition')).toBe('attachment; filename="kabir-cv.pdf"');
    expect(headers?.get('cache-control')).toBe('private, no-store');
    expect(bytes?.equals(PDF)).toBe(true);

    const query = { id: String(application.id) };
    const marked = await call(applicationRoute.default, {
      method: 'PATCH',
      headers: content.headers,
      query,
      body: { status: 'handled', note: 'Interview on Monday.' },
    });
    expect(marked.status).toBe(200);
    expect((await call(applicationRoute.default, { headers: content.headers, query })).body.data).toMatchObject({
      status: 'handled',
      staffNote: 'Interview on Monday.',
    });
    const audited = await (
      await getDb()
    )
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'career_application'), eq(auditLog.entityId, String(application.id))));
    expect(JSON.stringify(audited)).not.toContain('PDF');
  });

  it('exports applications as CSV with their position and résumé file name, for content staff only', async () => {
    const { id, email } = await newApplication();
    const lines = csvLines((await download(applicationList, { format: 'csv', q: email }, content.headers)).data);
    expect(lines[0]).toBe('id,fullName,email,phone,coverNote,resumeFileName,status,staffNote,handledAt,createdAt,opening,openingSlug');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(new RegExp(`^${id},Kabir Menon,${email},.*,kabir-cv.pdf,new,.*,Inbox test analyst,inbox-test-`));
    expect((await download(applicationList, { format: 'csv' }, support.headers)).status).toBe(403);
  });

  it('never serves a stored file that is not a PDF, and the résumé only to staff who read applications', async () => {
    const application = await newApplication();
    await (
      await getDb()
    )
      .update(careerApplications)
      .set({ resume: Buffer.from('<html><script>alert(1)</script>') })
      .where(eq(careerApplications.id, application.id));
    const served = await download(resumeRoute.default, { id: String(application.id) }, content.headers);
    expect(served.status).toBe(409);
    expect(served.type).toContain('application/json');
    expect((await download(resumeRoute.default, { id: String(application.id) }, support.headers)).status).toBe(403);
    expect((await download(resumeRoute.default, { id: '999999999' }, content.headers)).status).toBe(404);
    expect(
      (
        await call(applicationRoute.default, {
          method: 'PATCH',
          headers: support.headers,
          query: { id: String(application.id) },
          body: { status: 'handled' },
        })
      ).status,
    ).toBe(403);
  });
});

describe('newsletter subscribers', () => {
  it('lists and exports subscribers as CSV; staff unsubscribe one (audited), once', async () => {
    const { email } = uniqueContact();
    await subscribe(await getDb(), email, 'website');
    const listed = (await call(subscriberList.default, { headers: content.headers, query: { q: email } })).body.data as Listed;
    expect(listed.result).toMatchObject([{ status: 'subscribed' }]);
    const id = listed.result[0]!.id;

    const csv = await download(subscriberList.default, { format: 'csv', q: email }, content.headers);
    expect(csv.type).toContain('text/csv');
    const lines = csvLines(csv.data);
    expect(lines[0]).toBe('email,status,subscribedAt,unsubscribedAt,device');
    expect(lines[1]).toMatch(new RegExp(`^${email},subscribed,`));

    const done = await call(unsubscribeRoute, { method: 'POST', headers: content.headers, query: { id: String(id) } });
    expect(done.status).toBe(200);
    expect(done.body.message).toBe(`${email} is unsubscribed.`);
    expect(
      (await call(subscriberList.default, { headers: content.headers, query: { q: email, status: 'unsubscribed' } })).body.data,
    ).toMatchObject({ total: 1 });
    const again = await call(unsubscribeRoute, { method: 'POST', headers: content.headers, query: { id: String(id) } });
    expect(again.status).toBe(409);
    expect(await auditActionsOf('newsletter_subscription', id)).toEqual(['newsletter_subscription.unsubscribe']);
    expect((await call(unsubscribeRoute, { method: 'POST', headers: support.headers, query: { id: String(id) } })).status).toBe(403);
    expect((await call(unsubscribeRoute, { method: 'POST', headers: content.headers, query: { id: 'x' } })).status).toBe(404);

    // Subscribing again from the site puts the address back on the list.
    await subscribe(await getDb(), email, 'website');
    const [row] = await (await getDb()).select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email));
    expect(row?.unsubscribedAt).toBeNull();
  });

  it('unsubscribes with the signed one-click link of a newsletter email, and refuses a link it did not sign', async () => {
    const { email } = uniqueContact();
    await subscribe(await getDb(), email, 'website');
    const headers = await newsletterMailHeaders(email);
    expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const link = new URL(/^<(.+)>$/.exec(headers['List-Unsubscribe'] ?? '')![1]!);
    expect(link.pathname).toBe('/api/v1/common/newsletter/unsubscribe');
    const token = link.searchParams.get('token')!;

    // A mail client's one-click POST: the token in the address, "List-Unsubscribe=One-Click" as the body.
    let status = 0;
    await testApiHandler({
      pagesHandler: publicUnsubscribe,
      params: { token },
      test: async ({ fetch }) => {
        status = (
          await fetch({
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body: 'List-Unsubscribe=One-Click',
          })
        ).status;
      },
    });
    expect(status).toBe(200);
    const [row] = await (await getDb()).select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email));
    expect(row?.unsubscribedAt).toBeInstanceOf(Date);
    // The page's button posts the token in the body; a second time is still a success.
    expect((await call(publicUnsubscribe, { method: 'POST', body: { token } })).body).toMatchObject({
      success: true,
      message: INBOX_MESSAGES.unsubscribed,
    });

    const other = uniqueContact().email;
    await subscribe(await getDb(), other, 'website');
    const forged = `${Buffer.from(other).toString('base64url')}.${token.split('.')[1]}`;
    const refused = await call(publicUnsubscribe, { method: 'POST', body: { token: forged } });
    expect(refused.status).toBe(400);
    expect(refused.body.errors?.token).toBe(INBOX_MESSAGES.badLink);
    expect((await call(publicUnsubscribe, { method: 'POST', body: {} })).status).toBe(400);
    const [kept] = await (await getDb()).select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, other));
    expect(kept?.unsubscribedAt).toBeNull();
    expect(await unsubscribeToken(other)).not.toBe(forged);
  });
});
