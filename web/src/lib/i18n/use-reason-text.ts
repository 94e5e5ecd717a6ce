import { cancelReasonCode } from '@dropwise/domain/cancellation-fee';
import { useT } from './use-t';

/** A stored reason for the reader: a listed one in their language, their own words as written. */
export function useReasonText(): (reason: string) => string {
  const words = useT('cancellation');
  return (reason) => {
    const code = cancelReasonCode(reason);
    return code ? words(`reason_${code}`) : reason;
  };
}
