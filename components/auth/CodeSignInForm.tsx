// Sign in with a six-digit code sent by email or SMS instead of a password.
import { useRouter } from 'next/router';

import CodeRequestForm from '@/components/auth/CodeRequestForm';
import CodeStepForm from '@/components/auth/CodeStepForm';
import { useVisitor } from '@/components/providers/VisitorProvider';
import { codeSignInApi } from '@/lib/contracts/accounts';
import { call } from '@/lib/contracts/client';
import { useApiForm } from '@/lib/hooks/useApiForm';
import { useCodeRequest } from '@/lib/hooks/useCodeRequest';
import { safeNextPath } from '@/lib/safeRedirect';
import { otpSignInSchema } from '@/lib/validations/otp';

const HOME = { user: '/dashboard', partner: '/Cp/dashboard' } as const;

export default function CodeSignInForm({ accountRole }: { accountRole: keyof typeof HOME }) {
  const router = useRouter();
  const { setKind } = useVisitor();
  const flow = useCodeRequest();
  const verify = useApiForm(otpSignInSchema, async (values) => {
    await call(codeSignInApi, values);
    setKind(accountRole);
    await router.push(safeNextPath(router.query.next, HOME[accountRole]));
  });

  if (!flow.sent) {
    return <CodeRequestForm flow={flow} accountRole={accountRole} purpose="sign-in" label="Get a sign-in code" submitLabel="Send code" />;
  }

  return <CodeStepForm flow={flow} sent={flow.sent} accountRole={accountRole} purpose="sign-in" form={verify} />;
}
