// GET /api/v1/common/companies/{slug}/report: the company's research report as an HTML download.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { z } from 'zod';

import ResearchReport from '@/components/companies/ResearchReport';
import { getDb } from '@/lib/server/db/client';
import { siteUrl } from '@/lib/server/env';
import { defineHandler, parseQuery } from '@/lib/server/http/apiHandler';
import { setSharedAnswer } from '@/lib/server/http/cache';
import { notFound } from '@/lib/server/http/httpError';
import { companyDetail } from '@/lib/server/services/companies';

export const config = { api: { bodyParser: false } };

const reportQuery = z.object({ slug: z.string({ error: 'slug must be a single value.' }).max(200, 'slug is too long.') });

export default defineHandler({
  GET: async (req, res) => {
    const { slug } = parseQuery(reportQuery, req);
    // Slugs hold only [a-z0-9-], which also keeps the file name below safe in its header.
    const detail = /^[a-z0-9-]+$/i.test(slug) ? await companyDetail(await getDb(), slug.toLowerCase()) : null;
    if (!detail) throw notFound('No company has this address.');
    const html = `<!DOCTYPE html>${renderToStaticMarkup(createElement(ResearchReport, { detail, generatedAt: new Date(), origin: siteUrl() }))}`;
    setSharedAnswer(req, res, 60);
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="${detail.company.slug}-research-report.html"`);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.status(200).send(html);
  },
});
