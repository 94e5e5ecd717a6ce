import { logger } from 'firebase-functions';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { db } from '../lib/firebase-admin.js';
import { tidyPushTokens } from '../services/notifications/tidy-push-tokens.js';
import { TOKENS, USERS } from '@dropwise/domain/collections';

/** After a client registers or refreshes a push token: one account per token, a few per account. */
export const tidyPushTokensOnWrite = onDocumentWritten(
  `${USERS}/{uid}/${TOKENS}/{tokenId}`,
  async (event) => {
    if (!event.data?.after.exists) return;
    const { uid, tokenId } = event.params;
    const { deleted } = await tidyPushTokens(db, uid, tokenId);
    if (deleted.length > 0) logger.info('push tokens: removed superseded registrations', { uid, deleted });
  },
);
