import express, { Router } from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { expressPath, mountedOperations, route, useFiles, useRouters } from './api-route.ts';

describe('mounting from the registry', () => {
  it('turns OpenAPI path templates into Express paths', () => {
    expect(expressPath('/api/leads/{id}/resend')).toBe('/api/leads/:id/resend');
    expect(expressPath('/gallery/')).toBe('/gallery/');
  });

  it("mounts handlers at the operation's method and path, recorded once the router is used", async () => {
    const app = express();
    const router = Router();
    route(router, 'getProduct', (req, res) => {
      res.json({ id: req.params.id });
    });
    expect(mountedOperations(app)).toEqual([]);
    useRouters(app, [router]);
    expect(mountedOperations(app)).toEqual(['getProduct']);
    await request(app).get('/api/subcategories/7').expect(200, { id: '7' });
    await request(app).delete('/api/subcategories/7').expect(404);
  });

  it('serves files below the prefix of a one-file GET, and refuses any other operation', async () => {
    const app = express();
    const files = Router();
    files.use((req, res) => {
      res.send(req.path);
    });
    useFiles(app, 'getUpload', files);
    expect(mountedOperations(app)).toEqual(['getUpload']);
    await request(app).get('/uploads/a.png').expect(200, '/a.png');
    for (const other of ['listSliders', 'deleteSlider'] as const) {
      expect
        .soft(() => {
          useFiles(express(), other, Router());
        }, other)
        .toThrow(/not a GET of one file/);
    }
  });
});
