import { Route, Routes } from 'react-router-dom';
import { PageEditor } from './PageEditor';
import { PagesList } from './PagesList';
import './pages.css';

/**
 * Pages (editors and admins; issue #17): the list at /team/pages, one page at
 * /team/pages/<address> (an address may hold a slash: taxation_services/gst-filing-help).
 */
export function PagesScreen() {
  return (
    <Routes>
      <Route index element={<PagesList />} />
      <Route path="*" element={<PageEditor />} />
    </Routes>
  );
}
