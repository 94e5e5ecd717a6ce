import { SHOP_BALANCES } from '@dropwise/domain/collections';
import { doc } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { useLive } from '@/lib/firebase/use-live';

/** What a shop's ledger adds up to (`shopBalances/{shopId}`): a shop with no entries yet has none. */
export interface ShopBalanceView {
  codCollectedPaise: number;
  feesBilledPaise: number;
  payoutsPaise: number;
  balancePaise: number;
}

const paise = (value: unknown) => (typeof value === 'number' && Number.isSafeInteger(value) ? value : 0);

/** A shop's balance, live; null while it loads or when it cannot be read. */
export function useShopBalance(shopId: string): ShopBalanceView | null {
  const live = useLive(doc(useFirestore(), SHOP_BALANCES, shopId), (snapshot) => {
    const data = snapshot.data() ?? {};
    return {
      codCollectedPaise: paise(data.codCollectedPaise),
      feesBilledPaise: paise(data.feesBilledPaise),
      payoutsPaise: paise(data.payoutsPaise),
      balancePaise: paise(data.balancePaise),
    };
  });
  return live.status === 'success' ? live.data : null;
}
