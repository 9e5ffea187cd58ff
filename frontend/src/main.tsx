import { createRoot } from 'react-dom/client';
import { AppProvider } from './app/provider';
import { prefetchRouteData } from './app/route-data';
import { AppRouter, preloadRoutes } from './app/router';
import './styles/fonts.css';
import './styles/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html.');

// The layout's and the page's code in parallel, before React asks for them one after the other.
preloadRoutes(window.location);
// ...and the page's data, while that code downloads.
prefetchRouteData(window.location.pathname);

createRoot(container).render(
  <AppProvider>
    <AppRouter />
  </AppProvider>,
);
