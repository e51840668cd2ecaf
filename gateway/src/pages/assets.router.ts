/**
 * The pages' static assets: the one stylesheet, served from this folder with a long cache life
 * (its path is fixed, so a change reaches browsers within the hour).
 */
import fs from 'node:fs';
import express from 'express';
import { STYLESHEET_PATH } from './html.ts';

const STYLESHEET = fs.readFileSync(new URL('./site.css', import.meta.url));

export function pageAssetsRouter(): express.Router {
  const router = express.Router();
  router.get(STYLESHEET_PATH, (_req, res) => {
    res
      .set({ 'Cache-Control': 'public, max-age=3600', 'X-Content-Type-Options': 'nosniff' })
      .type('text/css')
      .send(STYLESHEET);
  });
  return router;
}
