import { contactInboxLoader } from '@/lib/server/loaders/admin/contact/inbox';

export const getServerSideProps = contactInboxLoader('startup');
