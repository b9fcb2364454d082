// An authenticator secret to enrol: its QR code (an SVG made on the server) and the secret to type instead.
interface Props {
  secret: string;
  qrSvg: string;
  /** The image's text alternative. */
  alt: string;
}

export default function AuthenticatorQr({ secret, qrSvg, alt }: Props) {
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
      {/* eslint-disable-next-line @next/next/no-img-element -- a QR code made on the server as an SVG data URL: nothing to optimise */}
      <img
        src={`data:image/svg+xml;base64,${btoa(qrSvg)}`}
        alt={alt}
        width={176}
        height={176}
        className="h-44 w-44 rounded-lg border border-slate-200 bg-white p-2"
      />
      <p className="text-sm text-slate-700">
        Secret (SHA-1, 30 seconds, 6 digits):
        <code className="mt-1 block rounded bg-slate-100 px-2 py-1 font-mono text-sm break-all text-slate-900" data-testid="totp-secret">
          {secret}
        </code>
      </p>
    </div>
  );
}
