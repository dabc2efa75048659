import { Route, Routes } from 'react-router';
import MailDetail from './mail-detail';
import MailsList from './mails-list';

/** MAIL-9: the back office's mail log: the list at /operator/mails, one mail at /operator/mails/{id}. */
export default function MailsPage() {
  return (
    <Routes>
      <Route index element={<MailsList />} />
      <Route path=":id" element={<MailDetail />} />
    </Routes>
  );
}
