/**
 * The pages' static assets: the one stylesheet and the site's one small script (progressive
 * enhancement of voting), served from this folder with a cache life of an hour (their paths are
 * fixed, so a change reaches browsers within the hour).
 */
import fs from 'node:fs';
import express from 'express';
import { SCRIPT_PATH, STYLESHEET_PATH } from './html.ts';

const STYLESHEET = fs.readFileSync(new URL('./site.css', import.meta.url));
const SCRIPT = fs.readFileSync(new URL('./site.js', import.meta.url));

export function pageAssetsRouter(): express.Router {
  const router = express.Router();
  router.get(STYLESHEET_PATH, (_req, res) => {
    res
      .set({ 'Cache-Control': 'public, max-age=3600', 'X-Content-Type-Options': 'nosniff' })
      .type('text/css')
      .send(STYLESHEET);
  });
  router.get(SCRIPT_PATH, (_req, res) => {
    res
      .set({ 'Cache-Control': 'public, max-age=3600', 'X-Content-Type-Options': 'nosniff' })
      .type('text/javascript')
      .send(SCRIPT);
  });
  return router;
}
