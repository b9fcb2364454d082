import Avatar from '@/components/dashboard/Avatar';

interface Props {
  fullName: string;
  profileImage: string | null;
  /** The account's code, shown under the name. */
  code: { label: string; value: string };
}

/** The top of a profile page: picture, name and the account's code. */
export default function ProfileDetails({ fullName, profileImage, code }: Props) {
  return (
    <section aria-label="Account" className="flex items-center gap-4 rounded-2xl border border-slate-200 bg-brand-50 p-5 shadow-sm sm:p-6">
      <Avatar src={profileImage} size={72} alt="" className="h-18 w-18" />
      <div className="min-w-0">
        <p className="truncate text-xl font-semibold text-slate-900">{fullName}</p>
        <p className="mt-1 text-sm text-slate-700">
          {code.label}: <span className="font-mono font-semibold text-brand-800">{code.value}</span>
        </p>
      </div>
    </section>
  );
}
