import type { Express } from 'express';

/** Each feature area mounts its handlers here; handlers stay thin and call services. */
export function registerRoutes(app: Express): void {
  void app;
}
