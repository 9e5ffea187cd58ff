import { data } from 'react-router';
import { NotFoundPage } from '../routes/not-found-page';

/** Unknown public paths: the not-found page with status 404 (and noindex, in the page). */
export function loader() {
  return data(null, { status: 404 });
}

/** Client-side navigation renders it without asking the server. */
export function clientLoader() {
  return null;
}

export default NotFoundPage;
