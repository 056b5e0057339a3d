/**
 * The toast library, its styles and the shop's toast container: loaded with the first toast a page
 * shows (lib/toast.tsx), never with the page.
 */
import { ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import { TOAST_AUTO_CLOSE_MS } from './toast';

export { toast } from 'react-toastify';

export function ToastHost() {
  return <ToastContainer position="top-center" autoClose={TOAST_AUTO_CLOSE_MS} pauseOnHover pauseOnFocusLoss draggable draggablePercent={80} />;
}
