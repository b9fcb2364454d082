// Zod 4 compiles object parsers with `new Function` unless told not to, and probes for it first
// (`Function("")`). Under our Content-Security-Policy (no 'unsafe-eval') that probe is refused and
// reported as a violation on every page that validates a form. Parsing without it costs nothing
// noticeable for form-sized objects. Imported first thing by pages/_app.tsx.
import { z } from 'zod';

z.config({ jitless: true });
