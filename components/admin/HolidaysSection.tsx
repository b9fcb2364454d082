// The market holidays on /admin/settings: the days a share transfer's working days skip, as weekends.
// Staff who may change settings add a day with its name, or remove one after a question.
import { Allowed } from '@/components/admin/StaffRoles';
import SubmitButton from '@/components/forms/SubmitButton';
import FormCard from '@/components/kit/FormCard';
import { ListTable, type Column } from '@/components/kit/ListPage';
import FormFields, { type FieldSpec } from '@/components/forms/FormFields';
import Section from '@/components/kit/Section';
import { useRefreshProps } from '@/components/profile/useRefreshProps';
import ConfirmButton from '@/components/ui/ConfirmButton';
import { call } from '@/lib/contracts/client';
import { adminHolidayAddedApi, adminHolidayRemovedApi, type adminHolidayListApi } from '@/lib/contracts/settings';
import type { OutputOf } from '@/lib/contracts/contract';
import { formatDate } from '@/lib/format';
import { useApiForm } from '@/lib/hooks/useApiForm';
import { holidaySchema, MAX_HOLIDAY_NAME } from '@/lib/validations/settings';

type Holiday = OutputOf<typeof adminHolidayListApi>[number];

const FIELDS: readonly FieldSpec[] = [
  { label: 'Day', name: 'day', type: 'date', hint: 'India’s calendar day, as YYYY-MM-DD where the browser has no date picker.' },
  { label: 'Name', name: 'name', maxLength: MAX_HOLIDAY_NAME, hint: 'As the exchange’s holiday list names it: “Republic Day”.' },
];

/** `onNotice`: the page's one notice, which says what was done. */
export default function HolidaysSection({ holidays, onNotice }: { holidays: readonly Holiday[]; onNotice: (message: string) => void }) {
  const refresh = useRefreshProps();
  const { errors, formError, submitting, onSubmit } = useApiForm(holidaySchema, async (values) => {
    onNotice('');
    const response = await call(adminHolidayAddedApi, values);
    onNotice(response.message);
    await refresh();
  });
  const columns: Column<Holiday>[] = [
    { label: 'Day', rowHeader: true, className: 'whitespace-nowrap', cell: (holiday) => formatDate(holiday.day) },
    { label: 'Holiday', cell: (holiday) => holiday.name },
    {
      label: null,
      cell: (holiday) => (
        <Allowed permission="settings:write">
          <ConfirmButton
            label={<span aria-label={`Remove ${holiday.name}, ${formatDate(holiday.day)}`}>Remove</span>}
            title={`Remove ${holiday.name} on ${formatDate(holiday.day)}?`}
            body="Transfers started from now count that day as a working day (if it is a weekday). Due dates already set stay as they are."
            confirmLabel="Remove"
            busyLabel="Removing…"
            onConfirm={async () => {
              const response = await call(adminHolidayRemovedApi, undefined, { params: { day: holiday.day } });
              onNotice(response.message);
              await refresh();
            }}
          />
        </Allowed>
      ),
    },
  ];
  return (
    <Section title="Market holidays" className="mt-10">
      <p className="mt-1 max-w-3xl text-sm text-slate-700">
        Days on which a share transfer’s working days do not run, as Saturdays and Sundays. Add the exchange’s trading holidays for each
        year.
      </p>
      <ListTable
        className="mt-4"
        caption={`Market holidays, ${holidays.length} in all`}
        columns={columns}
        rows={holidays}
        rowKey="day"
        empty="No holidays yet."
      />
      <Allowed permission="settings:write">
        <div className="mt-6">
          <FormCard label="Add a holiday" onSubmit={onSubmit} formError={formError}>
            <FormFields fields={FIELDS} errors={errors} />
            <SubmitButton look="inline" busy={submitting} label="Add the holiday" busyLabel="Adding…" />
          </FormCard>
        </div>
      </Allowed>
    </Section>
  );
}
