import { ApiRequestError } from './request-json';
import { type EnrolmentFilter, filterParams } from './list-enrolments';

/** GET /api/education/export for the current filter, saved by the browser as a .csv file. */
export async function downloadEnrolmentsCsv(idToken: string, filter: EnrolmentFilter): Promise<void> {
  let response: Response;
  try {
    response = await fetch(`/api/education/export?${filterParams(filter)}`, {
      headers: { Authorization: `Bearer ${idToken}` },
    });
  } catch {
    throw new ApiRequestError(
      0,
      'network',
      'We could not reach Dropwise. Check your connection and try again.',
    );
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as {
      error?: { code?: string; message?: string };
    } | null;
    throw new ApiRequestError(
      response.status,
      body?.error?.code ?? 'unknown',
      body?.error?.message ?? 'The export failed.',
    );
  }
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? 'enrolments.csv';
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
