import { Router } from 'express';
import type { BackendContext } from '../context.ts';
import { requiredText } from '../fields.ts';
import { HttpError } from '../http-error.ts';

const ALL_FIELDS_REQUIRED = 'All fields are required';

/** Reads the listed fields (all required, trimmed); unknown extra fields are ignored. */
function requireAll<K extends string>(body: unknown, names: readonly K[]): Record<K, string> {
  const values = {} as Record<K, string>;
  for (const name of names) {
    const value = requiredText(body, name);
    if (value === undefined) throw new HttpError(400, ALL_FIELDS_REQUIRED);
    values[name] = value;
  }
  return values;
}

/** The three public forms. Every accepted lead is kept in memory (see the control server). */
export function leadsRouter({ store }: BackendContext): Router {
  const router = Router();

  router.post('/api/send-email', (req, res) => {
    const lead = requireAll(req.body, ['name', 'email', 'contact']);
    store.leads.insert({ kind: 'send-email', ...lead });
    res.json({ message: 'Email sent successfully' });
  });

  router.post('/api/contact', (req, res) => {
    const lead = requireAll(req.body, ['name', 'email', 'phone', 'message']);
    store.leads.insert({ kind: 'contact', ...lead });
    res.status(201).json({ message: 'Message sent successfully' });
  });

  router.post('/api/inquiry/c', (req, res) => {
    const lead = requireAll(req.body, ['name', 'email', 'contact', 'message']);
    store.leads.insert({ kind: 'inquiry', ...lead });
    res.status(201).json({ success: true, message: 'Inquiry submitted successfully' });
  });

  return router;
}
