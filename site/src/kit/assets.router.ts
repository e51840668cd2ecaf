/**
 * The pages' static assets: the one stylesheet, the site's one small script (progressive
 * enhancement of voting) and the typeface (Inter's latin files from @fontsource/inter, served from
 * this site so no visitor's address reaches a font host; the CSP allows fonts from 'self' only).
 * The stylesheet and script have a cache life of an hour (their paths are fixed, so a change reaches
 * browsers within the hour); the font files, which never change under a path, a year.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import express from 'express';
import { FONT_PATHS, SCRIPT_PATH, STYLESHEET_PATH } from './html.ts';

const STYLESHEET = fs.readFileSync(new URL('./site.css', import.meta.url));
const SCRIPT = fs.readFileSync(new URL('./site.js', import.meta.url));
const FONT_FILES = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@fontsource/inter/package.json')),
  'files',
);
const FONTS = new Map(FONT_PATHS.map((url) => [url, fs.readFileSync(path.join(FONT_FILES, path.basename(url)))]));

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
  for (const [url, bytes] of FONTS)
    router.get(url, (_req, res) => {
      res
        .set({
          'Cache-Control': 'public, max-age=31536000, immutable',
          'X-Content-Type-Options': 'nosniff',
          'Cross-Origin-Resource-Policy': 'same-origin',
        })
        .type('font/woff2')
        .send(bytes);
    });
  return router;
}
