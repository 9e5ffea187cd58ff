import { AdminNotFoundPage } from '../routes/not-found-page';

export default AdminNotFoundPage;
