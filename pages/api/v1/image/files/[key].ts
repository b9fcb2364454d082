import { defineHandler } from '@/lib/server/http/apiHandler';
import { notFound } from '@/lib/server/http/httpError';
import { getImageStore, isImageKey } from '@/lib/server/images/store';

export const config = { api: { bodyParser: false } };

const NOT_FOUND = 'This image does not exist.';

export default defineHandler({
  GET: async (req, res) => {
    const { key } = req.query;
    if (!isImageKey(key)) throw notFound(NOT_FOUND);
    const image = await getImageStore().get(key);
    if (!image) throw notFound(NOT_FOUND);
    // A key is never reused for other content, so the image may be cached for good.
    const etag = `"${key.slice(0, -'.webp'.length)}"`;
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.setHeader('ETag', etag);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
    if (req.headers['if-none-match'] === etag) {
      res.status(304).end();
      return;
    }
    res.setHeader('Content-Type', image.contentType);
    res.setHeader('Content-Length', String(image.data.length));
    res.status(200).end(image.data);
  },
});
