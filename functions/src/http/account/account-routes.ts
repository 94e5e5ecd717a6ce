import { type NextFunction, type Request, type Response, Router } from 'express';
import { refuseBody } from '../middleware.js';
import { deleteAccountHandler } from './delete-account-handler.js';

type AsyncHandler = (req: Request, res: Response) => Promise<void>;

// Express 4 does not catch rejected promises: pass them to the app's error handler.
const handled = (handler: AsyncHandler) => (req: Request, res: Response, next: NextFunction) => {
  handler(req, res).catch(next);
};

/** /api/account: customer account endpoints. */
export function accountRouter(): Router {
  const account = Router();
  account.post('/delete', refuseBody, handled(deleteAccountHandler));
  return account;
}
