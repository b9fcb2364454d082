// Moving an investor to another partner (or to none), with the reason the audit log keeps.
import FormAlert from '@/components/forms/FormAlert';
import SubmitButton from '@/components/forms/SubmitButton';
import TextField from '@/components/forms/TextField';
import { call } from '@/lib/contracts/client';
import { investorMoveApi } from '@/lib/contracts/people';
import { useApiForm } from '@/lib/hooks/useApiForm';
import { movePartnerSchema } from '@/lib/validations/people';

export default function MovePartnerForm({ id, done }: { id: number; done: (message: string) => void }) {
  const form = useApiForm(movePartnerSchema, async (values) => done((await call(investorMoveApi, values, { params: { id } })).message));
  return (
    <form noValidate onSubmit={form.onSubmit} aria-label="Move to another partner" className="space-y-3 border-t border-slate-200 pt-4">
      <h3 className="font-semibold text-slate-900">Move to another partner</h3>
      <FormAlert message={form.formError} />
      <TextField
        label="New partner's partnership code"
        name="partnershipCode"
        hint="Leave empty for no partner. Orders already placed keep their partner and commission."
        error={form.errors.partnershipCode}
        maxLength={16}
      />
      <TextField label="Reason" name="reason" required error={form.errors.reason} maxLength={500} />
      <SubmitButton busy={form.submitting} label="Move" busyLabel="Moving…" look="inline" />
    </form>
  );
}
