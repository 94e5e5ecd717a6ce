import { Router } from 'express';
import { asyncRoute } from '../async-route.js';
import { countVisitHandler } from './count-visit-handler.js';

/** /counter: the public visit counter, in a module of its own so a visit loads nothing else. */
export function counterRouter(): Router {
  const counter = Router();
  counter.get('/:counter', asyncRoute(countVisitHandler));
  return counter;
}
