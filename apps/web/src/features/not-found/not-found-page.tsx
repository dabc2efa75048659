import { NotFoundView } from '../../ui/not-found-view';

/** Spec §2: any other route shows 'Oops! Page Not Found'. */
export default function NotFoundPage() {
  return <NotFoundView />;
}
