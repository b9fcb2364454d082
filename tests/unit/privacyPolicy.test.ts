// The privacy policy names the contact for data protection questions (DPDP Rules 2025) from one
// constant and links to the privacy page where signed-in users use their rights.
import { describe, expect, it } from 'vitest';

import { privacyDocument } from '@/lib/legal/privacy';
import { DATA_PROTECTION_OFFICER } from '@/lib/legal/statements';

const text = JSON.stringify(privacyDocument);

describe('privacy policy', () => {
  it('names the data protection contact and links to the privacy page', () => {
    expect(text).toContain(DATA_PROTECTION_OFFICER.name);
    expect(text).toContain(DATA_PROTECTION_OFFICER.email);
    const links = privacyDocument.sections.flatMap((section) =>
      section.blocks.flatMap((block) => (typeof block === 'object' && 'link' in block ? [block.link.href] : [])),
    );
    expect(links).toContain('/dashboard/privacy');
  });
});
