// Operators: change (PATCH) or remove (DELETE) one of the glossary's terms. Audited; /glossary is rendered again.
import type { adminGlossaryUpdatedApi, adminGlossaryDeletedApi } from '@/lib/contracts/reference';
import type { Serves } from '@/lib/server/http/apiHandler';
import { entryRoutes } from '@/lib/server/http/entryRoutes';
import { GLOSSARY_DESK } from '@/lib/server/services/referenceAdmin';

export const config = { api: { bodyParser: false } };

const handler = entryRoutes(GLOSSARY_DESK);
export default handler satisfies Serves<typeof handler, [typeof adminGlossaryUpdatedApi, typeof adminGlossaryDeletedApi]>;
