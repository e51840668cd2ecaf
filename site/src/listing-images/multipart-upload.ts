/**
 * Reads a multipart form (an upload) with busboy, under limits, before the page's handler: the text
 * fields become `req.body` (where the CSRF check and the form helpers find them, as for a urlencoded
 * form) and the files `uploadsOf(res)`, each kept in memory up to the byte cap and marked truncated
 * past it (the rest is read and dropped, never kept). At most `maxFiles + 1` files are kept, so a
 * form that sends one too many is told so by checkImageUpload; fields, their size and the parts are
 * bounded too, and so is the whole body (413 past it). Nothing is written anywhere: what to keep is decided after the CSRF and ownership
 * checks. Put MakerPages.beforeBody() in front, so only a signed-in, same-origin post is read at all. A request that is not multipart passes through untouched (the urlencoded parser reads it,
 * and the upload check answers that no file was chosen).
 */
import busboy from 'busboy';
import type { Request, RequestHandler, Response } from 'express';
import type { ImageUploadRules, UploadedFile } from '@listings/shared/platform';
import { PAGE_SECURITY_HEADERS } from '../kit/html.ts';

const UPLOADS = Symbol('uploads');

/** The files the form sent (empty when none, or when the request was not multipart). */
export const uploadsOf = (res: Response): UploadedFile[] => (res.locals[UPLOADS as never] as UploadedFile[]) ?? [];

export function multipartUpload(rules: Pick<ImageUploadRules, 'maxBytes' | 'maxFiles'>): RequestHandler {
  return (req: Request, res: Response, next) => {
    if (!/^multipart\/form-data\b/i.test(req.headers['content-type'] ?? '')) return next();
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        limits: {
          fileSize: rules.maxBytes,
          files: rules.maxFiles + 1,
          fields: 20,
          fieldSize: 8 * 1024,
          parts: rules.maxFiles + 21,
          headerPairs: 50,
        },
      });
    } catch {
      return next(); // no boundary: left for the urlencoded parser, and answered as no file
    }
    const fields: Record<string, string> = {};
    const files: UploadedFile[] = [];
    let open = 0;
    let parsed = false;
    let done = false;
    const finish = (failed = false) => {
      if (done || (!failed && (!parsed || open > 0))) return;
      done = true;
      req.unpipe(parser);
      if (failed) req.resume(); // the rest is read and dropped
      // A form that could not be read has no fields: the CSRF check refuses it, nothing runs.
      req.body = failed ? {} : fields;
      // body-parser's mark: the urlencoded parser after this one leaves the body as read here.
      (req as unknown as { _body: boolean })._body = true;
      res.locals[UPLOADS as never] = (failed ? [] : files) as never;
      next();
    };
    // The whole body is bounded too (a file past its cap used to be read to its end, however long):
    // what the kept files can hold, and a little for the fields and the parts' headers. Past it,
    // or declared past it, the post is answered 413 and the connection closed, the rest unread.
    const maxBody = (rules.maxFiles + 1) * rules.maxBytes + 256 * 1024;
    const tooLarge = () => {
      done = true;
      req.unpipe(parser);
      req.pause();
      res
        .status(413)
        .set({ ...PAGE_SECURITY_HEADERS, 'Content-Type': 'text/plain; charset=utf-8', Connection: 'close' })
        .end('This form is larger than the uploads it takes.');
    };
    if (Number(req.headers['content-length']) > maxBody) return tooLarge();
    let received = 0;
    req.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (received > maxBody && !done) tooLarge();
    });
    parser.on('field', (name, value) => {
      fields[name] = value;
    });
    parser.on('file', (field, stream, info) => {
      open++;
      const chunks: Buffer[] = [];
      const file: UploadedFile = { field, filename: info.filename ?? '', bytes: Buffer.alloc(0), truncated: false };
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => {
        file.truncated = true;
      });
      stream.on('close', () => {
        file.bytes = Buffer.concat(chunks);
        // A browser sends an empty part for a file input left empty: that is no file.
        if (file.filename !== '' || file.bytes.length > 0) files.push(file);
        open--;
        finish();
      });
    });
    parser.on('close', () => {
      parsed = true;
      finish();
    });
    parser.on('error', () => finish(true));
    req.pipe(parser);
  };
}
