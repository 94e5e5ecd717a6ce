import type { GrievanceOfficerContact } from '@dropwise/domain/admin/complaints-admin';
import { getGrievanceOfficer } from '@dropwise/domain/api/complaints';
import { useEffect, useState } from 'react';

export type OfficerState =
  { status: 'loading' } | { status: 'ready'; contact: GrievanceOfficerContact } | { status: 'failed' };

let pending: Promise<GrievanceOfficerContact> | null = null;

/**
 * The grievance officer's contact, from the public endpoint with a plain fetch: the privacy pages
 * that show it load neither Firebase nor the API client. One request per page load; a failed one
 * is tried again by the next screen that asks.
 */
export function loadGrievanceOfficer(): Promise<GrievanceOfficerContact> {
  pending ??= fetch(getGrievanceOfficer.path)
    .then(async (response) => {
      if (!response.ok) throw new Error(`grievance officer: ${response.status}`);
      return ((await response.json()) as { data: GrievanceOfficerContact }).data;
    })
    .catch((error: unknown) => {
      pending = null;
      throw error;
    });
  return pending;
}

/** The officer for a screen: loading (also while prerendering, where nothing is fetched), then ready or failed. */
export function useGrievanceOfficer(): OfficerState {
  const [state, setState] = useState<OfficerState>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    loadGrievanceOfficer().then(
      (contact) => live && setState({ status: 'ready', contact }),
      () => live && setState({ status: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, []);
  return state;
}
