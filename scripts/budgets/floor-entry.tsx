// The size floor: React + ReactDOM alone, rendering one element. Budgets are set relative to it.
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root') as HTMLElement).render(<p />);
