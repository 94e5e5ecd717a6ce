import { Router } from 'express';
import { asyncHandler } from './async-handler.js';
import { visitCounter } from './visit-counter.js';

/** /counter: the public visit counter, in a module of its own so a visit loads nothing else. */
export function counterRouter(): Router {
  const counter = Router();
  counter.get('/:counter', asyncHandler(visitCounter));
  return counter;
}
