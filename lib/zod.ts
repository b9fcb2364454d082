// The browser's zod: every client module imports `z` from here, so the setting below runs before any
// schema parses, wherever (and whenever) a form's chunk loads. Zod 4 compiles object parsers with
// `new Function` unless told not to, and probes for it first (`Function("")`). Under our
// Content-Security-Policy (no 'unsafe-eval') that probe is refused and reported as a violation on
// every page that validates a form. Parsing without it costs nothing noticeable for form-sized objects.
import { z } from 'zod';

z.config({ jitless: true });

export { z };
