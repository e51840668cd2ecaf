/**
 * Draws an SVG into a PNG in a child process that is killed past a deadline (svg-draw.child.mjs
 * says why: librsvg can be made to spin or swell by a small file, and native work cannot be stopped
 * in-process). The SVG has passed checkSvgIsSafe first; this bounds what is left, its cost. At most
 * two drawings run at once per process; the others wait their turn, so many SVG uploads at once
 * cannot start a crowd of renderers.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const CHILD = fileURLToPath(new URL('./svg-draw.child.mjs', import.meta.url));
const MAX_RUNNING = 2;
/** The largest PNG a drawing may come back as (a 1280-pixel side is well within it). */
const MAX_OUTPUT = 64 * 1024 * 1024;

export type SvgDrawing =
  | { ok: true; width: number; height: number; png: Buffer }
  | { ok: false; why: 'too_many_pixels' | 'unreadable' | 'too_slow' };

let running = 0;
const waiting: (() => void)[] = [];

async function turn<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_RUNNING) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await work();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

/** The SVG's declared size (72 dpi) and a PNG of it whose longer side is `target` pixels. */
export function drawSvg(svg: Buffer, target: number, maxPixels: number, timeoutMs: number): Promise<SvgDrawing> {
  return turn(
    () =>
      new Promise<SvgDrawing>((resolve) => {
        const child = spawn(process.execPath, [CHILD, String(target), String(maxPixels)], {
          stdio: ['pipe', 'pipe', 'ignore'],
        });
        const chunks: Buffer[] = [];
        let size = 0;
        let verdict: SvgDrawing | undefined;
        const stop = (why: 'unreadable' | 'too_slow') => {
          verdict ??= { ok: false, why };
          child.kill('SIGKILL');
        };
        const timer = setTimeout(() => stop('too_slow'), timeoutMs);
        child.stdout.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > MAX_OUTPUT) return stop('unreadable');
          chunks.push(chunk);
        });
        child.stdin.on('error', () => undefined); // a child that exits early closes its stdin
        child.on('error', () => stop('unreadable'));
        child.on('close', (code) => {
          clearTimeout(timer);
          if (verdict) return resolve(verdict);
          const out = Buffer.concat(chunks);
          if (code === 3) return resolve({ ok: false, why: 'too_many_pixels' });
          if (code !== 0 || out.length < 9) return resolve({ ok: false, why: 'unreadable' });
          resolve({ ok: true, width: out.readUInt32BE(0), height: out.readUInt32BE(4), png: out.subarray(8) });
        });
        child.stdin.end(svg);
      }),
  );
}
