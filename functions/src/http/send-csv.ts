import type { Response } from 'express';

/** A CSV download: never cached (it is someone's records), saved under `fileName`. */
export function sendCsv(res: Response, fileName: string, csv: string): void {
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Content-Type', 'text/csv; charset=utf-8');
  res.setHeader('Content-Disposition', `attachment; filename="${fileName}"`);
  res.status(200).send(csv);
}
