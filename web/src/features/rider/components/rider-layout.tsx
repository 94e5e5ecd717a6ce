import type { ReactNode } from 'react';
import { AreaShell } from '../../../components/area/area-shell';

/** The frame of the rider's screen. */
export function RiderLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <AreaShell role="rider" brand="Dropwise rider" navLabel="Rider" title={title}>
      {children}
    </AreaShell>
  );
}
