// A signed-in form's "send me a code" button: whether the request is on its way, its failure's message,
// and what the answer said (the form's success line, which the form may also set itself).
import { useState } from 'react';

import { apiError } from '@/lib/api/clients';

export function useSendCode() {
  const [sending, setSending] = useState(false);
  const [sendError, setSendError] = useState('');
  const [notice, setNotice] = useState('');

  /** Sends; the answer, or undefined when it failed (its message is then sendError). */
  async function send<T extends { message: string }>(request: () => Promise<T>): Promise<T | undefined> {
    setSending(true);
    setSendError('');
    try {
      const response = await request();
      setNotice(response.message);
      return response;
    } catch (error) {
      setSendError(apiError(error).message);
      return undefined;
    } finally {
      setSending(false);
    }
  }

  return { sending, sendError, notice, setNotice, send };
}
