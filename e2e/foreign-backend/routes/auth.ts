import { Router } from 'express';
import type { BackendContext } from '../context.ts';
import { textField } from '../fields.ts';
import { bearerToken } from '../tokens.ts';

/** Admin login and logout with opaque in-memory tokens. */
export function authRouter({ tokens, admin }: BackendContext): Router {
  const router = Router();

  router.post('/logAdmin', (req, res) => {
    const username = textField(req.body, 'username');
    const password = textField(req.body, 'password');
    if (username !== admin.username || password !== admin.password) {
      res.status(401).json({ success: false, message: 'Invalid username or password' });
      return;
    }
    res.json({ success: true, token: tokens.issue(), message: 'Login successful' });
  });

  router.post('/logout', (req, res) => {
    const token = bearerToken(req);
    if (token === undefined || !tokens.revoke(token)) {
      res.status(401).json({ message: 'Unauthorized' });
      return;
    }
    res.json({ message: 'Logged out' });
  });

  return router;
}
