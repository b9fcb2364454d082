// The header's "login" button and the dialog it opens: sign in (or register) as a user or a partner.
// The dialog is in the server's HTML, closed, so a first tap opens it before React has the page
// (lib/bootScript.ts: data-boot-dialog on the button, data-boot-close on the close button); React,
// once hydrated, takes over the same element (components/ui/Dialog.tsx, serverRendered). Its links are
// LightLinks: in every page, they must not cost hydration or prefetch four pages when the dialog shows.
import { useCallback, useId, useState } from 'react';

import Dialog from '@/components/ui/Dialog';
import LightLink from '@/components/ui/LightLink';
import { brand } from '@/lib/brand';

const CHOICES = [
  {
    title: "I'm a User",
    text: 'Buy unlisted shares, track your portfolio and sell your holdings.',
    signIn: '/login',
    register: '/signup',
    registerLabel: 'Register as a User',
  },
  {
    title: "I'm a Channel Partner",
    text: 'Bring your clients, see partner prices and earn a commission.',
    signIn: '/Cp/signin',
    register: '/Cp/signup',
    registerLabel: 'Register as a Partner',
  },
] as const;

export default function LoginModal({ triggerClassName = '' }: { triggerClassName?: string }) {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const id = useId();
  const titleId = `${id}title`;
  const dialogId = `${id}dialog`;

  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-controls={dialogId}
        data-boot-dialog=""
        onClick={() => setOpen(true)}
        className={`pill pill-solid ${triggerClassName}`}
      >
        login
      </button>
      <Dialog
        serverRendered
        open={open}
        onOpen={() => setOpen(true)}
        onClose={close}
        id={dialogId}
        labelledBy={titleId}
        className="rounded-2xl bg-white p-6 shadow-2xl sm:p-8"
        dialogClassName="mb-4 max-w-xl backdrop:bg-black/60 backdrop:backdrop-blur-sm sm:mb-auto"
      >
        <div className="flex items-start justify-between gap-4">
          <div>
            <h2 id={titleId} className="text-xl font-bold text-brand-900">
              {`Welcome to ${brand.name}`}
            </h2>
            <p className="mt-1 text-sm text-gray-600">Choose how you would like to sign in.</p>
          </div>
          <button
            type="button"
            onClick={close}
            aria-label="Close"
            data-boot-close=""
            className="-m-2 rounded-full p-2 text-gray-500 transition hover:bg-gray-100 hover:text-gray-900"
          >
            <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5">
              <path fill="currentColor" d="m10 8.94 4.47-4.47 1.06 1.06L11.06 10l4.47 4.47-1.06 1.06L10 11.06l-4.47 4.47-1.06-1.06L8.94 10 4.47 5.53l1.06-1.06L10 8.94Z" />
            </svg>
          </button>
        </div>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2">
          {CHOICES.map((choice) => (
            <li key={choice.signIn} className="login-choice">
              <LightLink href={choice.signIn} onClick={close} className="login-choice-title">
                {choice.title}
              </LightLink>
              <p className="mt-2 flex-1 text-sm text-gray-600">{choice.text}</p>
              <p className="mt-4 text-sm text-gray-700">
                New here?{' '}
                <LightLink href={choice.register} onClick={close} className="login-choice-register">
                  {choice.registerLabel}
                </LightLink>
              </p>
            </li>
          ))}
        </ul>
      </Dialog>
    </>
  );
}
