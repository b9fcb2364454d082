import { brand } from '@/lib/brand';

import { LEGAL_UPDATED } from './statements';
import type { LegalDocument } from './types';

export const cookiesDocument: LegalDocument = {
  title: 'Cookies Policy',
  description: `The cookies ${brand.name} sets: sign-in tokens, a role hint, your disclaimer and cookie choices, and sign-in session cookies. No advertising cookies.`,
  updated: LEGAL_UPDATED,
  intro:
    'A cookie is a small text file a website stores in your browser. This page lists every cookie this site sets, what it is for and how long it lasts.',
  sections: [
    {
      id: 'cookies-we-set',
      heading: 'Cookies we set',
      blocks: [
        {
          table: {
            caption: 'Cookies set by this site',
            head: ['Name', 'Purpose', 'Lifetime', 'Readable by page scripts'],
            rows: [
              ['userToken', 'Keeps an investor signed in (a signed token).', 'Until sign-out, or 24 hours by default', 'No (HttpOnly)'],
              [
                'partnerToken',
                'Keeps a channel partner signed in (a signed token).',
                'Until sign-out, or 24 hours by default',
                'No (HttpOnly)',
              ],
              [
                'signedInAs',
                'Holds only the role that signed in (user or partner), so the page header can show the right menu. It holds no secret.',
                'Same as the sign-in token',
                'Yes',
              ],
              ['accept_cookie', 'Remembers that you accepted the disclaimer and terms.', '1 day', 'Yes'],
              ['accept_banner_cookie', 'Remembers that you accepted this cookie notice.', '1 year', 'Yes'],
              [
                'next-auth.session-token, next-auth.csrf-token, next-auth.callback-url',
                'Set by the sign-in service during Google sign-in: the session, protection against cross-site request forgery, and where to return after signing in. On a secure (HTTPS) site their names begin with __Secure- or __Host-.',
                'Session token up to 30 days; the others until you close the browser',
                'No (HttpOnly)',
              ],
            ],
          },
        },
        'All of these cookies are set by this site itself (first-party), are sent only to this site, and use SameSite=Lax. On the live site they are also marked Secure, so they travel only over HTTPS.',
      ],
    },
    {
      id: 'no-tracking',
      heading: 'No advertising or tracking cookies',
      blocks: [
        'We do not set advertising, profiling or cross-site tracking cookies. Links to social networks, app stores and WhatsApp open those services, which apply their own cookie policies.',
      ],
    },
    {
      id: 'necessary',
      heading: 'Why these cookies are necessary',
      blocks: [
        'The sign-in cookies are needed to provide the accounts you ask for, and the choice cookies are needed to remember your choices; without them you would be asked again on every visit. That is why they are set without a separate opt-in.',
      ],
    },
    {
      id: 'control',
      heading: 'How to control cookies',
      blocks: [
        'You can delete cookies or block them in your browser settings. If you block the sign-in cookies you will not be able to sign in; if you delete the choice cookies, the disclaimer and cookie notice will be shown again.',
        'Signing out deletes userToken, partnerToken and signedInAs at once.',
      ],
    },
  ],
};
