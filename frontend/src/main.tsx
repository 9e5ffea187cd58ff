import { createRoot } from 'react-dom/client';
import { AppProvider } from './app/provider';
import { AppRouter, preloadRoutes } from './app/router';
import './styles/fonts.css';
import './styles/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html.');

// The layout's and the page's code in parallel, before React asks for them one after the other.
preloadRoutes(window.location);

createRoot(container).render(
  <AppProvider>
    <AppRouter />
  </AppProvider>,
);
