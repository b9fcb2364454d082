// Step one of every code flow: ask for a code by email or SMS, then allow a resend after the cool-down.
import { useState } from 'react';

import { apiError } from '@/lib/api/clients';
import { codeSentApi } from '@/lib/contracts/accounts';
import { call } from '@/lib/contracts/client';
import { useApiForm } from '@/lib/hooks/useApiForm';
import { useCountdown } from '@/lib/hooks/useCountdown';
import { otpSendSchema, type CodeChannel } from '@/lib/validations/otp';

export interface CodeRequest {
  channel: CodeChannel;
  destination: string;
}

export function useCodeRequest() {
  const [channel, setChannel] = useState<CodeChannel>('email');
  const [sent, setSent] = useState<CodeRequest | null>(null);
  const [notice, setNotice] = useState('');
  const [resending, setResending] = useState(false);
  const countdown = useCountdown();

  const request = useApiForm(otpSendSchema, async (values) => {
    const data = await call(codeSentApi, values);
    setSent({ channel: values.channel, destination: values.destination });
    setNotice(data.message);
    countdown.start(data.data.resendInSeconds);
  });

  async function resend(role: 'user' | 'partner', purpose: 'sign-in' | 'reset') {
    if (!sent) return;
    setResending(true);
    try {
      const data = await call(codeSentApi, { role, purpose, ...sent });
      setNotice(`${data.message} We sent a new code.`);
      countdown.start(data.data.resendInSeconds);
    } catch (error) {
      setNotice(apiError(error).message);
    } finally {
      setResending(false);
    }
  }

  return {
    channel,
    setChannel,
    sent,
    notice,
    request,
    resend,
    resending,
    secondsLeft: countdown.secondsLeft,
    startOver: () => setSent(null),
  };
}
