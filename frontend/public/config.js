// Development default. In production nginx (or `vite preview`) serves a generated /config.js instead.
window.__APP_CONFIG__ = { API_BASE_URL: '/backend' };
