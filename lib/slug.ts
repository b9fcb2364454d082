// The specification's rule: every non-alphanumeric character of urlName becomes '-', then lower-case.
export function companySlug(urlName: string): string {
  return urlName.replace(/[^a-zA-Z0-9]/g, '-').toLowerCase();
}

export function companyPath(urlName: string): string {
  return `/indian-stocks/${companySlug(urlName)}`;
}
