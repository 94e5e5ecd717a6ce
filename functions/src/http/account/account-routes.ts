import { type Express, type NextFunction, type Request, type Response } from 'express';
import { refuseBody } from '../middleware.js';
import { deleteAccountHandler } from './delete-account-handler.js';

type AsyncHandler = (req: Request, res: Response) => Promise<void>;

// Express 4 does not catch rejected promises: pass them to the app's error handler.
const handled = (handler: AsyncHandler) => (req: Request, res: Response, next: NextFunction) => {
  handler(req, res).catch(next);
};

/** Customer account endpoints. */
export function registerAccountRoutes(app: Express): void {
  app.post('/api/account/delete', refuseBody, handled(deleteAccountHandler));
}
